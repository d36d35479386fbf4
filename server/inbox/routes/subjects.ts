import { LEAD_ID_PATTERN, REGISTER_ENTRY_ID_PATTERN, STAFF_ID_PATTERN } from '~/lib/input-patterns'
import type { FastifyRequest } from 'fastify'
import type { InboxContext } from './context'
import { subject } from './guards'

const idParameter = (request: FastifyRequest) => (request.params as { id?: string }).id ?? ''

/** The request /inbox/requests/:id names. */
export const requestSubject = (context: InboxContext) =>
  subject(context, async (request) => {
    const id = idParameter(request)
    return LEAD_ID_PATTERN.test(id) ? context.collector.store.getLead(id) : undefined
  })

/** The request and its current engagement, for the engagement's actions. */
export const engagementSubject = (context: InboxContext) =>
  subject(context, async (request) => {
    const id = idParameter(request)
    const lead = LEAD_ID_PATTERN.test(id) ? await context.collector.store.getLead(id) : undefined
    const engagement = lead ? await context.engagementStore.current(lead.id) : undefined
    return lead && engagement ? { lead, engagement } : undefined
  })

/** The register entry /inbox/register/:id names. */
export const entrySubject = (context: InboxContext) =>
  subject(context, async (request) => {
    const id = idParameter(request)
    return REGISTER_ENTRY_ID_PATTERN.test(id) ? context.store.getRegisterEntry(id) : undefined
  })

/** A person still active, as /inbox/people/:id names them. */
export const personSubject = (context: InboxContext) =>
  subject(context, async (request) => {
    const id = idParameter(request)
    const person = STAFF_ID_PATTERN.test(id) ? await context.store.getStaff(id) : undefined
    return person?.active ? person : undefined
  })

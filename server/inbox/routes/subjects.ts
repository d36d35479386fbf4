import type { FastifyRequest } from 'fastify'
import type { InboxContext } from './context'
import { subject } from './guards'

const LEAD_ID = /^ld_[0-9a-z]{1,40}$/
const STAFF_ID = /^st_[0-9a-f]{32}$/
const ENTRY_ID = /^mx_[0-9a-f]{32}$/

const idParameter = (request: FastifyRequest) => (request.params as { id?: string }).id ?? ''

/** The request /inbox/requests/:id names. */
export const requestSubject = (context: InboxContext) =>
  subject(context, async (request) => {
    const id = idParameter(request)
    return LEAD_ID.test(id) ? context.collector.store.getLead(id) : undefined
  })

/** The request and its current engagement, for the engagement's actions. */
export const engagementSubject = (context: InboxContext) =>
  subject(context, async (request) => {
    const id = idParameter(request)
    const lead = LEAD_ID.test(id) ? await context.collector.store.getLead(id) : undefined
    const engagement = lead ? await context.engagementStore.current(lead.id) : undefined
    return lead && engagement ? { lead, engagement } : undefined
  })

/** The register entry /inbox/register/:id names. */
export const entrySubject = (context: InboxContext) =>
  subject(context, async (request) => {
    const id = idParameter(request)
    return ENTRY_ID.test(id) ? context.store.getRegisterEntry(id) : undefined
  })

/** A person still active, as /inbox/people/:id names them. */
export const personSubject = (context: InboxContext) =>
  subject(context, async (request) => {
    const id = idParameter(request)
    const person = STAFF_ID.test(id) ? await context.store.getStaff(id) : undefined
    return person?.active ? person : undefined
  })

export const isStaffId = (value: string) => STAFF_ID.test(value)

/** The people who may sign in: inviting, a new enrollment link, removing (administrators). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { PersonField } from '~/inbox/admin-pages'
import type { FieldProblem } from '~/inbox/form-problems'
import { PeoplePage } from '~/inbox/render'
import type { StaffMember } from '../inbox-store'
import { ENROLLMENT_VALID_MS, hashSecret, newSecret } from '../../shared/tokens'
import { type InvalidAnswer, noQuery, withInput, type RouteInput } from '../../shared/route-input'
import { html, type InboxContext, inboxInvalid } from './context'
import { csrfForm, personForm, personParams } from './inputs'
import { inboxGuards, sessionOf, viewerOf } from './guards'
import { personSubject } from './subjects'

interface PeopleMessage {
  enrollmentUrl?: string
  notice?: string
  error?: string
  problems?: Array<FieldProblem<PersonField>>
  typed?: Partial<Record<PersonField, string>>
}

const PERSON_FIELDS: readonly PersonField[] = ['name', 'email', 'role']

/** Each field's first problem, in the form's order; a problem of no field (the form itself) stays a plain refusal. */
function personRefusal(invalid: Parameters<InvalidAnswer>[2], body: unknown): PeopleMessage {
  const problems = PERSON_FIELDS.flatMap((field) => {
    const found = invalid.problems.find((problem) => problem.path === field)
    return found ? [{ field, message: found.message }] : []
  })
  if (problems.length === 0) return { error: invalid.firstMessage }
  const sent = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const typed = Object.fromEntries(
    PERSON_FIELDS.flatMap((field) => (typeof sent[field] === 'string' ? [[field, sent[field]]] : [])),
  ) as Partial<Record<PersonField, string>>
  return { problems, typed }
}

export async function peopleRoutes(scope: FastifyInstance, context: InboxContext): Promise<void> {
  const { store } = context
  const guards = inboxGuards(context)
  const person = personSubject(context)
  const peoplePage = async (request: FastifyRequest, reply: FastifyReply, message: PeopleMessage = {}, status = 200) =>
    html(
      reply,
      <PeoplePage
        assets={context.assets}
        viewer={viewerOf(sessionOf(request))}
        people={await store.listStaff()}
        {...message}
      />,
      status,
    )
  const refuse = (request: FastifyRequest, reply: FastifyReply, error: string) =>
    peoplePage(request, reply, { error }, 400)
  /** A new enrollment link for the person, written to the audit log as an invitation. */
  const invite = async (request: FastifyRequest, staff: StaffMember): Promise<string> => {
    const token = newSecret()
    await store.createEnrollment(staff.id, hashSecret(token), Date.now() + ENROLLMENT_VALID_MS)
    await store.audit(sessionOf(request).staff.id, 'staff.invited', { subjectId: staff.id })
    return `${context.origin}/inbox/enroll/${token}`
  }

  const pageOrNotFound = inboxInvalid(context)
  // A form typed wrong comes back with the message beside it, as a refusal does.
  const formRefused: InvalidAnswer = async (request, reply, invalid) =>
    peoplePage(request, reply, personRefusal(invalid, request.body), 400)
  const route = (input: RouteInput, invalid: InvalidAnswer, after: typeof guards.adminChange = []) =>
    withInput({ input: { querystring: noQuery, ...input }, invalid, before: guards.adminChange, after })
  const view = withInput({ input: { querystring: noQuery }, before: guards.adminPage })
  scope.get('/inbox/people', view, async (request, reply) => peoplePage(request, reply))
  scope.post('/inbox/people', route({ body: personForm }, formRefused), async (request, reply) => {
    const { email, name, role } = request.body as z.infer<typeof personForm>
    const added = await store.upsertStaff({ email, name, role })
    const enrollmentUrl = await invite(request, added)
    return peoplePage(request, reply, {
      enrollmentUrl,
      notice: `${added.name} can now register a passkey with the link below.`,
    })
  })
  scope.post(
    '/inbox/people/:id/link',
    route({ params: personParams, body: csrfForm }, pageOrNotFound, [person.load]),
    async (request, reply) => {
      const found = person.of(request)
      const enrollmentUrl = await invite(request, found)
      return peoplePage(request, reply, { enrollmentUrl, notice: `A new enrollment link for ${found.name}.` })
    },
  )
  scope.post(
    '/inbox/people/:id/remove',
    route({ params: personParams, body: csrfForm }, pageOrNotFound, [person.load]),
    async (request, reply) => {
      const found = person.of(request)
      const staffId = sessionOf(request).staff.id
      if (found.id === staffId) return refuse(request, reply, 'You cannot remove yourself; ask another administrator.')
      await store.removeStaff(found.id)
      await store.audit(staffId, 'staff.removed', { subjectId: found.id })
      return peoplePage(request, reply, {
        notice: `${found.name} was removed: their sessions ended and their passkeys were deleted.`,
      })
    },
  )
}

/** The people who may sign in: inviting, a new enrollment link, removing (administrators). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { PeoplePage } from '~/inbox/render'
import { isStaffRole } from '~/lib/inbox/vocabulary'
import type { StaffMember } from '../inbox-store'
import { ENROLLMENT_VALID_MS, hashSecret, newSecret } from '../tokens'
import { field, html, type InboxContext } from './context'
import { inboxGuards, sessionOf, viewerOf } from './guards'
import { personSubject } from './subjects'
import { isEmailAddress } from '~/lib/input-patterns'

interface PeopleMessage {
  enrollmentUrl?: string
  notice?: string
  error?: string
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

  scope.get('/inbox/people', { preHandler: guards.adminPage }, async (request, reply) => peoplePage(request, reply))
  scope.post('/inbox/people', { preHandler: guards.adminChange }, async (request, reply) => {
    const email = field(request.body, 'email').trim()
    const name = field(request.body, 'name').trim().replace(/\s+/g, ' ')
    const role = field(request.body, 'role')
    if (!isEmailAddress(email)) return refuse(request, reply, "Enter the person's email address.")
    if (name === '' || name.length > 200)
      return refuse(request, reply, "Enter the person's name (up to 200 characters).")
    if (!isStaffRole(role)) return refuse(request, reply, 'Choose admin or staff.')
    const added = await store.upsertStaff({ email, name, role })
    const enrollmentUrl = await invite(request, added)
    return peoplePage(request, reply, {
      enrollmentUrl,
      notice: `${added.name} can now register a passkey with the link below.`,
    })
  })
  scope.post('/inbox/people/:id/link', { preHandler: [...guards.adminChange, person.load] }, async (request, reply) => {
    const found = person.of(request)
    const enrollmentUrl = await invite(request, found)
    return peoplePage(request, reply, { enrollmentUrl, notice: `A new enrollment link for ${found.name}.` })
  })
  scope.post(
    '/inbox/people/:id/remove',
    { preHandler: [...guards.adminChange, person.load] },
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

/**
 * The firm's decision on an engagement counsel signed: a staff member linked to a signatory countersigns with a
 * fresh passkey assertion (user verification required; the challenge is theirs and this engagement's only), or
 * declines with a reason. Both are audit-logged by the engagement; the final PDF is downloadable here.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { z } from 'zod'
import { CHALLENGE_VALID_MS, newSecret } from '../../shared/tokens'
import { noQuery, withInput } from '../../shared/route-input'
import { CeremonyError, SET_A_PIN_MESSAGE, UnverifiedUserError } from '../passkeys'
import type { StaffMember } from '../inbox-store'
import type { InvalidAnswer } from '../../shared/route-input'
import { backToRequest, badRequest, field, type InboxContext, inboxInvalid } from './context'
import { inboxGuards, sessionOf } from './guards'
import { ceremonyFinish, ceremonyStart, declineForm, requestParams } from './inputs'
import { requestPageView } from './request-view'
import { engagementSubject, requestSubject } from './subjects'

const COUNTERSIGN_FAILED =
  'That passkey could not confirm the countersignature. Try again with your own passkey; nothing was signed.'

export async function countersignRoutes(scope: FastifyInstance, context: InboxContext): Promise<void> {
  const { store, countersignatures, staffPeople, ceremonies, log } = context
  const guards = inboxGuards(context)
  const current = engagementSubject(context)
  const invalid = inboxInvalid(context)
  const lead = requestSubject(context)
  const showRequest = requestPageView(context, lead)
  // A decline without a usable reason comes back on the request's page with the error summary (decision 044).
  const declineRefused: InvalidAnswer = async (request, reply, problem) => {
    if (problem.part !== 'body') return invalid(request, reply, problem)
    const reason = problem.problems.find((each) => each.path === 'reason')
    if (!reason) return invalid(request, reply, problem)
    await lead.load.call(scope, request, reply)
    if (reply.sent) return reply
    return showRequest(request, reply, {
      refused: {
        problems: [{ field: 'reason', message: reason.message }],
        typed: { reason: field(request.body, 'reason') },
      },
      status: 400,
    })
  }

  /** The signatory this staff member is, if their account is linked to one. */
  const signatoryOf = async (staff: StaffMember) => {
    const personId = await staffPeople.personOf(staff.id)
    return context.signatories.find((signatory) => signatory.personId === personId)
  }
  /** Why this person cannot countersign this engagement now, or nothing. */
  const refusalFor = async (staff: StaffMember, engagementId: string, state: string) => {
    if (!(await signatoryOf(staff)))
      return 'Only a staff account linked to a person who signs engagements may countersign (npm run staff:add -- --person).'
    if (state !== 'signed') return 'Counsel has not signed this engagement.'
    if ((await countersignatures.decision(engagementId)).kind !== 'awaiting')
      return 'The firm has already countersigned or declined this engagement.'
    return undefined
  }
  const json = (body: z.ZodType) =>
    withInput({
      input: { params: requestParams, querystring: noQuery, body },
      invalid: async (_request, reply) => reply.code(400).send({ error: COUNTERSIGN_FAILED }),
      before: guards.change,
      after: [current.load],
    })
  const refuse = (reply: FastifyReply, error: string) => reply.code(409).send({ error })

  scope.post('/inbox/requests/:id/engagement/countersign/options', json(ceremonyStart), async (request, reply) => {
    const { engagement } = current.of(request)
    const { staff } = sessionOf(request)
    const refused = await refusalFor(staff, engagement.id, engagement.state)
    if (refused) return refuse(reply, refused)
    const { challenge, options } = await ceremonies.beginAssertion(staff)
    const ceremonyId = newSecret()
    await staffPeople.saveCountersignChallenge(
      ceremonyId,
      { challenge, staffId: staff.id, engagementId: engagement.id },
      Date.now() + CHALLENGE_VALID_MS,
    )
    return reply.send({ ceremonyId, options })
  })

  scope.post('/inbox/requests/:id/engagement/countersign/verify', json(ceremonyFinish), async (request, reply) => {
    const { engagement, lead } = current.of(request)
    const { staff } = sessionOf(request)
    const refused = await refusalFor(staff, engagement.id, engagement.state)
    if (refused) return refuse(reply, refused)
    const { ceremonyId, response } = request.body as z.infer<typeof ceremonyFinish>
    const challenge = await staffPeople.takeCountersignChallenge(ceremonyId, staff.id, engagement.id)
    let credentialId: string
    try {
      if (!challenge) throw new CeremonyError('unknown or expired countersignature challenge')
      credentialId = await ceremonies.finishAssertion(staff, challenge, response)
    } catch (error) {
      if (!(error instanceof CeremonyError)) throw error
      log.warn({ event: 'inbox.countersign_failed', reason: error.message }, 'countersignature refused')
      return reply
        .code(400)
        .send({ error: error instanceof UnverifiedUserError ? SET_A_PIN_MESSAGE : COUNTERSIGN_FAILED })
    }
    const signatory = (await signatoryOf(staff))!
    const outcome = await countersignatures.countersign(
      engagement,
      lead,
      { staffId: staff.id, signatory, credentialId },
      { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') },
    )
    if (outcome !== 'countersigned')
      return refuse(reply, 'The firm has already countersigned or declined this engagement.')
    log.info({ event: 'engagement.countersigned', engagementId: engagement.id }, 'engagement countersigned')
    return reply.send({ ok: true, next: `/inbox/requests/${lead.id}?done=countersigned` })
  })

  scope.post(
    '/inbox/requests/:id/engagement/decline',
    withInput({
      input: { params: requestParams, querystring: noQuery, body: declineForm },
      invalid: declineRefused,
      before: guards.change,
      after: [current.load],
    }),
    async (request, reply) => {
      const { engagement, lead } = current.of(request)
      const { staff } = sessionOf(request)
      if (engagement.state !== 'signed') return badRequest(reply, 'Counsel has not signed this engagement.')
      const { reason } = request.body as z.infer<typeof declineForm>
      const declined = await countersignatures.decline(engagement, lead, staff.id, reason)
      if (!declined) return badRequest(reply, 'The firm has already countersigned or declined this engagement.')
      return backToRequest(reply, lead.id, 'declined')
    },
  )

  scope.get(
    '/inbox/requests/:id/engagement/countersigned.pdf',
    withInput({
      input: { params: requestParams, querystring: noQuery },
      invalid,
      before: guards.page,
      after: [current.load],
    }),
    async (request, reply) => {
      const { engagement, lead } = current.of(request)
      const pdf = await countersignatures.finalPdf(engagement.id)
      if (!pdf) return context.sendNotFound(request, reply)
      await store.audit(sessionOf(request).staff.id, 'engagement.pdf_downloaded', {
        leadId: lead.id,
        subjectId: engagement.id,
      })
      return reply
        .type('application/pdf')
        .header('Content-Disposition', 'attachment; filename="countersigned-engagement-letter.pdf"')
        .send(pdf)
    },
  )
}

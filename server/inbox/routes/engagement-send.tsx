/**
 * Sending an engagement (issue 55): the preview of the exact letter with the terms staff chose, the send that
 * needs a confirm, and a new link shown once to copy (the mailed one void), each change in the audit log.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { RequestField } from '~/inbox/request-page'
import { NewLinkPage, SendPreviewPage } from '~/inbox/engagement-send-page'
import { conflictsOutcome } from '~/lib/engagement/conflicts-paragraph'
import type { ConflictsOutcome } from '~/lib/engagement/letter-terms'
import { PAYER_LABELS } from '~/lib/engagement/letter-terms'
import { readSendChoices, SEND_FIELDS, type SendField, type SendValues } from '~/lib/engagement/send-choices'
import type { StoredLead } from '../../shared/database/store-types'
import { noQuery, withInput } from '../../shared/route-input'
import { backToRequest, badRequest, html, type InboxContext, inboxInvalid } from './context'
import { csrfForm, requestParams } from './inputs'
import { inboxGuards, sessionOf, viewerOf } from './guards'
import { requestPageView } from './request-view'
import { sendOptionsOf } from './send-options'
import { engagementSubject, requestSubject } from './subjects'

const choice = z.string().max(80).optional()
const sendQuery = z.object({ expert: choice, scope: choice, payer: choice, forum: choice })
const sendForm = sendQuery.extend({ _csrf: z.string().max(200).optional(), confirm: z.string().max(10).optional() })

/** Why an engagement cannot be sent now, and the part of the request's page that needs attention. */
interface Refusal {
  refused: string
  field: RequestField
  /** the possible conflict to resolve first */
  entryId?: string
}

const CONFIRM_MESSAGE = 'Tick the box to confirm that the letter above is the one to send.'

export async function engagementSendRoutes(scope: FastifyInstance, context: InboxContext): Promise<void> {
  const { store, engagementStore, engagements } = context
  const guards = inboxGuards(context)
  const lead = requestSubject(context)
  const current = engagementSubject(context)
  const invalid = inboxInvalid(context)

  const showRequest = requestPageView(context, lead)
  const unresolvedMessage = (count: number) =>
    count === 1
      ? 'Resolve each possible conflict first: 1 possible conflict against the register as it is now has no resolution.'
      : `Resolve each possible conflict first: ${String(count)} possible conflicts against the register as it is now have no resolution.`

  /**
   * Why this request cannot be sent an engagement now, or the letter's conflicts paragraph if it can. One screening
   * against the register as it is now serves both: while a hit has no recorded resolution nothing is sent, and the
   * paragraph says what the resolutions were (never "no possible conflict" over a waived hit).
   */
  const readiness = async (found: StoredLead): Promise<Refusal | { conflicts: ConflictsOutcome }> => {
    if ((await store.leadState(found.id)).status !== 'cleared')
      return { refused: 'Set the status to cleared before sending the engagement.', field: 'status' }
    if (await engagementStore.current(found.id))
      return { refused: 'This request already has an engagement: resend or withdraw it.', field: 'engagement' }
    const { resolutions, unresolved } = await context.conflicts.atSending(found.id)
    if (unresolved.length > 0)
      return { refused: unresolvedMessage(unresolved.length), field: 'kind', entryId: unresolved[0] }
    if (!engagements.content)
      return { refused: 'The engagement letter is not in this build: run the build first.', field: 'engagement' }
    return { conflicts: conflictsOutcome(resolutions) }
  }

  /** A send refused before its terms: the request's page with the reason in the error summary, linked to what to fix. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, { refused, field, entryId }: Refusal) =>
    showRequest(request, reply, {
      refused: { problems: [{ field, message: refused }], typed: {}, ...(entryId ? { entryId } : {}) },
      status: 400,
    })

  const preview = async (
    request: FastifyRequest,
    reply: FastifyReply,
    found: StoredLead,
    values: SendValues,
    conflicts: ConflictsOutcome,
    extraProblems: { field: SendField | 'confirm'; message: string }[] = [],
  ) => {
    const options = sendOptionsOf(context)
    const read = readSendChoices(values, {
      experts: options.experts.map((expert) => expert.id),
      states: options.states.map((state) => state.code),
    })
    const problems = 'problems' in read ? read.problems : extraProblems
    const letter =
      'choices' in read
        ? (() => {
            const terms = { ...read.choices, conflicts }
            const built = engagements.letterFor(engagements.caseDetails(found), terms)
            const expert = options.experts.find((entry) => entry.id === terms.expert)
            const forum =
              terms.forum.kind === 'federal'
                ? 'Federal court'
                : `${options.states.find((state) => state.code === (terms.forum as { state: string }).state)?.name ?? ''} state court`
            return {
              ...built,
              summary: [
                { label: 'Expert', value: expert ? `${expert.name}, ${expert.title}` : terms.expert },
                { label: 'Scope', value: terms.scope === 'consulting' ? 'Consulting only' : 'Testifying expert' },
                { label: 'Who pays', value: PAYER_LABELS[terms.payer] },
                { label: 'Forum', value: forum },
                { label: 'Retainer', value: built.retainer },
              ],
            }
          })()
        : null
    return html(
      reply,
      <SendPreviewPage
        assets={context.assets}
        viewer={viewerOf(sessionOf(request))}
        leadId={found.id}
        requestTitle={`${found.firstName} ${found.lastName}`.trim() || found.email}
        options={options}
        values={values}
        problems={problems}
        letter={letter}
      />,
      problems.length ? 422 : 200,
    )
  }

  const valuesOf = (input: Partial<Record<SendField, string | undefined>>): SendValues =>
    Object.fromEntries(SEND_FIELDS.flatMap((field) => (input[field] ? [[field, input[field]]] : [])))

  scope.get(
    '/inbox/requests/:id/engagement/preview',
    withInput({
      input: { params: requestParams, querystring: sendQuery },
      invalid,
      before: guards.page,
      after: [lead.load],
    }),
    async (request, reply) => {
      const found = lead.of(request)
      const ready = await readiness(found)
      if ('refused' in ready) return refuse(request, reply, ready)
      return preview(request, reply, found, valuesOf(request.query as z.infer<typeof sendQuery>), ready.conflicts)
    },
  )

  scope.post(
    '/inbox/requests/:id/engagement/send',
    withInput({
      input: { params: requestParams, querystring: noQuery, body: sendForm },
      invalid,
      before: guards.change,
      after: [lead.load],
    }),
    async (request, reply) => {
      const found = lead.of(request)
      const ready = await readiness(found)
      if ('refused' in ready) return refuse(request, reply, ready)
      const { conflicts } = ready
      const body = request.body as z.infer<typeof sendForm>
      const values = valuesOf(body)
      const options = sendOptionsOf(context)
      const read = readSendChoices(values, {
        experts: options.experts.map((expert) => expert.id),
        states: options.states.map((state) => state.code),
      })
      if ('problems' in read || body.confirm !== 'yes')
        return preview(request, reply, found, values, conflicts, [{ field: 'confirm', message: CONFIRM_MESSAGE }])
      const staffId = sessionOf(request).staff.id
      const { mailed } = await engagements.send(found, staffId, { ...read.choices, conflicts })
      await store.audit(staffId, 'engagement.sent', { leadId: found.id })
      return backToRequest(reply, found.id, mailed ? 'sent' : 'unmailed')
    },
  )

  scope.post(
    '/inbox/requests/:id/engagement/new-link',
    withInput({
      input: { params: requestParams, querystring: noQuery, body: csrfForm },
      invalid,
      before: guards.change,
      after: [current.load],
    }),
    async (request, reply) => {
      const { lead: found, engagement } = current.of(request)
      if (engagement.state === 'withdrawn') return badRequest(reply, 'This engagement was withdrawn.')
      const link = await engagements.newLink(engagement)
      await store.audit(sessionOf(request).staff.id, 'engagement.link_issued', {
        leadId: found.id,
        subjectId: engagement.id,
      })
      reply.header('Cache-Control', 'no-store')
      return html(
        reply,
        <NewLinkPage assets={context.assets} viewer={viewerOf(sessionOf(request))} leadId={found.id} link={link} />,
      )
    },
  )
}

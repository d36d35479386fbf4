/** POST /f/{formId}: a lead checked, stored (with its slot on the schedule form) and answered. */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { siteConfig } from '~/config/site-config'
import { CASE_TYPE_VOCABULARY } from '~/copy/case-types'
import { requestReceivedPathFor } from '~/lib/content-folder/records'
import { FIELD_LIMITS, HONEYPOT_FIELD, isFormType, type LeadField } from '~/lib/leads/fields'
import { buildSubject } from '~/lib/leads/request'
import { checkLeadPayload, cleanLeadText, type LeadRequest } from '~/lib/leads/rules'
import { isCourtDateBeforeConsultation } from '~/lib/leads/urgency'
import type { Meeting } from '~/lib/booking/meeting'
import { header } from '../shared/post-origin'
import { COLLECTOR_MESSAGES, type LeadBooking, type RouteContext, type SlotJson } from './collector-context'
import { formIdOf, nextFromReferer, refuse } from './collector-guards'
import { FORM_PAGE_POLICY } from '../shared/form-body'
import { correctionPage, isFormPost, submissionFromForm } from './form-post'
import type { CollectorStore, LeadEntry } from '../shared/database/store-types'

const MAX_IDEMPOTENCY_KEY_LENGTH = 200
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]+$/

export const CASE_TYPE_NAMES: readonly string[] = CASE_TYPE_VOCABULARY.map((entry) => entry.name)

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// A filled honeypot is kept as spam even when it breaks the rules, so robots learn nothing.
function spamLead(body: Record<string, unknown>): LeadRequest {
  const text = (field: LeadField) => {
    const value = body[field]
    return typeof value === 'string' ? cleanLeadText(field, value).slice(0, FIELD_LIMITS[field]) : ''
  }
  const formType = isFormType(body.formType) ? body.formType : 'contact'
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    caseType: text('caseType'),
    organization: text('organization'),
    formType,
    submittedAt: Number.isNaN(Date.parse(text('submittedAt'))) ? '' : text('submittedAt'),
    subject: text('subject') || buildSubject(formType, text('firstName'), text('lastName')),
  }
}

export function receiveLead(context: RouteContext) {
  return async function receive(request: FastifyRequest, reply: FastifyReply) {
    const formId = formIdOf(request)
    const formPost = isFormPost(header(request, 'content-type'))
    if (request.body === undefined) return refuse(request, reply, 415, COLLECTOR_MESSAGES.notJson, context.formPage)
    const submission = formPost
      ? submissionFromForm(formId, request.body as Record<string, string | string[]>)
      : { body: request.body, next: undefined }
    const body = submission.body
    const idempotencyKey = header(request, 'idempotency-key')
    if (
      idempotencyKey !== undefined &&
      (idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH || !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey))
    ) {
      return reply.code(400).send({ error: COLLECTOR_MESSAGES.badKey })
    }
    const slotFields =
      formId === siteConfig.forms.ids.schedule && context.booking ? takeBookingFields(body, context.booking) : undefined
    const check = checkLeadPayload(body, { formId, caseTypes: CASE_TYPE_NAMES, timeChosen: slotFields !== undefined })
    const honeypot = isRecord(body) ? body[HONEYPOT_FIELD] : undefined
    const trapped = typeof honeypot === 'string' && honeypot.trim() !== ''
    if (!check.ok && !trapped) {
      context.log.info(
        {
          formId,
          failed: check.errors.slice(0, 20).map((issue) => `${issue.field.slice(0, 64)}:${issue.code}`),
          issues: check.errors.length,
        },
        'submission refused',
      )
      if (formPost) {
        const page = correctionPage(
          { formId, body: body as Record<string, unknown>, next: submission.next, errors: check.errors },
          context.formPage(),
        )
        return reply
          .code(422)
          .header('Content-Security-Policy', FORM_PAGE_POLICY)
          .type('text/html; charset=utf-8')
          .send(page)
      }
      return reply.code(422).send({ error: check.errors[0]?.message ?? 'Invalid submission.', errors: check.errors })
    }
    const entry: LeadEntry = {
      formId,
      lead: check.ok ? check.lead : spamLead(body as Record<string, unknown>),
      spam: check.ok ? check.spam : true,
      // A key answers for one form: the same key sent to another form is another request, never lost.
      ...(idempotencyKey === undefined ? {} : { idempotencyKey: `${formId}:${idempotencyKey}` }),
      clientAddress: request.ip,
      origin: header(request, 'origin'),
      userAgent: header(request, 'user-agent')?.slice(0, 300),
      ...(header(request, 'referer') ? { sentFrom: nextFromReferer(request, context).slice(0, 500) } : {}),
    }
    let bookedSlot: SlotJson | undefined
    const booking = context.booking
    if (slotFields && booking && !entry.spam) {
      const decision = await booking.decide(slotFields)
      if (decision.kind === 'refused') {
        const errors = [{ field: decision.field, code: 'invalid_slot', message: decision.message }]
        if (formPost) return refuse(request, reply, 422, decision.message, context.formPage)
        return reply.code(422).send({ error: decision.message, errors })
      }
      if (decision.kind === 'taken') return slotTaken(request, reply, context, decision.alternatives)
      entry.booking = decision.hold
      bookedSlot = decision.slot
    }
    let outcome: Awaited<ReturnType<CollectorStore['save']>>
    try {
      outcome = await context.store.save(entry)
    } catch (error) {
      if (!booking?.isSlotTaken(error) || !entry.booking) throw error
      booking.invalidate()
      return slotTaken(request, reply, context, await booking.alternatives(entry.booking.person))
    }
    if (!outcome.duplicate && !entry.spam) for (const sender of context.senders) sender.wake()
    if (bookedSlot && !outcome.duplicate) booking?.changed()
    context.log.info(
      {
        leadId: outcome.id,
        formId,
        formType: entry.lead.formType,
        spam: entry.spam,
        duplicate: outcome.duplicate,
        formPost,
      },
      'lead stored',
    )
    if (formPost && !outcome.duplicate) notifyStored(context, outcome.id)
    if (formPost)
      return reply
        .code(303)
        .header('Location', `${context.siteUrl}${submission.next ?? requestReceivedPathFor(entry.lead.caseType)}`)
        .send()
    if (!outcome.duplicate) notifyStored(context, outcome.id)
    const next = nextFromReferer(request, context)
    if (bookedSlot)
      return reply.code(200).send({
        ok: true,
        id: outcome.id,
        next,
        booking: { ...bookedSlot, ...(await bookingExtras(booking, outcome.id, entry)) },
      })
    return reply.code(200).send({ ok: true, id: outcome.id, next })
  }
}

function notifyStored(context: RouteContext, id: string): void {
  if (context.storedListeners.length === 0) return
  setImmediate(() => {
    for (const listener of context.storedListeners) listener(id)
  })
}

function takeBookingFields(body: unknown, booking: LeadBooking): Record<string, unknown> | undefined {
  if (!isRecord(body) || body.slotStart === undefined || body.slotStart === '') {
    if (isRecord(body)) for (const field of booking.fields) delete body[field]
    return undefined
  }
  const fields: Record<string, unknown> = {}
  for (const field of booking.fields) {
    if (body[field] !== undefined && body[field] !== '') fields[field] = body[field]
    delete body[field]
  }
  return fields
}

function slotTaken(request: FastifyRequest, reply: FastifyReply, context: RouteContext, slots: readonly SlotJson[]) {
  context.log.info({ formId: formIdOf(request) }, 'slot taken; request not stored')
  if (isFormPost(header(request, 'content-type')))
    return refuse(request, reply, 409, SLOT_TAKEN_MESSAGE, context.formPage)
  return reply.code(409).send({ error: SLOT_TAKEN_MESSAGE, slots })
}

const SLOT_TAKEN_MESSAGE = 'That time was just taken.'

async function bookingExtras(
  booking: LeadBooking | undefined,
  leadId: string,
  entry: LeadEntry,
): Promise<{ manageUrl: string; meeting?: Meeting; earlierSlot?: SlotJson }> {
  const hold = entry.booking
  if (!booking || !hold) return { manageUrl: '' }
  const answer = { manageUrl: booking.manageUrl(leadId, hold.startAt), meeting: booking.meeting(hold.person) }
  if (!isCourtDateBeforeConsultation({ ...entry.lead, consultationAt: hold.startAt })) return answer
  const earlierSlot = await booking.earlierSlot(hold.person, hold.startAt)
  return earlierSlot ? { ...answer, earlierSlot } : answer
}

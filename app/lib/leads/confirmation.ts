/**
 * What the confirmation of a stored request says (one component shows it: app/components/forms/request-confirmation.tsx):
 * what was sent, under which reference, and when the firm answers. Pure, so the form's island, the booking
 * page and the unit tests build the same lines.
 */
import { siteConfig } from '~/config/site-config'
import { meetingSentence, PHONE_MEETING, type Meeting } from '~/lib/booking/meeting'
import { counselTime } from '~/lib/booking/zoned-time'
import type { FormType } from './fields'
import { SUCCESS_MESSAGES } from './messages'
import type { LeadRequest } from './rules'

/** The records to gather for the request's case type, as the confirmation lists them. */
export interface RecordsToGather {
  heading: string
  intro: string
  items: readonly string[]
}

export interface ConfirmationFact {
  label: string
  value: string
}

const REQUEST_KINDS: Record<FormType, string> = {
  contact: 'Consultation request',
  schedule: 'Consultation time request',
  emergency: 'Emergency consultation request',
}

const BOOKED_KIND = 'Booked consultation'

export const FACT_LABELS = {
  reference: 'Reference',
  kind: 'Request',
  caseType: 'Case type',
  replyTo: 'We reply to',
  consultation: 'Consultation',
  call: 'The call',
} as const

/** A booked consultation as the confirmation shows it: the instant, the attorney's zone and the firm's. */
export interface BookedTime {
  start: number
  timeZone: string
  firmTimeZone?: string
  /** where the booked person holds the call; the firm calls the attorney when not given */
  meeting?: Meeting
}

/** The lines of "What you sent": the reference first (quoted when calling), then the request as the firm has it. */
export function sentFacts(
  request: Pick<LeadRequest, 'formType' | 'caseType' | 'email' | 'phone'>,
  reference: string | undefined,
  booking?: BookedTime,
): ConfirmationFact[] {
  const replyTo = [request.email, request.phone].filter(Boolean).join(' or ')
  return [
    ...(reference ? [{ label: FACT_LABELS.reference, value: reference }] : []),
    { label: FACT_LABELS.kind, value: booking ? BOOKED_KIND : REQUEST_KINDS[request.formType] },
    ...(request.caseType ? [{ label: FACT_LABELS.caseType, value: request.caseType }] : []),
    ...(booking ? [{ label: FACT_LABELS.consultation, value: bookedMessage(booking) }] : []),
    ...(booking
      ? [
          {
            label: FACT_LABELS.call,
            value: meetingSentence(booking.meeting ?? PHONE_MEETING, request.phone, siteConfig.phone),
          },
        ]
      : []),
    ...(replyTo ? [{ label: FACT_LABELS.replyTo, value: replyTo }] : []),
  ]
}

/**
 * The booked time in counsel's long form, as the mails and the calendar file say it: the attorney's zone, with
 * the firm's time where the clocks differ.
 */
function bookedMessage(booking: BookedTime): string {
  const when = counselTime(booking.start, booking.timeZone, booking.firmTimeZone ?? booking.timeZone)
  return `Your consultation is booked for ${when}. A calendar invitation is on its way.`
}

/** When the firm answers: the booked time stands in for the schedule form's promise to confirm one. */
export function replyPromise(formType: FormType, booked: boolean): string | undefined {
  return formType === 'schedule' && booked ? undefined : SUCCESS_MESSAGES[formType]
}

import { isRetainedBy, RETAINED_BY_LABELS } from '~/config/retained-by'
import { buildSubject } from '~/lib/leads/request'
import { FIELD_LABELS } from '~/lib/leads/fields'
import { daysToDisclosure, isDisclosureClose, urgentReason } from '~/lib/leads/urgency'
import { siteConfig } from '~/config/site-config'
import type { StoredLead } from '../database/store-types'

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HEADER_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g

export function headerSafe(text: string, maxLength = 200): string {
  return text.replace(HEADER_UNSAFE, ' ').replace(/\s+/g, ' ').trim().slice(0, maxLength)
}

const PLAIN_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/

export interface NotificationMessage {
  from: { name: string; address: string }
  to: string
  replyTo?: { name: string; address: string }
  subject: string
  text: string
  headers: Record<string, string>
  messageId?: string
  icalEvent?: { method: string; filename: string; content: string }
  /** files sent with the message (the signed engagement letter) */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>
}

// Made by the booking feature (server/booking/booking-mail.ts).
export interface BookingNotice {
  lines: string[]
  icalEvent: NonNullable<NotificationMessage['icalEvent']>
}

// Filled in by the inbox's conflict screening; adds nothing until then.
export type ConflictScreeningHint = (lead: StoredLead) => string[]
const noScreeningHint: ConflictScreeningHint = () => []

export interface NotificationAddresses {
  to: string
  from: string
}

/** The subject the firm sees: emergencies, and leads whose disclosure deadline is close, start with URGENT. */
export function notificationSubject(
  lead: Pick<
    StoredLead,
    'formType' | 'firstName' | 'lastName' | 'disclosureDeadline' | 'depositionDate' | 'receivedAt' | 'booking'
  >,
): string {
  const subject = headerSafe(
    buildSubject(lead.formType, headerSafe(lead.firstName, 100), headerSafe(lead.lastName, 100)),
    250,
  )
  return urgentReason(urgencyOf(lead)) ? `URGENT: ${subject}` : subject
}

export function urgencyOf<T extends Pick<StoredLead, 'booking'>>(lead: T): T & { consultationAt: number | null } {
  return { ...lead, consultationAt: lead.booking?.status === 'booked' ? lead.booking.startAt : null }
}

function courtDateLine(lead: StoredLead): string[] {
  if (urgentReason(urgencyOf(lead)) !== 'court-date-before-consultation') return []
  const dates = [
    lead.disclosureDeadline ? `expert disclosures are due ${lead.disclosureDeadline}` : '',
    lead.depositionDate ? `the deposition is set for ${lead.depositionDate}` : '',
  ]
    .filter(Boolean)
    .join(' and ')
  return [`URGENT: ${dates}, before the booked consultation plus two business days.`]
}

// Parties, counsel, court and case number first, so a conflict check can run before anyone reads the facts.
function conflictCheckLines(lead: StoredLead): string[] {
  const line = (label: string, value: string | null) => (value ? [`${label}: ${headerSafe(value, 1000)}`] : [])
  const side = lead.retainedBy
  const court = [lead.courtName, lead.courtState].filter(Boolean).join(', ')
  const lines = [
    ...line(FIELD_LABELS.plaintiffs, lead.plaintiffs),
    ...line(FIELD_LABELS.defendants, lead.defendants),
    ...line(FIELD_LABELS.retainedBy, isRetainedBy(side) ? RETAINED_BY_LABELS[side] : null),
    ...line('Requesting organization', lead.organization),
    ...line(FIELD_LABELS.counselFirm, lead.counselFirm),
    ...line(FIELD_LABELS.courtName, court),
    ...line(FIELD_LABELS.caseNumber, lead.caseNumber),
  ]
  return ['CONFLICT CHECK', ...(lines.length ? lines : ['No parties, counsel, court or case number were given.'])]
}

function disclosureLine(lead: StoredLead): string | undefined {
  const days = daysToDisclosure(lead)
  if (days === null || !isDisclosureClose(lead)) return undefined
  const when =
    days <= 0
      ? 'on or before the day this request was received'
      : `${String(days)} calendar day${days === 1 ? '' : 's'} after this request was received`
  return `URGENT: expert disclosures are due ${lead.disclosureDeadline ?? ''}, ${when}.`
}

const BODY_FIELDS: Array<[keyof StoredLead, string]> = [
  ['formType', FIELD_LABELS.formType],
  ['firstName', FIELD_LABELS.firstName],
  ['lastName', FIELD_LABELS.lastName],
  ['email', FIELD_LABELS.email],
  ['phone', FIELD_LABELS.phone],
  ['organization', FIELD_LABELS.organization],
  ['caseType', FIELD_LABELS.caseType],
  ['urgency', FIELD_LABELS.urgency],
  ['deadline', FIELD_LABELS.deadline],
  ['disclosureDeadline', FIELD_LABELS.disclosureDeadline],
  ['depositionDate', FIELD_LABELS.depositionDate],
  ['trialDate', FIELD_LABELS.trialDate],
  ['preferredDate', FIELD_LABELS.preferredDate],
  ['preferredTime', FIELD_LABELS.preferredTime],
  ['submittedAt', FIELD_LABELS.submittedAt],
  ['receivedAt', 'Received'],
  ['formId', 'Form'],
  ['id', 'Lead id'],
]

/** The email the firm receives for one lead. Visitor text goes into the body, never raw into a header. */
export function buildNotification(
  lead: StoredLead,
  addresses: NotificationAddresses,
  { booking, screeningHint = noScreeningHint }: { booking?: BookingNotice; screeningHint?: ConflictScreeningHint } = {},
): NotificationMessage {
  const reason = urgentReason(urgencyOf(lead))
  const deadlineLine = disclosureLine(lead)
  // One "Label: value" line per field and the message quoted with "> ", so visitor text cannot pass for another field.
  const lines = BODY_FIELDS.flatMap(([key, label]) => {
    const value = lead[key]
    return value === null || value === '' || value === undefined ? [] : [`${label}: ${headerSafe(String(value), 5000)}`]
  })
  const quoted = lead.message ? lead.message.split(/\r\n|\r|\n|\u2028|\u2029/).map((line) => `> ${line}`) : ['(none)']
  const hint = screeningHint(lead)
  const text = [
    ...conflictCheckLines(lead),
    ...(hint.length ? ['', ...hint] : []),
    '',
    ...(booking ? [...booking.lines, ...courtDateLine(lead), ''] : []),
    ...(reason === 'emergency'
      ? [`URGENT: ${siteConfig.promises.emergency.sentence}`, ...(deadlineLine ? [deadlineLine] : [])]
      : [...(deadlineLine ? [deadlineLine] : []), siteConfig.promises.inquiryResponse.sentence]),
    '',
    ...lines,
    '',
    `${FIELD_LABELS.message}:`,
    ...quoted,
    '',
  ].join('\n')
  const message: NotificationMessage = {
    from: { name: `${siteConfig.name} website`, address: addresses.from },
    to: addresses.to,
    subject: notificationSubject(lead),
    text,
    headers: reason ? { 'X-Priority': '1 (Highest)', Importance: 'high' } : {},
    ...(booking ? { icalEvent: booking.icalEvent } : {}),
  }
  if (PLAIN_ADDRESS.test(lead.email)) {
    message.replyTo = { name: headerSafe(`${lead.firstName} ${lead.lastName}`, 200), address: lead.email }
  }
  return message
}

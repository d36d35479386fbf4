/**
 * The emails of a booking: the lines and invitation the firm's copy of the request carries, and the
 * invitations each change sends the attorney (and the firm, for changes made from the booking link).
 */
import { siteConfig } from '~/config/site-config'
import { meetingSentence, type Meeting } from '~/lib/booking/meeting'
import { counselTime, longZonedTime, shortZonedTime } from '~/lib/booking/zoned-time'
import type { BookingNotice, NotificationMessage } from '../shared/outbox/notification'
import { headerSafe } from '../shared/outbox/notification'
import type { StoredLead } from '../shared/database/store-types'
import type { InvitationMessage } from './booking-types'
import { bookingToken } from './booking-token'
import { invitationText, type InvitationInput } from './invitation'

export interface BookingMailSettings {
  /** the firm's mailbox (NOTIFY_TO) and the sender (NOTIFY_FROM) */
  firmAddress: string
  fromAddress: string
  siteUrl: string
  secret: string
  timeZone: string
  personName: (person: string) => string
  /** where the person's consultations happen (content/firm: `meeting`) */
  meeting: (person: string) => Meeting
}

const uidDomain = (siteUrl: string) => new URL(siteUrl).hostname

/** The link in a confirmation: cancel or pick another time, valid until the booking starts. */
export function manageUrl(
  settings: Pick<BookingMailSettings, 'siteUrl' | 'secret'>,
  leadId: string,
  startAt: number,
): string {
  return `${settings.siteUrl}/booking/${encodeURIComponent(leadId)}?t=${bookingToken(settings.secret, leadId, startAt)}`
}

/** A booking's time as counsel reads it: in the zone recorded at booking, with the firm's where they differ. */
function attorneyTime(lead: StoredLead, settings: BookingMailSettings, startAt: number): string {
  return counselTime(startAt, lead.booking?.visitorTimeZone ?? settings.timeZone, settings.timeZone)
}

const attendeeName = (lead: StoredLead) => headerSafe(`${lead.firstName} ${lead.lastName}`, 200)

/** The invitation of a booking's message: the firm organizes, the attorney attends. */
function invitationFor(
  lead: StoredLead,
  settings: BookingMailSettings,
  event: Pick<InvitationInput, 'method' | 'sequence' | 'startAt' | 'endAt' | 'withName' | 'manageUrl'>,
  person: string,
): string {
  return invitationText({
    ...event,
    when: attorneyTime(lead, settings, event.startAt),
    meeting: settings.meeting(person),
    attendeePhone: lead.phone,
    leadId: lead.id,
    uidDomain: uidDomain(settings.siteUrl),
    organizer: { name: siteConfig.name, email: settings.firmAddress },
    attendee: { name: attendeeName(lead), email: lead.email },
    phone: siteConfig.phone,
  })
}

/** The firm's copy: when and with whom, then its calendar invitation (the firm is the organizer). */
export function firmBookingNotice(lead: StoredLead, settings: BookingMailSettings): BookingNotice | undefined {
  const booking = lead.booking
  if (!booking || booking.status !== 'booked' || booking.sequence !== 0) return undefined
  const when = shortZonedTime(booking.startAt, settings.timeZone)
  const lines = [
    `CONSULTATION BOOKED: ${when}, with ${settings.personName(booking.person)}.`,
    ...(booking.visitorTimeZone ? [`The attorney's time zone: ${booking.visitorTimeZone}.`] : []),
  ]
  const content = invitationFor(
    lead,
    settings,
    {
      method: 'REQUEST',
      sequence: booking.sequence,
      startAt: booking.startAt,
      endAt: booking.endAt,
      withName: settings.personName(booking.person),
    },
    booking.person,
  )
  return { lines, icalEvent: { method: 'REQUEST', filename: 'consultation.ics', content } }
}

/** One queued invitation as an email to its recipient. */
export function invitationMail(
  lead: StoredLead,
  message: InvitationMessage,
  settings: BookingMailSettings,
): NotificationMessage {
  const personId = lead.booking?.person ?? 'principal'
  const person = settings.personName(personId)
  const zone = lead.booking?.visitorTimeZone ?? settings.timeZone
  const forAttendee = message.recipient === 'attendee'
  const when = forAttendee
    ? attorneyTime(lead, settings, message.startAt)
    : shortZonedTime(message.startAt, settings.timeZone)
  const subjectWhen = forAttendee ? longZonedTime(message.startAt, zone) : when
  const cancelled = message.method === 'CANCEL'
  const moved = !cancelled && message.sequence > 0
  const link = !cancelled && forAttendee ? manageUrl(settings, lead.id, message.startAt) : undefined
  const subject = cancelled
    ? `Consultation cancelled: ${subjectWhen}`
    : moved
      ? `Consultation moved to ${subjectWhen}`
      : `Consultation booked: ${subjectWhen}`
  const text = forAttendee
    ? [
        `Dear ${attendeeName(lead)},`,
        '',
        cancelled
          ? `Your consultation with ${person} of ${siteConfig.name} on ${when} is cancelled. The attached update removes it from your calendar.`
          : `Your consultation with ${person} of ${siteConfig.name} is ${moved ? 'moved to' : 'booked for'} ${when}. The attached invitation adds it to your calendar.`,
        ...(cancelled ? [] : [meetingSentence(settings.meeting(personId), lead.phone, siteConfig.phone)]),
        '',
        ...(link
          ? ['To cancel or pick another time, open this link (it works until the consultation starts):', link, '']
          : []),
        `To reach the office, call ${siteConfig.phone}.`,
        '',
        siteConfig.name,
        '',
      ].join('\n')
    : [
        cancelled
          ? `The attorney cancelled the consultation of ${when} from the booking link.`
          : `The attorney moved the consultation to ${when} from the booking link.`,
        `Request: ${lead.id} (${attendeeName(lead)}, ${headerSafe(lead.organization || 'no organization given', 200)}).`,
        `With: ${person}.`,
        '',
      ].join('\n')
  const content = invitationFor(
    lead,
    settings,
    {
      method: message.method,
      sequence: message.sequence,
      startAt: message.startAt,
      endAt: message.endAt,
      withName: person,
      ...(link ? { manageUrl: link } : {}),
    },
    lead.booking?.person ?? 'principal',
  )
  return {
    from: { name: siteConfig.name, address: settings.fromAddress },
    to: forAttendee ? lead.email : settings.firmAddress,
    ...(forAttendee ? { replyTo: { name: siteConfig.name, address: settings.firmAddress } } : {}),
    subject: headerSafe(subject, 250),
    text,
    headers: {},
    icalEvent: { method: message.method, filename: cancelled ? 'cancellation.ics' : 'consultation.ics', content },
  }
}

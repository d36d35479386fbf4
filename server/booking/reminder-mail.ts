/** The reminder mail of a booking: to the attorney, in their time zone, with the link to move or cancel. */
import { siteConfig } from '~/config/site-config'
import { meetingSentence } from '~/lib/booking/meeting'
import { REMINDER_WHEN, type ReminderKind } from '~/lib/booking/reminders'
import { counselTime, longZonedTime } from '~/lib/booking/zoned-time'
import type { NotificationMessage } from '../shared/outbox/notification'
import { headerSafe } from '../shared/outbox/notification'
import type { StoredLead } from '../shared/database/store-types'
import type { StoredBooking } from './booking-types'
import { manageUrl, type BookingMailSettings } from './booking-mail'

export function reminderMail(
  lead: StoredLead,
  booking: StoredBooking,
  kind: ReminderKind,
  settings: BookingMailSettings,
): NotificationMessage {
  const zone = booking.visitorTimeZone ?? settings.timeZone
  const when = counselTime(booking.startAt, zone, settings.timeZone)
  const person = settings.personName(booking.person)
  const link = manageUrl(settings, lead.id, booking.startAt)
  const text = [
    `Dear ${headerSafe(`${lead.firstName} ${lead.lastName}`, 200)},`,
    '',
    `This is a reminder of your consultation with ${person} of ${siteConfig.name} ${REMINDER_WHEN[kind]}: ${when}.`,
    meetingSentence(settings.meeting(booking.person), lead.phone, siteConfig.phone),
    '',
    'To cancel or pick another time, open this link (it works until the consultation starts):',
    link,
    '',
    `To reach the office, call ${siteConfig.phone}.`,
    '',
    siteConfig.name,
    '',
  ].join('\n')
  return {
    from: { name: siteConfig.name, address: settings.fromAddress },
    to: lead.email,
    replyTo: { name: siteConfig.name, address: settings.firmAddress },
    subject: headerSafe(
      `Reminder: your consultation ${REMINDER_WHEN[kind]}, ${longZonedTime(booking.startAt, zone)}`,
      250,
    ),
    text,
    headers: {},
  }
}

/**
 * A request's consultation as staff read it: the booking (time, person, status) and its history (booked,
 * moved, cancelled, reminders sent), each line in the short zoned form in the firm's zone.
 */
import type { ReminderKind } from './reminders'
import { shortZonedTime } from './zoned-time'

export type BookingEvent =
  | { kind: 'booked' | 'moved'; at: number; startAt: number }
  | { kind: 'cancelled'; at: number }
  | { kind: 'reminder'; at: number; reminder: ReminderKind }

export interface RequestBooking {
  status: 'booked' | 'cancelled'
  startAt: number
  personName: string
  /** the attorney's IANA zone, recorded at booking */
  visitorTimeZone: string | null
  history: readonly BookingEvent[]
}

const REMINDER_LABELS: Record<ReminderKind, string> = {
  day: 'Reminder sent (24 hours before)',
  hour: 'Reminder sent (1 hour before)',
}

/** What happened, without its time: "Booked for Dec 3, 2026, 10:00 AM ET". */
export function bookingEventLabel(event: BookingEvent, timeZone: string): string {
  switch (event.kind) {
    case 'booked':
      return `Booked for ${shortZonedTime(event.startAt, timeZone)}`
    case 'moved':
      return `Moved to ${shortZonedTime(event.startAt, timeZone)}`
    case 'cancelled':
      return 'Cancelled'
    case 'reminder':
      return REMINDER_LABELS[event.reminder]
  }
}

/** The events in the order they happened (a change and its reminder at the same instant: the change first). */
export function orderedHistory(events: readonly BookingEvent[]): BookingEvent[] {
  const rank = (event: BookingEvent) => (event.kind === 'reminder' ? 1 : 0)
  return [...events].sort((a, b) => a.at - b.at || rank(a) - rank(b))
}

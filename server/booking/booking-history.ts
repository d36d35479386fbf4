/** A request's booking and its history for the inbox: the attendee's queued invitations are its changes, the sent reminders the rest. */
import { orderedHistory, type BookingEvent, type RequestBooking } from '~/lib/booking/booking-history'
import type { InboxDb } from '../shared/database/sql'
import type { BookingStore } from './booking-types'
import type { ReminderStore } from './reminder-store'

export class BookingHistory {
  constructor(
    private readonly db: InboxDb,
    private readonly store: Pick<BookingStore, 'getBooking'>,
    private readonly reminders: ReminderStore,
    private readonly personName: (person: string) => string,
  ) {}

  async ofRequest(leadId: string): Promise<RequestBooking | undefined> {
    const booking = await this.store.getBooking(leadId)
    if (!booking) return undefined
    const [changes, reminders] = await Promise.all([
      this.db.all<{ method: string; sequence: number; startAt: number; createdAt: number }>(
        `SELECT method, sequence, start_at AS "startAt", created_at AS "createdAt" FROM booking_messages
          WHERE lead_id = ? AND recipient = 'attendee' ORDER BY sequence, id`,
        [leadId],
      ),
      this.reminders.sentFor(leadId),
    ])
    const events: BookingEvent[] = [
      ...changes.map((change): BookingEvent => {
        const at = Number(change.createdAt)
        if (change.method === 'CANCEL') return { kind: 'cancelled', at }
        return { kind: Number(change.sequence) === 0 ? 'booked' : 'moved', at, startAt: Number(change.startAt) }
      }),
      ...reminders.map((reminder): BookingEvent => ({
        kind: 'reminder',
        at: reminder.sentAt,
        reminder: reminder.kind,
      })),
    ]
    return {
      status: booking.status,
      startAt: booking.startAt,
      personName: this.personName(booking.person),
      visitorTimeZone: booking.visitorTimeZone,
      history: orderedHistory(events),
    }
  }
}

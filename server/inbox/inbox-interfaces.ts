/** What the inbox asks of the other features, given to it by the application at registration. */
import type { RequestBooking } from '~/lib/booking/booking-history'
import type { CollectorStore, OutboxRoute } from '../shared/database/store-types'
import type { ConflictScreeningHint } from '../shared/outbox/notification'

/** The collector: its database, its outbox (a request released from spam is delivered), and news of each stored lead */
export interface InboxLeads {
  store: CollectorStore
  routes: readonly OutboxRoute[]
  senders: ReadonlyArray<{ wake(): void }>
  onLeadStored(listener: (id: string) => void): void
  setScreeningHint(hint: ConflictScreeningHint): void
}

/** Online booking: a request's consultation and its history (booked, moved, cancelled, reminders sent) */
export interface InboxBookings {
  ofRequest(leadId: string): Promise<RequestBooking | undefined>
}

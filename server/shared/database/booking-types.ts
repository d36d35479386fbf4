/**
 * What a lead carries of its consultation booking (booking step 1): the slot a schedule request holds in its own
 * transaction, and the booking a stored lead reads back. The rest of booking's types are booking's (server/booking).
 */

/** The slot a schedule request holds: checked and written in the same transaction as the request. */
export interface BookingHold {
  person: string
  startAt: number
  endAt: number
  /** the person's buffer between bookings: nothing may start or end within it */
  bufferMs: number
  /** the visitor's IANA zone, as their browser named it, for their copy of the invitation */
  visitorTimeZone: string | null
}

type BookingStatus = 'booked' | 'cancelled'

export interface StoredBooking {
  leadId: string
  person: string
  startAt: number
  endAt: number
  bufferMs: number
  status: BookingStatus
  sequence: number
  visitorTimeZone: string | null
  createdAt: number
  updatedAt: number
}

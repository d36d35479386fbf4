/** Booking's own types: the bookings' store on either engine, busy times, invitations and a taken slot. */
import type { BookingHold, StoredBooking } from '../shared/database/booking-types'

export type { BookingHold, StoredBooking } from '../shared/database/booking-types'

export interface UpcomingBooking extends StoredBooking {
  firstName: string
  lastName: string
  organization: string
  caseType: string
  email: string
  phone: string
}

/** A time that blocks a person's slots: a booking (with its buffer) or a busy event of their calendar. */
export interface BusyInterval {
  person: string
  startAt: number
  endAt: number
}

export interface BusyFeedState {
  person: string
  fetchedAt: number | null
  attemptedAt: number | null
  /** a short reason (a status, a timeout, a parse error), never the feed's URL */
  lastError: string | null
}

export type InvitationRecipient = 'attendee' | 'organizer'
export type InvitationMethod = 'REQUEST' | 'CANCEL'

/** One invitation email waiting to go (or sent): each change of a booking queues one per recipient. */
export interface InvitationMessage {
  id: number
  leadId: string
  recipient: InvitationRecipient
  method: InvitationMethod
  sequence: number
  startAt: number
  endAt: number
  attempts: number
}

export const SLOT_TAKEN = 'SLOT_TAKEN'
export const SLOT_TAKEN_MESSAGE = 'That time was just taken'

/** The slot is booked, overlaps a booking or a busy time: nothing of the request was stored. */
export class SlotTakenError extends Error {
  override readonly name = 'SlotTakenError'
  readonly code = SLOT_TAKEN
  constructor() {
    super(SLOT_TAKEN_MESSAGE)
  }
}

/** Whether an error (also one that crossed from the writer thread, with its code) means the slot was taken. */
export function isSlotTaken(error: unknown): boolean {
  return (
    error instanceof SlotTakenError ||
    (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === SLOT_TAKEN)
  )
}

/** The booking store on either engine: a booking's writes share a transaction with its invitations. */
export interface BookingStore {
  getBooking(leadId: string): Promise<StoredBooking | undefined>
  blockedIntervals(from: number, to: number): Promise<BusyInterval[]>
  upcomingBookings(from: number, to: number): Promise<UpcomingBooking[]>
  cancelBooking(leadId: string, now: number): Promise<StoredBooking | undefined>
  rescheduleBooking(leadId: string, hold: BookingHold, now: number): Promise<StoredBooking | undefined>
  replaceBusyIntervals(person: string, intervals: readonly BusyInterval[], fetchedAt: number): Promise<void>
  recordBusyFeedFailure(person: string, attemptedAt: number, reason: string): Promise<void>
  busyFeeds(): Promise<BusyFeedState[]>
  claimInvitations(owner: string, limit: number, leaseMs: number, now: number): Promise<InvitationMessage[]>
  markInvitationSent(id: number, now: number): Promise<void>
  markInvitationFailed(id: number, nextAttemptAt: number, reason: string): Promise<void>
}

/**
 * What the store keeps of consultation bookings (migration 6, on SQLite and PostgreSQL): the booking of a
 * schedule request, the invitations each change sends, and the busy times read from the firm's calendars.
 */

/** The slot a schedule request holds: checked and written in the same transaction as the request. */
export interface BookingHold {
  /** "principal" or a person's slug (content/firm/availability.yaml) */
  person: string
  /** ms since the epoch */
  startAt: number
  endAt: number
  /** the person's buffer between bookings: nothing may start or end within it */
  bufferMs: number
  /** the visitor's IANA zone, as their browser named it, for their copy of the invitation */
  visitorTimeZone: string | null
}

type BookingStatus = 'booked' | 'cancelled'

export interface StoredBooking {
  /** the schedule request's lead id, which also names the booking */
  leadId: string
  person: string
  startAt: number
  endAt: number
  bufferMs: number
  status: BookingStatus
  /** the iCalendar SEQUENCE: 0 when booked, one more for every change */
  sequence: number
  visitorTimeZone: string | null
  createdAt: number
  updatedAt: number
}

/** An upcoming booking as the inbox lists it: when, with whom, and who asked. */
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

/** The state of one person's calendar feed: when the last good copy was fetched, and the last failure. */
export interface BusyFeedState {
  person: string
  /** when the copy in the store was fetched; null when no fetch has succeeded yet */
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
  /** the time this message announces (the booking may have changed since) */
  startAt: number
  endAt: number
  attempts: number
}

/** The slot is booked, overlaps a booking or a busy time: nothing of the request was stored. */
export class SlotTakenError extends Error {
  override readonly name = 'SlotTakenError'
  readonly code = SLOT_TAKEN
  constructor() {
    super('That time was just taken')
  }
}

const SLOT_TAKEN = 'SLOT_TAKEN'

/** Whether an error (also one that crossed from the writer thread, with its code) means the slot was taken. */
export function isSlotTaken(error: unknown): boolean {
  return error instanceof SlotTakenError || (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === SLOT_TAKEN)
}

/**
 * What the booking features need from the store, on either engine. Writes that concern one booking run
 * in one transaction with its invitations; a slot is held only when no booking (with buffers) and no busy
 * time overlaps it.
 */
export interface BookingStore {
  getBooking(leadId: string): Promise<StoredBooking | undefined>
  /** Booked intervals (with each booking's buffer on both sides) and busy times overlapping [from, to). */
  blockedIntervals(from: number, to: number): Promise<BusyInterval[]>
  /** Booked consultations starting in [from, to), soonest first, with who asked (the inbox's list). */
  upcomingBookings(from: number, to: number): Promise<UpcomingBooking[]>
  /** Cancels a booking and queues the CANCEL invitations; undefined when it is not booked. */
  cancelBooking(leadId: string, now: number): Promise<StoredBooking | undefined>
  /** Moves a booking to the hold's time and queues the new invitations; throws SlotTakenError. */
  rescheduleBooking(leadId: string, hold: BookingHold, now: number): Promise<StoredBooking | undefined>
  /** Replaces a person's busy times with a newly fetched copy of their calendar. */
  replaceBusyIntervals(person: string, intervals: readonly BusyInterval[], fetchedAt: number): Promise<void>
  recordBusyFeedFailure(person: string, attemptedAt: number, reason: string): Promise<void>
  busyFeeds(): Promise<BusyFeedState[]>
  /** Takes due invitations for `owner` (leased for `leaseMs` on PostgreSQL). */
  claimInvitations(owner: string, limit: number, leaseMs: number, now: number): Promise<InvitationMessage[]>
  markInvitationSent(id: number, now: number): Promise<void>
  markInvitationFailed(id: number, nextAttemptAt: number, reason: string): Promise<void>
}

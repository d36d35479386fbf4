import type Database from 'better-sqlite3'
import {
  SlotTakenError,
  type BookingHold,
  type BusyFeedState,
  type BusyInterval,
  type InvitationMessage,
  type InvitationRecipient,
  type StoredBooking,
  type UpcomingBooking,
} from '../shared/database/booking-types'

const BOOKING_COLUMNS = `lead_id AS leadId, person, start_at AS startAt, end_at AS endAt, buffer_ms AS bufferMs, status, sequence,
  visitor_time_zone AS visitorTimeZone, created_at AS createdAt, updated_at AS updatedAt`

/**
 * Whether anything blocks [start - buffer, end + buffer) for the person: a booking other than `leadId`
 * (each with its own buffer) or a busy time of their calendar.
 */
const CONFLICT = `
  SELECT 1 FROM bookings WHERE person = @person AND status = 'booked' AND lead_id <> @leadId
    AND start_at - buffer_ms < @endAt + @bufferMs AND end_at + buffer_ms > @startAt - @bufferMs
  UNION ALL
  SELECT 1 FROM busy_intervals WHERE person = @person AND start_at < @endAt + @bufferMs AND end_at > @startAt - @bufferMs
  LIMIT 1`

/** Runs a write that takes a slot: the unique index on person and start refusing it means the slot is taken. */
function takenOnUnique(write: () => unknown): void {
  try {
    write()
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw new SlotTakenError()
    throw error
  }
}

/**
 * The bookings tables of the SQLite store (migration 6). Writes run on the writer thread's connection,
 * inside the transaction (or savepoint) of the caller; reads on any connection.
 */
export class SqliteBookings {
  private readonly statements = new Map<string, Database.Statement>()

  constructor(private readonly db: Database.Database) {}

  private sql<P extends unknown[] | [Record<string, unknown>], R = unknown>(text: string): Database.Statement<P, R> {
    let statement = this.statements.get(text)
    if (!statement) {
      statement = this.db.prepare(text)
      this.statements.set(text, statement)
    }
    return statement as unknown as Database.Statement<P, R>
  }

  private conflicts(leadId: string, hold: BookingHold): boolean {
    return (
      this.sql<[Record<string, unknown>]>(CONFLICT).get({
        leadId,
        person: hold.person,
        startAt: hold.startAt,
        endAt: hold.endAt,
        bufferMs: hold.bufferMs,
      }) !== undefined
    )
  }

  private queue(
    leadId: string,
    recipients: readonly InvitationRecipient[],
    method: 'REQUEST' | 'CANCEL',
    booking: Pick<StoredBooking, 'sequence' | 'startAt' | 'endAt'>,
    now: number,
  ) {
    const insert = this.sql<[string, string, string, number, number, number, number, number]>(
      'INSERT INTO booking_messages (lead_id, recipient, method, sequence, start_at, end_at, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    for (const recipient of recipients)
      insert.run(leadId, recipient, method, booking.sequence, booking.startAt, booking.endAt, now, now)
  }

  /**
   * Holds the slot for a lead being stored, inside the caller's savepoint: throws SlotTakenError when a
   * booking or a busy time overlaps it (the unique index stops a second hold of the same start too), so
   * the savepoint rolls back the lead with it. Queues the attendee's invitation; the firm's copy rides on
   * the lead's notification.
   */
  hold(leadId: string, hold: BookingHold, now: number): void {
    if (this.conflicts(leadId, hold)) throw new SlotTakenError()
    takenOnUnique(() =>
      this.sql<[Record<string, unknown>]>(
        `INSERT INTO bookings (lead_id, person, start_at, end_at, buffer_ms, visitor_time_zone, created_at, updated_at)
          VALUES (@leadId, @person, @startAt, @endAt, @bufferMs, @visitorTimeZone, @now, @now)`,
      ).run({ leadId, ...hold, now }),
    )
    this.queue(leadId, ['attendee'], 'REQUEST', { sequence: 0, startAt: hold.startAt, endAt: hold.endAt }, now)
  }

  getBooking(leadId: string): StoredBooking | undefined {
    return this.sql<[string], StoredBooking>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE lead_id = ?`).get(leadId)
  }

  cancel(leadId: string, now: number): StoredBooking | undefined {
    return this.db.transaction(() => {
      const booking = this.getBooking(leadId)
      if (!booking || booking.status !== 'booked') return undefined
      const sequence = booking.sequence + 1
      this.sql<[number, number, string]>(
        "UPDATE bookings SET status = 'cancelled', sequence = ?, updated_at = ? WHERE lead_id = ?",
      ).run(sequence, now, leadId)
      this.queue(leadId, ['attendee', 'organizer'], 'CANCEL', { ...booking, sequence }, now)
      return { ...booking, status: 'cancelled' as const, sequence, updatedAt: now }
    })()
  }

  reschedule(leadId: string, hold: BookingHold, now: number): StoredBooking | undefined {
    return this.db.transaction(() => {
      const booking = this.getBooking(leadId)
      if (!booking || booking.status !== 'booked') return undefined
      if (this.conflicts(leadId, hold)) throw new SlotTakenError()
      const sequence = booking.sequence + 1
      takenOnUnique(() =>
        this.sql<[number, number, number, number, string]>(
          'UPDATE bookings SET start_at = ?, end_at = ?, sequence = ?, updated_at = ? WHERE lead_id = ?',
        ).run(hold.startAt, hold.endAt, sequence, now, leadId),
      )
      const moved = { ...booking, startAt: hold.startAt, endAt: hold.endAt, sequence, updatedAt: now }
      this.queue(leadId, ['attendee', 'organizer'], 'REQUEST', moved, now)
      return moved
    })()
  }

  blockedIntervals(from: number, to: number): BusyInterval[] {
    return this.sql<[number, number, number, number], BusyInterval>(
      `SELECT person, start_at - buffer_ms AS startAt, end_at + buffer_ms AS endAt FROM bookings WHERE status = 'booked' AND start_at - buffer_ms < ? AND end_at + buffer_ms > ?
        UNION ALL SELECT person, start_at AS startAt, end_at AS endAt FROM busy_intervals WHERE start_at < ? AND end_at > ?
        ORDER BY startAt`,
    ).all(to, from, to, from)
  }

  upcomingBookings(from: number, to: number): UpcomingBooking[] {
    return this.sql<[number, number], UpcomingBooking>(
      `SELECT b.lead_id AS leadId, b.person, b.start_at AS startAt, b.end_at AS endAt, b.buffer_ms AS bufferMs, b.status, b.sequence,
          b.visitor_time_zone AS visitorTimeZone, b.created_at AS createdAt, b.updated_at AS updatedAt,
          l.first_name AS firstName, l.last_name AS lastName, l.organization, l.case_type AS caseType, l.email, l.phone
        FROM bookings b JOIN leads l ON l.id = b.lead_id
        WHERE b.status = 'booked' AND b.start_at >= ? AND b.start_at < ? ORDER BY b.start_at, b.person`,
    ).all(from, to)
  }

  replaceBusyIntervals(person: string, intervals: readonly BusyInterval[], fetchedAt: number): void {
    this.db.transaction(() => {
      this.sql<[string]>('DELETE FROM busy_intervals WHERE person = ?').run(person)
      const insert = this.sql<[string, number, number]>(
        'INSERT INTO busy_intervals (person, start_at, end_at) VALUES (?, ?, ?)',
      )
      for (const interval of intervals) insert.run(person, interval.startAt, interval.endAt)
      this.sql<[Record<string, unknown>]>(
        `INSERT INTO busy_feeds (person, fetched_at, attempted_at, last_error) VALUES (@person, @fetchedAt, @fetchedAt, NULL)
          ON CONFLICT (person) DO UPDATE SET fetched_at = excluded.fetched_at, attempted_at = excluded.attempted_at, last_error = NULL`,
      ).run({ person, fetchedAt })
    })()
  }

  recordBusyFeedFailure(person: string, attemptedAt: number, reason: string): void {
    this.sql<[string, number, string]>(
      `INSERT INTO busy_feeds (person, fetched_at, attempted_at, last_error) VALUES (?, NULL, ?, ?)
        ON CONFLICT (person) DO UPDATE SET attempted_at = excluded.attempted_at, last_error = excluded.last_error`,
    ).run(person, attemptedAt, reason.slice(0, 200))
  }

  busyFeeds(): BusyFeedState[] {
    return this.sql<[], BusyFeedState>(
      'SELECT person, fetched_at AS fetchedAt, attempted_at AS attemptedAt, last_error AS lastError FROM busy_feeds ORDER BY person',
    ).all()
  }

  dueInvitations(limit: number, now: number): InvitationMessage[] {
    return this.sql<[number, number], InvitationMessage>(
      `SELECT id, lead_id AS leadId, recipient, method, sequence, start_at AS startAt, end_at AS endAt, attempts FROM booking_messages
        WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
    ).all(now, limit)
  }

  markInvitationSent(id: number, now: number): void {
    this.sql<[number, number]>(
      'UPDATE booking_messages SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
    ).run(now, id)
  }

  markInvitationFailed(id: number, nextAttemptAt: number, reason: string): void {
    this.sql<[number, string, number]>(
      'UPDATE booking_messages SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?',
    ).run(nextAttemptAt, reason.slice(0, 1000), id)
  }
}

import type pg from 'pg'
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

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>

/** The columns of a booking, of the table aliased `table` (or unqualified). */
const bookingColumns = (table = '') => {
  const t = table ? `${table}.` : ''
  return `${t}lead_id AS "leadId", ${t}person, ${t}start_at AS "startAt", ${t}end_at AS "endAt", ${t}buffer_ms AS "bufferMs", ${t}status, ${t}sequence,
    ${t}visitor_time_zone AS "visitorTimeZone", ${t}created_at AS "createdAt", ${t}updated_at AS "updatedAt"`
}

/** Whether anything blocks [start - buffer, end + buffer) for the person: another booking (with its buffer) or a busy time. */
const CONFLICT = `
  SELECT 1 FROM bookings WHERE person = $1 AND status = 'booked' AND lead_id <> $2
    AND start_at - buffer_ms < $4::bigint + $5::bigint AND end_at + buffer_ms > $3::bigint - $5::bigint
  UNION ALL
  SELECT 1 FROM busy_intervals WHERE person = $1 AND start_at < $4::bigint + $5::bigint AND end_at > $3::bigint - $5::bigint
  LIMIT 1`

const UNIQUE_VIOLATION = '23505'

/** Awaits a write that takes a slot: the unique index on person and start refusing it means the slot is taken. */
async function takenOnUnique(write: Promise<unknown>): Promise<void> {
  try {
    await write
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new SlotTakenError()
    throw error
  }
}

/** BIGINT columns arrive as strings; every time here is well within a double's integers. */
function toBooking(row: Record<string, unknown>): StoredBooking {
  return {
    leadId: String(row.leadId),
    person: String(row.person),
    startAt: Number(row.startAt),
    endAt: Number(row.endAt),
    bufferMs: Number(row.bufferMs),
    status: row.status === 'cancelled' ? 'cancelled' : 'booked',
    sequence: Number(row.sequence),
    visitorTimeZone: (row.visitorTimeZone as string | null) ?? null,
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
  }
}

/**
 * The bookings tables of the PostgreSQL store (migration 6). A hold takes a transaction-scoped advisory
 * lock on the person first, so two instances holding overlapping (not only equal) times for one person
 * check one after the other; the unique index on person and start stands behind it.
 */
export class PostgresBookings {
  constructor(private readonly pool: pg.Pool) {}

  /** Serializes the holds of one person until the transaction ends. */
  static async lockPerson(client: Queryable, person: string): Promise<void> {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('booking:' || $1))", [person])
  }

  private static async conflicts(client: Queryable, leadId: string, hold: BookingHold): Promise<boolean> {
    const result = await client.query(CONFLICT, [hold.person, leadId, hold.startAt, hold.endAt, hold.bufferMs])
    return (result.rowCount ?? 0) > 0
  }

  private static async queue(
    client: Queryable,
    leadId: string,
    recipients: readonly InvitationRecipient[],
    method: 'REQUEST' | 'CANCEL',
    booking: Pick<StoredBooking, 'sequence' | 'startAt' | 'endAt'>,
    now: number,
  ) {
    for (const recipient of recipients) {
      await client.query(
        'INSERT INTO booking_messages (lead_id, recipient, method, sequence, start_at, end_at, created_at, next_attempt_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)',
        [leadId, recipient, method, booking.sequence, booking.startAt, booking.endAt, now],
      )
    }
  }

  /** Holds the slot for a lead inserted in the same transaction (the caller's, which holds the person's lock). */
  static async hold(client: Queryable, leadId: string, hold: BookingHold, now: number): Promise<void> {
    if (await PostgresBookings.conflicts(client, leadId, hold)) throw new SlotTakenError()
    await takenOnUnique(
      client.query(
        `INSERT INTO bookings (lead_id, person, start_at, end_at, buffer_ms, visitor_time_zone, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [leadId, hold.person, hold.startAt, hold.endAt, hold.bufferMs, hold.visitorTimeZone, now],
      ),
    )
    await PostgresBookings.queue(
      client,
      leadId,
      ['attendee'],
      'REQUEST',
      { sequence: 0, startAt: hold.startAt, endAt: hold.endAt },
      now,
    )
  }

  /** Runs `work` in one transaction on one connection; a failure rolls everything back. */
  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect()
    let failed = false
    try {
      await client.query('BEGIN')
      const result = await work(client)
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {
        failed = true
      })
      throw error
    } finally {
      client.release(failed)
    }
  }

  async getBooking(leadId: string, client: Queryable = this.pool, lock = false): Promise<StoredBooking | undefined> {
    const result = await client.query(
      `SELECT ${bookingColumns()} FROM bookings WHERE lead_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [leadId],
    )
    const row = result.rows[0] as Record<string, unknown> | undefined
    return row ? toBooking(row) : undefined
  }

  cancel(leadId: string, now: number): Promise<StoredBooking | undefined> {
    return this.transaction(async (client) => {
      const booking = await this.getBooking(leadId, client, true)
      if (!booking || booking.status !== 'booked') return undefined
      const sequence = booking.sequence + 1
      await client.query(
        "UPDATE bookings SET status = 'cancelled', sequence = $1, updated_at = $2 WHERE lead_id = $3",
        [sequence, now, leadId],
      )
      await PostgresBookings.queue(client, leadId, ['attendee', 'organizer'], 'CANCEL', { ...booking, sequence }, now)
      return { ...booking, status: 'cancelled' as const, sequence, updatedAt: now }
    })
  }

  reschedule(leadId: string, hold: BookingHold, now: number): Promise<StoredBooking | undefined> {
    return this.transaction(async (client) => {
      await PostgresBookings.lockPerson(client, hold.person)
      const booking = await this.getBooking(leadId, client, true)
      if (!booking || booking.status !== 'booked') return undefined
      if (await PostgresBookings.conflicts(client, leadId, hold)) throw new SlotTakenError()
      const sequence = booking.sequence + 1
      await takenOnUnique(
        client.query(
          'UPDATE bookings SET start_at = $1, end_at = $2, sequence = $3, updated_at = $4 WHERE lead_id = $5',
          [hold.startAt, hold.endAt, sequence, now, leadId],
        ),
      )
      const moved = { ...booking, startAt: hold.startAt, endAt: hold.endAt, sequence, updatedAt: now }
      await PostgresBookings.queue(client, leadId, ['attendee', 'organizer'], 'REQUEST', moved, now)
      return moved
    })
  }

  async blockedIntervals(from: number, to: number): Promise<BusyInterval[]> {
    const result = await this.pool.query(
      `SELECT person, start_at - buffer_ms AS "startAt", end_at + buffer_ms AS "endAt" FROM bookings WHERE status = 'booked' AND start_at - buffer_ms < $2 AND end_at + buffer_ms > $1
        UNION ALL SELECT person, start_at AS "startAt", end_at AS "endAt" FROM busy_intervals WHERE start_at < $2 AND end_at > $1
        ORDER BY "startAt"`,
      [from, to],
    )
    return result.rows.map((row: Record<string, unknown>) => ({
      person: String(row.person),
      startAt: Number(row.startAt),
      endAt: Number(row.endAt),
    }))
  }

  async upcomingBookings(from: number, to: number): Promise<UpcomingBooking[]> {
    const result = await this.pool.query(
      `SELECT ${bookingColumns('b')}, l.first_name AS "firstName", l.last_name AS "lastName", l.organization, l.case_type AS "caseType", l.email, l.phone
        FROM bookings b JOIN leads l ON l.id = b.lead_id
        WHERE b.status = 'booked' AND b.start_at >= $1 AND b.start_at < $2 ORDER BY b.start_at, b.person`,
      [from, to],
    )
    return result.rows.map((row: Record<string, unknown>) => ({
      ...toBooking(row),
      firstName: String(row.firstName),
      lastName: String(row.lastName),
      organization: String(row.organization),
      caseType: String(row.caseType),
      email: String(row.email),
      phone: String(row.phone),
    }))
  }

  replaceBusyIntervals(person: string, intervals: readonly BusyInterval[], fetchedAt: number): Promise<void> {
    return this.transaction(async (client) => {
      await client.query('DELETE FROM busy_intervals WHERE person = $1', [person])
      if (intervals.length > 0) {
        await client.query(
          'INSERT INTO busy_intervals (person, start_at, end_at) SELECT $1, s, e FROM unnest($2::bigint[], $3::bigint[]) AS t (s, e)',
          [person, intervals.map((interval) => interval.startAt), intervals.map((interval) => interval.endAt)],
        )
      }
      await client.query(
        `INSERT INTO busy_feeds (person, fetched_at, attempted_at, last_error) VALUES ($1, $2, $2, NULL)
          ON CONFLICT (person) DO UPDATE SET fetched_at = EXCLUDED.fetched_at, attempted_at = EXCLUDED.attempted_at, last_error = NULL`,
        [person, fetchedAt],
      )
    })
  }

  async recordBusyFeedFailure(person: string, attemptedAt: number, reason: string): Promise<void> {
    await this.pool.query(
      `INSERT INTO busy_feeds (person, fetched_at, attempted_at, last_error) VALUES ($1, NULL, $2, $3)
        ON CONFLICT (person) DO UPDATE SET attempted_at = EXCLUDED.attempted_at, last_error = EXCLUDED.last_error`,
      [person, attemptedAt, reason.slice(0, 200)],
    )
  }

  async busyFeeds(): Promise<BusyFeedState[]> {
    const result = await this.pool.query(
      'SELECT person, fetched_at AS "fetchedAt", attempted_at AS "attemptedAt", last_error AS "lastError" FROM busy_feeds ORDER BY person',
    )
    return result.rows.map((row: Record<string, unknown>) => ({
      person: String(row.person),
      fetchedAt: row.fetchedAt === null ? null : Number(row.fetchedAt),
      attemptedAt: row.attemptedAt === null ? null : Number(row.attemptedAt),
      lastError: (row.lastError as string | null) ?? null,
    }))
  }

  /** Due invitations, leased to `owner`: other instances skip them until the lease ends. */
  async claimInvitations(owner: string, limit: number, leaseMs: number, now: number): Promise<InvitationMessage[]> {
    const result = await this.pool.query(
      `WITH due AS (
        SELECT id FROM booking_messages WHERE sent_at IS NULL AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until <= $1)
        ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED
      )
      UPDATE booking_messages m SET claimed_by = $3, lease_until = $1::bigint + $4::bigint FROM due WHERE m.id = due.id
      RETURNING m.id, m.lead_id AS "leadId", m.recipient, m.method, m.sequence, m.start_at AS "startAt", m.end_at AS "endAt", m.attempts`,
      [now, limit, owner, leaseMs],
    )
    return result.rows
      .map((row: Record<string, unknown>) => ({
        id: Number(row.id),
        leadId: String(row.leadId),
        recipient: row.recipient === 'organizer' ? ('organizer' as const) : ('attendee' as const),
        method: row.method === 'CANCEL' ? ('CANCEL' as const) : ('REQUEST' as const),
        sequence: Number(row.sequence),
        startAt: Number(row.startAt),
        endAt: Number(row.endAt),
        attempts: Number(row.attempts),
      }))
      .sort((a, b) => a.id - b.id)
  }

  async markInvitationSent(id: number, now: number): Promise<void> {
    await this.pool.query(
      'UPDATE booking_messages SET sent_at = $1, attempts = attempts + 1, last_error = NULL, lease_until = NULL WHERE id = $2',
      [now, id],
    )
  }

  async markInvitationFailed(id: number, nextAttemptAt: number, reason: string): Promise<void> {
    await this.pool.query(
      'UPDATE booking_messages SET attempts = attempts + 1, next_attempt_at = $1, last_error = $2, lease_until = NULL WHERE id = $3',
      [nextAttemptAt, reason.slice(0, 1000), id],
    )
  }
}

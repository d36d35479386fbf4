/**
 * Booking's own store on either engine, over the shared SQL layer (docs/decisions/047): on SQLite its writes and
 * transactions run in the writer thread, its reads here; on PostgreSQL through the pool. A change of a booking and its
 * invitations share one transaction. The slot a schedule request holds is not here: it is held in the request's own
 * transaction (`HOLD_WITH_REQUEST`, booking-statements.ts).
 */
import { sql } from 'kysely'
import type { InboxDb } from '../shared/database/sql'
import { bookingBuilder, bookingColumns, conflictQuery, lockPerson, queueInvitations } from './booking-statements'
import {
  SlotTakenError,
  type BookingHold,
  type BookingStore,
  type BusyFeedState,
  type BusyInterval,
  type InvitationMessage,
  type StoredBooking,
  type UpcomingBooking,
} from './booking-types'

const UNIQUE_VIOLATIONS = new Set(['SQLITE_CONSTRAINT_UNIQUE', '23505'])

/** Runs a write that takes a slot: the unique index on person and start refusing it means the slot is taken. */
async function takenOnUnique<T>(write: Promise<T>): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (UNIQUE_VIOLATIONS.has(String((error as { code?: unknown }).code))) throw new SlotTakenError()
    throw error
  }
}

const toBooking = (row: StoredBooking): StoredBooking => ({
  ...row,
  status: row.status === 'cancelled' ? 'cancelled' : 'booked',
  visitorTimeZone: row.visitorTimeZone ?? null,
})

const toInterval = (row: BusyInterval): BusyInterval => ({
  person: String(row.person),
  startAt: Number(row.startAt),
  endAt: Number(row.endAt),
})

const toInvitation = (row: InvitationMessage): InvitationMessage => ({
  id: Number(row.id),
  leadId: String(row.leadId),
  recipient: row.recipient === 'organizer' ? 'organizer' : 'attendee',
  method: row.method === 'CANCEL' ? 'CANCEL' : 'REQUEST',
  sequence: Number(row.sequence),
  startAt: Number(row.startAt),
  endAt: Number(row.endAt),
  attempts: Number(row.attempts),
})

export class BookingsStore implements BookingStore {
  constructor(private readonly db: InboxDb) {}

  private get builder() {
    return bookingBuilder(this.db.kind)
  }

  private async booking(db: InboxDb, leadId: string, lock: boolean): Promise<StoredBooking | undefined> {
    const query = bookingColumns(this.builder, db.kind).where('bookings.lead_id', '=', leadId)
    const row = await db.get<StoredBooking>((lock && db.kind === 'postgres' ? query.forUpdate() : query).compile())
    return row ? toBooking(row) : undefined
  }

  getBooking(leadId: string): Promise<StoredBooking | undefined> {
    return this.booking(this.db, leadId, false)
  }

  cancelBooking(leadId: string, now: number): Promise<StoredBooking | undefined> {
    return this.db.transaction(async (db) => {
      const booking = await this.booking(db, leadId, true)
      if (!booking || booking.status !== 'booked') return undefined
      const sequence = booking.sequence + 1
      await db.run(
        this.builder
          .updateTable('bookings')
          .set({ status: 'cancelled', sequence, updated_at: now })
          .where('lead_id', '=', leadId)
          .compile(),
      )
      const cancelled = { ...booking, status: 'cancelled' as const, sequence, updatedAt: now }
      await db.run(
        queueInvitations(this.builder, leadId, ['attendee', 'organizer'], 'CANCEL', cancelled, now).compile(),
      )
      return cancelled
    })
  }

  rescheduleBooking(leadId: string, hold: BookingHold, now: number): Promise<StoredBooking | undefined> {
    return this.db.transaction(async (db) => {
      if (db.kind === 'postgres') await db.get(lockPerson(hold.person).compile(this.builder))
      const booking = await this.booking(db, leadId, true)
      if (!booking || booking.status !== 'booked') return undefined
      if (await db.get(conflictQuery(this.builder, leadId, hold).compile())) throw new SlotTakenError()
      const sequence = booking.sequence + 1
      await takenOnUnique(
        db.run(
          this.builder
            .updateTable('bookings')
            .set({ start_at: hold.startAt, end_at: hold.endAt, sequence, updated_at: now })
            .where('lead_id', '=', leadId)
            .compile(),
        ),
      )
      const moved = { ...booking, startAt: hold.startAt, endAt: hold.endAt, sequence, updatedAt: now }
      await db.run(queueInvitations(this.builder, leadId, ['attendee', 'organizer'], 'REQUEST', moved, now).compile())
      return moved
    })
  }

  async blockedIntervals(from: number, to: number): Promise<BusyInterval[]> {
    const db = this.builder
    const query = db
      .selectFrom('bookings')
      .select(['person', sql<number>`start_at - buffer_ms`.as('startAt'), sql<number>`end_at + buffer_ms`.as('endAt')])
      .where('status', '=', 'booked')
      .where(sql<number>`start_at - buffer_ms`, '<', to)
      .where(sql<number>`end_at + buffer_ms`, '>', from)
      .unionAll(
        db
          .selectFrom('busy_intervals')
          .select(['person', 'start_at as startAt', 'end_at as endAt'])
          .where('start_at', '<', to)
          .where('end_at', '>', from),
      )
      .orderBy('startAt')
    return (await this.db.all<BusyInterval>(query.compile())).map(toInterval)
  }

  async upcomingBookings(from: number, to: number): Promise<UpcomingBooking[]> {
    const query = bookingColumns(this.builder, this.db.kind)
      .innerJoin('leads', 'leads.id', 'bookings.lead_id')
      .select([
        'leads.first_name as firstName',
        'leads.last_name as lastName',
        'leads.organization',
        'leads.case_type as caseType',
        'leads.email',
        'leads.phone',
      ])
      .where('bookings.status', '=', 'booked')
      .where('bookings.start_at', '>=', from)
      .where('bookings.start_at', '<', to)
      .orderBy('bookings.start_at')
      .orderBy('bookings.person')
    return (await this.db.all<UpcomingBooking>(query.compile())).map((row) => ({ ...row, ...toBooking(row) }))
  }

  replaceBusyIntervals(person: string, intervals: readonly BusyInterval[], fetchedAt: number): Promise<void> {
    return this.db.transaction(async (db) => {
      await db.run(this.builder.deleteFrom('busy_intervals').where('person', '=', person).compile())
      if (intervals.length > 0)
        await db.run(
          this.builder
            .insertInto('busy_intervals')
            .values(intervals.map((interval) => ({ person, start_at: interval.startAt, end_at: interval.endAt })))
            .compile(),
        )
      await db.run(
        this.builder
          .insertInto('busy_feeds')
          .values({ person, fetched_at: fetchedAt, attempted_at: fetchedAt, last_error: null })
          .onConflict((conflict) =>
            conflict.column('person').doUpdateSet({ fetched_at: fetchedAt, attempted_at: fetchedAt, last_error: null }),
          )
          .compile(),
      )
    })
  }

  async recordBusyFeedFailure(person: string, attemptedAt: number, reason: string): Promise<void> {
    const lastError = reason.slice(0, 200)
    await this.db.run(
      this.builder
        .insertInto('busy_feeds')
        .values({ person, fetched_at: null, attempted_at: attemptedAt, last_error: lastError })
        .onConflict((conflict) =>
          conflict.column('person').doUpdateSet({ attempted_at: attemptedAt, last_error: lastError }),
        )
        .compile(),
    )
  }

  async busyFeeds(): Promise<BusyFeedState[]> {
    const rows = await this.db.all<BusyFeedState>(
      this.builder
        .selectFrom('busy_feeds')
        .select(['person', 'fetched_at as fetchedAt', 'attempted_at as attemptedAt', 'last_error as lastError'])
        .orderBy('person')
        .compile(),
    )
    return rows.map((row) => ({
      person: String(row.person),
      fetchedAt: row.fetchedAt === null ? null : Number(row.fetchedAt),
      attemptedAt: row.attemptedAt === null ? null : Number(row.attemptedAt),
      lastError: row.lastError ?? null,
    }))
  }

  /** Due invitations; on PostgreSQL leased to `owner`, so other instances skip them until the lease ends. One SQLite instance sends them all. */
  async claimInvitations(owner: string, limit: number, leaseMs: number, now: number): Promise<InvitationMessage[]> {
    const db = this.builder
    const due = db
      .selectFrom('booking_messages')
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
    const columns = [
      'id',
      'lead_id as leadId',
      'recipient',
      'method',
      'sequence',
      'start_at as startAt',
      'end_at as endAt',
      'attempts',
    ] as const
    if (this.db.kind === 'sqlite')
      return (await this.db.all<InvitationMessage>(due.select(columns).compile())).map(toInvitation)
    const leased = due
      .select('id')
      .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<=', now)]))
      .forUpdate()
      .skipLocked()
    const rows = await this.db.all<InvitationMessage>(
      db
        .updateTable('booking_messages')
        .set({ claimed_by: owner, lease_until: sql<number>`cast(${now} as bigint) + cast(${leaseMs} as bigint)` })
        .where('id', 'in', leased)
        .returning(columns)
        .compile(),
    )
    return rows.map(toInvitation).sort((a, b) => a.id - b.id)
  }

  async markInvitationSent(id: number, now: number): Promise<void> {
    await this.db.run(
      this.builder
        .updateTable('booking_messages')
        .set((eb) => ({ sent_at: now, attempts: eb('attempts', '+', 1), last_error: null, lease_until: null }))
        .where('id', '=', id)
        .compile(),
    )
  }

  async markInvitationFailed(id: number, nextAttemptAt: number, reason: string): Promise<void> {
    await this.db.run(
      this.builder
        .updateTable('booking_messages')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          next_attempt_at: nextAttemptAt,
          last_error: reason.slice(0, 1000),
          lease_until: null,
        }))
        .where('id', '=', id)
        .compile(),
    )
  }
}

/**
 * The bookings' statements that the store and the hold saved with a request share, built with the query builder for
 * either engine. A hold runs in the request's transaction (docs/decisions/047): its steps are data, compiled here once
 * per engine with placeholders the lead store fills (the request's id, the time, the hold's fields).
 */
import { sql, type Kysely } from 'kysely'
import { QUERY_BUILDERS } from '../shared/database/query-builder'
import {
  savedStep,
  savedValue,
  type ReadWithLead,
  type SavedStep,
  type SavedWithLead,
} from '../shared/database/saved-with-lead'
import type { BookingTables } from './booking-tables'
import {
  SLOT_TAKEN,
  SLOT_TAKEN_MESSAGE,
  type BookingHold,
  type InvitationRecipient,
  type StoredBooking,
} from './booking-types'

export type BookingBuilder = Kysely<BookingTables>

export const bookingBuilder = (engine: 'sqlite' | 'postgres'): BookingBuilder =>
  QUERY_BUILDERS[engine].withTables<BookingTables>()

/** A time parameter in arithmetic: PostgreSQL cannot add two untyped parameters. */
const time = (value: number) => sql<number>`cast(${value} as bigint)`

/** A row when anything blocks [start - buffer, end + buffer) for the person: another booking (with its buffer) or a busy time. */
export function conflictQuery(db: BookingBuilder, leadId: string, hold: BookingHold) {
  const { person, startAt, endAt, bufferMs } = hold
  return db
    .selectFrom('bookings')
    .select(sql<number>`1`.as('taken'))
    .where('person', '=', person)
    .where('status', '=', 'booked')
    .where('lead_id', '<>', leadId)
    .where(sql<number>`start_at - buffer_ms`, '<', sql<number>`${time(endAt)} + ${time(bufferMs)}`)
    .where(sql<number>`end_at + buffer_ms`, '>', sql<number>`${time(startAt)} - ${time(bufferMs)}`)
    .unionAll(
      db
        .selectFrom('busy_intervals')
        .select(sql<number>`1`.as('taken'))
        .where('person', '=', person)
        .where('start_at', '<', sql<number>`${time(endAt)} + ${time(bufferMs)}`)
        .where('end_at', '>', sql<number>`${time(startAt)} - ${time(bufferMs)}`),
    )
    .limit(1)
}

/** Serializes the holds of one person until the transaction ends (PostgreSQL; SQLite has one writer). */
export const lockPerson = (person: string) => sql`select pg_advisory_xact_lock(hashtext(${'booking:'} || ${person}))`

/** The invitation a change of a booking queues, one per recipient. */
export function queueInvitations(
  db: BookingBuilder,
  leadId: string,
  recipients: readonly InvitationRecipient[],
  method: 'REQUEST' | 'CANCEL',
  booking: Pick<StoredBooking, 'sequence' | 'startAt' | 'endAt'>,
  now: number,
) {
  return db.insertInto('booking_messages').values(
    recipients.map((recipient) => ({
      lead_id: leadId,
      recipient,
      method,
      sequence: booking.sequence,
      start_at: booking.startAt,
      end_at: booking.endAt,
      created_at: now,
      next_attempt_at: now,
    })),
  )
}

function holdSteps(engine: 'sqlite' | 'postgres'): SavedStep[] {
  const db = bookingBuilder(engine)
  const leadId = savedValue<string>('leadId')
  const now = savedValue<number>('now')
  const hold: BookingHold = {
    person: savedValue('person'),
    startAt: savedValue('startAt'),
    endAt: savedValue('endAt'),
    bufferMs: savedValue('bufferMs'),
    visitorTimeZone: savedValue('visitorTimeZone'),
  }
  return [
    ...(engine === 'postgres' ? [savedStep(lockPerson(hold.person).compile(db))] : []),
    savedStep(conflictQuery(db, leadId, hold).compile(), true),
    savedStep(
      db
        .insertInto('bookings')
        .values({
          lead_id: leadId,
          person: hold.person,
          start_at: hold.startAt,
          end_at: hold.endAt,
          buffer_ms: hold.bufferMs,
          visitor_time_zone: hold.visitorTimeZone,
          created_at: now,
          updated_at: now,
        })
        .compile(),
    ),
    savedStep(
      queueInvitations(
        db,
        leadId,
        ['attendee'],
        'REQUEST',
        { sequence: 0, startAt: hold.startAt, endAt: hold.endAt },
        now,
      ).compile(),
    ),
  ]
}

/**
 * A schedule request's slot, held in the request's own transaction: refused when a booking or a busy time overlaps it
 * (or the unique index on person and start stops a second hold), so nothing of the request is stored. Queues the
 * attendee's invitation; the firm's copy rides on the request's notification.
 */
export const HOLD_WITH_REQUEST: SavedWithLead = {
  field: 'booking',
  sqlite: holdSteps('sqlite'),
  postgres: holdSteps('postgres'),
  refusal: { code: SLOT_TAKEN, message: SLOT_TAKEN_MESSAGE },
}

/** A booking's columns as the store reads them; on PostgreSQL its times as numbers (bigint arrives as text). */
export function bookingColumns(db: BookingBuilder, engine: 'sqlite' | 'postgres') {
  const number = (column: 'start_at' | 'end_at' | 'buffer_ms' | 'created_at' | 'updated_at') =>
    engine === 'postgres'
      ? sql<number>`cast(${sql.ref(`bookings.${column}`)} as float8)`
      : sql<number>`${sql.ref(`bookings.${column}`)}`
  return db
    .selectFrom('bookings')
    .select([
      'bookings.lead_id as leadId',
      'bookings.person',
      number('start_at').as('startAt'),
      number('end_at').as('endAt'),
      number('buffer_ms').as('bufferMs'),
      'bookings.status',
      'bookings.sequence',
      'bookings.visitor_time_zone as visitorTimeZone',
      number('created_at').as('createdAt'),
      number('updated_at').as('updatedAt'),
    ])
}

const bookingOfLead = (engine: 'sqlite' | 'postgres') =>
  savedStep(
    bookingColumns(bookingBuilder(engine), engine)
      .where('bookings.lead_id', '=', savedValue<string>('leadId'))
      .compile(),
  )

/** A stored request's booking, read with it (`booking`: null when it held none). */
export const BOOKING_OF_REQUEST: ReadWithLead = {
  field: 'booking',
  sqlite: bookingOfLead('sqlite'),
  postgres: bookingOfLead('postgres'),
}

import type { FeatureMigrations } from '../shared/database/migrations'
import { BOOKING_OF_REQUEST, HOLD_WITH_REQUEST } from './booking-statements'

/**
 * The bookings' step 1 (step 6 of the single counter before the lists were split), on SQLite and PostgreSQL: bookings, their invitations, and
 * the busy times of the firm's calendars. Written out for each engine, not derived: a released migration
 * never changes.
 */
function bookingTables(time: 'INTEGER' | 'BIGINT', serial: string): string {
  return `
    CREATE TABLE bookings (
      lead_id TEXT PRIMARY KEY REFERENCES leads (id),
      person TEXT NOT NULL,
      start_at ${time} NOT NULL,
      end_at ${time} NOT NULL,
      buffer_ms ${time} NOT NULL DEFAULT 0,
      status TEXT NOT NULL DEFAULT 'booked',
      sequence INTEGER NOT NULL DEFAULT 0,
      visitor_time_zone TEXT,
      created_at ${time} NOT NULL,
      updated_at ${time} NOT NULL
    );
    CREATE UNIQUE INDEX bookings_person_start ON bookings (person, start_at) WHERE status = 'booked';
    CREATE INDEX bookings_upcoming ON bookings (start_at) WHERE status = 'booked';
    CREATE TABLE booking_messages (
      id ${serial},
      lead_id TEXT NOT NULL REFERENCES leads (id),
      recipient TEXT NOT NULL,
      method TEXT NOT NULL,
      sequence INTEGER NOT NULL,
      start_at ${time} NOT NULL,
      end_at ${time} NOT NULL,
      created_at ${time} NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at ${time} NOT NULL,
      last_error TEXT,
      sent_at ${time},
      claimed_by TEXT,
      lease_until ${time},
      UNIQUE (lead_id, recipient, sequence)
    );
    CREATE INDEX booking_messages_pending ON booking_messages (next_attempt_at) WHERE sent_at IS NULL;
    CREATE TABLE busy_feeds (
      person TEXT PRIMARY KEY,
      fetched_at ${time},
      attempted_at ${time},
      last_error TEXT
    );
    CREATE TABLE busy_intervals (
      person TEXT NOT NULL,
      start_at ${time} NOT NULL,
      end_at ${time} NOT NULL
    );
    CREATE INDEX busy_intervals_person ON busy_intervals (person, start_at);
  `
}

/**
 * Step 2: the reminders of a booking (one row per booking, version of its time and kind, so a move arms new ones
 * and a sent reminder is never sent again), leased like the invitations. No foreign key to the request: the
 * reminder sender deletes the rows of a booking that retention or erasure removed.
 */
function reminderTable(time: 'INTEGER' | 'BIGINT', serial: string): string {
  return `
    CREATE TABLE booking_reminders (
      id ${serial},
      lead_id TEXT NOT NULL,
      sequence INTEGER NOT NULL,
      kind TEXT NOT NULL,
      start_at ${time} NOT NULL,
      due_at ${time} NOT NULL,
      created_at ${time} NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at ${time} NOT NULL,
      last_error TEXT,
      sent_at ${time},
      dropped_at ${time},
      claimed_by TEXT,
      lease_until ${time},
      UNIQUE (lead_id, sequence, kind)
    );
    CREATE INDEX booking_reminders_pending ON booking_reminders (next_attempt_at) WHERE sent_at IS NULL AND dropped_at IS NULL;
  `
}

/** The bookings' steps (append only). */
export const BOOKING_MIGRATIONS: FeatureMigrations = {
  feature: 'booking',
  // A lead's invitations, then its booking; busy times name a person, never a lead.
  leadRows: [
    { table: 'booking_messages', countAs: 'invitations' },
    { table: 'bookings', countAs: 'bookings' },
  ],
  savedWithLead: HOLD_WITH_REQUEST,
  readWithLead: BOOKING_OF_REQUEST,
  migrations: [
    {
      version: 1,
      legacy: 6,
      name: "consultation bookings, their invitations, and busy times from the firm's calendars",
      sqlite: bookingTables('INTEGER', 'INTEGER PRIMARY KEY AUTOINCREMENT'),
      postgres: bookingTables('BIGINT', 'BIGSERIAL PRIMARY KEY'),
    },
    {
      version: 2,
      name: 'booking reminders, 24 hours and 1 hour before, each sent once',
      sqlite: reminderTable('INTEGER', 'INTEGER PRIMARY KEY AUTOINCREMENT'),
      postgres: reminderTable('BIGINT', 'BIGSERIAL PRIMARY KEY'),
    },
  ],
}

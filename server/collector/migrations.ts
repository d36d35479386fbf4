import type Database from 'better-sqlite3'
import { BOOKING_MIGRATION_NAME, BOOKING_MIGRATION_VERSION, BOOKING_TABLES_SQLITE } from '../booking/booking-migration'

/**
 * Migration 3, the same statements on SQLite and PostgreSQL: one nullable text column per case detail,
 * so leads stored before it read as "not given". Written out, not derived from the field list: a
 * released migration never changes.
 */
export const CASE_DETAIL_COLUMNS_SQL = `
  ALTER TABLE leads ADD COLUMN retained_by TEXT;
  ALTER TABLE leads ADD COLUMN plaintiffs TEXT;
  ALTER TABLE leads ADD COLUMN defendants TEXT;
  ALTER TABLE leads ADD COLUMN counsel_firm TEXT;
  ALTER TABLE leads ADD COLUMN case_number TEXT;
  ALTER TABLE leads ADD COLUMN court_state TEXT;
  ALTER TABLE leads ADD COLUMN court_name TEXT;
  ALTER TABLE leads ADD COLUMN disclosure_deadline TEXT;
  ALTER TABLE leads ADD COLUMN deposition_date TEXT;
  ALTER TABLE leads ADD COLUMN trial_date TEXT;
`

export interface Migration {
  version: number
  name: string
  sql: string
}

/** Append only: a released migration is never edited, a change is a new version. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'leads and notification outbox',
    sql: `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        form_id TEXT NOT NULL,
        form_type TEXT NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL DEFAULT '',
        organization TEXT NOT NULL DEFAULT '',
        case_type TEXT NOT NULL DEFAULT '',
        message TEXT NOT NULL DEFAULT '',
        subject TEXT NOT NULL DEFAULT '',
        urgency TEXT,
        deadline TEXT,
        preferred_date TEXT,
        preferred_time TEXT,
        submitted_at TEXT,
        received_at TEXT NOT NULL,
        client_address TEXT,
        origin TEXT,
        user_agent TEXT,
        is_spam INTEGER NOT NULL DEFAULT 0,
        idempotency_key TEXT UNIQUE
      );
      CREATE INDEX leads_received_at ON leads (received_at);
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id TEXT NOT NULL REFERENCES leads (id),
        created_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        last_error TEXT,
        sent_at INTEGER
      );
      CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL;
    `,
  },
  {
    version: 2,
    name: 'outbox channels (mail and webhooks) and the delivery log',
    sql: `
      ALTER TABLE outbox ADD COLUMN channel TEXT NOT NULL DEFAULT 'mail';
      ALTER TABLE outbox ADD COLUMN target TEXT NOT NULL DEFAULT '';
      DROP INDEX outbox_pending;
      CREATE INDEX outbox_pending ON outbox (channel, target, next_attempt_at) WHERE sent_at IS NULL;
      CREATE UNIQUE INDEX outbox_one_per_route ON outbox (lead_id, channel, target);
      CREATE TABLE deliveries (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        outbox_id INTEGER NOT NULL REFERENCES outbox (id),
        lead_id TEXT NOT NULL,
        channel TEXT NOT NULL,
        target TEXT NOT NULL,
        instance TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        finished_at INTEGER,
        ok INTEGER,
        detail TEXT
      );
      CREATE INDEX deliveries_lead ON deliveries (lead_id);
    `,
  },
  {
    version: 3,
    name: 'case details of a lead (conflict check and court dates)',
    sql: CASE_DETAIL_COLUMNS_SQL,
  },
  {
    version: 4,
    name: 'scheduled jobs (lead retention) and lookups by email for erasure',
    sql: `
      CREATE TABLE job_runs (
        name TEXT PRIMARY KEY,
        last_run_at INTEGER NOT NULL
      );
      CREATE INDEX leads_email ON leads (lower(email));
    `,
  },
  // Version 5 is the inbox's (staff, sessions, audit log); the runner applies whatever versions it lacks, in order.
  { version: BOOKING_MIGRATION_VERSION, name: BOOKING_MIGRATION_NAME, sql: BOOKING_TABLES_SQLITE },
]

/** Applies the migrations the database has not seen, each in its own transaction; returns the versions applied. */
export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`)
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as Array<{ version: number }>).map((row) => row.version),
  )
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
  const done: number[] = []
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue
    db.transaction(() => {
      db.exec(migration.sql)
      record.run(migration.version, migration.name, new Date().toISOString())
    })()
    done.push(migration.version)
  }
  return done
}

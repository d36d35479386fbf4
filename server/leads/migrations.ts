import type Database from 'better-sqlite3'
import { BOOKING_MIGRATION_NAME, BOOKING_MIGRATION_VERSION, BOOKING_TABLES_SQLITE } from '../booking/booking-migration'
import {
  ENGAGEMENT_MIGRATION_NAME,
  ENGAGEMENT_MIGRATION_VERSION,
  ENGAGEMENT_TABLES_SQLITE,
  LEAD_ENGAGEMENT_TABLES,
} from '../engagement/engagement-migration'
import {
  chainExistingSqlite,
  SIGNATURE_CHAIN_MIGRATION_NAME,
  SIGNATURE_CHAIN_MIGRATION_VERSION,
  SIGNATURE_CHAIN_SQLITE,
} from '../engagement/signature-chain-migration'

/** Migration 3: a nullable text column per case detail, written out (a released migration never changes). */
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

/**
 * Migration 5, the inbox: staff, passkeys, links, sessions, challenges, statuses, notes, the audit log, the matter register and
 * possible conflicts. Tokens and session ids are stored as SHA-256 hashes only. Leads also record the page sent from.
 */
export function inboxTablesSql(serialPrimaryKey: string): string {
  return `
  ALTER TABLE leads ADD COLUMN sent_from TEXT;
  CREATE TABLE staff (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    name TEXT NOT NULL,
    role TEXT NOT NULL,
    webauthn_user_id TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    created_at BIGINT NOT NULL
  );
  CREATE UNIQUE INDEX staff_email ON staff (lower(email));
  CREATE TABLE passkeys (
    id TEXT PRIMARY KEY,
    staff_id TEXT NOT NULL REFERENCES staff (id),
    public_key TEXT NOT NULL,
    counter BIGINT NOT NULL,
    transports TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL,
    last_used_at BIGINT
  );
  CREATE INDEX passkeys_staff ON passkeys (staff_id);
  CREATE TABLE enrollments (
    token_hash TEXT PRIMARY KEY,
    staff_id TEXT NOT NULL REFERENCES staff (id),
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    used_at BIGINT
  );
  CREATE TABLE inbox_sessions (
    id_hash TEXT PRIMARY KEY,
    staff_id TEXT NOT NULL REFERENCES staff (id),
    created_at BIGINT NOT NULL,
    last_seen_at BIGINT NOT NULL,
    revoked_at BIGINT
  );
  CREATE INDEX inbox_sessions_staff ON inbox_sessions (staff_id);
  CREATE TABLE webauthn_challenges (
    id TEXT PRIMARY KEY,
    purpose TEXT NOT NULL,
    challenge TEXT NOT NULL,
    staff_id TEXT,
    expires_at BIGINT NOT NULL
  );
  CREATE TABLE lead_states (
    lead_id TEXT PRIMARY KEY,
    status TEXT NOT NULL DEFAULT 'new',
    assigned_to TEXT,
    updated_at BIGINT NOT NULL,
    urgent INTEGER NOT NULL DEFAULT 0,
    released_at BIGINT,
    screened_at BIGINT
  );
  CREATE INDEX lead_states_status ON lead_states (status);
  CREATE TABLE lead_views (
    lead_id TEXT NOT NULL,
    staff_id TEXT NOT NULL,
    viewed_at BIGINT NOT NULL,
    PRIMARY KEY (lead_id, staff_id)
  );
  CREATE TABLE lead_notes (
    id TEXT PRIMARY KEY,
    lead_id TEXT NOT NULL,
    staff_id TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at BIGINT NOT NULL
  );
  CREATE INDEX lead_notes_lead ON lead_notes (lead_id);
  CREATE TABLE audit_log (
    id ${serialPrimaryKey},
    at BIGINT NOT NULL,
    actor_id TEXT,
    action TEXT NOT NULL,
    lead_id TEXT,
    subject_id TEXT
  );
  CREATE INDEX audit_log_lead ON audit_log (lead_id);
  CREATE TABLE conflict_register (
    id TEXT PRIMARY KEY,
    matter_id TEXT NOT NULL,
    caption TEXT NOT NULL,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,
    role TEXT NOT NULL,
    side_retained TEXT NOT NULL,
    opened TEXT NOT NULL,
    closed TEXT,
    updated_at BIGINT NOT NULL
  );
  CREATE UNIQUE INDEX conflict_register_entry ON conflict_register (matter_id, name_key, role);
  CREATE TABLE conflict_hits (
    lead_id TEXT NOT NULL,
    entry_id TEXT NOT NULL,
    lead_field TEXT NOT NULL,
    lead_name TEXT NOT NULL,
    score DOUBLE PRECISION NOT NULL,
    screened_at BIGINT NOT NULL,
    PRIMARY KEY (lead_id, entry_id, lead_field, lead_name)
  );
  CREATE INDEX conflict_hits_entry ON conflict_hits (entry_id);
`
}

/** The inbox's and the engagement's tables that hold a request's data: erasure and retention delete a lead's rows from each. */
export const LEAD_INBOX_TABLES = [
  'lead_states',
  'lead_views',
  'lead_notes',
  'conflict_hits',
  ...LEAD_ENGAGEMENT_TABLES,
] as const

/** The leads a retention pass deletes: one with an engagement only once its upload window closed before the cutoff (never when unset). */
export const RETENTION_SELECTION_SQLITE = `SELECT id FROM leads l
  WHERE (l.received_at < ? AND NOT EXISTS (SELECT 1 FROM engagements e WHERE e.lead_id = l.id))
    OR l.id IN (SELECT e.lead_id FROM engagements e GROUP BY e.lead_id HAVING MAX(CASE WHEN e.uploads_closed_at IS NULL THEN 1 ELSE 0 END) = 0 AND MAX(e.uploads_closed_at) < ?)`

export interface Migration {
  version: number
  name: string
  sql: string
  /** what SQL alone cannot do (hashing existing rows), after `sql`, in the same transaction */
  then?: (db: Database.Database) => void
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
  {
    version: 5,
    name: 'the inbox: staff, passkeys, sessions, request states, notes, audit log, matter register and conflicts',
    sql: inboxTablesSql('INTEGER PRIMARY KEY AUTOINCREMENT'),
  },
  { version: BOOKING_MIGRATION_VERSION, name: BOOKING_MIGRATION_NAME, sql: BOOKING_TABLES_SQLITE },
  { version: ENGAGEMENT_MIGRATION_VERSION, name: ENGAGEMENT_MIGRATION_NAME, sql: ENGAGEMENT_TABLES_SQLITE },
  {
    version: SIGNATURE_CHAIN_MIGRATION_VERSION,
    name: SIGNATURE_CHAIN_MIGRATION_NAME,
    sql: SIGNATURE_CHAIN_SQLITE,
    then: chainExistingSqlite,
  },
]

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
      migration.then?.(db)
      record.run(migration.version, migration.name, new Date().toISOString())
    })()
    done.push(migration.version)
  }
  return done
}

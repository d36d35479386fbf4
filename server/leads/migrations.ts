import type { FeatureMigration, FeatureMigrations } from '../shared/database/migrations'

/** Step 3: a nullable text column per case detail, written out (a released migration never changes). */
const CASE_DETAIL_COLUMNS_SQL = `
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

/** Step 5, released with the inbox's tables (the single counter's step 5). */
const SENT_FROM_SQL = `
  ALTER TABLE leads ADD COLUMN sent_from TEXT;
`

/** PostgreSQL's first step holds what SQLite's first two hold (and the shared rate-limit counters): its second is empty. */
const POSTGRES_LEADS_AND_OUTBOX = `
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
        is_spam BOOLEAN NOT NULL DEFAULT false,
        idempotency_key TEXT UNIQUE
      );
      CREATE INDEX leads_received_at ON leads (received_at);
      CREATE TABLE outbox (
        id BIGSERIAL PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id),
        channel TEXT NOT NULL,
        target TEXT NOT NULL DEFAULT '',
        created_at BIGINT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        last_error TEXT,
        sent_at BIGINT,
        claimed_by TEXT,
        lease_until BIGINT,
        UNIQUE (lead_id, channel, target)
      );
      CREATE INDEX outbox_pending ON outbox (channel, target, next_attempt_at) WHERE sent_at IS NULL;
      CREATE TABLE deliveries (
        id BIGSERIAL PRIMARY KEY,
        outbox_id BIGINT NOT NULL REFERENCES outbox (id),
        lead_id TEXT NOT NULL,
        channel TEXT NOT NULL,
        target TEXT NOT NULL,
        instance TEXT NOT NULL,
        started_at BIGINT NOT NULL,
        finished_at BIGINT,
        ok BOOLEAN,
        detail TEXT
      );
      CREATE INDEX deliveries_lead ON deliveries (lead_id);
      CREATE TABLE rate_limit_counters (
        address TEXT NOT NULL,
        window_name TEXT NOT NULL,
        count INTEGER NOT NULL,
        reset_at BIGINT NOT NULL,
        PRIMARY KEY (address, window_name)
      );
    `

const LEAD_STEPS: readonly FeatureMigration[] = [
  {
    version: 1,
    legacy: 1,
    name: 'leads and notification outbox',
    postgres: POSTGRES_LEADS_AND_OUTBOX,
    sqlite: `
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
    legacy: 2,
    name: 'outbox channels (mail and webhooks) and the delivery log',
    postgres: '',
    sqlite: `
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
    legacy: 3,
    name: 'case details of a lead (conflict check and court dates)',
    sqlite: CASE_DETAIL_COLUMNS_SQL,
    postgres: CASE_DETAIL_COLUMNS_SQL,
  },
  {
    version: 4,
    legacy: 4,
    name: 'scheduled jobs (lead retention) and lookups by email for erasure',
    sqlite: `
      CREATE TABLE job_runs (
        name TEXT PRIMARY KEY,
        last_run_at INTEGER NOT NULL
      );
      CREATE INDEX leads_email ON leads (lower(email));
    `,
    postgres: `
      CREATE TABLE job_runs (
        name TEXT PRIMARY KEY,
        last_run_at BIGINT NOT NULL
      );
      CREATE INDEX leads_email ON leads (lower(email));
    `,
  },
  {
    version: 5,
    legacy: 5,
    name: 'the page a lead was sent from (released with the inbox, whose tables are its step 1)',
    sqlite: SENT_FROM_SQL,
    postgres: SENT_FROM_SQL,
  },
]

/** The leads' steps. */
export const LEAD_MIGRATIONS: FeatureMigrations = { feature: 'leads', migrations: LEAD_STEPS }

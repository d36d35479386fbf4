import type { FeatureMigrations } from '../shared/database/migrations'

/**
 * The inbox's step 1 (step 5 of the single counter, with the leads' `sent_from`): staff, passkeys, links, sessions,
 * challenges, statuses, notes, the audit log, the matter register and possible conflicts. Tokens and session ids are
 * stored as SHA-256 hashes only.
 */
function inboxTablesSql(serialPrimaryKey: string): string {
  return `
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

/**
 * The inbox's step 2: the matters created here (from a retained request, or added by staff), which an import never
 * overwrites; the yearly counter behind their ids (a row locked by the transaction that takes a number, so two
 * instances never take the same one); and staff's resolution of each possible conflict of a request.
 */
const MATTERS_AND_RESOLUTIONS_SQL = `
  CREATE TABLE register_matters (
    matter_id TEXT PRIMARY KEY,
    origin TEXT NOT NULL,
    lead_id TEXT,
    created_by TEXT,
    created_at BIGINT NOT NULL
  );
  CREATE UNIQUE INDEX register_matters_lead ON register_matters (lead_id);
  CREATE TABLE matter_sequences (
    year INTEGER PRIMARY KEY,
    last_number INTEGER NOT NULL
  );
  CREATE TABLE conflict_resolutions (
    lead_id TEXT NOT NULL,
    entry_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    detail TEXT NOT NULL,
    matter_id TEXT NOT NULL,
    caption TEXT NOT NULL,
    side_retained TEXT NOT NULL,
    staff_id TEXT,
    resolved_at BIGINT NOT NULL,
    PRIMARY KEY (lead_id, entry_id)
  );
`
/** Inbox step 3: a staff account may name the person it is ("principal" or a people file's slug). */
const STAFF_PERSON_SQL = 'ALTER TABLE staff ADD COLUMN person_id TEXT;'

/** The inbox's steps (append only). */
export const INBOX_MIGRATIONS: FeatureMigrations = {
  feature: 'inbox',
  // A request's status, views, notes and possible conflicts go with it; the audit log stays.
  leadRows: ['lead_states', 'lead_views', 'lead_notes', 'conflict_hits', 'conflict_resolutions'].map((table) => ({
    table,
  })),
  migrations: [
    {
      version: 1,
      legacy: 5,
      name: 'the inbox: staff, passkeys, sessions, request states, notes, audit log, matter register and conflicts',
      sqlite: inboxTablesSql('INTEGER PRIMARY KEY AUTOINCREMENT'),
      postgres: inboxTablesSql('BIGSERIAL PRIMARY KEY'),
    },
    {
      version: 2,
      name: 'matters created from requests or in the inbox, their yearly numbers, and conflict resolutions',
      sqlite: MATTERS_AND_RESOLUTIONS_SQL,
      postgres: MATTERS_AND_RESOLUTIONS_SQL,
    },
    {
      version: 3,
      name: 'staff linked to a person of the site (the principal or a people file), who may countersign engagements',
      sqlite: STAFF_PERSON_SQL,
      postgres: STAFF_PERSON_SQL,
    },
  ],
}

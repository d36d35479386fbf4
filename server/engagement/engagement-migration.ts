import { recordsMailColumns, RECORDS_MAIL_MIGRATION_NAME } from './records-mail-migration'
import type { FeatureMigrations } from '../shared/database/migrations'
import { SIGNATURE_ERASURE } from './signature-gate'
import {
  chainExistingPostgres,
  chainExistingSqlite,
  SIGNATURE_CHAIN_MIGRATION_NAME,
  SIGNATURE_CHAIN_POSTGRES,
  SIGNATURE_CHAIN_SQLITE,
} from './signature-chain-migration'
import {
  COUNTERSIGNATURE_MIGRATION_NAME,
  COUNTERSIGNATURE_POSTGRES,
  COUNTERSIGNATURE_SQLITE,
} from './countersignature-migration'

/**
 * The engagement's step 1 (step 7 of the single counter before the lists were split), on SQLite and PostgreSQL: engagements sent to counsel, their
 * signatures (never changed once written: a trigger refuses any update), and the records counsel uploads
 * (metadata here; the content only ever as sealed records, on disk or in `record_chunks`). Every table
 * carries the request's `lead_id`, so erasure and retention reach each one. Written out for each engine,
 * not derived: a released migration never changes.
 */
function engagementTables(time: 'INTEGER' | 'BIGINT', blob: 'BLOB' | 'BYTEA'): string {
  return `
    CREATE TABLE engagements (
      id TEXT PRIMARY KEY,
      lead_id TEXT NOT NULL REFERENCES leads (id),
      token_hash TEXT NOT NULL,
      state TEXT NOT NULL,
      letter_version TEXT NOT NULL,
      case_details TEXT NOT NULL,
      sent_by TEXT NOT NULL,
      sent_at ${time} NOT NULL,
      sign_by ${time} NOT NULL,
      opened_at ${time},
      viewed_at ${time},
      uploads_closed_at ${time},
      updated_at ${time} NOT NULL
    );
    CREATE UNIQUE INDEX engagements_token ON engagements (token_hash);
    CREATE UNIQUE INDEX engagements_current ON engagements (lead_id) WHERE state <> 'withdrawn';
    CREATE TABLE engagement_signatures (
      engagement_id TEXT PRIMARY KEY REFERENCES engagements (id),
      lead_id TEXT NOT NULL,
      letter_text TEXT NOT NULL,
      text_sha256 TEXT NOT NULL,
      signer_name TEXT NOT NULL,
      signer_title TEXT NOT NULL,
      signer_firm TEXT NOT NULL,
      signer_email TEXT NOT NULL,
      ip_address TEXT NOT NULL,
      user_agent TEXT NOT NULL,
      opened_at ${time} NOT NULL,
      viewed_at ${time} NOT NULL,
      signed_at ${time} NOT NULL,
      pdf ${blob} NOT NULL,
      pdf_sha256 TEXT NOT NULL
    );
    CREATE INDEX engagement_signatures_lead ON engagement_signatures (lead_id);
    CREATE TABLE record_files (
      id TEXT PRIMARY KEY,
      engagement_id TEXT NOT NULL REFERENCES engagements (id),
      lead_id TEXT NOT NULL,
      display_name TEXT NOT NULL,
      size ${time} NOT NULL,
      received ${time} NOT NULL DEFAULT 0,
      stored_bytes ${time} NOT NULL DEFAULT 0,
      records INTEGER NOT NULL DEFAULT 0,
      storage TEXT NOT NULL,
      storage_name TEXT NOT NULL,
      wrapped_key TEXT NOT NULL,
      kind TEXT,
      sha256 TEXT,
      created_at ${time} NOT NULL,
      completed_at ${time}
    );
    CREATE INDEX record_files_engagement ON record_files (engagement_id);
    CREATE INDEX record_files_lead ON record_files (lead_id);
    CREATE TABLE record_chunks (
      file_id TEXT NOT NULL,
      lead_id TEXT NOT NULL,
      seq INTEGER NOT NULL,
      data ${blob} NOT NULL,
      PRIMARY KEY (file_id, seq)
    );
    CREATE INDEX record_chunks_lead ON record_chunks (lead_id);
  `
}

const ENGAGEMENT_TABLES_SQLITE = `${engagementTables('INTEGER', 'BLOB')}
    CREATE TRIGGER engagement_signatures_no_update BEFORE UPDATE ON engagement_signatures
    BEGIN SELECT RAISE(ABORT, 'a signed engagement record cannot be changed'); END;
`

const ENGAGEMENT_TABLES_POSTGRES = `${engagementTables('BIGINT', 'BYTEA')}
    CREATE FUNCTION engagement_signatures_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'a signed engagement record cannot be changed'; END $$;
    CREATE TRIGGER engagement_signatures_no_update BEFORE UPDATE ON engagement_signatures
      FOR EACH ROW EXECUTE FUNCTION engagement_signatures_refuse_update();
`

/**
 * The engagement's step 3: the terms staff chose when sending (scope, expert, payer, forum, the conflicts
 * paragraph), one row per engagement, so the letter counsel reads is the one staff previewed.
 */
function engagementTermsTable(time: 'INTEGER' | 'BIGINT'): string {
  return `
    CREATE TABLE engagement_terms (
      engagement_id TEXT PRIMARY KEY REFERENCES engagements (id),
      lead_id TEXT NOT NULL,
      scope TEXT NOT NULL,
      expert TEXT NOT NULL,
      payer TEXT NOT NULL,
      forum TEXT NOT NULL,
      conflicts TEXT NOT NULL,
      chosen_by TEXT NOT NULL,
      chosen_at ${time} NOT NULL
    );
    CREATE INDEX engagement_terms_lead ON engagement_terms (lead_id);
  `
}

/** The engagement's tables, children first: erasure and retention delete a lead's rows from each. */
export const LEAD_ENGAGEMENT_TABLES = [
  'record_chunks',
  'record_files',
  'engagement_terms',
  'engagement_countersignatures',
  'engagement_signatures',
  'engagements',
] as const

/** The engagement's steps (append only). */
export const ENGAGEMENT_MIGRATIONS: FeatureMigrations = {
  feature: 'engagement',
  // Signatures only through the audited gate, which leaves their tombstones; then the engagements' other rows.
  leadRows: [{ gated: SIGNATURE_ERASURE }, ...LEAD_ENGAGEMENT_TABLES.map((table) => ({ table }))],
  migrations: [
    {
      version: 1,
      legacy: 7,
      name: 'engagements signed online, their signatures (never updated) and the records counsel uploads, encrypted',
      sqlite: ENGAGEMENT_TABLES_SQLITE,
      postgres: ENGAGEMENT_TABLES_POSTGRES,
    },
    {
      version: 2,
      legacy: 8,
      name: SIGNATURE_CHAIN_MIGRATION_NAME,
      sqlite: SIGNATURE_CHAIN_SQLITE,
      postgres: SIGNATURE_CHAIN_POSTGRES,
      thenSqlite: chainExistingSqlite,
      thenPostgres: chainExistingPostgres,
    },
    {
      version: 3,
      name: 'the terms chosen when sending an engagement: scope, expert, payer, forum and the conflicts paragraph',
      sqlite: engagementTermsTable('INTEGER'),
      postgres: engagementTermsTable('BIGINT'),
    },
    {
      version: 4,
      name: COUNTERSIGNATURE_MIGRATION_NAME,
      sqlite: COUNTERSIGNATURE_SQLITE,
      postgres: COUNTERSIGNATURE_POSTGRES,
    },
    {
      version: 5,
      name: RECORDS_MAIL_MIGRATION_NAME,
      sqlite: recordsMailColumns('INTEGER'),
      postgres: recordsMailColumns('BIGINT'),
    },
  ],
}

/**
 * The engagement's step 4, on SQLite and PostgreSQL: the firm's countersignature, its own row per engagement and
 * its own kind in the signature chain (holding the final PDF, signed by the firm), guarded as counsel's
 * signature is (never changed, replaced or deleted but through the audited gate, which leaves a tombstone); and
 * the firm's decline on the engagement (who, when, why), and when staff were last mailed about records that arrived. Written out for each engine: a released step never changes.
 */
import { COUNTERSIGNATURE_KIND } from './countersignature-record'
import { postgresRecordGuards, sqliteRecordGuards, type GuardedRecord } from './record-guards'

export const COUNTERSIGNATURE_MIGRATION_NAME =
  "the firm's countersignature (its own row in the signature chain, holding the final signed PDF) and the firm's decline"

function tables(time: 'INTEGER' | 'BIGINT', blob: 'BLOB' | 'BYTEA'): string {
  return `
    CREATE TABLE engagement_countersignatures (
      engagement_id TEXT PRIMARY KEY REFERENCES engagements (id),
      lead_id TEXT NOT NULL,
      staff_id TEXT NOT NULL,
      person_id TEXT NOT NULL,
      signer_name TEXT NOT NULL,
      signer_title TEXT NOT NULL,
      credential_id TEXT NOT NULL,
      ip_address TEXT NOT NULL,
      user_agent TEXT NOT NULL,
      countersigned_at ${time} NOT NULL,
      counsel_pdf_sha256 TEXT NOT NULL,
      certificate_subject TEXT NOT NULL,
      self_signed INTEGER NOT NULL,
      pdf ${blob} NOT NULL,
      pdf_sha256 TEXT NOT NULL
    );
    CREATE INDEX engagement_countersignatures_lead ON engagement_countersignatures (lead_id);
    ALTER TABLE engagements ADD COLUMN declined_at ${time};
    ALTER TABLE engagements ADD COLUMN declined_by TEXT;
    ALTER TABLE engagements ADD COLUMN decline_reason TEXT;
    ALTER TABLE engagements ADD COLUMN records_mailed_at ${time};
  `
}

const REFUSE_CHANGE = 'a countersigned engagement record cannot be changed'
const REFUSE_REPLACE = 'a countersigned engagement record cannot be replaced'
const REFUSE_DELETE = 'a countersigned engagement record is deleted only by erasure or retention'
const COUNTERSIGNATURE: GuardedRecord = {
  table: 'engagement_countersignatures',
  kind: COUNTERSIGNATURE_KIND,
  refuseReplace: REFUSE_REPLACE,
  refuseDelete: REFUSE_DELETE,
  refuseChange: REFUSE_CHANGE,
}
const GUARDS_POSTGRES = postgresRecordGuards(COUNTERSIGNATURE)

export const COUNTERSIGNATURE_SQLITE = `${tables('INTEGER', 'BLOB')}${sqliteRecordGuards(COUNTERSIGNATURE)}
`

export const COUNTERSIGNATURE_POSTGRES = `${tables('BIGINT', 'BYTEA')}${GUARDS_POSTGRES.functions}${GUARDS_POSTGRES.triggers}
    CREATE TRIGGER engagement_countersignatures_no_truncate BEFORE TRUNCATE ON engagement_countersignatures
      FOR EACH STATEMENT EXECUTE FUNCTION signature_refuse('${REFUSE_DELETE}');
`

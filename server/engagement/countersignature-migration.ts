/**
 * The engagement's step 4, on SQLite and PostgreSQL: the firm's countersignature, its own row per engagement and
 * its own kind in the signature chain (holding the final PDF, signed by the firm), guarded as counsel's
 * signature is (never changed, replaced or deleted but through the audited gate, which leaves a tombstone); and
 * the firm's decline on the engagement (who, when, why), and when staff were last mailed about records that arrived. Written out for each engine: a released step never changes.
 */
import { COUNTERSIGNATURE_KIND } from './countersignature-record'

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
const GATE_FOR_OLD = `SELECT 1 FROM signature_erasure_gate g WHERE g.kind = '${COUNTERSIGNATURE_KIND}' AND g.record_id = OLD.engagement_id`
const TOMBSTONE_FOR_OLD = `INSERT INTO signature_tombstones (kind, record_id, record_sha256, audit_id)
      SELECT c.kind, c.record_id, c.record_sha256, g.audit_id FROM signature_chain c
        JOIN signature_erasure_gate g ON g.kind = c.kind AND g.record_id = c.record_id
        WHERE c.kind = '${COUNTERSIGNATURE_KIND}' AND c.record_id = OLD.engagement_id`

export const COUNTERSIGNATURE_SQLITE = `${tables('INTEGER', 'BLOB')}
    CREATE TRIGGER engagement_countersignatures_no_update BEFORE UPDATE ON engagement_countersignatures
      BEGIN SELECT RAISE(ABORT, '${REFUSE_CHANGE}'); END;
    CREATE TRIGGER engagement_countersignatures_no_replace BEFORE INSERT ON engagement_countersignatures
      WHEN EXISTS (SELECT 1 FROM engagement_countersignatures WHERE engagement_id = NEW.engagement_id)
      BEGIN SELECT RAISE(ABORT, '${REFUSE_REPLACE}'); END;
    CREATE TRIGGER engagement_countersignatures_no_delete BEFORE DELETE ON engagement_countersignatures
      WHEN NOT EXISTS (${GATE_FOR_OLD})
      BEGIN SELECT RAISE(ABORT, '${REFUSE_DELETE}'); END;
    CREATE TRIGGER engagement_countersignatures_tombstone AFTER DELETE ON engagement_countersignatures
      BEGIN ${TOMBSTONE_FOR_OLD}; END;
`

export const COUNTERSIGNATURE_POSTGRES = `${tables('BIGINT', 'BYTEA')}
    CREATE FUNCTION engagement_countersignatures_guard() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' THEN RAISE EXCEPTION '${REFUSE_CHANGE}'; END IF;
      IF TG_OP = 'INSERT' THEN
        IF EXISTS (SELECT 1 FROM engagement_countersignatures WHERE engagement_id = NEW.engagement_id) THEN
          RAISE EXCEPTION '${REFUSE_REPLACE}';
        END IF;
        RETURN NEW;
      END IF;
      IF NOT EXISTS (${GATE_FOR_OLD}) THEN RAISE EXCEPTION '${REFUSE_DELETE}'; END IF;
      RETURN OLD;
    END $$;
    CREATE FUNCTION engagement_countersignatures_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${TOMBSTONE_FOR_OLD}; RETURN OLD; END $$;
    CREATE TRIGGER engagement_countersignatures_guard BEFORE INSERT OR UPDATE OR DELETE ON engagement_countersignatures
      FOR EACH ROW EXECUTE FUNCTION engagement_countersignatures_guard();
    CREATE TRIGGER engagement_countersignatures_tombstone AFTER DELETE ON engagement_countersignatures
      FOR EACH ROW EXECUTE FUNCTION engagement_countersignatures_tombstone();
    CREATE TRIGGER engagement_countersignatures_no_truncate BEFORE TRUNCATE ON engagement_countersignatures
      FOR EACH STATEMENT EXECUTE FUNCTION signature_refuse('${REFUSE_DELETE}');
`

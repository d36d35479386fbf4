/**
 * The guards on a signed engagement record (counsel's signature, the firm's countersignature), on each engine: never
 * replaced, never deleted but while the audited erasure gate holds it, and a tombstone left when it is. One builder
 * for both kinds, so the two cannot drift; the text it builds is the text both released steps ran.
 */

export interface GuardedRecord {
  table: string
  /** the record's kind in the signature chain */
  kind: string
  refuseReplace: string
  refuseDelete: string
  /** refuse any update in this guard (counsel's signature refuses updates by a trigger of its own, step 1) */
  refuseChange?: string
}

/** The erasure gate's row for the record being deleted. */
const gateForOld = (kind: string) =>
  `SELECT 1 FROM signature_erasure_gate g WHERE g.kind = '${kind}' AND g.record_id = OLD.engagement_id`

/** The tombstone of the record being deleted: its chain entry's hash and the erasure's audit row. */
const tombstoneForOld = (kind: string) => `INSERT INTO signature_tombstones (kind, record_id, record_sha256, audit_id)
      SELECT c.kind, c.record_id, c.record_sha256, g.audit_id FROM signature_chain c
        JOIN signature_erasure_gate g ON g.kind = c.kind AND g.record_id = c.record_id
        WHERE c.kind = '${kind}' AND c.record_id = OLD.engagement_id`

/** SQLite: the triggers, each a statement. */
export function sqliteRecordGuards({ table, kind, refuseReplace, refuseDelete, refuseChange }: GuardedRecord): string {
  const noUpdate = refuseChange
    ? `
    CREATE TRIGGER ${table}_no_update BEFORE UPDATE ON ${table}
      BEGIN SELECT RAISE(ABORT, '${refuseChange}'); END;`
    : ''
  return `${noUpdate}
    CREATE TRIGGER ${table}_no_replace BEFORE INSERT ON ${table}
      WHEN EXISTS (SELECT 1 FROM ${table} WHERE engagement_id = NEW.engagement_id)
      BEGIN SELECT RAISE(ABORT, '${refuseReplace}'); END;
    CREATE TRIGGER ${table}_no_delete BEFORE DELETE ON ${table}
      WHEN NOT EXISTS (${gateForOld(kind)})
      BEGIN SELECT RAISE(ABORT, '${refuseDelete}'); END;
    CREATE TRIGGER ${table}_tombstone AFTER DELETE ON ${table}
      BEGIN ${tombstoneForOld(kind)}; END;`
}

/** PostgreSQL: the guard and tombstone functions, and the triggers that run them. */
export function postgresRecordGuards({ table, kind, refuseReplace, refuseDelete, refuseChange }: GuardedRecord): {
  functions: string
  triggers: string
} {
  const update = refuseChange
    ? `
      IF TG_OP = 'UPDATE' THEN RAISE EXCEPTION '${refuseChange}'; END IF;`
    : ''
  return {
    functions: `
    CREATE FUNCTION ${table}_guard() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN${update}
      IF TG_OP = 'INSERT' THEN
        IF EXISTS (SELECT 1 FROM ${table} WHERE engagement_id = NEW.engagement_id) THEN
          RAISE EXCEPTION '${refuseReplace}';
        END IF;
        RETURN NEW;
      END IF;
      IF NOT EXISTS (${gateForOld(kind)}) THEN RAISE EXCEPTION '${refuseDelete}'; END IF;
      RETURN OLD;
    END $$;
    CREATE FUNCTION ${table}_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${tombstoneForOld(kind)}; RETURN OLD; END $$;`,
    triggers: `
    CREATE TRIGGER ${table}_guard BEFORE INSERT OR ${refuseChange ? 'UPDATE OR ' : ''}DELETE ON ${table}
      FOR EACH ROW EXECUTE FUNCTION ${table}_guard();
    CREATE TRIGGER ${table}_tombstone AFTER DELETE ON ${table}
      FOR EACH ROW EXECUTE FUNCTION ${table}_tombstone();`,
  }
}

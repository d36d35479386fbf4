/**
 * The engagement's step 2 (step 8 of the single counter), on SQLite and PostgreSQL: the signature chain (server/engagement/signature-chain.ts). Triggers
 * refuse an INSERT that would replace a signature (SQLite's INSERT OR REPLACE deletes the old row without
 * firing a delete trigger while recursive triggers are off), a DELETE but through the gate, and TRUNCATE on
 * PostgreSQL; the chain and the tombstones can only be appended to. Existing signatures are chained in the
 * order they were signed. Written out for each engine, not derived: a released migration never changes.
 */
import type Database from 'better-sqlite3'
import { postgresRecordGuards, sqliteRecordGuards, type GuardedRecord } from './record-guards'
import {
  CHAIN_START,
  chainEntryValues,
  INSERT_CHAIN_ENTRY,
  nextEntry,
  SIGNATURE_KIND,
  SIGNATURE_ROW_COLUMNS,
  signatureRecordSha256,
  type ChainEntry,
  type SignatureRow,
} from './signature-chain'

export const SIGNATURE_CHAIN_MIGRATION_NAME =
  'the signature chain: signatures never replaced or deleted but by audited erasure, each hashed into a chain with tombstones'

function chainTables(serial: 'INTEGER' | 'BIGINT'): string {
  return `
    CREATE TABLE signature_chain (
      seq ${serial} PRIMARY KEY,
      kind TEXT NOT NULL,
      record_id TEXT NOT NULL,
      engagement_id TEXT NOT NULL,
      record_sha256 TEXT NOT NULL,
      prev_sha256 TEXT NOT NULL,
      entry_sha256 TEXT NOT NULL,
      UNIQUE (kind, record_id)
    );
    CREATE TABLE signature_tombstones (
      kind TEXT NOT NULL,
      record_id TEXT NOT NULL,
      record_sha256 TEXT NOT NULL,
      audit_id ${serial} NOT NULL,
      PRIMARY KEY (kind, record_id)
    );
    CREATE TABLE signature_erasure_gate (
      kind TEXT NOT NULL,
      record_id TEXT NOT NULL,
      audit_id ${serial} NOT NULL,
      PRIMARY KEY (kind, record_id)
    );
  `
}

const REFUSE_REPLACE = 'a signed engagement record cannot be replaced'
const REFUSE_DELETE = 'a signed engagement record is deleted only by erasure or retention'
const REFUSE_CHAIN = 'the signature chain is only appended to'
const COUNSEL_SIGNATURE: GuardedRecord = {
  table: 'engagement_signatures',
  kind: SIGNATURE_KIND,
  refuseReplace: REFUSE_REPLACE,
  refuseDelete: REFUSE_DELETE,
}
const COUNSEL_POSTGRES = postgresRecordGuards(COUNSEL_SIGNATURE)
/** A new entry must follow the last one: the next number, naming the last entry's hash. */
const ENTRY_OUT_OF_PLACE = `NEW.seq <> COALESCE((SELECT MAX(seq) FROM signature_chain), 0) + 1
      OR NEW.prev_sha256 <> COALESCE((SELECT entry_sha256 FROM signature_chain ORDER BY seq DESC LIMIT 1), '${CHAIN_START}')
      OR EXISTS (SELECT 1 FROM signature_chain WHERE kind = NEW.kind AND record_id = NEW.record_id)`
const TOMBSTONE_UNGATED = `NOT EXISTS (SELECT 1 FROM signature_erasure_gate g WHERE g.kind = NEW.kind AND g.record_id = NEW.record_id AND g.audit_id = NEW.audit_id)
      OR EXISTS (SELECT 1 FROM signature_tombstones t WHERE t.kind = NEW.kind AND t.record_id = NEW.record_id)`

export const SIGNATURE_CHAIN_SQLITE = `${chainTables('INTEGER')}${sqliteRecordGuards(COUNSEL_SIGNATURE)}
    CREATE TRIGGER signature_chain_append_only BEFORE INSERT ON signature_chain
      WHEN ${ENTRY_OUT_OF_PLACE}
      BEGIN SELECT RAISE(ABORT, '${REFUSE_CHAIN}'); END;
    CREATE TRIGGER signature_chain_no_update BEFORE UPDATE ON signature_chain
      BEGIN SELECT RAISE(ABORT, '${REFUSE_CHAIN}'); END;
    CREATE TRIGGER signature_chain_no_delete BEFORE DELETE ON signature_chain
      BEGIN SELECT RAISE(ABORT, '${REFUSE_CHAIN}'); END;
    CREATE TRIGGER signature_tombstones_gated BEFORE INSERT ON signature_tombstones
      WHEN ${TOMBSTONE_UNGATED}
      BEGIN SELECT RAISE(ABORT, '${REFUSE_CHAIN}'); END;
    CREATE TRIGGER signature_tombstones_no_update BEFORE UPDATE ON signature_tombstones
      BEGIN SELECT RAISE(ABORT, '${REFUSE_CHAIN}'); END;
    CREATE TRIGGER signature_tombstones_no_delete BEFORE DELETE ON signature_tombstones
      BEGIN SELECT RAISE(ABORT, '${REFUSE_CHAIN}'); END;
`

/** A trigger function that refuses with its argument as the message. */
const refuse = (name: string, message: string, table: string, when: string) => `
    CREATE TRIGGER ${name} ${when} ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION signature_refuse('${message}');`

export const SIGNATURE_CHAIN_POSTGRES = `${chainTables('BIGINT')}
    CREATE FUNCTION signature_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION '%', TG_ARGV[0]; END $$;
${COUNSEL_POSTGRES.functions}
    CREATE FUNCTION signature_chain_guard() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF ${ENTRY_OUT_OF_PLACE} THEN RAISE EXCEPTION '${REFUSE_CHAIN}'; END IF;
      RETURN NEW;
    END $$;
    CREATE FUNCTION signature_tombstones_guard() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF ${TOMBSTONE_UNGATED} THEN RAISE EXCEPTION '${REFUSE_CHAIN}'; END IF;
      RETURN NEW;
    END $$;
${COUNSEL_POSTGRES.triggers}
    CREATE TRIGGER signature_chain_guard BEFORE INSERT ON signature_chain
      FOR EACH ROW EXECUTE FUNCTION signature_chain_guard();
    CREATE TRIGGER signature_tombstones_guard BEFORE INSERT ON signature_tombstones
      FOR EACH ROW EXECUTE FUNCTION signature_tombstones_guard();
    ${refuse('engagement_signatures_no_truncate', REFUSE_DELETE, 'engagement_signatures', 'BEFORE TRUNCATE')}
    ${refuse('signature_chain_no_change', REFUSE_CHAIN, 'signature_chain', 'BEFORE UPDATE OR DELETE OR TRUNCATE')}
    ${refuse('signature_tombstones_no_change', REFUSE_CHAIN, 'signature_tombstones', 'BEFORE UPDATE OR DELETE OR TRUNCATE')}
`

const EXISTING = `SELECT ${SIGNATURE_ROW_COLUMNS} FROM engagement_signatures ORDER BY signed_at, engagement_id`

/** The chain of the signatures that exist, in the order they were signed. */
function chainOf(rows: readonly SignatureRow[]): ChainEntry[] {
  const entries: ChainEntry[] = []
  for (const row of rows)
    entries.push(
      nextEntry(entries.at(-1), {
        kind: SIGNATURE_KIND,
        recordId: row.engagementId,
        engagementId: row.engagementId,
        recordSha256: signatureRecordSha256(row),
      }),
    )
  return entries
}

/** SQLite: chains the existing signatures, in the migration's transaction. */
export function chainExistingSqlite(db: Database.Database): void {
  const insert = db.prepare(INSERT_CHAIN_ENTRY)
  for (const entry of chainOf(db.prepare(EXISTING).all() as SignatureRow[])) insert.run(...chainEntryValues(entry))
}

/** PostgreSQL: the same, through the migration's client. */
export async function chainExistingPostgres(
  query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>,
): Promise<void> {
  const rows = (await query(EXISTING)).rows as SignatureRow[]
  let index = 0
  const numbered = INSERT_CHAIN_ENTRY.replace(/\?/g, () => `$${String((index += 1))}`)
  for (const entry of chainOf(rows)) await query(numbered, chainEntryValues(entry))
}

/**
 * The engagement's part of `npm run leads:migrate`: engagements, the terms chosen when sending, counsel's
 * signatures and the firm's countersignatures, the signature chain with its tombstones, and counsel's sealed
 * records. The signatures and the chain are guarded by triggers on PostgreSQL (never replaced, appended only in
 * order, tombstones only through the erasure gate), so each row is inserted only where it is missing, and the
 * chain entry by entry in order. Records kept on disk beside the SQLite file move into the database as they are
 * (sealed frames, never opened), since several instances share no disk: they open with the same RECORDS_KEY.
 */
import fs from 'node:fs'
import path from 'node:path'
import type Database from 'better-sqlite3'
import type pg from 'pg'
import { framesOf } from '../server/engagement/record-crypto'

type Row = Record<string, unknown>

/**
 * The engagement's tables in an order that satisfies their references, with the key a row is known by. The
 * chain, the tombstones and the records have their own steps below.
 */
const KEYED_TABLES: ReadonlyArray<{ table: string; key: string; guarded?: true }> = [
  { table: 'engagements', key: 'id' },
  { table: 'engagement_terms', key: 'engagement_id' },
  { table: 'engagement_signatures', key: 'engagement_id', guarded: true },
  { table: 'engagement_countersignatures', key: 'engagement_id', guarded: true },
]

/** Every engagement table this step carries, for the check that no table is left behind. */
export const ENGAGEMENT_TABLES_CARRIED = [
  ...KEYED_TABLES.map(({ table }) => table),
  'signature_chain',
  'signature_tombstones',
  'record_files',
  'record_chunks',
] as const

export interface EngagementRows {
  tables: Map<string, Row[]>
  /** sealed frames of the records kept on disk, by file id */
  diskFrames: Map<string, Buffer[]>
}

export interface EngagementReport {
  read: number
  added: number
  /** record files whose sealed bytes moved from the disk into the database */
  recordsMovedFromDisk: number
}

const placeholders = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `$${String(index + from)}`).join(', ')

/** Reads the engagement's rows, and the sealed frames of the records on disk, from the SQLite file. */
export async function readEngagementRows(source: Database.Database, recordsDir: string): Promise<EngagementRows> {
  const present = new Set(
    (source.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map(
      (row) => row.name,
    ),
  )
  const tables = new Map<string, Row[]>()
  // A database from before the engagement has none of its tables; one from before a later step lacks that step's.
  for (const table of ENGAGEMENT_TABLES_CARRIED)
    if (present.has(table)) {
      const order = table === 'signature_chain' ? 'seq' : 'rowid'
      tables.set(table, source.prepare(`SELECT * FROM ${table} ORDER BY ${order}`).all() as Row[])
    }
  const diskFrames = new Map<string, Buffer[]>()
  for (const file of tables.get('record_files') ?? []) {
    if (file.storage !== 'disk' || Number(file.stored_bytes) === 0) continue
    const where = path.join(recordsDir, String(file.storage_name))
    if (!fs.existsSync(where))
      throw new Error(`The sealed record file of upload ${String(file.id)} is missing from ${recordsDir}.`)
    const frames: Buffer[] = []
    const stream = fs.createReadStream(where, { start: 0, end: Number(file.stored_bytes) - 1 })
    for await (const frame of framesOf(stream as AsyncIterable<Buffer>)) frames.push(Buffer.from(frame))
    if (frames.length !== Number(file.records))
      throw new Error(`The sealed record file of upload ${String(file.id)} holds fewer records than it counted.`)
    diskFrames.set(String(file.id), frames)
  }
  return { tables, diskFrames }
}

/** Adds the engagement's rows the PostgreSQL database lacks, in the caller's transaction. */
export async function copyEngagementRows(client: pg.PoolClient, rows: EngagementRows): Promise<EngagementReport> {
  const report: EngagementReport = { read: 0, added: 0, recordsMovedFromDisk: 0 }
  const count = (added: number | null) => {
    report.read += 1
    report.added += added ?? 0
  }
  // The chain first: a countersignature's guard needs nothing of it, but its check does.
  for (const entry of rows.tables.get('signature_chain') ?? []) {
    const there = await client.query<{ entry_sha256: string }>(
      'SELECT entry_sha256 FROM signature_chain WHERE seq = $1',
      [entry.seq],
    )
    if (there.rows[0]) {
      if (there.rows[0].entry_sha256 !== entry.entry_sha256)
        throw new Error(
          `The PostgreSQL signature chain differs from this SQLite file's at entry ${String(entry.seq)}: the two databases hold different signatures, so they cannot be merged.`,
        )
      count(0)
      continue
    }
    const columns = Object.keys(entry)
    const result = await client.query(
      `INSERT INTO signature_chain (${columns.join(', ')}) VALUES (${placeholders(columns.length)})`,
      columns.map((column) => entry[column]),
    )
    count(result.rowCount)
  }
  for (const { table, key, guarded } of KEYED_TABLES)
    for (const row of rows.tables.get(table) ?? []) {
      const columns = Object.keys(row)
      const values = columns.map((column) => row[column])
      // A guarded table's trigger refuses an insert over an existing row before ON CONFLICT would see it.
      const text = guarded
        ? `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${placeholders(columns.length)}
            WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE ${key} = $${String(columns.indexOf(key) + 1)})`
        : `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${placeholders(columns.length)}
            WHERE EXISTS (SELECT 1 FROM leads WHERE id = $${String(columns.indexOf('lead_id') + 1)})
            ON CONFLICT (${key}) DO NOTHING`
      count((await client.query(text, values)).rowCount)
    }
  // A tombstone is written only while the erasure gate holds its record, as the erasure that made it did.
  for (const tombstone of rows.tables.get('signature_tombstones') ?? []) {
    const key = [tombstone.kind, tombstone.record_id]
    const there = await client.query('SELECT 1 FROM signature_tombstones WHERE kind = $1 AND record_id = $2', key)
    if (there.rowCount) {
      count(0)
      continue
    }
    await client.query('INSERT INTO signature_erasure_gate (kind, record_id, audit_id) VALUES ($1, $2, $3)', [
      ...key,
      tombstone.audit_id,
    ])
    const result = await client.query(
      'INSERT INTO signature_tombstones (kind, record_id, record_sha256, audit_id) VALUES ($1, $2, $3, $4)',
      [...key, tombstone.record_sha256, tombstone.audit_id],
    )
    await client.query('DELETE FROM signature_erasure_gate WHERE kind = $1 AND record_id = $2', key)
    count(result.rowCount)
  }
  for (const file of rows.tables.get('record_files') ?? []) {
    const frames = rows.diskFrames.get(String(file.id))
    const moved = file.storage === 'disk'
    const row: Row = moved ? { ...file, storage: 'database' } : file
    const columns = Object.keys(row)
    const result = await client.query(
      `INSERT INTO record_files (${columns.join(', ')}) SELECT ${placeholders(columns.length)}
        WHERE EXISTS (SELECT 1 FROM engagements WHERE id = $${String(columns.indexOf('engagement_id') + 1)})
        ON CONFLICT (id) DO NOTHING`,
      columns.map((column) => row[column]),
    )
    count(result.rowCount)
    if (!result.rowCount || !moved) continue
    report.recordsMovedFromDisk += 1
    for (const [seq, frame] of (frames ?? []).entries())
      await client.query('INSERT INTO record_chunks (file_id, lead_id, seq, data) VALUES ($1, $2, $3, $4)', [
        file.id,
        file.lead_id,
        seq,
        frame,
      ])
  }
  for (const chunk of rows.tables.get('record_chunks') ?? [])
    count(
      (
        await client.query(
          `INSERT INTO record_chunks (file_id, lead_id, seq, data) SELECT $1, $2, $3, $4
            WHERE EXISTS (SELECT 1 FROM record_files WHERE id = $1) ON CONFLICT (file_id, seq) DO NOTHING`,
          [chunk.file_id, chunk.lead_id, chunk.seq, chunk.data],
        )
      ).rowCount,
    )
  return report
}

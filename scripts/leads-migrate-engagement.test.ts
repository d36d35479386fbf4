import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { twoEngines } from '../tests/support/two-engines'
import { loadSqlite } from '../tests/support/schema-fixture/engines'
import { temporaryDir } from '../tests/support/server-fixtures'
import { DATABASE_FILE, LeadStore } from '../server/leads/store'
import { MAIL_ROUTE } from '../server/shared/database/store-types'
import { FEATURE_MIGRATIONS } from '../server/migrations'
import { masterKeyFrom, newFileKey, openRecord, sealRecord, unwrapFileKey } from '../server/engagement/record-crypto'
import { chainEntryValues, INSERT_CHAIN_ENTRY, nextEntry } from '../server/engagement/signature-chain'
import {
  COUNTERSIGNATURE_KIND,
  countersignatureRecordSha256,
  type CountersignatureRow,
} from '../server/engagement/countersignature-record'
import { CARRIED_TABLES, migrateLeads, NOT_CARRIED } from './leads-migrate'
import { runSignaturesCheck } from './signatures-check'

const engines = twoEngines('migrate_engagement')

const FIXTURE = path.resolve(import.meta.dirname, '../tests/fixtures/schema-v8/sqlite.sql')
const FINAL_PDF = Buffer.from('%PDF-1.7 the final letter, signed by both')
const MASTER_KEY = masterKeyFrom(Buffer.alloc(32, 7).toString('base64'))
/** Ids the carrying database gives its own rows: compared without them. */
const OWN_IDS: Record<string, string[]> = {
  outbox: ['id'],
  deliveries: ['id', 'outbox_id'],
  booking_messages: ['id'],
  booking_reminders: ['id'],
}

type Row = Record<string, unknown>
const normalise = (row: Row, columns: string[]) =>
  JSON.stringify(
    columns.map((column) => {
      const value = row[column]
      if (Buffer.isBuffer(value)) return value.toString('hex')
      if (typeof value === 'boolean') return Number(value)
      if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value)
      return value ?? null
    }),
  )

/** A SQLite file of today's schema with a row in every carried table, the engagement's later steps included. */
function sourceDatabase(dir: string): { uploadId: string; plaintext: Buffer } {
  loadSqlite(path.join(dir, DATABASE_FILE), fs.readFileSync(FIXTURE, 'utf8'))
  new LeadStore(dir, { migrations: FEATURE_MIGRATIONS, routes: [MAIL_ROUTE] }).close()
  const db = new Database(path.join(dir, DATABASE_FILE))
  try {
    const leadId = (db.prepare("SELECT lead_id FROM engagements WHERE id = 'en_fixture'").get() as { lead_id: string })
      .lead_id
    // The later steps' tables of the inbox and booking: a matter, its counter, a resolution, a reminder.
    db.prepare(
      "INSERT INTO register_matters (matter_id, origin, lead_id, created_by, created_at) VALUES ('M-2026-0001', 'retained', ?, 'st_fixture', 1793548800000)",
    ).run(leadId)
    db.prepare('INSERT INTO matter_sequences (year, last_number) VALUES (2026, 1)').run()
    db.prepare(
      `INSERT INTO conflict_resolutions (lead_id, entry_id, kind, detail, matter_id, caption, side_retained, staff_id, resolved_at)
        SELECT ?, id, 'waived', 'Disclosed to counsel by letter', matter_id, caption, side_retained, 'st_fixture', 1793545100000
        FROM conflict_register LIMIT 1`,
    ).run(leadId)
    db.prepare(
      `INSERT INTO booking_reminders (lead_id, sequence, kind, start_at, due_at, created_at, next_attempt_at)
        SELECT lead_id, sequence, 'day', start_at, start_at - 86400000, created_at, start_at - 86400000 FROM bookings LIMIT 1`,
    ).run()
    db.prepare(
      `INSERT INTO engagement_terms (engagement_id, lead_id, scope, expert, payer, forum, conflicts, chosen_by, chosen_at)
        VALUES ('en_fixture', ?, 'testifying', 'principal', 'firm', 'tx-state', '{"kind":"none"}', 'st_fixture', 1793545200000)`,
    ).run(leadId)
    const countersignature: CountersignatureRow = {
      engagementId: 'en_fixture',
      leadId,
      staffId: 'st_fixture',
      personId: 'principal',
      signerName: 'Principal Economist',
      signerTitle: 'Principal',
      credentialId: 'credential-fixture',
      ipAddress: '192.0.2.10',
      userAgent: 'Fixture',
      countersignedAt: 1793548800000,
      counselPdfSha256: 'a'.repeat(64),
      certificateSubject: 'CN=Fixture Firm',
      selfSigned: true,
      pdf: FINAL_PDF,
      pdfSha256: createHash('sha256').update(FINAL_PDF).digest('hex'),
    }
    const last = db.prepare('SELECT seq, entry_sha256 AS entrySha256 FROM signature_chain ORDER BY seq DESC').get() as {
      seq: number
      entrySha256: string
    }
    const entry = nextEntry(last, {
      kind: COUNTERSIGNATURE_KIND,
      recordId: 'en_fixture',
      engagementId: 'en_fixture',
      recordSha256: countersignatureRecordSha256(countersignature),
    })
    db.prepare(INSERT_CHAIN_ENTRY).run(...chainEntryValues(entry))
    db.prepare(
      `INSERT INTO engagement_countersignatures (engagement_id, lead_id, staff_id, person_id, signer_name, signer_title,
        credential_id, ip_address, user_agent, countersigned_at, counsel_pdf_sha256, certificate_subject, self_signed, pdf, pdf_sha256)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
    ).run(
      'en_fixture',
      leadId,
      'st_fixture',
      'principal',
      countersignature.signerName,
      countersignature.signerTitle,
      countersignature.credentialId,
      countersignature.ipAddress,
      countersignature.userAgent,
      countersignature.countersignedAt,
      countersignature.counselPdfSha256,
      countersignature.certificateSubject,
      countersignature.pdf,
      countersignature.pdfSha256,
    )
    // An upload kept on disk, as a single instance keeps them: two sealed records.
    const uploadId = 'f'.repeat(32)
    const { key, wrapped } = newFileKey(MASTER_KEY, uploadId)
    const plaintext = Buffer.from('Payroll register, 2021, pages 1 to 40.'.repeat(50))
    const frames = [
      sealRecord(key, uploadId, 0, plaintext.subarray(0, 1000)),
      sealRecord(key, uploadId, 1, plaintext.subarray(1000)),
    ]
    const file = Buffer.concat(frames)
    fs.mkdirSync(path.join(dir, 'records'))
    fs.writeFileSync(path.join(dir, 'records', 'upload.rec'), file)
    db.prepare(
      `INSERT INTO record_files (id, engagement_id, lead_id, display_name, size, received, stored_bytes, records, storage,
        storage_name, wrapped_key, kind, sha256, created_at, completed_at)
        VALUES (?, 'en_fixture', ?, 'payroll.pdf', ?, ?, ?, 2, 'disk', 'upload.rec', ?, 'pdf', ?, 1793548800000, 1793548900000)`,
    ).run(uploadId, leadId, plaintext.length, plaintext.length, file.length, wrapped, 'c'.repeat(64))
    return { uploadId, plaintext }
  } finally {
    db.close()
  }
}

describe('npm run leads:migrate: every table', () => {
  it('leaves behind only the tables it names, with why', async () => {
    const temp = temporaryDir('leads-migrate-tables-')
    try {
      new LeadStore(temp.dir, { migrations: FEATURE_MIGRATIONS, routes: [MAIL_ROUTE] }).close()
      const sqlite = new Database(path.join(temp.dir, DATABASE_FILE), { readonly: true })
      const sqliteTables = (
        sqlite
          .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
          .all() as Array<{
          name: string
        }>
      ).map((row) => row.name)
      sqlite.close()
      const url = await engines.postgresUrl()
      await migrateLeads(temp.dir, url)
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      const postgresTables = (
        await client.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
      ).rows.map((row) => row.tablename)
      await client.end()
      const schema = [...new Set([...sqliteTables, ...postgresTables])].sort()
      expect([...new Set([...CARRIED_TABLES, ...Object.keys(NOT_CARRIED)])].sort()).toEqual(schema)
    } finally {
      temp.remove()
    }
  })

  it('carries the engagement (terms, signatures, countersignature, chain, tombstones, records on disk); the chain checks whole; a second run adds nothing', async () => {
    const temp = temporaryDir('leads-migrate-engagement-')
    try {
      const { uploadId, plaintext } = sourceDatabase(temp.dir)
      const url = await engines.postgresUrl()
      const first = await migrateLeads(temp.dir, url)
      expect(first.engagement).toMatchObject({ recordsMovedFromDisk: 1 })
      expect(first.engagement.added).toBe(first.engagement.read)
      expect(first.deliveries).toEqual({ read: 1, added: 1 })
      expect(first.jobRuns).toEqual({ read: 1, added: 1 })

      const sqlite = new Database(path.join(temp.dir, DATABASE_FILE), { readonly: true })
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        for (const table of CARRIED_TABLES) {
          const source = sqlite.prepare(`SELECT * FROM ${table}`).all() as Row[]
          const columns = Object.keys(source[0] ?? {}).filter((column) => !OWN_IDS[table]?.includes(column))
          expect(source.length, `${table} has rows to carry`).toBeGreaterThan(0)
          const carried = (await client.query<Row>(`SELECT * FROM ${table}`)).rows
          const expected = source.map((row) =>
            table === 'record_files' && row.storage === 'disk' ? { ...row, storage: 'database' } : row,
          )
          if (table === 'record_chunks') {
            expect(carried.length, table).toBe(source.length + 2)
            continue
          }
          expect(carried.map((row) => normalise(row, columns)).sort(), table).toEqual(
            expected.map((row) => normalise(row, columns)).sort(),
          )
        }
        const chunks = (
          await client.query<{ seq: number; data: Buffer; wrapped_key: string }>(
            'SELECT c.seq, c.data, f.wrapped_key FROM record_chunks c JOIN record_files f ON f.id = c.file_id WHERE c.file_id = $1 ORDER BY c.seq',
            [uploadId],
          )
        ).rows
        const key = unwrapFileKey(MASTER_KEY, uploadId, chunks[0]!.wrapped_key)
        expect(Buffer.concat(chunks.map((chunk) => openRecord(key, uploadId, chunk.seq, chunk.data)))).toEqual(
          plaintext,
        )
      } finally {
        sqlite.close()
        await client.end()
      }

      const check = await runSignaturesCheck({ DATABASE_URL: url, dataDir: temp.dir })
      expect(check.lines).toContain('The chain is whole: nothing was altered or removed.')
      expect(check.lines[0]).toMatch(/^3 signed records in the chain/)

      const second = await migrateLeads(temp.dir, url)
      expect(second.engagement.added).toBe(0)
      expect(second.engagement.read).toBe(first.engagement.read)
      expect(second.deliveries.added + second.jobRuns.added).toBe(0)
    } finally {
      temp.remove()
    }
  })

  it('refuses to merge into a PostgreSQL chain that holds other signatures, and adds nothing', async () => {
    const temp = temporaryDir('leads-migrate-chain-')
    try {
      sourceDatabase(temp.dir)
      const url = await engines.postgresUrl()
      await migrateLeads(temp.dir, url)
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        // Another file whose first signature differs: its chain cannot be the same.
        const other = temporaryDir('leads-migrate-chain-other-')
        try {
          sourceDatabase(other.dir)
          const db = new Database(path.join(other.dir, DATABASE_FILE))
          db.exec('DROP TRIGGER signature_chain_no_update')
          db.prepare('UPDATE signature_chain SET entry_sha256 = ? WHERE seq = 1').run('d'.repeat(64))
          db.close()
          const before = (await client.query('SELECT count(*)::int AS n FROM engagements')).rows[0]
          await expect(migrateLeads(other.dir, url)).rejects.toThrow(
            "The PostgreSQL signature chain differs from this SQLite file's at entry 1",
          )
          expect((await client.query('SELECT count(*)::int AS n FROM engagements')).rows[0]).toEqual(before)
        } finally {
          other.remove()
        }
      } finally {
        await client.end()
      }
    } finally {
      temp.remove()
    }
  })
})

/**
 * The signed engagement record cannot be replaced, deleted or truncated, on SQLite and on a real PostgreSQL
 * server started by this file: each statement the fourth security review used is refused; erasure and
 * retention delete it through the audited gate, leaving a tombstone; the chain check (npm run
 * signatures:check) finds a record altered or removed once the triggers are gone; migration 8 chains the
 * signatures that existed before it.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { ENGINES, type Engine, type EngineDatabase, twoEngines } from '../../tests/support/two-engines'
import { FEATURE_MIGRATIONS } from '../migrations'
import { migratePostgres, migrateSqlite } from '../shared/database/migrations'
import { migrationsUpTo } from '../../tests/support/migrations'
import { runRetention } from '../leads/retention'
import { DATABASE_FILE } from '../leads/store'
import { sampleLead, temporaryDir } from '../../tests/support/server-fixtures'
import { PostgresInboxDb, SqliteInboxDb, type InboxDb } from '../shared/database/sql'
import { runSignaturesCheck } from '../../scripts/signatures-check'
import { EngagementStore, type SignatureInput } from './engagement-store'
import { checkSignatureChain } from './signature-chain'

const engines = twoEngines('chain')

interface Opened extends EngineDatabase {
  /** the check as an operator runs it */
  check: () => Promise<{ ok: boolean; lines: string[] }>
}

async function openWithCheck(engine: Engine): Promise<Opened> {
  const opened = await engines.open(engine)
  return { ...opened, check: () => runSignaturesCheck({ dataDir: opened.dataDir, DATABASE_URL: opened.url }) }
}

const DAY = 24 * 60 * 60_000
const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex')
const signature = (name: string): SignatureInput => ({
  letterText: 'Engagement letter\n\nText.\n',
  textSha256: 'a'.repeat(64),
  signerName: name,
  signerTitle: 'Partner',
  signerFirm: 'Pell & Ward LLP',
  signerEmail: 'counsel@example.com',
  ipAddress: '203.0.113.7',
  userAgent: 'Test',
  openedAt: 1,
  viewedAt: 2,
  signedAt: 3,
  pdf: Buffer.from('%PDF-1.7 signed'),
  pdfSha256: sha256Hex('%PDF-1.7 signed'),
})

async function signedEngagement(opened: Opened, id: string, name = 'Marisol Pell') {
  const { id: leadId } = await opened.store.save({
    formId: 'contact',
    lead: sampleLead({ email: `${id}@example.com` }),
    spam: false,
  })
  const engagements = new EngagementStore(opened.db)
  await engagements.create({
    id,
    leadId,
    tokenHash: `hash-${id}`,
    letterVersion: 'v1',
    caseDetails: { caption: 'A v. B' },
    sentBy: 'st_x',
    signBy: Date.now() + DAY,
  })
  expect(await engagements.sign(id, leadId, signature(name))).toBe(true)
  return { leadId, engagements }
}

const COLUMNS =
  'engagement_id, lead_id, letter_text, text_sha256, signer_name, signer_title, signer_firm, signer_email, ip_address, user_agent, opened_at, viewed_at, signed_at, pdf, pdf_sha256'
const forgedValues = (id: string, leadId: string) => [
  id,
  leadId,
  'Engagement letter\n\nText.\n',
  'a'.repeat(64),
  'Forged Name',
  'Partner',
  'Pell & Ward LLP',
  'counsel@example.com',
  '203.0.113.7',
  'Test',
  1,
  2,
  3,
  Buffer.from('%PDF-1.7 forged'),
  sha256Hex('%PDF-1.7 forged'),
]
const PLACEHOLDERS = Array.from({ length: 15 }, () => '?').join(', ')

const signerOf = async (db: InboxDb, id: string) =>
  (await db.get<{ signer_name: string }>('SELECT signer_name FROM engagement_signatures WHERE engagement_id = ?', [id]))
    ?.signer_name

describe.each(ENGINES)('the %s store', (kind) => {
  const open = () => openWithCheck(kind)

  it('refuses INSERT OR REPLACE (on PostgreSQL, INSERT ... ON CONFLICT DO UPDATE) of a signature', async () => {
    const opened = await open()
    const { leadId } = await signedEngagement(opened, 'en_replace')
    const upsert =
      kind === 'sqlite'
        ? `INSERT OR REPLACE INTO engagement_signatures (${COLUMNS}) VALUES (${PLACEHOLDERS})`
        : `INSERT INTO engagement_signatures (${COLUMNS}) VALUES (${PLACEHOLDERS}) ON CONFLICT (engagement_id) DO UPDATE SET signer_name = EXCLUDED.signer_name`
    await expect(opened.db.run(upsert, forgedValues('en_replace', leadId))).rejects.toThrow(/cannot be replaced/)
    expect(await signerOf(opened.db, 'en_replace')).toBe('Marisol Pell')
    expect((await opened.check()).ok).toBe(true)
  })

  it('refuses DELETE of a signature, one row or all', async () => {
    const opened = await open()
    await signedEngagement(opened, 'en_delete')
    await expect(
      opened.db.run('DELETE FROM engagement_signatures WHERE engagement_id = ?', ['en_delete']),
    ).rejects.toThrow(/deleted only by erasure or retention/)
    await expect(opened.db.run('DELETE FROM engagement_signatures')).rejects.toThrow(/deleted only by erasure/)
    expect(await signerOf(opened.db, 'en_delete')).toBe('Marisol Pell')
  })

  it('refuses UPDATE of a signature', async () => {
    const opened = await open()
    await signedEngagement(opened, 'en_update')
    await expect(
      opened.db.run("UPDATE engagement_signatures SET signer_name = 'Changed' WHERE engagement_id = ?", ['en_update']),
    ).rejects.toThrow(/cannot be changed/)
    expect(await signerOf(opened.db, 'en_update')).toBe('Marisol Pell')
  })

  it('refuses DELETE then INSERT of a signature in one transaction', async () => {
    const opened = await open()
    const { leadId } = await signedEngagement(opened, 'en_swap')
    await expect(
      opened.db.transaction(async (db) => {
        await db.run('DELETE FROM engagement_signatures WHERE engagement_id = ?', ['en_swap'])
        await db.run(`INSERT INTO engagement_signatures (${COLUMNS}) VALUES (${PLACEHOLDERS})`, [
          ...forgedValues('en_swap', leadId),
        ])
      }),
    ).rejects.toThrow(/deleted only by erasure/)
    expect(await signerOf(opened.db, 'en_swap')).toBe('Marisol Pell')
  })

  it.runIf(kind === 'postgres')('refuses TRUNCATE of the signatures, the chain and the tombstones', async () => {
    const opened = await open()
    await signedEngagement(opened, 'en_truncate')
    await expect(opened.db.run('TRUNCATE engagement_signatures')).rejects.toThrow(/deleted only by erasure/)
    await expect(opened.db.run('TRUNCATE engagements CASCADE')).rejects.toThrow(/deleted only by erasure/)
    await expect(opened.db.run('TRUNCATE signature_chain')).rejects.toThrow(/only appended to/)
    await expect(opened.db.run('TRUNCATE signature_tombstones')).rejects.toThrow(/only appended to/)
    expect(await signerOf(opened.db, 'en_truncate')).toBe('Marisol Pell')
  })

  it('refuses any change to the chain but an append after its last entry', async () => {
    const opened = await open()
    await signedEngagement(opened, 'en_chain')
    await expect(opened.db.run("UPDATE signature_chain SET record_sha256 = 'x'")).rejects.toThrow(/only appended/)
    await expect(opened.db.run('DELETE FROM signature_chain')).rejects.toThrow(/only appended/)
    const replace =
      kind === 'sqlite'
        ? 'INSERT OR REPLACE INTO signature_chain (seq, kind, record_id, engagement_id, record_sha256, prev_sha256, entry_sha256) VALUES (1, ?, ?, ?, ?, ?, ?)'
        : 'INSERT INTO signature_chain (seq, kind, record_id, engagement_id, record_sha256, prev_sha256, entry_sha256) VALUES (1, ?, ?, ?, ?, ?, ?) ON CONFLICT (seq) DO NOTHING'
    await expect(
      opened.db.run(replace, ['signature', 'en_chain', 'en_chain', 'x', '0'.repeat(64), 'y']),
    ).rejects.toThrow(/only appended/)
    await expect(
      opened.db.run('INSERT INTO signature_tombstones (kind, record_id, record_sha256, audit_id) VALUES (?, ?, ?, ?)', [
        'signature',
        'en_chain',
        'x',
        1,
      ]),
    ).rejects.toThrow(/only appended/)
    expect((await opened.check()).ok).toBe(true)
  })

  it('erasure and retention delete a signature through the audited gate, which leaves a tombstone the check accepts', async () => {
    const opened = await open()
    const erased = await signedEngagement(opened, 'en_erased')
    const kept = await signedEngagement(opened, 'en_kept', 'Dana Ward')
    const expired = await signedEngagement(opened, 'en_expired', 'Lee Ortiz')
    await opened.store.eraseLeads([erased.leadId])
    const later = Date.now() + 400 * DAY
    await expired.engagements.closeUploads('en_expired', later - 100 * DAY)
    await kept.engagements.closeUploads('en_kept', later - 10 * DAY)
    const log = { info: () => {} } as unknown as Parameters<typeof runRetention>[2]
    await runRetention(opened.store, 30, log, later, 90)
    expect(await signerOf(opened.db, 'en_erased')).toBeUndefined()
    expect(await signerOf(opened.db, 'en_expired')).toBeUndefined()
    expect(await signerOf(opened.db, 'en_kept')).toBe('Dana Ward')
    const tombstones = await opened.db.all<{ record_id: string; action: string; subject_id: string }>(
      'SELECT t.record_id, a.action, a.subject_id FROM signature_tombstones t JOIN audit_log a ON a.id = t.audit_id ORDER BY t.record_id',
    )
    expect(tombstones).toEqual([
      { record_id: 'en_erased', action: 'engagement.signature_erased', subject_id: 'en_erased' },
      { record_id: 'en_expired', action: 'engagement.signature_expired', subject_id: 'en_expired' },
    ])
    expect(await opened.db.all('SELECT * FROM signature_erasure_gate')).toEqual([])
    const report = await checkSignatureChain(opened.db)
    expect(report).toMatchObject({ entries: 3, problems: [] })
    const command = await opened.check()
    expect(command.ok).toBe(true)
    expect(command.lines[0]).toBe(`3 signed records in the chain; last hash ${report.head}`)
  })

  it('the check reports a signature altered, one removed and one added outside the chain once the triggers are gone', async () => {
    const opened = await open()
    await signedEngagement(opened, 'en_altered')
    await signedEngagement(opened, 'en_removed', 'Dana Ward')
    await signedEngagement(opened, 'en_whole', 'Lee Ortiz')
    expect((await opened.check()).ok).toBe(true)
    // what someone with the database file (or its owner's rights) could still do
    if (kind === 'sqlite')
      for (const trigger of ['no_update', 'no_delete', 'no_replace', 'tombstone'])
        await opened.db.run(`DROP TRIGGER engagement_signatures_${trigger}`)
    else await opened.db.run('ALTER TABLE engagement_signatures DISABLE TRIGGER USER')
    await opened.db.run("UPDATE engagement_signatures SET signer_name = 'Changed' WHERE engagement_id = ?", [
      'en_altered',
    ])
    await opened.db.run('DELETE FROM engagement_signatures WHERE engagement_id = ?', ['en_removed'])
    const { id: otherLead } = await opened.store.save({
      formId: 'contact',
      lead: sampleLead({ email: 'added@example.com' }),
      spam: false,
    })
    await new EngagementStore(opened.db).create({
      id: 'en_added',
      leadId: otherLead,
      tokenHash: 'hash-en_added',
      letterVersion: 'v1',
      caseDetails: {},
      sentBy: 'st_x',
      signBy: Date.now() + DAY,
    })
    await opened.db.run(`INSERT INTO engagement_signatures (${COLUMNS}) VALUES (${PLACEHOLDERS})`, [
      ...forgedValues('en_added', otherLead),
    ])
    const command = await opened.check()
    expect(command.ok).toBe(false)
    expect(command.lines.slice(2)).toEqual([
      'entry 1 (signature en_altered): the signature was altered',
      'entry 2 (signature en_removed): the signature was removed without erasure',
      'signature en_added: not in the chain',
    ])
  })

  it('chains signatures made at the same moment one after the other', async () => {
    const opened = await open()
    const ids = ['en_a', 'en_b', 'en_c', 'en_d', 'en_e']
    const engagements = new EngagementStore(opened.db)
    const leads: string[] = []
    for (const id of ids) {
      const { id: leadId } = await opened.store.save({
        formId: 'contact',
        lead: sampleLead({ email: `${id}@example.com` }),
        spam: false,
      })
      leads.push(leadId)
      await engagements.create({
        id,
        leadId,
        tokenHash: `hash-${id}`,
        letterVersion: 'v1',
        caseDetails: {},
        sentBy: 'st_x',
        signBy: Date.now() + DAY,
      })
    }
    const signed = await Promise.all(ids.map((id, index) => engagements.sign(id, leads[index]!, signature(id))))
    expect(signed).toEqual(ids.map(() => true))
    expect(await checkSignatureChain(opened.db)).toMatchObject({ entries: 5, problems: [] })
  })
})

describe('migration 8', () => {
  const EARLIER = migrationsUpTo('engagement', 1)
  const CHAINED = [{ feature: 'engagement', version: 2 }]
  // migration 8 itself: the later engagement steps are not what this checks
  const THROUGH_CHAIN = migrationsUpTo('engagement', 2)
  const lead = (id: string) => [id, 'contact', 'contact', 'Jane', 'Doe', `${id}@example.com`, '2026-01-01T00:00:00Z']
  const LEAD_INSERT =
    'INSERT INTO leads (id, form_id, form_type, first_name, last_name, email, received_at) VALUES (?, ?, ?, ?, ?, ?, ?)'
  const ENGAGEMENT_INSERT =
    "INSERT INTO engagements (id, lead_id, token_hash, state, letter_version, case_details, sent_by, sent_at, sign_by, updated_at) VALUES (?, ?, ?, 'signed', 'v1', '{}', 'st_x', 1, 2, 3)"

  it('chains the signatures that existed, in the order they were signed, on SQLite', () => {
    const temp = temporaryDir('signature-migration-')
    engines.afterThisTest(temp.remove)
    const file = path.join(temp.dir, DATABASE_FILE)
    const db = new Database(file)
    migrateSqlite(db, EARLIER)
    for (const [index, id] of ['en_late', 'en_early'].entries()) {
      db.prepare(LEAD_INSERT).run(...lead(`ld_${id}`))
      db.prepare(ENGAGEMENT_INSERT).run(id, `ld_${id}`, `hash-${id}`)
      const values = forgedValues(id, `ld_${id}`)
      values[12] = 100 - index
      db.prepare(`INSERT INTO engagement_signatures (${COLUMNS}) VALUES (${PLACEHOLDERS})`).run(...values)
    }
    expect(migrateSqlite(db, THROUGH_CHAIN)).toEqual(CHAINED)
    expect(db.prepare('SELECT seq, record_id FROM signature_chain ORDER BY seq').all()).toEqual([
      { seq: 1, record_id: 'en_early' },
      { seq: 2, record_id: 'en_late' },
    ])
    migrateSqlite(db, FEATURE_MIGRATIONS)
    db.close()
    expect(fs.existsSync(file)).toBe(true)
    const inbox = new SqliteInboxDb(temp.dir)
    engines.afterThisTest(() => inbox.close())
    return expect(checkSignatureChain(inbox)).resolves.toMatchObject({ entries: 2, problems: [] })
  })

  it('chains the signatures that existed on PostgreSQL', async () => {
    const pool = new pg.Pool({ connectionString: await engines.postgresUrl(), max: 2 })
    engines.afterThisTest(() => pool.end())
    await migratePostgres(pool, EARLIER)
    const numbered = (sql: string) => {
      let index = 0
      return sql.replace(/\?/g, () => `$${String((index += 1))}`)
    }
    for (const id of ['en_one', 'en_two']) {
      await pool.query(numbered(LEAD_INSERT), lead(`ld_${id}`))
      await pool.query(numbered(ENGAGEMENT_INSERT), [id, `ld_${id}`, `hash-${id}`])
      await pool.query(
        numbered(`INSERT INTO engagement_signatures (${COLUMNS}) VALUES (${PLACEHOLDERS})`),
        forgedValues(id, `ld_${id}`),
      )
    }
    expect(await migratePostgres(pool, THROUGH_CHAIN)).toEqual(CHAINED)
    await migratePostgres(pool, FEATURE_MIGRATIONS)
    expect(await checkSignatureChain(new PostgresInboxDb(pool))).toMatchObject({ entries: 2, problems: [] })
  })
})

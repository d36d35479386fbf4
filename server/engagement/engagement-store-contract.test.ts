/**
 * The engagement's part of the store contract (migration 7), on SQLite and on a real PostgreSQL server
 * started by this file: one signature per engagement that no update can change, a resend voids the old
 * token, records sealed into the database round-trip and never hold their plaintext, erasure reaches every
 * engagement table, and retention keeps an engaged request until its upload window closed long enough ago.
 */
import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { ENGINES, type EngineDatabase, twoEngines } from '../../tests/support/two-engines'
import { runRetention } from '../leads/retention'
import { sampleLead } from '../../tests/support/server-fixtures'
import { pdfBytes } from '../../tests/support/pdf-bytes'
import type { InboxDb } from '../shared/database/sql'
import { EngagementStore, type SignatureInput } from './engagement-store'
import { EngagementTermsStore } from './engagement-terms-store'
import { LEAD_ENGAGEMENT_TABLES } from './engagement-migration'
import { RecordVault } from './record-vault'

const engines = twoEngines('engagements')

const DAY = 24 * 60 * 60_000
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
  pdfSha256: 'b'.repeat(64),
})

async function engagedLead(opened: EngineDatabase, email: string, id: string) {
  const { id: leadId } = await opened.store.save({ formId: 'contact', lead: sampleLead({ email }), spam: false })
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
  return { leadId, engagements }
}

async function count(db: InboxDb, table: string, leadId: string): Promise<number> {
  return Number((await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE lead_id = ?`, [leadId]))?.n ?? 0)
}

describe.each(ENGINES)('the %s store', (kind) => {
  const open = () => engines.open(kind)

  it('signs an engagement once, and no update changes the signature', async () => {
    const opened = await open()
    const { leadId, engagements } = await engagedLead(opened, 'one@example.com', 'en_one')
    expect(await engagements.sign('en_one', leadId, signature('Marisol Pell'))).toBe(true)
    expect(await engagements.sign('en_one', leadId, signature('Someone Else'))).toBe(false)
    expect((await engagements.signature('en_one'))?.signerName).toBe('Marisol Pell')
    await expect(
      opened.db.run("UPDATE engagement_signatures SET signer_name = 'Changed' WHERE engagement_id = ?", ['en_one']),
    ).rejects.toThrow(/cannot be changed/)
    expect((await engagements.signedPdf('en_one'))?.toString()).toBe('%PDF-1.7 signed')
  })

  it('voids the old token on a resend and on a withdrawal', async () => {
    const opened = await open()
    const { engagements } = await engagedLead(opened, 'two@example.com', 'en_two')
    await engagements.reissue('en_two', 'hash-new', {
      letterVersion: 'v2',
      caseDetails: { caption: 'A v. B' },
      signBy: Date.now() + DAY,
    })
    expect(await engagements.byTokenHash('hash-en_two')).toBeUndefined()
    expect((await engagements.byTokenHash('hash-new'))?.letterVersion).toBe('v2')
    expect(await engagements.withdraw('en_two', 'hash-void')).toBe(true)
    expect(await engagements.byTokenHash('hash-new')).toBeUndefined()
  })

  it('keeps records sealed in the database, reads them back whole, and erasure removes every engagement row', async () => {
    const opened = await open()
    const { leadId, engagements } = await engagedLead(opened, 'three@example.com', 'en_three')
    const vault = new RecordVault(engagements, randomBytes(32), { kind: 'database' })
    const plaintext = pdfBytes(2 * 1024 * 1024 + 86)
    const file = await vault.create({
      engagementId: 'en_three',
      leadId,
      displayName: '../../x',
      size: plaintext.length,
    })
    expect(await vault.write(file.id, 0, Readable.from([plaintext.subarray(0, 1_500_000)]))).toBe(1_500_000)
    expect(await vault.write(file.id, 1_500_000, Readable.from([plaintext.subarray(1_500_000)]))).toBe(plaintext.length)
    const stored = await vault.fileOf(file.id)
    expect(stored?.kind).toBe('pdf')
    expect(stored?.displayName).toBe('../../x.pdf')
    const chunks = await opened.db.all<{ data: Buffer }>('SELECT data FROM record_chunks WHERE file_id = ?', [file.id])
    expect(chunks.length).toBe(3)
    for (const chunk of chunks)
      expect(Buffer.from(chunk.data).includes(plaintext.subarray(100_000, 100_064))).toBe(false)
    const back: Buffer[] = []
    for await (const part of vault.plaintext(stored!)) back.push(part)
    expect(Buffer.concat(back).equals(plaintext)).toBe(true)

    await engagements.sign('en_three', leadId, signature('Counsel'))
    await opened.store.eraseLeads([leadId])
    for (const table of LEAD_ENGAGEMENT_TABLES) expect(await count(opened.db, table, leadId), table).toBe(0)
  })

  it('stores the terms chosen when sending, reads them back checked, and erasure removes them', async () => {
    const opened = await open()
    const { leadId } = await engagedLead(opened, 'terms@example.com', 'en_terms')
    const terms = new EngagementTermsStore(opened.db)
    expect(await terms.of('en_terms')).toBeUndefined()
    const chosen = {
      scope: 'consulting' as const,
      expert: 'avery-sample',
      payer: 'client-and-counsel' as const,
      forum: { kind: 'state' as const, state: 'TX' },
      conflicts: { kind: 'waived' as const, matters: [{ caption: 'Ortiz v. Gulf Freight, Inc.', side: 'defense' }] },
    }
    await terms.save('en_terms', leadId, chosen, 'st_x')
    expect(await terms.of('en_terms')).toEqual(chosen)
    await expect(terms.save('en_terms', leadId, chosen, 'st_x')).rejects.toThrow()
    await expect(terms.save('en_terms', leadId, { ...chosen, payer: 'insurer' as never }, 'st_x')).rejects.toThrow()
    await opened.store.eraseLeads([leadId])
    expect(await count(opened.db, 'engagement_terms', leadId)).toBe(0)
  })

  it('retention keeps a request with an engagement past LEAD_RETENTION_DAYS, and deletes it once its upload window closed RECORDS_RETENTION_DAYS ago', async () => {
    const opened = await open()
    const { leadId, engagements } = await engagedLead(opened, 'four@example.com', 'en_four')
    const { id: plainLead } = await opened.store.save({
      formId: 'contact',
      lead: sampleLead({ email: 'five@example.com' }),
      spam: false,
    })
    const log = { info: () => {} } as unknown as Parameters<typeof runRetention>[2]
    const later = Date.now() + 400 * DAY
    await runRetention(opened.store, 30, log, later, 90)
    expect(await opened.store.getLead(plainLead)).toBeUndefined()
    expect(await opened.store.getLead(leadId)).toBeDefined()
    await engagements.closeUploads('en_four', later - 100 * DAY)
    await opened.db.run('DELETE FROM job_runs')
    await runRetention(opened.store, 30, log, later, 120)
    expect(await opened.store.getLead(leadId)).toBeDefined()
    await opened.db.run('DELETE FROM job_runs')
    await runRetention(opened.store, 30, log, later, 90)
    expect(await opened.store.getLead(leadId)).toBeUndefined()
    for (const table of LEAD_ENGAGEMENT_TABLES) expect(await count(opened.db, table, leadId), table).toBe(0)
  })
})

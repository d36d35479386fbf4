/**
 * The firm's decision on a signed engagement (engagement step 4), on SQLite and on a real PostgreSQL server started
 * by this file: the countersignature is its own chain entry, taken once and only after counsel signed, never
 * changed; a decline (who, why) closes the upload window and rules the countersignature out; erasure takes the
 * countersignature through the audited gate, leaving a tombstone the chain check accepts.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ENGINES, type EngineDatabase, twoEngines } from '../../tests/support/two-engines'
import { sampleLead } from '../../tests/support/server-fixtures'
import { CountersignatureStore } from './countersignature-store'
import type { CountersignatureInput } from './countersignature-record'
import { EngagementStore, type SignatureInput } from './engagement-store'
import { checkSignatureChain } from './signature-chain'

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex')

const engines = twoEngines('countersignatures')
type Opened = EngineDatabase

const signature: SignatureInput = {
  letterText: 'Engagement letter\n\nText.\n',
  textSha256: 'a'.repeat(64),
  signerName: 'Marisol Pell',
  signerTitle: 'Partner',
  signerFirm: 'Pell & Ward LLP',
  signerEmail: 'counsel@example.com',
  ipAddress: '203.0.113.7',
  userAgent: 'Test',
  openedAt: 1,
  viewedAt: 2,
  signedAt: 3,
  pdf: Buffer.from('%PDF-1.7 counsel'),
  pdfSha256: sha256('%PDF-1.7 counsel'),
}

const countersignature = (name: string): CountersignatureInput => ({
  staffId: 'st_principal',
  personId: 'principal',
  signerName: name,
  signerTitle: 'Principal',
  credentialId: 'cred-1',
  ipAddress: '198.51.100.4',
  userAgent: 'Inbox',
  countersignedAt: 10,
  counselPdfSha256: sha256('%PDF-1.7 counsel'),
  certificateSubject: 'Test Firm (self-signed)',
  selfSigned: true,
  pdf: Buffer.from('%PDF-1.7 final'),
  pdfSha256: sha256('%PDF-1.7 final'),
})

async function signedEngagement(opened: Opened, email: string, id: string, sign = true) {
  const { id: leadId } = await opened.store.save({ formId: 'contact', lead: sampleLead({ email }), spam: false })
  const engagements = new EngagementStore(opened.db)
  await engagements.create({
    id,
    leadId,
    tokenHash: `hash-${id}`,
    letterVersion: 'v1',
    caseDetails: { caption: 'A v. B' },
    sentBy: 'st_x',
    signBy: Date.now() + 86_400_000,
  })
  if (sign) await engagements.sign(id, leadId, signature)
  return { leadId, engagements, decisions: new CountersignatureStore(opened.db) }
}

describe.each(ENGINES)('the %s store', (kind) => {
  const open = () => engines.open(kind)

  it('countersigns only after counsel signed, once, as its own chain entry that no statement changes', async () => {
    const opened = await open()
    const unsigned = await signedEngagement(opened, 'early@example.com', 'en_early', false)
    expect(await unsigned.decisions.countersign('en_early', unsigned.leadId, countersignature('Ann Firm'))).toBe(false)

    const { leadId, decisions } = await signedEngagement(opened, 'one@example.com', 'en_one')
    expect(await decisions.decision('en_one')).toEqual({ kind: 'awaiting' })
    expect(await decisions.countersign('en_one', leadId, countersignature('Ann Firm'))).toBe(true)
    expect(await decisions.countersign('en_one', leadId, countersignature('Someone Else'))).toBe(false)
    expect(await decisions.decline('en_one', 'st_x', 'Too late')).toBe(false)
    const decision = await decisions.decision('en_one')
    expect(decision.kind === 'countersigned' && decision.countersignature).toMatchObject({
      signerName: 'Ann Firm',
      counselPdfSha256: sha256('%PDF-1.7 counsel'),
      selfSigned: true,
    })
    expect((await decisions.finalPdf('en_one'))?.toString()).toBe('%PDF-1.7 final')
    await expect(
      opened.db.run("UPDATE engagement_countersignatures SET signer_name = 'Changed' WHERE engagement_id = ?", [
        'en_one',
      ]),
    ).rejects.toThrow(/cannot be changed/)
    await expect(
      opened.db.run('DELETE FROM engagement_countersignatures WHERE engagement_id = ?', ['en_one']),
    ).rejects.toThrow(/deleted only by erasure or retention/)
    const report = await checkSignatureChain(opened.db)
    expect(report.problems).toEqual([])
    const kinds = await opened.db.all<{ kind: string; recordId: string }>(
      'SELECT kind, record_id AS "recordId" FROM signature_chain ORDER BY seq',
    )
    expect(kinds).toEqual([
      { kind: 'signature', recordId: 'en_one' },
      { kind: 'countersignature', recordId: 'en_one' },
    ])
  })

  it('a decline needs counsel’s signature, records who and why, closes the upload window and rules out countersigning', async () => {
    const opened = await open()
    const { leadId, engagements, decisions } = await signedEngagement(opened, 'two@example.com', 'en_two')
    expect(await decisions.decline('en_two', 'st_principal', 'A conflict surfaced after signing.', 50)).toBe(true)
    expect(await decisions.decline('en_two', 'st_principal', 'Again', 60)).toBe(false)
    expect(await decisions.decision('en_two')).toEqual({
      kind: 'declined',
      declined: { declinedAt: 50, declinedBy: 'st_principal', reason: 'A conflict surfaced after signing.' },
    })
    expect((await engagements.byId('en_two'))?.uploadsClosedAt).toBe(50)
    expect(await decisions.countersign('en_two', leadId, countersignature('Ann Firm'))).toBe(false)
  })

  it('erasure removes the countersignature through the gate, and the chain check accepts its tombstone', async () => {
    const opened = await open()
    const { leadId, decisions } = await signedEngagement(opened, 'three@example.com', 'en_three')
    await decisions.countersign('en_three', leadId, countersignature('Ann Firm'))
    await opened.store.eraseLeads([leadId])
    const left = await opened.db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM engagement_countersignatures WHERE lead_id = ?',
      [leadId],
    )
    expect(Number(left?.n)).toBe(0)
    const tombstones = await opened.db.all<{ kind: string }>(
      'SELECT kind FROM signature_tombstones WHERE record_id = ? ORDER BY kind',
      ['en_three'],
    )
    expect(tombstones.map((row) => row.kind)).toEqual(['countersignature', 'signature'])
    expect((await checkSignatureChain(opened.db)).problems).toEqual([])
  })
})

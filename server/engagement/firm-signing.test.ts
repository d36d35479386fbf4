/**
 * The firm's PDF signature, checked by poppler's pdfsig as a reader would: valid over the whole file, and a
 * digest mismatch once one byte of the signed range changes. pdfsig (poppler-utils) is a prerequisite.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { afterAll, describe, expect, it } from 'vitest'
import { firmCertificate, POSTGRES_NEEDS_CERTIFICATE, selfSignedP12, signPdfAsFirm } from './firm-signing'

const run = promisify(execFile)
const PDFSIG = ['/usr/bin/pdfsig', '/bin/pdfsig'].find((file) => fs.existsSync(file))
if (!PDFSIG) throw new Error('pdfsig is missing: apt-get install -y poppler-utils (CI installs it)')

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-signing-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

async function letterPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([612, 792])
  page.drawText('Engagement letter, countersigned', {
    x: 72,
    y: 700,
    font: await doc.embedFont(StandardFonts.Helvetica),
  })
  return Buffer.from(await doc.save())
}

async function pdfsig(pdf: Buffer, name: string): Promise<string> {
  const file = path.join(dir, name)
  fs.writeFileSync(file, pdf)
  // pdfsig exits non-zero for a signature it finds invalid; its report is what the test reads
  const result = await run(PDFSIG!, [file]).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? '',
  }))
  return `${result.stdout}${result.stderr}`
}

const details = {
  reason: 'Countersigned engagement letter',
  contact: 'office@example.com',
  location: 'Houston, Texas',
  signingTime: new Date('2026-12-13T19:37:00Z'),
}

describe('the firm certificate', () => {
  it('is generated once into DATA_DIR (0600) on a single SQLite instance, self-signed, and reused', () => {
    const dataDir = path.join(dir, 'data')
    const settings = {
      p12Path: undefined,
      p12Password: undefined,
      databaseUrl: undefined,
      dataDir,
      firmName: 'Test Firm',
    }
    const first = firmCertificate(settings)
    expect(first.selfSigned).toBe(true)
    expect(first.subject).toBe('Test Firm (self-signed)')
    const file = path.join(dataDir, 'firm-signing-self-signed.p12')
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(firmCertificate(settings).p12.equals(first.p12)).toBe(true)
  })

  it('refuses to start on PostgreSQL without a configured certificate, and names the setting', () => {
    expect(() =>
      firmCertificate({
        p12Path: undefined,
        p12Password: undefined,
        databaseUrl: 'postgres://localhost/site',
        dataDir: dir,
        firmName: 'Test Firm',
      }),
    ).toThrow(POSTGRES_NEEDS_CERTIFICATE)
  })

  it('reads FIRM_SIGNING_P12 and refuses a wrong password with a clear message', () => {
    const file = path.join(dir, 'firm.p12')
    fs.writeFileSync(file, selfSignedP12('Configured Firm'))
    const settings = { p12Path: file, p12Password: '', databaseUrl: 'postgres://x', dataDir: dir, firmName: 'x' }
    const configured = firmCertificate(settings)
    expect(configured.selfSigned).toBe(false)
    expect(configured.subject).toBe('Configured Firm (self-signed)')
    expect(() => firmCertificate({ ...settings, p12Password: 'wrong' })).toThrow(/FIRM_SIGNING_P12 cannot be opened/)
  })
})

describe('the signed PDF, read by pdfsig', () => {
  it('is a valid signature over the whole file, and a digest mismatch after one byte of the first range changes', async () => {
    const certificate = firmCertificate({
      p12Path: undefined,
      p12Password: undefined,
      databaseUrl: undefined,
      dataDir: path.join(dir, 'data-pdfsig'),
      firmName: 'Test Firm',
    })
    const signed = await signPdfAsFirm(await letterPdf(), certificate, details)
    const report = await pdfsig(signed, 'signed.pdf')
    expect(report).toContain('Signature Validation: Signature is Valid.')
    expect(report).toContain('Total document signed')

    const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(signed.toString('latin1'))
    expect(range).not.toBeNull()
    const [start, length] = [Number(range![1]), Number(range![2])]
    const tampered = Buffer.from(signed)
    // a byte of the binary comment on the second line: the file still parses, the signed bytes differ
    const inside = start + 10
    expect(inside).toBeLessThan(start + length)
    tampered[inside] = tampered[inside]! ^ 1
    expect(await pdfsig(tampered, 'tampered.pdf')).toContain('Signature Validation: Digest Mismatch.')
  })
})

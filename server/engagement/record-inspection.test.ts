import { describe, expect, it } from 'vitest'
import { pdfBytes } from '../../tests/support/pdf-bytes'
import { xlsxWorkbook, zipArchive } from '../../tests/support/zip-archive'
import { RecordInspection, type Verdict } from './record-inspection'

/** The verdict on `bytes` fed in pieces of `piece` bytes, as records arrive. */
async function verdictOf(bytes: Buffer, piece = 1000): Promise<Verdict> {
  const inspection = new RecordInspection()
  for (let at = 0; at < bytes.length; at += piece) inspection.push(bytes.subarray(at, at + piece))
  return inspection.verdict()
}

describe('the check of a finished upload', () => {
  it('tells consistent CSV from other text, and takes both', async () => {
    expect(await verdictOf(Buffer.from('date,amount\n2026-01-02,"1,000.00"\n2026-01-03,5\n'), 7)).toEqual({
      kind: 'csv',
    })
    expect(await verdictOf(Buffer.from('Payroll export\ndate,amount\n2026-01-02,100\n'))).toEqual({ kind: 'text' })
    expect(await verdictOf(Buffer.from('Q. Your name?\nA. Marisol Pell.\n'))).toEqual({ kind: 'text' })
    expect(await verdictOf(Buffer.from('a,b\n"open quote,1\n'))).toEqual({ kind: 'text' })
  })

  it('refuses markup, a PDF without its trailer, and a damaged archive; takes a PDF and an XLSX', async () => {
    expect(await verdictOf(Buffer.from('  <svg onload="x()"></svg>'))).toHaveProperty('refused')
    expect(await verdictOf(Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>'))).toHaveProperty('refused')
    expect(await verdictOf(pdfBytes(50_000))).toEqual({ kind: 'pdf' })
    const workbook = xlsxWorkbook(100)
    expect(await verdictOf(workbook)).toEqual({ kind: 'xlsx' })
    expect(await verdictOf(workbook.subarray(0, workbook.length - 30))).toHaveProperty('refused')
    expect(await verdictOf(zipArchive([{ name: 'notes.txt', data: Buffer.from('hello') }]))).toEqual({ kind: 'zip' })
  })
})

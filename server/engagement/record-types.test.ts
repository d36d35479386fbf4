import { deflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { headRefusal, nameForKind, pdfEndsProperly, signatureKind, TextCheck } from './record-types'
import { officeKind } from './zip-inspection'

/** A ZIP's first local entry, as Office writes [Content_Types].xml (deflated). */
function zipWith(name: string, content: string): Buffer {
  const data = deflateRawSync(Buffer.from(content))
  const header = Buffer.alloc(30)
  header.writeUInt32LE(0x04034b50, 0)
  header.writeUInt16LE(20, 4)
  header.writeUInt16LE(0, 6)
  header.writeUInt16LE(8, 8)
  header.writeUInt32LE(data.length, 18)
  header.writeUInt32LE(content.length, 22)
  header.writeUInt16LE(Buffer.byteLength(name), 26)
  return Buffer.concat([header, Buffer.from(name), data])
}

describe('what an uploaded file is, from its bytes', () => {
  it('knows PDF, JPEG, PNG, TIFF and ZIP by their signatures, whatever the name', () => {
    expect(signatureKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf')
    expect(signatureKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg')
    expect(signatureKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png')
    expect(signatureKind(Buffer.from([0x49, 0x49, 0x2a, 0x00]))).toBe('tiff')
    expect(signatureKind(Buffer.from([0x4d, 0x4d, 0x00, 0x2a]))).toBe('tiff')
    expect(signatureKind(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe('zip')
    expect(signatureKind(Buffer.from('MZ\x90\x00', 'latin1'))).toBeUndefined()
  })

  it('refuses an executable from its first bytes, and takes UTF-8 text even when a character is cut at the end', () => {
    expect(headRefusal(Buffer.from([0x4d, 0x5a, 0x90, 0x00]))).toMatch(/not accepted/)
    expect(headRefusal(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]))).toMatch(/not accepted/)
    expect(
      headRefusal(Buffer.concat([Buffer.from('name,amount\nJosé,'), Buffer.from('é').subarray(0, 1)])),
    ).toBeUndefined()
  })

  it('takes CSV as UTF-8 without NUL bytes, checked across the pieces it arrives in', () => {
    const check = new TextCheck()
    const text = Buffer.from('a,b\nñ,1\n')
    expect(check.push(text.subarray(0, 5))).toBe(true)
    expect(check.push(text.subarray(5), true)).toBe(true)
    expect(new TextCheck().push(Buffer.from('a,b\u0000\n'), true)).toBe(false)
    expect(new TextCheck().push(Buffer.from([0x61, 0xff, 0x62]), true)).toBe(false)
  })

  it('tells DOCX and XLSX from a plain ZIP by what [Content_Types].xml declares', async () => {
    expect(
      await officeKind(
        zipWith(
          '[Content_Types].xml',
          '<Types><Override ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
      ),
    ).toBe('docx')
    expect(
      await officeKind(
        zipWith(
          '[Content_Types].xml',
          '<Types><Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
        ),
      ),
    ).toBe('xlsx')
    expect(await officeKind(zipWith('[Content_Types].xml', '<Types/>'))).toBe('zip')
    expect(await officeKind(zipWith('notes.txt', 'hello'))).toBe('zip')
  })

  it('refuses text that a browser would render or run: markup at the start, or a script, HTML or SVG tag in the first 1 KB', () => {
    expect(headRefusal(Buffer.from('<HTA:APPLICATION id="x">'))).toMatch(/markup/)
    expect(headRefusal(Buffer.from('\uFEFF  \n<!doctype html><p>report'))).toMatch(/markup/)
    expect(headRefusal(Buffer.from('title,x\n"<svg onload=alert(1)>",1'))).toMatch(/markup/)
    expect(headRefusal(Buffer.from(`${'a,b\n'.repeat(300)}<script>`))).toBeUndefined()
    expect(headRefusal(Buffer.from('Q. Did you see the report?\nA. Yes, the one dated May 2.\n'))).toBeUndefined()
  })

  it('takes a PDF only with %%EOF in its last 1 KB and a startxref before it', () => {
    expect(pdfEndsProperly(Buffer.from('%PDF-1.7\n1 0 obj\n...\nstartxref\n1234\n%%EOF\n'))).toBe(true)
    expect(pdfEndsProperly(Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>'))).toBe(false)
    expect(pdfEndsProperly(Buffer.from('%PDF-1.4\n%%EOF\n'))).toBe(false)
    expect(
      pdfEndsProperly(Buffer.concat([Buffer.from('%PDF-1.4\nstartxref\n1\n%%EOF'), Buffer.alloc(2048, 0x20)])),
    ).toBe(false)
  })

  it("names a record with its detected type's extension unless the name already ends with it", () => {
    expect(nameForKind('payload.hta', 'text')).toBe('payload.hta.txt')
    expect(nameForKind('Shortcut.url', 'text')).toBe('Shortcut.url.txt')
    expect(nameForKind('ledger.CSV', 'csv')).toBe('ledger.CSV')
    expect(nameForKind('photo.jpeg', 'jpeg')).toBe('photo.jpeg')
    expect(nameForKind('scan', 'pdf')).toBe('scan.pdf')
  })
})

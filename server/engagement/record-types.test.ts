import { deflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { headMayBeAccepted, officeKind, signatureKind, TextCheck } from './record-types'

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
    expect(headMayBeAccepted(Buffer.from([0x4d, 0x5a, 0x90, 0x00]))).toBe(false)
    expect(headMayBeAccepted(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]))).toBe(false)
    expect(headMayBeAccepted(Buffer.concat([Buffer.from('name,amount\nJosé,'), Buffer.from('é').subarray(0, 1)]))).toBe(
      true,
    )
  })

  it('takes CSV as UTF-8 without NUL bytes, checked across the pieces it arrives in', () => {
    const check = new TextCheck()
    const text = Buffer.from('a,b\nñ,1\n')
    expect(check.push(text.subarray(0, 5))).toBe(true)
    expect(check.push(text.subarray(5), true)).toBe(true)
    expect(new TextCheck().push(Buffer.from('a,b\u0000\n'), true)).toBe(false)
    expect(new TextCheck().push(Buffer.from([0x61, 0xff, 0x62]), true)).toBe(false)
  })

  it('tells DOCX and XLSX from a plain ZIP by what [Content_Types].xml declares', () => {
    expect(
      officeKind(
        zipWith(
          '[Content_Types].xml',
          '<Types><Override ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
      ),
    ).toBe('docx')
    expect(
      officeKind(
        zipWith(
          '[Content_Types].xml',
          '<Types><Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
        ),
      ),
    ).toBe('xlsx')
    expect(officeKind(zipWith('[Content_Types].xml', '<Types/>'))).toBe('zip')
    expect(officeKind(zipWith('notes.txt', 'hello'))).toBe('zip')
  })
})

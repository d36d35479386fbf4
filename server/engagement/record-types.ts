/**
 * What an uploaded file is, from its bytes, never its name: PDF, JPEG, PNG, TIFF and ZIP by their
 * signatures; DOCX and XLSX as ZIP archives whose [Content_Types].xml declares the document or workbook;
 * CSV as UTF-8 text without NUL bytes. Anything else is refused.
 */
import { inflateRawSync } from 'node:zlib'

export type RecordKind = 'pdf' | 'jpeg' | 'png' | 'tiff' | 'zip' | 'docx' | 'xlsx' | 'csv'

export const RECORD_KIND_LABELS: Record<RecordKind, string> = {
  pdf: 'PDF',
  jpeg: 'JPEG image',
  png: 'PNG image',
  tiff: 'TIFF image',
  zip: 'ZIP archive',
  docx: 'Word document (DOCX)',
  xlsx: 'Excel workbook (XLSX)',
  csv: 'CSV text',
}

export const REFUSED_TYPE_MESSAGE =
  'This file type is not accepted. Send PDF, JPEG, PNG, TIFF, ZIP, DOCX, XLSX or CSV files; the type is read from the file itself, not its name.'

const SIGNATURES: ReadonlyArray<{ kind: RecordKind; bytes: readonly number[] }> = [
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { kind: 'tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  { kind: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { kind: 'zip', bytes: [0x50, 0x4b, 0x05, 0x06] },
]

/** The kind a file's first bytes declare by signature, or undefined. */
export function signatureKind(head: Uint8Array): RecordKind | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.kind
}

/** Checks text as it streams: UTF-8 throughout and no NUL byte. */
export class TextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true })
  ok = true

  push(bytes: Uint8Array, last = false): boolean {
    if (!this.ok) return false
    if (bytes.includes(0)) return (this.ok = false)
    try {
      this.decoder.decode(bytes, { stream: !last })
    } catch {
      this.ok = false
    }
    return this.ok
  }
}

/**
 * Whether a file's first bytes may begin an accepted file: a signature, or text (UTF-8 without NUL; the
 * head may end inside a character). An executable (MZ, ELF) is refused here, before anything is stored.
 */
export function headMayBeAccepted(head: Uint8Array): boolean {
  if (signatureKind(head)) return true
  return new TextCheck().push(head, false)
}

const CONTENT_TYPES = '[Content_Types].xml'
const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'
const EXCEL_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'

/**
 * DOCX or XLSX when the archive's [Content_Types].xml (found among the local entries of its first bytes,
 * where Office writes it) declares the main document or workbook; else a plain ZIP.
 */
export function officeKind(zipHead: Buffer): 'docx' | 'xlsx' | 'zip' {
  let offset = 0
  while (offset + 30 <= zipHead.length && zipHead.readUInt32LE(offset) === 0x04034b50) {
    const flags = zipHead.readUInt16LE(offset + 6)
    const method = zipHead.readUInt16LE(offset + 8)
    const compressed = zipHead.readUInt32LE(offset + 18)
    const nameLength = zipHead.readUInt16LE(offset + 26)
    const extraLength = zipHead.readUInt16LE(offset + 28)
    const name = zipHead.subarray(offset + 30, offset + 30 + nameLength).toString('utf8')
    const dataStart = offset + 30 + nameLength + extraLength
    // A size written after the data (bit 3) cannot be walked past without the central directory.
    if (flags & 0x08 && name !== CONTENT_TYPES) return 'zip'
    if (name === CONTENT_TYPES) {
      const end = flags & 0x08 ? zipHead.length : dataStart + compressed
      let xml: string
      try {
        const data = zipHead.subarray(dataStart, Math.min(end, zipHead.length))
        xml = (method === 8 ? inflateRawSync(data, { finishFlush: 2 }) : data).toString('utf8')
      } catch {
        return 'zip'
      }
      if (xml.includes(WORD_MAIN)) return 'docx'
      if (xml.includes(EXCEL_MAIN)) return 'xlsx'
      return 'zip'
    }
    offset = dataStart + compressed
  }
  return 'zip'
}

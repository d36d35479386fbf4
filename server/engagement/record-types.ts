/**
 * What an uploaded file is, from its bytes, never its name: PDF, JPEG, PNG, TIFF and ZIP by their
 * signatures; DOCX and XLSX as ZIP archives whose [Content_Types].xml declares the document or workbook;
 * UTF-8 text without NUL bytes as CSV when its rows are consistent, else as plain text. Anything else is refused.
 */
import { RECORD_FORMATS, type RecordKind } from '~/lib/engagement/record-formats'

/** The name a record is kept and downloaded under: the sender's, with the detected type's extension added unless it already ends with it. */
export function nameForKind(displayName: string, kind: RecordKind): string {
  const { extensions } = RECORD_FORMATS[kind]
  const lower = displayName.toLowerCase()
  return extensions.some((extension) => lower.endsWith(extension)) ? displayName : `${displayName}${extensions[0]}`
}

export const REFUSED_TYPE_MESSAGE =
  'This file type is not accepted. Send PDF, JPEG, PNG, TIFF, ZIP, DOCX, XLSX, CSV or plain text files; the type is read from the file itself, not its name.'

export const MARKUP_REFUSED_MESSAGE =
  'This file holds web page or script markup (HTML, SVG or a script), which is not accepted as a record. Print it to PDF and send the PDF.'

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

const MARKUP_WINDOW = 1024
const MARKUP_TAGS = ['<script', '<html', '<svg']

/** Text a browser or Windows would run or render as a page: its first 1 KB starts with `<` or holds a script, HTML or SVG tag. */
export function looksLikeMarkup(head: Uint8Array): boolean {
  const start = Buffer.from(head.subarray(0, MARKUP_WINDOW))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
  if (start.trimStart().startsWith('<')) return true
  const lower = start.toLowerCase()
  return MARKUP_TAGS.some((tag) => lower.includes(tag))
}

/**
 * Why a file's first bytes cannot begin an accepted file, or undefined when they may: a signature, or text
 * (UTF-8 without NUL; the head may end inside a character) that is not markup. An executable (MZ, ELF) is
 * refused here, before anything is stored.
 */
export function headRefusal(head: Uint8Array): string | undefined {
  if (signatureKind(head)) return undefined
  if (!new TextCheck().push(head, false)) return REFUSED_TYPE_MESSAGE
  return looksLikeMarkup(head) ? MARKUP_REFUSED_MESSAGE : undefined
}

const PDF_TAIL = 1024

/** A PDF's structure as far as its last bytes tell: `%%EOF` within the last 1 KB, and a `startxref` before it. */
export function pdfEndsProperly(tail: Buffer): boolean {
  const last = tail.subarray(Math.max(0, tail.length - PDF_TAIL))
  return last.includes('%%EOF') && tail.includes('startxref')
}

/**
 * The check of a finished upload, fed its plaintext record by record: the kind its bytes show, or why it is
 * refused (a zip bomb, a truncated PDF, markup, neither a known signature nor UTF-8 text).
 */
import { CsvShape } from './csv-shape'
import {
  looksLikeMarkup,
  MARKUP_REFUSED_MESSAGE,
  pdfEndsProperly,
  REFUSED_TYPE_MESSAGE,
  signatureKind,
  TextCheck,
} from './record-types'
import type { RecordKind } from '~/lib/engagement/record-formats'
import { centralDirectory, officeKind, zipBombReason } from './zip-inspection'

/** Where Office writes [Content_Types].xml: among the first local entries. */
const OFFICE_HEAD_BYTES = 4 * 1024 * 1024
/** A ZIP's central directory and a PDF's trailer are read from the file's last 8 MB (about 100,000 ZIP entries). */
const TAIL_BYTES = 8 * 1024 * 1024

const ZIP_REFUSED_MESSAGE =
  'This archive is damaged or declares far more data than it holds, so it is not accepted. Send the documents in it as separate files.'
const PDF_REFUSED_MESSAGE =
  'This PDF is incomplete or damaged (it has no proper end). Save or print it to PDF again and send the new file.'

export type Verdict = { kind: RecordKind } | { refused: string }

export class RecordInspection {
  private signature: RecordKind | undefined
  private size = 0
  private head: Buffer[] = []
  private headBytes = 0
  private tail: Buffer[] = []
  private tailBytes = 0
  private readonly text = new TextCheck()
  private readonly csv = new CsvShape()

  push(plain: Buffer): void {
    if (this.size === 0) this.signature = signatureKind(plain)
    this.size += plain.length
    if (this.headBytes < OFFICE_HEAD_BYTES) {
      this.head.push(plain)
      this.headBytes += plain.length
    }
    this.tail.push(plain)
    this.tailBytes += plain.length
    while (this.tail.length > 1 && this.tailBytes - this.tail[0]!.length >= TAIL_BYTES)
      this.tailBytes -= this.tail.shift()!.length
    if (!this.signature && this.text.push(plain)) this.csv.push(plain)
  }

  async verdict(): Promise<Verdict> {
    const head = Buffer.concat(this.head).subarray(0, OFFICE_HEAD_BYTES)
    const tail = Buffer.concat(this.tail)
    if (this.signature === 'zip') {
      const entries = centralDirectory(tail, this.size - tail.length)
      if (!entries || zipBombReason(entries)) return { refused: ZIP_REFUSED_MESSAGE }
      return { kind: await officeKind(head) }
    }
    if (this.signature === 'pdf') return pdfEndsProperly(tail) ? { kind: 'pdf' } : { refused: PDF_REFUSED_MESSAGE }
    if (this.signature) return { kind: this.signature }
    if (this.size === 0 || !this.text.push(new Uint8Array(0), true)) return { refused: REFUSED_TYPE_MESSAGE }
    if (looksLikeMarkup(head)) return { refused: MARKUP_REFUSED_MESSAGE }
    return { kind: (await this.csv.isCsv()) ? 'csv' : 'text' }
  }
}

/**
 * What a ZIP archive holds, read without inflating it: the central directory's declared sizes (a zip bomb
 * declares far more than it carries), and [Content_Types].xml inflated off the main thread's critical path
 * with a 1 MB cap, which tells DOCX and XLSX from a plain ZIP.
 */
import { promisify } from 'node:util'
import { constants, inflateRaw } from 'node:zlib'

const inflateRawAsync = promisify(inflateRaw)

/** Past this ratio of declared to stored bytes an entry is a bomb, not a document: Office files compress 5-20:1, text rarely 100:1. */
const MAX_COMPRESSION_RATIO = 1000
/** The most an archive may declare in all once inflated: the engagement's own limit. */
export const MAX_DECLARED_BYTES = 2 * 1024 ** 3
/** [Content_Types].xml is a few KB; anything that inflates past 1 MB is not an Office file. */
const CONTENT_TYPES_MAX_BYTES = 1024 * 1024

const EOCD = 0x06054b50
const ZIP64_LOCATOR = 0x07064b50
const ZIP64_EOCD = 0x06064b50
const CENTRAL_ENTRY = 0x02014b50
const LOCAL_ENTRY = 0x04034b50
const EOCD_MIN = 22
const MAX_COMMENT = 0xffff

export interface ZipEntrySizes {
  name: string
  compressed: number
  uncompressed: number
}

/**
 * The entries the central directory lists, from the archive's last bytes (`tail`, which starts at byte
 * `tailStart` of the file); undefined when the end record or the directory is not within them.
 */
export function centralDirectory(tail: Buffer, tailStart: number): ZipEntrySizes[] | undefined {
  let end = -1
  for (let at = tail.length - EOCD_MIN; at >= Math.max(0, tail.length - EOCD_MIN - MAX_COMMENT); at -= 1)
    if (tail.readUInt32LE(at) === EOCD) {
      end = at
      break
    }
  if (end < 0) return undefined
  let count = tail.readUInt16LE(end + 10)
  let size = tail.readUInt32LE(end + 12)
  let offset = tail.readUInt32LE(end + 16)
  const locator = end - 20
  if (locator >= 0 && tail.readUInt32LE(locator) === ZIP64_LOCATOR) {
    const record = Number(tail.readBigUInt64LE(locator + 8)) - tailStart
    if (record < 0 || record + 56 > tail.length || tail.readUInt32LE(record) !== ZIP64_EOCD) return undefined
    count = Number(tail.readBigUInt64LE(record + 32))
    size = Number(tail.readBigUInt64LE(record + 40))
    offset = Number(tail.readBigUInt64LE(record + 48))
  }
  let at = offset - tailStart
  if (at < 0 || at + size > tail.length) return undefined
  const entries: ZipEntrySizes[] = []
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > tail.length || tail.readUInt32LE(at) !== CENTRAL_ENTRY) return undefined
    let compressed = tail.readUInt32LE(at + 20)
    let uncompressed = tail.readUInt32LE(at + 24)
    const nameLength = tail.readUInt16LE(at + 28)
    const extraLength = tail.readUInt16LE(at + 30)
    const commentLength = tail.readUInt16LE(at + 32)
    const name = tail.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    // ZIP64: the sizes written as 0xFFFFFFFF are in the 0x0001 extra field, uncompressed first.
    let extra = at + 46 + nameLength
    const extraEnd = extra + extraLength
    while (extra + 4 <= extraEnd && extraEnd <= tail.length) {
      const id = tail.readUInt16LE(extra)
      const length = tail.readUInt16LE(extra + 2)
      if (id === 0x0001) {
        let field = extra + 4
        if (uncompressed === 0xffffffff && field + 8 <= extra + 4 + length) {
          uncompressed = Number(tail.readBigUInt64LE(field))
          field += 8
        }
        if (compressed === 0xffffffff && field + 8 <= extra + 4 + length)
          compressed = Number(tail.readBigUInt64LE(field))
      }
      extra += 4 + length
    }
    entries.push({ name, compressed, uncompressed })
    at = extraEnd + commentLength
  }
  return entries
}

/** Why an archive's declared sizes are refused, or undefined when they are plausible for real documents. */
export function zipBombReason(entries: readonly ZipEntrySizes[]): string | undefined {
  let total = 0
  for (const entry of entries) {
    total += entry.uncompressed
    if (entry.uncompressed > entry.compressed * MAX_COMPRESSION_RATIO)
      return `an entry declares a compression ratio over ${String(MAX_COMPRESSION_RATIO)}:1`
  }
  return total > MAX_DECLARED_BYTES ? 'the entries declare more than 2 GB in all' : undefined
}

const CONTENT_TYPES = '[Content_Types].xml'
const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'
const EXCEL_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'

async function inflatedText(data: Buffer, method: number): Promise<string | undefined> {
  if (method === 0) return data.subarray(0, CONTENT_TYPES_MAX_BYTES).toString('utf8')
  if (method !== 8) return undefined
  try {
    const xml = await inflateRawAsync(data, {
      finishFlush: constants.Z_SYNC_FLUSH,
      maxOutputLength: CONTENT_TYPES_MAX_BYTES,
    })
    return xml.toString('utf8')
  } catch {
    return undefined
  }
}

/**
 * DOCX or XLSX when the archive's [Content_Types].xml (found among the local entries of its first bytes,
 * where Office writes it) declares the main document or workbook; else a plain ZIP.
 */
export async function officeKind(zipHead: Buffer): Promise<'docx' | 'xlsx' | 'zip'> {
  let offset = 0
  while (offset + 30 <= zipHead.length && zipHead.readUInt32LE(offset) === LOCAL_ENTRY) {
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
      const xml = await inflatedText(zipHead.subarray(dataStart, Math.min(end, zipHead.length)), method)
      if (xml?.includes(WORD_MAIN)) return 'docx'
      if (xml?.includes(EXCEL_MAIN)) return 'xlsx'
      return 'zip'
    }
    offset = dataStart + compressed
  }
  return 'zip'
}

/**
 * Genuine ZIP archives for tests (local entries, central directory, end record; deflated with node:zlib, crc32 checksum
 * from node:zlib), and from them a real XLSX workbook that a spreadsheet reader opens.
 */
import { randomBytes } from 'node:crypto'
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib'

/** A file to put in the archive, or one already deflated (`stored`) with the crc32 checksum and size of what it inflates to. */
export type ZipInput = { name: string; data: Buffer } | { name: string; stored: Buffer; crc: number; size: number }

function deflated(file: ZipInput): { stored: Buffer; crc: number; size: number } {
  return 'data' in file ? { stored: deflateRawSync(file.data), crc: crc32(file.data), size: file.data.length } : file
}

export function zipArchive(files: readonly ZipInput[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const file of files) {
    const name = Buffer.from(file.name)
    const { stored, crc, size } = deflated(file)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(stored.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(stored.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, stored)
    centrals.push(central, name)
    offset += local.length + name.length + stored.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(files.length, 8)
  end.writeUInt16LE(files.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships'
const DOCUMENT_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

/** The rows of one sheet: random text of 64 characters a cell, so the workbook hardly compresses (about 290 bytes a row). */
function sheetXml(rows: number): Buffer {
  const columns = ['A', 'B', 'C', 'D', 'E', 'F']
  const text = randomBytes(rows * columns.length * 48).toString('base64')
  const parts = [`${XML}<worksheet xmlns="${MAIN}"><sheetData>`]
  let at = 0
  for (let row = 1; row <= rows; row += 1) {
    let cells = ''
    for (const column of columns) {
      cells += `<c r="${column}${String(row)}" t="inlineStr"><is><t>${text.slice(at, at + 64)}</t></is></c>`
      at += 64
    }
    parts.push(`<row r="${String(row)}">${cells}</row>`)
  }
  parts.push('</sheetData></worksheet>')
  return Buffer.from(parts.join(''))
}

/** A minimal but complete XLSX (content types, package and workbook relationships, workbook, one sheet) of about 290 bytes a row. */
export function xlsxWorkbook(rows: number): Buffer {
  return zipArchive([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOCUMENT_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOCUMENT_RELS}"><sheets><sheet name="Ledger" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOCUMENT_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml(rows) },
  ])
}

/** A zip bomb declared as DOCX: [Content_Types].xml, its first entry, inflates to `inflatedBytes` of zeros (1 GiB: about 1 MB stored). */
export async function zipBomb(inflatedBytes = 1024 ** 3): Promise<Buffer> {
  const zeros = Buffer.alloc(1024 * 1024)
  const deflate = createDeflateRaw({ level: 9 })
  const out: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => out.push(chunk))
  const ended = new Promise((resolve) => deflate.on('end', resolve))
  let crc = 0
  for (let written = 0; written < inflatedBytes; written += zeros.length) {
    crc = crc32(zeros, crc)
    if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve))
  }
  deflate.end()
  await ended
  return zipArchive([{ name: '[Content_Types].xml', stored: Buffer.concat(out), crc, size: inflatedBytes }])
}

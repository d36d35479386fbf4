/**
 * Delimited text files of sources/ read through csv-parse (RFC 4180: quoted cells, doubled quotes,
 * line breaks inside quotes), the one reader of every data derivation.
 */
import { parse } from 'csv-parse/sync'

export interface CsvOptions {
  /** The cell separator: "," (the default) or "|" (the Census gazetteer files) */
  delimiter?: string
  /** Trims the spaces around each cell (the gazetteer pads its last column) */
  trim?: boolean
  /** Lets a row have fewer or more cells than the header (the OMB file's notes below its table) */
  ragged?: boolean
}

/** Every row of a delimited file, the header first; empty lines are skipped. */
export function parseCsvRows(text: string, options: CsvOptions = {}): string[][] {
  return parse(text, {
    delimiter: options.delimiter ?? ',',
    trim: options.trim ?? false,
    relax_column_count: options.ragged ?? false,
    // either line end, in any mix (a file edited by hand may gain a line with the other one)
    record_delimiter: ['\r\n', '\n'],
    skip_empty_lines: true,
    bom: true,
  })
}

/** The header row and the rows under it; fails on a file without a header. */
export function parseCsvTable(text: string, file: string, options: CsvOptions = {}): { columns: string[]; rows: string[][] } {
  const [columns, ...rows] = parseCsvRows(text, options)
  if (!columns) throw new Error(`${file}: no header row`)
  return { columns, rows }
}

/**
 * The leads as a spreadsheet or another program reads them: the inbox's CSV download and the export command
 * (scripts/leads-export.ts) share these columns. CSV follows RFC 4180 with every cell quoted (csv-stringify),
 * and a cell that a spreadsheet would run as a formula is neutralised.
 */
import { stringify } from 'csv-stringify/sync'
import { CASE_DETAIL_COLUMNS, type StoredLead } from './database/store-types'

export const EXPORT_COLUMNS: ReadonlyArray<[keyof StoredLead, string]> = [
  ['id', 'id'],
  ['receivedAt', 'received_at'],
  ['submittedAt', 'submitted_at'],
  ['formId', 'form_id'],
  ['formType', 'form_type'],
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['organization', 'organization'],
  ['caseType', 'case_type'],
  ['urgency', 'urgency'],
  ['deadline', 'deadline'],
  ['preferredDate', 'preferred_date'],
  ['preferredTime', 'preferred_time'],
  ['subject', 'subject'],
  ['message', 'message'],
  ['spam', 'spam'],
  // The case details (conflict check and court dates) come last, so a sheet built on the earlier columns keeps its layout.
  ...CASE_DETAIL_COLUMNS.map(([field, column]): [keyof StoredLead, string] => [field, column]),
]

/** Characters that make a spreadsheet treat a cell as a formula (or hide one). */
const FORMULA_START = /^[=+\-@\t\r]/

/** A cell a spreadsheet shows as text: a leading apostrophe disarms a formula. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

/** The value a neutralised cell stood for (an import of what an export wrote reads the same value back). */
export function restoreNeutralisedCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value
}

/**
 * Rows as RFC 4180 CSV with CRLF line ends, every cell quoted (csv-stringify): a spreadsheet that splits
 * on ";" or another separator still reads "Acme;=1+1" as one text cell.
 */
export function csvText(rows: readonly (readonly string[])[]): string {
  return stringify(rows as string[][], { quoted: true, quoted_empty: true, record_delimiter: 'windows' })
}

function cellText(value: StoredLead[keyof StoredLead]): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  return String(value)
}

/** The leads as CSV: a header row, then one row per lead, CRLF line ends. */
export function toCsv(leads: readonly StoredLead[]): string {
  const rows = [EXPORT_COLUMNS.map(([, heading]) => heading)]
  for (const lead of leads) rows.push(EXPORT_COLUMNS.map(([key]) => neutraliseCell(cellText(lead[key]))))
  return csvText(rows)
}

export function toJson(leads: readonly StoredLead[]): string {
  const picked = leads.map((lead) => Object.fromEntries(EXPORT_COLUMNS.map(([key]) => [key, lead[key]])))
  return `${JSON.stringify(picked, null, 2)}\n`
}

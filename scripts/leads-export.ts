/**
 * Prints the stored leads for a spreadsheet or another program:
 *   npm run leads:export -- --format csv|json [--since ISO] [--include-spam]
 * Reads DATA_DIR from the server configuration. CSV follows RFC 4180, and a cell that a spreadsheet
 * would run as a formula is neutralised.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { DATABASE_FILE, LeadStore, type StoredLead } from '../server/collector/store'
import { loadServerConfig } from '../server/config'

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
]

/** Characters that make a spreadsheet treat a cell as a formula (or hide one). */
const FORMULA_START = /^[=+\-@\t\r]/

/** A cell a spreadsheet shows as text: a leading apostrophe disarms a formula. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

/** One RFC 4180 field: quoted when it holds a quote, comma or line break; quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
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
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}

export function toJson(leads: readonly StoredLead[]): string {
  const picked = leads.map((lead) => Object.fromEntries(EXPORT_COLUMNS.map(([key]) => [key, lead[key]])))
  return `${JSON.stringify(picked, null, 2)}\n`
}

export interface ExportArguments {
  format: 'csv' | 'json'
  since?: string
  includeSpam: boolean
}

export function parseExportArguments(argv: readonly string[]): ExportArguments {
  const result: ExportArguments = { format: 'csv', includeSpam: false }
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]
    const [flag, inline] = argument?.startsWith('--') && argument.includes('=') ? argument.split(/=(.*)/s) : [argument, undefined]
    const value = () => {
      if (inline !== undefined) return inline
      index += 1
      const next = argv[index]
      if (next === undefined) throw new Error(`${flag} needs a value`)
      return next
    }
    if (flag === '--format') {
      const format = value()
      if (format !== 'csv' && format !== 'json') throw new Error(`--format must be csv or json, not "${format}"`)
      result.format = format
    } else if (flag === '--since') {
      const since = value()
      const time = Date.parse(since)
      if (Number.isNaN(time)) throw new Error(`--since must be an ISO 8601 date or time, not "${since}"`)
      result.since = new Date(time).toISOString()
    } else if (flag === '--include-spam') {
      result.includeSpam = true
    } else {
      throw new Error(`Unknown argument "${argument}". Usage: leads:export -- --format csv|json [--since ISO] [--include-spam]`)
    }
  }
  return result
}

/** The export's text for the leads stored in `dataDir`. */
export function exportLeads(dataDir: string, args: ExportArguments): string {
  let leads: StoredLead[] = []
  if (fs.existsSync(path.join(dataDir, DATABASE_FILE))) {
    const store = new LeadStore(dataDir, { readonly: true })
    try {
      leads = store.listLeads({ since: args.since, includeSpam: args.includeSpam })
    } finally {
      store.close()
    }
  } else {
    process.stderr.write(`No leads database in ${dataDir} yet.\n`)
  }
  return args.format === 'csv' ? toCsv(leads) : toJson(leads)
}

function main() {
  try {
    const args = parseExportArguments(process.argv.slice(2))
    const { dataDir } = loadServerConfig()
    process.stdout.write(exportLeads(dataDir, args))
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`)
    process.exit(1)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()

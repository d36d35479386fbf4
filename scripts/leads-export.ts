/**
 * Prints the stored leads for a spreadsheet or another program:
 *   npm run leads:export -- --format csv|json [--since ISO] [--include-spam] [--deliveries]
 * Reads DATABASE_URL (PostgreSQL) or else DATA_DIR (SQLite) from the server configuration. CSV follows
 * RFC 4180 with every cell quoted (csv-stringify), and a cell that a spreadsheet would run as a formula is neutralised. --deliveries prints the
 * delivery log instead: every attempt to mail or post a lead, by which instance, and its result.
 */
import fs from 'node:fs'
import path from 'node:path'
import { PostgresCollectorStore } from '../server/leads/postgres-store'
import { DATABASE_FILE, LeadStore, type StoredLead } from '../server/leads/store'
import { redactTarget, type DeliveryAttempt } from '../server/shared/database/store-types'
import { loadServerConfig } from '../server/config'
import { csvText, neutraliseCell, toCsv, toJson } from '../server/shared/lead-csv'
import { runsAsScript } from '../server/shared/run-as-script'
import { FEATURE_MIGRATIONS } from '../server/migrations'

export interface ExportArguments {
  format: 'csv' | 'json'
  since?: string
  includeSpam: boolean
  /** the delivery log instead of the leads */
  deliveries?: true
}

/** The delivery log's columns. A webhook shows as its origin only: its path or query may hold a token. */
export const DELIVERY_COLUMNS: ReadonlyArray<[string, (attempt: DeliveryAttempt) => string]> = [
  ['lead_id', (attempt) => attempt.leadId],
  [
    'route',
    (attempt) => redactTarget({ channel: attempt.channel === 'webhook' ? 'webhook' : 'mail', target: attempt.target }),
  ],
  ['delivery_id', (attempt) => attempt.deliveryId],
  ['instance', (attempt) => attempt.instance],
  ['started_at', (attempt) => attempt.startedAt],
  ['finished_at', (attempt) => attempt.finishedAt ?? ''],
  ['result', (attempt) => (attempt.ok === null ? 'unfinished' : attempt.ok ? 'delivered' : 'failed')],
  ['detail', (attempt) => attempt.detail ?? ''],
]

export function deliveriesText(attempts: readonly DeliveryAttempt[], format: ExportArguments['format']): string {
  const records = attempts.map((attempt) => DELIVERY_COLUMNS.map(([, read]) => read(attempt)))
  if (format === 'json') {
    return `${JSON.stringify(
      records.map((record) => Object.fromEntries(DELIVERY_COLUMNS.map(([heading], index) => [heading, record[index]]))),
      null,
      2,
    )}\n`
  }
  return csvText([DELIVERY_COLUMNS.map(([heading]) => heading), ...records.map((record) => record.map(neutraliseCell))])
}

export function parseExportArguments(argv: readonly string[]): ExportArguments {
  const result: ExportArguments = { format: 'csv', includeSpam: false }
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]
    const [flag, inline] =
      argument?.startsWith('--') && argument.includes('=') ? argument.split(/=(.*)/s) : [argument, undefined]
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
    } else if (flag === '--deliveries') {
      result.deliveries = true
    } else {
      throw new Error(
        `Unknown argument "${argument}". Usage: leads:export -- --format csv|json [--since ISO] [--include-spam] [--deliveries]`,
      )
    }
  }
  return result
}

function leadsText(leads: readonly StoredLead[], format: ExportArguments['format']): string {
  return format === 'csv' ? toCsv(leads) : toJson(leads)
}

/** The export's text for the leads (or the delivery log) stored in `dataDir`. */
export function exportLeads(dataDir: string, args: ExportArguments): string {
  let leads: StoredLead[] = []
  let attempts: DeliveryAttempt[] = []
  if (fs.existsSync(path.join(dataDir, DATABASE_FILE))) {
    const store = new LeadStore(dataDir, { readonly: true })
    try {
      if (args.deliveries) attempts = store.listDeliveries({ since: args.since })
      else leads = store.listLeads({ since: args.since, includeSpam: args.includeSpam })
    } finally {
      store.close()
    }
  } else {
    process.stderr.write(`No leads database in ${dataDir} yet.\n`)
  }
  return args.deliveries ? deliveriesText(attempts, args.format) : leadsText(leads, args.format)
}

/** The same export from the PostgreSQL database that several instances share. */
export async function exportFromPostgres(databaseUrl: string, args: ExportArguments): Promise<string> {
  const store = await PostgresCollectorStore.open({
    migrations: FEATURE_MIGRATIONS,
    url: databaseUrl,
    routes: [],
    poolSize: 1,
  })
  try {
    if (args.deliveries) return deliveriesText(await store.listDeliveries({ since: args.since }), args.format)
    return leadsText(await store.listLeads({ since: args.since, includeSpam: args.includeSpam }), args.format)
  } finally {
    await store.close()
  }
}

async function main() {
  try {
    const args = parseExportArguments(process.argv.slice(2))
    const { dataDir, DATABASE_URL } = loadServerConfig()
    process.stdout.write(DATABASE_URL ? await exportFromPostgres(DATABASE_URL, args) : exportLeads(dataDir, args))
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`)
    process.exit(1)
  }
}

if (runsAsScript(import.meta.url, 'leads-export')) void main()

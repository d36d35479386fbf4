/**
 * Erases a person's leads (a request to delete their personal data):
 *   npm run leads:erase -- --email ADDRESS [--id LEAD_ID ...] [--dry-run]
 * Finds the leads by email address (any letter case) and/or id, prints each (id, date, form, where it was
 * delivered: never its contents), and deletes them with their notifications and delivery log, in one
 * transaction. --dry-run prints the same list and deletes nothing. Reads DATABASE_URL (PostgreSQL) or else
 * DATA_DIR (SQLite), and may run while the server runs.
 */
import fs from 'node:fs'
import path from 'node:path'
import { PostgresCollectorStore } from '../server/leads/postgres-store'
import { DATABASE_FILE, LeadStore } from '../server/leads/store'
import type { DeletedRows, LeadSelector, LeadSummary } from '../server/shared/database/store-types'
import { loadServerConfig } from '../server/config'
import { sweepRecordsAfterErasure } from '../server/engagement/records-maintenance'
import { runsAsScript } from '../server/shared/run-as-script'
import { isEmailAddress, LEAD_ID_PATTERN } from '../app/lib/input-patterns'
import { FEATURE_MIGRATIONS } from '../server/migrations'

const USAGE = 'Usage: npm run leads:erase -- --email ADDRESS [--id LEAD_ID ...] [--dry-run]'

export interface EraseArguments {
  selector: LeadSelector & { ids: string[] }
  dryRun: boolean
}

export function parseEraseArguments(argv: readonly string[]): EraseArguments {
  const ids: string[] = []
  let email: string | undefined
  let dryRun = false
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? ''
    const [flag, inline] =
      argument.startsWith('--') && argument.includes('=') ? argument.split(/=(.*)/s) : [argument, undefined]
    const value = () => {
      const given = inline ?? argv[(index += 1)]
      if (given === undefined || given.trim() === '') throw new Error(`${flag ?? ''} needs a value. ${USAGE}`)
      return given.trim()
    }
    if (flag === '--email') {
      email = value()
      if (!isEmailAddress(email)) throw new Error(`--email must be an email address, not "${email}"`)
    } else if (flag === '--id') {
      const id = value()
      if (!LEAD_ID_PATTERN.test(id))
        throw new Error(`--id must be a lead id such as ld_0m3k2x9a1b2c3d4e5f6a, not "${id}"`)
      ids.push(id)
    } else if (flag === '--dry-run') {
      dryRun = true
    } else {
      throw new Error(`Unknown argument "${argument}". ${USAGE}`)
    }
  }
  if (email === undefined && ids.length === 0) throw new Error(`Name the person's leads with --email or --id. ${USAGE}`)
  return { selector: { ...(email === undefined ? {} : { email }), ids }, dryRun }
}

interface ErasureStore {
  findLeads(selector: LeadSelector): Promise<LeadSummary[]>
  eraseLeads(ids: readonly string[]): Promise<DeletedRows>
  close(): Promise<void>
}

/** The SQLite file beside a running server: a second connection, which waits its turn to write. */
function sqliteStore(dataDir: string): ErasureStore | undefined {
  if (!fs.existsSync(path.join(dataDir, DATABASE_FILE))) return undefined
  const store = new LeadStore(dataDir, { migrations: FEATURE_MIGRATIONS })
  return {
    findLeads: async (selector) => store.findLeads(selector),
    eraseLeads: async (ids) => store.eraseLeads(ids),
    // Closing folds the write-ahead log into the file, so the deleted rows leave the log too when no one else reads.
    close: async () => store.close(),
  }
}

function describeLead(lead: LeadSummary): string {
  const delivered = lead.deliveredTo.length ? `delivered to ${lead.deliveredTo.join(', ')}` : 'not delivered anywhere'
  return `  ${lead.id}  received ${lead.receivedAt}  ${lead.formType}${lead.spam ? ' (spam)' : ''}  ${delivered}`
}

/** Runs the command; returns the exit code. `write` receives the report line by line. */
export async function eraseCommand(
  argv: readonly string[],
  settings: { dataDir: string; databaseUrl?: string; recordsDir?: string },
  write: (line: string) => void,
): Promise<number> {
  const args = parseEraseArguments(argv)
  const store: ErasureStore | undefined = settings.databaseUrl
    ? await PostgresCollectorStore.open({
        migrations: FEATURE_MIGRATIONS,
        url: settings.databaseUrl,
        routes: [],
        poolSize: 2,
      })
    : sqliteStore(settings.dataDir)
  if (!store) {
    write(`No leads database in ${settings.dataDir}: nothing to erase.`)
    return 0
  }
  try {
    const what = [
      args.selector.email ? `email ${args.selector.email}` : '',
      ...args.selector.ids.map((id) => `id ${id}`),
    ]
      .filter(Boolean)
      .join(', ')
    const leads = await store.findLeads(args.selector)
    if (leads.length === 0) {
      write(`No lead matches ${what}: nothing to erase.`)
      return 0
    }
    write(`${String(leads.length)} lead(s) match ${what}:`)
    for (const lead of leads) write(describeLead(lead))
    if (args.dryRun) {
      write(
        'Dry run: nothing was deleted. Run again without --dry-run to delete these leads with their notifications, delivery log, bookings, calendar invitations and engagements (signed letters and records).',
      )
      return 0
    }
    const deleted = await store.eraseLeads(leads.map((lead) => lead.id))
    const files = await sweepRecordsAfterErasure(settings)
    write(
      `Deleted ${String(deleted.leads)} lead(s), ${String(deleted.outbox)} notification(s), ${String(deleted.deliveries)} delivery-log row(s), ${String(deleted.bookings)} booking(s) and ${String(deleted.invitations)} calendar invitation(s).`,
    )
    if (files > 0)
      write(`Deleted with their engagements: the signed letters and ${String(files)} encrypted record file(s) on disk.`)
    const reached = [...new Set(leads.flatMap((lead) => lead.deliveredTo))]
    write(
      `Not reached by this command: ${reached.length ? `the copies already delivered (${reached.join(', ')}), ` : ''}` +
        'backups made before now, and this person\'s name or details in other leads\' messages or case parties. See docs/operations.md, "Personal data".',
    )
    return 0
  } finally {
    await store.close()
  }
}

async function main() {
  try {
    const { dataDir, DATABASE_URL, RECORDS_DIR } = loadServerConfig()
    process.exitCode = await eraseCommand(
      process.argv.slice(2),
      { dataDir, databaseUrl: DATABASE_URL, recordsDir: RECORDS_DIR },
      (line) => process.stdout.write(`${line}\n`),
    )
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`)
    process.exit(1)
  }
}

if (runsAsScript(import.meta.url, 'leads-erase')) void main()

/**
 * Moves the leads of the SQLite database to PostgreSQL, for a move from one instance to several:
 *   npm run leads:migrate -- --to postgres://user:password@host:5432/leads [--from ./data]
 * --from defaults to DATA_DIR. Every table of every feature is carried but those `NOT_CARRIED` names (a test
 * holds the two lists to the schema): lead ids, idempotency keys, the notification outbox (sent and pending) and
 * its delivery log; the inbox (staff, passkeys, sessions, request states, notes, the audit log, the matter
 * register and its possible conflicts); bookings, invitations and reminders; the engagements with their
 * signatures, the signature chain and counsel's sealed records (scripts/leads-migrate-engagement.ts). The
 * PostgreSQL schema is created if needed. Running it again adds only what is missing, so an interrupted move is
 * finished by running the same command. The SQLite file is only read.
 */
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { PostgresCollectorStore } from '../server/leads/postgres-store'
import { DATABASE_FILE } from '../server/leads/store'
import { loadServerConfig } from '../server/config'
import { runsAsScript } from '../server/shared/run-as-script'
import {
  BOOKING_COLUMNS,
  DELIVERY_COLUMNS,
  INBOX_TABLES,
  INVITATION_COLUMNS,
  LEAD_COLUMNS,
  REMINDER_COLUMNS,
} from './leads-migrate-tables'

export { CARRIED_TABLES, NOT_CARRIED } from './leads-migrate-tables'
import { FEATURE_MIGRATIONS } from '../server/migrations'
import {
  copyEngagementRows,
  readEngagementRows,
  type EngagementReport,
  type EngagementRows,
} from './leads-migrate-engagement'

export interface MigrateArguments {
  to: string
  from?: string
  /** where counsel's sealed records are, when not DATA_DIR/records */
  records?: string
}

const USAGE =
  'Usage: leads:migrate -- --to postgres://user:password@host:5432/database [--from DATA_DIR] [--records RECORDS_DIR]'

export function parseMigrateArguments(argv: readonly string[]): MigrateArguments {
  let to: string | undefined
  let from: string | undefined
  let records: string | undefined
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? ''
    const [flag, inline] =
      argument.startsWith('--') && argument.includes('=') ? argument.split(/=(.*)/s) : [argument, undefined]
    const value = () => {
      if (inline !== undefined) return inline
      index += 1
      const next = argv[index]
      if (next === undefined) throw new Error(`${String(flag)} needs a value. ${USAGE}`)
      return next
    }
    if (flag === '--to') to = value()
    else if (flag === '--from') from = value()
    else if (flag === '--records') records = value()
    else throw new Error(`Unknown argument "${argument}". ${USAGE}`)
  }
  if (!to) throw new Error(`--to is required. ${USAGE}`)
  if (!/^postgres(ql)?:\/\//.test(to)) throw new Error(`--to must be a postgres:// URL. ${USAGE}`)
  return { to, ...(from ? { from } : {}), ...(records ? { records } : {}) }
}

export interface MigrationReport {
  leads: { read: number; added: number }
  notifications: { read: number; added: number }
  /** the inbox's rows, all tables together */
  inbox: { read: number; added: number }
  /** consultation bookings and their calendar invitations (migration 6); busy times are fetched again from the feeds */
  bookings: { read: number; added: number }
  invitations: { read: number; added: number }
  /** the reminders armed and sent (booking step 2), so none is sent twice */
  reminders: { read: number; added: number }
  /** the delivery log of the notifications, and when each scheduled job last ran */
  deliveries: { read: number; added: number }
  jobRuns: { read: number; added: number }
  /** engagements, terms, signatures, countersignatures, the signature chain and its tombstones, records */
  engagement: EngagementReport
}

type Row = Record<string, unknown>

/** Copies every lead and notification of `dataDir`'s SQLite file that the PostgreSQL database lacks. */
export async function migrateLeads(
  dataDir: string,
  databaseUrl: string,
  recordsDir = path.join(dataDir, 'records'),
): Promise<MigrationReport> {
  const file = path.join(dataDir, DATABASE_FILE)
  if (!fs.existsSync(file)) throw new Error(`No leads database at ${file}`)
  const source = new Database(file, { readonly: true, fileMustExist: true })
  let leads: Row[]
  let outbox: Row[]
  const inboxRows = new Map<string, Row[]>()
  let bookings: Row[] = []
  let invitations: Row[] = []
  let reminders: Row[] = []
  let deliveries: Row[] = []
  let jobRuns: Row[] = []
  let engagementRows: EngagementRows
  try {
    // A database written before migration 3 has no case-detail columns: its leads move without them.
    const leadColumns = new Set(
      (source.prepare('PRAGMA table_info(leads)').all() as Array<{ name: string }>).map((column) => column.name),
    )
    const selected = LEAD_COLUMNS.map((column) => (leadColumns.has(column) ? column : `NULL AS ${column}`))
    leads = source.prepare(`SELECT ${selected.join(', ')} FROM leads ORDER BY received_at, rowid`).all() as Row[]
    // A database written before the webhook channels has mail notifications only.
    const columns = new Set(
      (source.prepare('PRAGMA table_info(outbox)').all() as Array<{ name: string }>).map((column) => column.name),
    )
    const channel = columns.has('channel') ? 'channel' : "'mail' AS channel"
    const target = columns.has('target') ? 'target' : "'' AS target"
    outbox = source
      .prepare(
        `SELECT lead_id, ${channel}, ${target}, created_at, attempts, next_attempt_at, last_error, sent_at FROM outbox ORDER BY id`,
      )
      .all() as Row[]
    // A database written before migration 5 has no inbox.
    const tables = new Set(
      (source.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map(
        (row) => row.name,
      ),
    )
    for (const { table } of INBOX_TABLES)
      if (tables.has(table))
        inboxRows.set(table, source.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all() as Row[])
    // A database from before migration 6 has no bookings.
    if (source.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'bookings'").get()) {
      bookings = source
        .prepare(`SELECT ${BOOKING_COLUMNS.join(', ')} FROM bookings ORDER BY created_at, lead_id`)
        .all() as Row[]
      invitations = source
        .prepare(`SELECT ${INVITATION_COLUMNS.join(', ')} FROM booking_messages ORDER BY id`)
        .all() as Row[]
    }
    if (tables.has('booking_reminders'))
      reminders = source
        .prepare(`SELECT ${REMINDER_COLUMNS.join(', ')} FROM booking_reminders ORDER BY id`)
        .all() as Row[]
    if (tables.has('deliveries'))
      deliveries = source.prepare(`SELECT ${DELIVERY_COLUMNS.join(', ')} FROM deliveries ORDER BY id`).all() as Row[]
    if (tables.has('job_runs')) jobRuns = source.prepare('SELECT name, last_run_at FROM job_runs').all() as Row[]
    engagementRows = await readEngagementRows(source, recordsDir)
  } finally {
    source.close()
  }

  const store = await PostgresCollectorStore.open({
    migrations: FEATURE_MIGRATIONS,
    url: databaseUrl,
    routes: [],
    poolSize: 1,
  })
  const client = await store.pool.connect()
  try {
    await client.query('BEGIN')
    let leadsAdded = 0
    for (const lead of leads) {
      const values = LEAD_COLUMNS.map((column) => (column === 'is_spam' ? lead[column] === 1 : lead[column]))
      const placeholders = LEAD_COLUMNS.map((_, index) => `$${String(index + 1)}`).join(', ')
      const result = await client.query(
        `INSERT INTO leads (${LEAD_COLUMNS.join(', ')}) VALUES (${placeholders}) ON CONFLICT DO NOTHING`,
        values,
      )
      leadsAdded += result.rowCount ?? 0
    }
    let notificationsAdded = 0
    for (const item of outbox) {
      const result = await client.query(
        `INSERT INTO outbox (lead_id, channel, target, created_at, attempts, next_attempt_at, last_error, sent_at)
          SELECT $1, $2, $3, $4, $5, $6, $7, $8 WHERE EXISTS (SELECT 1 FROM leads WHERE id = $1)
          ON CONFLICT (lead_id, channel, target) DO NOTHING`,
        [
          item.lead_id,
          item.channel,
          item.target,
          item.created_at,
          item.attempts,
          item.next_attempt_at,
          item.last_error,
          item.sent_at,
        ],
      )
      notificationsAdded += result.rowCount ?? 0
    }
    let inboxRead = 0
    let inboxAdded = 0
    for (const { table, key } of INBOX_TABLES) {
      for (const row of inboxRows.get(table) ?? []) {
        inboxRead += 1
        const columns = Object.keys(row)
        const placeholders = columns.map((_, index) => `$${String(index + 1)}`).join(', ')
        const result = await client.query(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders}) ON CONFLICT (${key}) DO NOTHING`,
          columns.map((column) => row[column]),
        )
        inboxAdded += result.rowCount ?? 0
      }
    }
    // The audit log's ids came along: its sequence continues after the highest.
    await client.query(
      "SELECT setval(pg_get_serial_sequence('audit_log', 'id'), GREATEST((SELECT max(id) FROM audit_log), 1))",
    )
    let bookingsAdded = 0
    for (const booking of bookings) {
      const placeholders = BOOKING_COLUMNS.map((_, index) => `$${String(index + 1)}`).join(', ')
      const result = await client.query(
        `INSERT INTO bookings (${BOOKING_COLUMNS.join(', ')}) SELECT ${placeholders} WHERE EXISTS (SELECT 1 FROM leads WHERE id = $1) ON CONFLICT DO NOTHING`,
        BOOKING_COLUMNS.map((column) => booking[column]),
      )
      bookingsAdded += result.rowCount ?? 0
    }
    let invitationsAdded = 0
    for (const invitation of invitations) {
      const placeholders = INVITATION_COLUMNS.map((_, index) => `$${String(index + 1)}`).join(', ')
      const result = await client.query(
        `INSERT INTO booking_messages (${INVITATION_COLUMNS.join(', ')}) SELECT ${placeholders} WHERE EXISTS (SELECT 1 FROM leads WHERE id = $1) ON CONFLICT (lead_id, recipient, sequence) DO NOTHING`,
        INVITATION_COLUMNS.map((column) => invitation[column]),
      )
      invitationsAdded += result.rowCount ?? 0
    }
    let remindersAdded = 0
    for (const reminder of reminders) {
      const placeholders = REMINDER_COLUMNS.map((_, index) => `$${String(index + 1)}`).join(', ')
      const result = await client.query(
        `INSERT INTO booking_reminders (${REMINDER_COLUMNS.join(', ')}) SELECT ${placeholders} WHERE EXISTS (SELECT 1 FROM bookings WHERE lead_id = $1) ON CONFLICT (lead_id, sequence, kind) DO NOTHING`,
        REMINDER_COLUMNS.map((column) => reminder[column]),
      )
      remindersAdded += result.rowCount ?? 0
    }
    let deliveriesAdded = 0
    for (const delivery of deliveries) {
      // The outbox's ids are PostgreSQL's own: a delivery finds its notification by lead, channel and target.
      const result = await client.query(
        `INSERT INTO deliveries (outbox_id, ${DELIVERY_COLUMNS.join(', ')})
          SELECT o.id, ${DELIVERY_COLUMNS.map((_, index) => `$${String(index + 1)}`).join(', ')} FROM outbox o
          WHERE o.lead_id = $1 AND o.channel = $2 AND o.target = $3
            AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.outbox_id = o.id AND d.instance = $4 AND d.started_at = $5)`,
        DELIVERY_COLUMNS.map((column) =>
          column === 'ok' && delivery.ok !== null ? delivery.ok === 1 : delivery[column],
        ),
      )
      deliveriesAdded += result.rowCount ?? 0
    }
    let jobRunsAdded = 0
    for (const run of jobRuns)
      jobRunsAdded +=
        (
          await client.query('INSERT INTO job_runs (name, last_run_at) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
            run.name,
            run.last_run_at,
          ])
        ).rowCount ?? 0
    const engagement = await copyEngagementRows(client, engagementRows)
    await client.query('COMMIT')
    return {
      leads: { read: leads.length, added: leadsAdded },
      notifications: { read: outbox.length, added: notificationsAdded },
      inbox: { read: inboxRead, added: inboxAdded },
      bookings: { read: bookings.length, added: bookingsAdded },
      invitations: { read: invitations.length, added: invitationsAdded },
      reminders: { read: reminders.length, added: remindersAdded },
      deliveries: { read: deliveries.length, added: deliveriesAdded },
      jobRuns: { read: jobRuns.length, added: jobRunsAdded },
      engagement,
    }
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    client.release()
    await store.close()
  }
}

/** The database URL as the report shows it: without the password. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'the database'
  }
}

async function main() {
  try {
    const args = parseMigrateArguments(process.argv.slice(2))
    const config = args.from ? undefined : loadServerConfig()
    const dataDir = args.from ? path.resolve(args.from) : config!.dataDir
    const records = args.records ?? config?.RECORDS_DIR
    const report = await migrateLeads(dataDir, args.to, records ? path.resolve(records) : undefined)
    const { engagement } = report
    process.stdout.write(
      `Leads: ${String(report.leads.read)} in ${path.join(dataDir, DATABASE_FILE)}, ${String(report.leads.added)} added to ${withoutPassword(args.to)} (${String(report.leads.read - report.leads.added)} were there already).\n` +
        `Notifications: ${String(report.notifications.read)} read, ${String(report.notifications.added)} added; pending ones are sent by the PostgreSQL instances.\n` +
        `Inbox rows (staff, passkeys, sessions, request states, notes, audit log, matter register, conflicts): ${String(report.inbox.read)} read, ${String(report.inbox.added)} added.\n` +
        `Bookings: ${String(report.bookings.read)} read, ${String(report.bookings.added)} added; calendar invitations: ${String(report.invitations.read)} read, ${String(report.invitations.added)} added; reminders: ${String(report.reminders.read)} read, ${String(report.reminders.added)} added. Busy times are read again from BUSY_ICS_URLS.\n` +
        `Delivery log: ${String(report.deliveries.read)} read, ${String(report.deliveries.added)} added; scheduled jobs: ${String(report.jobRuns.read)} read, ${String(report.jobRuns.added)} added.\n` +
        `Engagement rows (engagements, terms, signatures, countersignatures, signature chain, records): ${String(engagement.read)} read, ${String(engagement.added)} added; ${String(engagement.recordsMovedFromDisk)} uploaded files moved from the disk into the database.\n` +
        'Give the PostgreSQL instances the same RECORDS_KEY and BOOKING_SECRET as this instance (the files records-key and booking-secret in DATA_DIR unless they were set), or the records and the links already mailed will not open.\n',
    )
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`)
    process.exit(1)
  }
}

if (runsAsScript(import.meta.url, 'leads-migrate')) void main()

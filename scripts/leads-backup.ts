/**
 * A consistent copy of the SQLite leads database, made while the server runs:
 *   npm run leads:backup -- --to FILE
 * SQLite's online backup copies the database page by page and starts again if a page changes meanwhile,
 * so the copy is one committed state. The copy is then checked (integrity, number of leads). The encrypted
 * record files of engagements are copied into records/ beside it (never the key). PostgreSQL is
 * backed up with pg_dump instead (docs/operations.md, "Backups").
 */
import fs from 'node:fs'
import path from 'node:path'
import { DATABASE_FILE, LeadStore } from '../server/leads/store'
import { loadServerConfig } from '../server/config'
import { backupRecordFiles } from '../server/engagement/records-maintenance'
import { makePrivateDirectory } from '../server/shared/private-files'
import { runsAsScript } from '../server/shared/run-as-script'

const USAGE = 'Usage: npm run leads:backup -- --to FILE'
/** The encrypted record files go into this folder beside the database copy. */
export const RECORDS_BACKUP_FOLDER = 'records'

export function parseBackupArguments(argv: readonly string[]): { to: string } {
  let to: string | undefined
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? ''
    const [flag, inline] =
      argument.startsWith('--') && argument.includes('=') ? argument.split(/=(.*)/s) : [argument, undefined]
    if (flag === '--to') {
      to = inline ?? argv[(index += 1)]
      if (!to?.trim()) throw new Error(`--to needs a file name. ${USAGE}`)
    } else {
      throw new Error(`Unknown argument "${argument}". ${USAGE}`)
    }
  }
  if (!to) throw new Error(`Say where the copy goes with --to. ${USAGE}`)
  return { to: path.resolve(to.trim()) }
}

/** Runs the command; returns the exit code. */
export async function backupCommand(
  argv: readonly string[],
  settings: { dataDir: string; databaseUrl?: string; recordsDir?: string },
  write: (line: string) => void,
): Promise<number> {
  const { to } = parseBackupArguments(argv)
  if (settings.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: the leads are in PostgreSQL, which pg_dump backs up (docs/operations.md, "Backups"). leads:backup copies the SQLite store.',
    )
  }
  if (!fs.existsSync(path.join(settings.dataDir, DATABASE_FILE)))
    throw new Error(`No leads database in ${settings.dataDir}.`)
  makePrivateDirectory(path.dirname(to))
  const store = new LeadStore(settings.dataDir, { readonly: true })
  try {
    const { leads, bookings, bytes } = await store.backup(to)
    write(
      `Backed up ${String(leads)} lead(s) and ${String(bookings)} booking(s) to ${to} (${String(Math.ceil(bytes / 1024))} KB); the copy passed SQLite's integrity check.`,
    )
    // The engagement's records, still encrypted, beside the database copy; the key (RECORDS_KEY or DATA_DIR/records-key) never.
    const records = backupRecordFiles(settings, path.join(path.dirname(to), RECORDS_BACKUP_FOLDER))
    if (records.files)
      write(
        `Copied ${String(records.files)} encrypted record file(s) (${String(Math.ceil(records.bytes / 1024))} KB) to ${path.join(path.dirname(to), RECORDS_BACKUP_FOLDER)}; they open only with the records key, which is not in the backup: keep it in your secret store.`,
      )
    return 0
  } finally {
    store.close()
  }
}

async function main() {
  try {
    const { dataDir, DATABASE_URL, RECORDS_DIR } = loadServerConfig()
    process.exitCode = await backupCommand(
      process.argv.slice(2),
      { dataDir, databaseUrl: DATABASE_URL, recordsDir: RECORDS_DIR },
      (line) => process.stdout.write(`${line}\n`),
    )
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`)
    process.exit(1)
  }
}

if (runsAsScript(import.meta.url, 'leads-backup')) void main()

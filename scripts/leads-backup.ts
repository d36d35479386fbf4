/**
 * A consistent copy of the SQLite leads database, made while the server runs:
 *   npm run leads:backup -- --to FILE
 * SQLite's online backup copies the database page by page and starts again if a page changes meanwhile,
 * so the copy is one committed state. The copy is then checked (integrity, number of leads). PostgreSQL is
 * backed up with pg_dump instead (docs/operations.md, "Backups").
 */
import fs from 'node:fs'
import path from 'node:path'
import { DATABASE_FILE, LeadStore } from '../server/collector/store'
import { loadServerConfig } from '../server/config'
import { makePrivateDirectory } from '../server/private-files'
import { runsAsScript } from '../server/run-as-script'

const USAGE = 'Usage: npm run leads:backup -- --to FILE'

export function parseBackupArguments(argv: readonly string[]): { to: string } {
  let to: string | undefined
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? ''
    const [flag, inline] = argument.startsWith('--') && argument.includes('=') ? argument.split(/=(.*)/s) : [argument, undefined]
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
export async function backupCommand(argv: readonly string[], settings: { dataDir: string; databaseUrl?: string }, write: (line: string) => void): Promise<number> {
  const { to } = parseBackupArguments(argv)
  if (settings.databaseUrl) {
    throw new Error('DATABASE_URL is set: the leads are in PostgreSQL, which pg_dump backs up (docs/operations.md, "Backups"). leads:backup copies the SQLite store.')
  }
  if (!fs.existsSync(path.join(settings.dataDir, DATABASE_FILE))) throw new Error(`No leads database in ${settings.dataDir}.`)
  makePrivateDirectory(path.dirname(to))
  const store = new LeadStore(settings.dataDir, { readonly: true })
  try {
    const { leads, bookings, bytes } = await store.backup(to)
    write(`Backed up ${String(leads)} lead(s) and ${String(bookings)} booking(s) to ${to} (${String(Math.ceil(bytes / 1024))} KB); the copy passed SQLite's integrity check.`)
    return 0
  } finally {
    store.close()
  }
}

async function main() {
  try {
    const { dataDir, DATABASE_URL } = loadServerConfig()
    process.exitCode = await backupCommand(process.argv.slice(2), { dataDir, databaseUrl: DATABASE_URL }, (line) => process.stdout.write(`${line}\n`))
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`)
    process.exit(1)
  }
}

if (runsAsScript(import.meta.url, 'leads-backup')) void main()

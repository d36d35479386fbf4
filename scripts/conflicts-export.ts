/**
 * Prints the matter register as CSV, in the columns `npm run conflicts:import` reads (so an export imported again
 * changes nothing), every cell quoted and a cell a spreadsheet would run as a formula neutralised:
 *   npm run conflicts:export -- --format csv > register.csv
 * Reads DATABASE_URL (PostgreSQL) or else DATA_DIR (SQLite). The file holds parties' names: keep it out of the
 * repository and out of shared folders.
 */
import { loadServerConfig, type ServerConfig } from '../server/config'
import { registerCsv } from '../server/inbox/register-csv'
import { runsAsScript } from '../server/shared/run-as-script'
import { openInboxForCommand } from './command-store'

const USAGE = 'Usage: npm run conflicts:export -- --format csv'

export async function exportRegister(
  args: readonly string[],
  config: Pick<ServerConfig, 'DATABASE_URL' | 'dataDir'>,
): Promise<string> {
  if (args.length !== 2 || args[0] !== '--format' || args[1] !== 'csv') throw new Error(USAGE)
  const { store, close } = await openInboxForCommand(config)
  try {
    const csv = registerCsv(await store.listRegister())
    await store.audit(null, 'register.exported')
    return csv
  } finally {
    await close()
  }
}

async function main() {
  try {
    process.stdout.write(await exportRegister(process.argv.slice(2), loadServerConfig()))
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`)
    process.exit(1)
  }
}

if (runsAsScript(import.meta.url, 'conflicts-export')) void main()

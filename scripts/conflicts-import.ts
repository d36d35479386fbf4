/**
 * Loads the firm's matter register from a spreadsheet saved as CSV:
 *   npm run conflicts:import -- FILE.csv
 * Columns: matter_id, caption, name, role (plaintiff, defendant, counsel, other), side_retained (plaintiff,
 * defense, neutral, other), opened and closed (YYYY-MM-DD; closed empty while the matter is open). A row with
 * the same matter, name and role as one already there updates it: running it again never duplicates, and a file
 * `npm run conflicts:export` wrote changes nothing. The rows of a matter created in the inbox (from a retained
 * request, or added there) are skipped, each matter named with the reason. Every
 * problem is reported with its line, and nothing is imported while there is one. Every request is then
 * screened again. The register lives only in the database: keep the file out of the repository.
 */
import fs from 'node:fs'
import { loadServerConfig, type ServerConfig } from '../server/config'
import { openInboxForCommand } from './command-store'
import { MatterRegisterStore } from '../server/inbox/matter-register-store'
import { importRegisterEntries } from '../server/inbox/register-csv'
import { parseRegisterCsv } from '../server/inbox/register-input'
import { ConflictScreener } from '../server/inbox/screening'
import { runsAsScript } from '../server/shared/run-as-script'

const USAGE = 'Usage: npm run conflicts:import -- FILE.csv'

export async function importRegister(
  file: string,
  config: Pick<ServerConfig, 'DATABASE_URL' | 'dataDir'>,
): Promise<string[]> {
  if (!fs.existsSync(file)) throw new Error(`No file at ${file}. ${USAGE}`)
  const { entries, errors } = parseRegisterCsv(fs.readFileSync(file, 'utf8'))
  if (errors.length > 0)
    throw new Error(`Nothing imported; fix these and run it again:\n${errors.map((error) => `  ${error}`).join('\n')}`)
  if (entries.length === 0) throw new Error(`${file} holds no rows.`)
  const { store, close } = await openInboxForCommand(config)
  try {
    const { added, updated, unchanged, skipped } = await importRegisterEntries(
      store,
      new MatterRegisterStore(store.db),
      entries,
    )
    await store.audit(null, 'register.imported')
    const failures: string[] = []
    const screener = new ConflictScreener(store, { error: (_details, message) => failures.push(message) })
    await screener.screenAll()
    if (failures.length > 0)
      throw new Error(
        'The register was imported, but screening the requests again failed; the server screens them again on its next register change.',
      )
    return [
      `Matter register: ${String(entries.length)} row(s) read, ${String(added)} added, ${String(updated)} updated, ${String(unchanged)} unchanged. Every request was screened again.`,
      ...skipped.map((line) => `Skipped ${line}.`),
    ]
  } finally {
    await close()
  }
}

async function main() {
  try {
    const [file, ...rest] = process.argv.slice(2)
    if (!file || rest.length > 0) throw new Error(USAGE)
    for (const line of await importRegister(file, loadServerConfig())) process.stdout.write(`${line}\n`)
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`)
    process.exit(1)
  }
}

if (runsAsScript(import.meta.url, 'conflicts-import')) void main()

/**
 * Checks the signature chain (docs/decisions/035-signature-chain.md):
 *   npm run signatures:check            (in a release: node server/signatures-check.js)
 * Every signed engagement record must be in the chain with the hash of what it holds now, every entry must
 * name the one before it, and a record that is gone must have left a tombstone with its audit row (erasure or
 * retention). Prints the number of entries and the chain's last hash (keep it: a chain rewritten from its start
 * ends elsewhere), then each problem; exits 1 when there is one. Reads DATABASE_URL, else DATA_DIR.
 */
import { checkSignatureChain } from '../server/engagement/signature-chain'
import { loadServerConfig, type ServerConfig } from '../server/config'
import { openDbForCommand } from './command-store'
import { runsAsScript } from '../server/shared/run-as-script'

export async function runSignaturesCheck(
  config: Pick<ServerConfig, 'DATABASE_URL' | 'dataDir'>,
): Promise<{ ok: boolean; lines: string[] }> {
  const { db, close } = await openDbForCommand(config)
  try {
    const report = await checkSignatureChain(db)
    const summary = `${String(report.entries)} signed records in the chain; last hash ${report.head}`
    if (!report.problems.length)
      return { ok: true, lines: [summary, 'The chain is whole: nothing was altered or removed.'] }
    return { ok: false, lines: [summary, `${String(report.problems.length)} problems:`, ...report.problems] }
  } finally {
    await close()
  }
}

async function main() {
  try {
    const { ok, lines } = await runSignaturesCheck(loadServerConfig())
    for (const line of lines) process.stdout.write(`${line}\n`)
    process.exitCode = ok ? 0 : 1
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`)
    process.exit(2)
  }
}

if (runsAsScript(import.meta.url, 'signatures-check')) void main()

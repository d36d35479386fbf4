/** Where the sealed records live and the key that wraps them, from the operator's settings. */
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { secretInDataDir } from '../shared/private-files'
import { masterKeyFrom } from './record-crypto'
import type { RecordsTarget } from './record-vault'

const RECORDS_KEY_FILE = 'records-key'

/** RECORDS_KEY, else the key in DATA_DIR, else a new one written there once (0600). */
export function recordsKey(configured: string | undefined, dataDir: string): Buffer {
  return masterKeyFrom(
    configured ?? secretInDataDir(dataDir, RECORDS_KEY_FILE, () => randomBytes(32).toString('base64')),
  )
}

/** RECORDS_DIR when set; else PostgreSQL with DATABASE_URL; else DATA_DIR/records. */
export function recordsTarget(settings: {
  recordsDir: string | undefined
  databaseUrl: string | undefined
  dataDir: string
}): RecordsTarget {
  if (settings.recordsDir) return { kind: 'disk', dir: path.resolve(settings.recordsDir) }
  if (settings.databaseUrl) return { kind: 'database' }
  return { kind: 'disk', dir: path.join(settings.dataDir, 'records') }
}

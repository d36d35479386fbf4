import { PostgresCollectorStore } from '../collector/postgres-store'
import { LeadStore } from '../collector/store'
import type { ServerConfig } from '../config'
import { PostgresInboxDb, SqliteInboxDb } from './inbox-db'
import { InboxStore } from './inbox-store'

/**
 * The inbox's store for a command (staff:add, staff:remove, conflicts:import), beside a running server or
 * not: DATABASE_URL's PostgreSQL, else the SQLite file in DATA_DIR, created and migrated when missing.
 */
export async function openInboxForCommand(
  config: Pick<ServerConfig, 'DATABASE_URL' | 'dataDir'>,
): Promise<{ store: InboxStore; close: () => Promise<void> }> {
  if (config.DATABASE_URL) {
    const collector = await PostgresCollectorStore.open({ url: config.DATABASE_URL, routes: [], poolSize: 2 })
    return { store: new InboxStore(new PostgresInboxDb(collector.pool)), close: () => collector.close() }
  }
  new LeadStore(config.dataDir).close()
  const db = new SqliteInboxDb(config.dataDir)
  return { store: new InboxStore(db), close: () => db.close() }
}

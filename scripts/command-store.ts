import { PostgresCollectorStore } from '../server/leads/postgres-store'
import { LeadStore } from '../server/leads/store'
import type { ServerConfig } from '../server/config'
import { PostgresInboxDb, SqliteInboxDb, type InboxDb } from '../server/shared/database/sql'
import { InboxStore } from '../server/inbox/inbox-store'
import { FEATURE_MIGRATIONS } from '../server/migrations'

/**
 * The inbox's store for a command (staff:add, staff:remove, conflicts:import, signatures:check), beside a running server or
 * not: DATABASE_URL's PostgreSQL, else the SQLite file in DATA_DIR, created and migrated when missing.
 */
export async function openInboxForCommand(
  config: Pick<ServerConfig, 'DATABASE_URL' | 'dataDir'>,
): Promise<{ store: InboxStore; close: () => Promise<void> }> {
  const { db, close } = await openDbForCommand(config)
  return { store: new InboxStore(db), close }
}

/** The same database as the inbox's statements see it (signatures:check). */
export async function openDbForCommand(
  config: Pick<ServerConfig, 'DATABASE_URL' | 'dataDir'>,
): Promise<{ db: InboxDb; close: () => Promise<void> }> {
  if (config.DATABASE_URL) {
    const collector = await PostgresCollectorStore.open({
      migrations: FEATURE_MIGRATIONS,
      url: config.DATABASE_URL,
      routes: [],
      poolSize: 2,
    })
    return { db: new PostgresInboxDb(collector.pool), close: () => collector.close() }
  }
  new LeadStore(config.dataDir, { migrations: FEATURE_MIGRATIONS }).close()
  const db = new SqliteInboxDb(config.dataDir)
  return { db, close: () => db.close() }
}

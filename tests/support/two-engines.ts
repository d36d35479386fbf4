/**
 * A store contract on both engines: the server's SQLite file in a folder of its own, and a real PostgreSQL server
 * started for the test file (never skipped: missing binaries fail with the fix). Call `twoEngines` once at the top of
 * a test file: it registers the hooks that start and stop the server and close, after each test, what the test opened.
 */
import { afterAll, afterEach, beforeAll } from 'vitest'
import { FEATURE_MIGRATIONS } from '../../server/migrations'
import { PostgresCollectorStore } from '../../server/leads/postgres-store'
import { SqliteCollectorStore } from '../../server/leads/sqlite-store'
import { openInboxDb, type InboxDb } from '../../server/shared/database/sql'
import { MAIL_ROUTE, type CollectorStore, type OutboxRoute } from '../../server/shared/database/store-types'
import { startPostgres, type RunningPostgres } from './postgres'
import { temporaryDir } from './server-fixtures'

export const ENGINES = ['sqlite', 'postgres'] as const
export type Engine = (typeof ENGINES)[number]

/** A new database with every feature's migrations run: the collector's store and the back office's handle on it. */
export interface EngineDatabase {
  store: CollectorStore
  db: InboxDb
  /** the SQLite file's folder ('' on PostgreSQL) */
  dataDir: string
  /** the PostgreSQL database's address (undefined on SQLite) */
  url: string | undefined
  /** a second instance's handle on the same database: its own pool on PostgreSQL, the one writer on SQLite */
  another(): Promise<InboxDb>
}

export interface TwoEngines {
  open(engine: Engine): Promise<EngineDatabase>
  /** A new, empty PostgreSQL database on the file's server */
  postgresUrl(): Promise<string>
  /** Runs after the current test, before what was registered earlier (the reverse order of registration). */
  afterThisTest(cleanup: () => unknown): void
}

/** `name` prefixes the PostgreSQL databases and the SQLite folders; `routes` are the outbox's (the mailbox unless told). */
export function twoEngines(
  name: string,
  { routes = [MAIL_ROUTE] }: { routes?: readonly OutboxRoute[] } = {},
): TwoEngines {
  let postgres: RunningPostgres | undefined
  let databases = 0
  const cleanups: Array<() => unknown> = []
  beforeAll(async () => {
    postgres = await startPostgres()
  }, 60_000)
  afterAll(async () => {
    await postgres?.stop()
  })
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  const postgresUrl = async () => {
    if (!postgres) throw new Error('PostgreSQL did not start')
    databases += 1
    return postgres.createDatabase(`${name}_${String(databases)}`)
  }

  const opened: Record<Engine, () => Promise<EngineDatabase>> = {
    sqlite: async () => {
      const temp = temporaryDir(`${name}-`)
      const store = await new SqliteCollectorStore({
        migrations: FEATURE_MIGRATIONS,
        dataDir: temp.dir,
        routes,
        onError: () => {},
      }).open()
      const db = openInboxDb(store, temp.dir)
      cleanups.push(
        temp.remove,
        () => store.close(),
        () => db.close(),
      )
      return { store, db, dataDir: temp.dir, url: undefined, another: async () => db }
    },
    postgres: async () => {
      const url = await postgresUrl()
      const openOne = async () => {
        const store = await PostgresCollectorStore.open({ migrations: FEATURE_MIGRATIONS, url, routes, poolSize: 4 })
        cleanups.push(() => store.close())
        return store
      }
      const store = await openOne()
      return {
        store,
        db: openInboxDb(store, ''),
        dataDir: '',
        url,
        another: async () => openInboxDb(await openOne(), ''),
      }
    },
  }

  return {
    open: (engine) => opened[engine](),
    postgresUrl,
    afterThisTest: (cleanup) => void cleanups.push(cleanup),
  }
}

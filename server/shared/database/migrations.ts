/**
 * The migration runner: each feature keeps one list, numbered once, each step written for both engines. The
 * features' lists are applied in the order given, and `schema_versions` records each feature's version. A database
 * from before the per-feature lists has one counter (`schema_migrations`, versions 1 to 8): the first run maps it to
 * per-feature versions through each step's `legacy` number, and runs nothing twice. The single counter is kept, and a
 * step that has a `legacy` number is still recorded there: a release from before the split, started after a rollback,
 * then finds every step it knows applied.
 */
import type Database from 'better-sqlite3'
import type pg from 'pg'
import type { LeadRowDeletion } from './lead-rows'
import type { ReadWithLead, SavedWithLead } from './saved-with-lead'

type PostgresQuery = (text: string, values?: unknown[]) => Promise<pg.QueryResult>

export interface FeatureMigration {
  version: number
  name: string
  /** the step's number in the single counter of `schema_migrations`, for steps released before the lists were split */
  legacy?: number
  sqlite: string
  postgres: string
  /** what SQL alone cannot do (hashing existing rows), after the SQL, in the same transaction */
  thenSqlite?: (db: Database.Database) => void
  thenPostgres?: (query: PostgresQuery) => Promise<void>
}

export interface FeatureMigrations {
  feature: string
  /** append only: a released step is never edited, a change is a new version */
  migrations: readonly FeatureMigration[]
  /** the feature's tables that hold a lead's data, in the order erasure and retention delete them */
  leadRows?: readonly LeadRowDeletion[]
  /** statements run in the same transaction as a lead's save that carries the named field (booking: the slot's hold) */
  savedWithLead?: SavedWithLead
  /** a row read with a stored lead (booking: the request's booking) */
  readWithLead?: ReadWithLead
}

interface AppliedMigration {
  feature: string
  version: number
}

const VERSIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_versions (
  feature TEXT PRIMARY KEY,
  version INTEGER NOT NULL,
  updated_at TEXT NOT NULL
)`
const LEGACY_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`
const RECORD_LEGACY =
  'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?) ON CONFLICT (version) DO NOTHING'
const RECORD_VERSION = `INSERT INTO schema_versions (feature, version, updated_at) VALUES (?, ?, ?)
  ON CONFLICT (feature) DO UPDATE SET version = excluded.version, updated_at = excluded.updated_at`

/** Each feature's version as the single counter's applied steps imply it (0 for a feature none of whose steps ran). */
function mappedVersions(features: readonly FeatureMigrations[], applied: ReadonlySet<number>): AppliedMigration[] {
  return features.flatMap(({ feature, migrations }) => {
    const version = Math.max(
      0,
      ...migrations.filter((step) => step.legacy !== undefined && applied.has(step.legacy)).map((step) => step.version),
    )
    return version > 0 ? [{ feature, version }] : []
  })
}

/** The steps still to run, feature by feature in the order given, each feature's steps by version. */
function pending(features: readonly FeatureMigrations[], current: ReadonlyMap<string, number>) {
  return features.flatMap(({ feature, migrations }) =>
    [...migrations]
      .sort((a, b) => a.version - b.version)
      .filter((step) => step.version > (current.get(feature) ?? 0))
      .map((step) => ({ feature, step })),
  )
}

const numbered = (sql: string) => {
  let index = 0
  return sql.replace(/\?/g, () => `$${String((index += 1))}`)
}

export function migrateSqlite(db: Database.Database, features: readonly FeatureMigrations[]): AppliedMigration[] {
  const now = () => new Date().toISOString()
  const exists = (table: string) =>
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined
  db.transaction(() => {
    const mapped = exists('schema_versions')
    db.exec(VERSIONS_TABLE)
    db.exec(LEGACY_TABLE)
    if (mapped) return
    const applied = db.prepare('SELECT version FROM schema_migrations').all() as Array<{ version: number }>
    const record = db.prepare(RECORD_VERSION)
    for (const { feature, version } of mappedVersions(features, new Set(applied.map((row) => row.version))))
      record.run(feature, version, now())
  })()
  const rows = db.prepare('SELECT feature, version FROM schema_versions').all() as AppliedMigration[]
  const record = db.prepare(RECORD_VERSION)
  const recordLegacy = db.prepare(RECORD_LEGACY)
  const done: AppliedMigration[] = []
  for (const { feature, step } of pending(features, new Map(rows.map((row) => [row.feature, row.version])))) {
    db.transaction(() => {
      db.exec(step.sqlite)
      step.thenSqlite?.(db)
      record.run(feature, step.version, now())
      if (step.legacy !== undefined) recordLegacy.run(step.legacy, step.name, now())
    })()
    done.push({ feature, version: step.version })
  }
  return done
}

/** The advisory lock that lets one instance at a time migrate (any constant; this one spells "leads"). */
const MIGRATION_LOCK = 0x6c65616473
const MIGRATION_TIMEOUT_MS = 10 * 60_000

/** Applies unseen steps, each in a transaction, under an advisory lock: instances starting together wait for the first. */
export async function migratePostgres(
  pool: pg.Pool,
  features: readonly FeatureMigrations[],
): Promise<AppliedMigration[]> {
  const client = await pool.connect()
  // Migrations (and waiting for another instance's) may outlast a request's query: no statement timeout here.
  const query = (text: string, values?: unknown[]) =>
    client.query({ text, values, query_timeout: MIGRATION_TIMEOUT_MS } as pg.QueryConfig)
  const now = () => new Date().toISOString()
  const transaction = async (work: () => Promise<void>) => {
    await query('BEGIN')
    try {
      await work()
      await query('COMMIT')
    } catch (error) {
      await query('ROLLBACK')
      throw error
    }
  }
  let failed = false
  try {
    await query('SET statement_timeout = 0')
    await query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      await transaction(async () => {
        const found = await query("SELECT to_regclass('schema_versions') IS NOT NULL AS present")
        await query(VERSIONS_TABLE)
        await query(LEGACY_TABLE)
        if ((found.rows[0] as { present: boolean }).present) return
        const applied = (await query('SELECT version FROM schema_migrations')).rows as Array<{ version: number }>
        for (const { feature, version } of mappedVersions(features, new Set(applied.map((row) => row.version))))
          await query(numbered(RECORD_VERSION), [feature, version, now()])
      })
      const rows = (await query('SELECT feature, version FROM schema_versions')).rows as AppliedMigration[]
      const done: AppliedMigration[] = []
      for (const { feature, step } of pending(features, new Map(rows.map((row) => [row.feature, row.version])))) {
        await transaction(async () => {
          await query(step.postgres)
          await step.thenPostgres?.(query)
          await query(numbered(RECORD_VERSION), [feature, step.version, now()])
          if (step.legacy !== undefined) await query(numbered(RECORD_LEGACY), [step.legacy, step.name, now()])
        })
        done.push({ feature, version: step.version })
      }
      return done
    } finally {
      await query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
      await query('RESET statement_timeout')
    }
  } catch (error) {
    failed = true
    throw error
  } finally {
    // A connection that failed midway is closed rather than handed back to the pool.
    client.release(failed)
  }
}

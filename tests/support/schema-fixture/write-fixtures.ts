/**
 * Writes the schema-upgrade fixture: a database of each engine built and filled by the application's own stores at
 * the schema of the day, written out as SQL, with what the stores read back from it. Run it only to add a fixture of
 * a newer schema beside the old ones (an old fixture is kept: it is the upgrade path a deployed database takes):
 *
 *   npx tsx tests/support/schema-fixture/write-fixtures.ts tests/fixtures/schema-v8
 */
import fs from 'node:fs'
import path from 'node:path'
import { PostgresCollectorStore } from '../../../server/leads/postgres-store'
import { startPostgres } from '../postgres'
import { SqliteCollectorStore } from '../../../server/leads/sqlite-store'
import { DATABASE_FILE } from '../../../server/leads/store'
import type { CollectorStore } from '../../../server/shared/database/store-types'
import { temporaryDir } from '../server-fixtures'
import { openInboxDb, type InboxDb } from '../../../server/shared/database/sql'
import { dumpPostgres, dumpSqlite } from './engines'
import { FIXTURE_ROUTES, readBack, seed } from './seed'
import { FEATURE_MIGRATIONS } from '../../../server/migrations'

export interface FixtureExpectation {
  ids: Awaited<ReturnType<typeof seed>>
  readBack: unknown
}

async function fill(collector: CollectorStore, db: InboxDb): Promise<FixtureExpectation> {
  const ids = await seed(collector, db)
  return { ids, readBack: await readBack(collector, db, ids) }
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

async function main(target: string) {
  fs.mkdirSync(target, { recursive: true })
  const temp = temporaryDir('schema-fixture-')
  try {
    const collector = await new SqliteCollectorStore({
      migrations: FEATURE_MIGRATIONS,
      dataDir: temp.dir,
      routes: FIXTURE_ROUTES,
      onError: () => {},
    }).open()
    const db = openInboxDb(collector, temp.dir)
    const expected = await fill(collector, db)
    await db.close()
    await collector.close()
    fs.writeFileSync(path.join(target, 'sqlite.sql'), dumpSqlite(path.join(temp.dir, DATABASE_FILE)))
    fs.writeFileSync(path.join(target, 'sqlite.json'), json(expected))
  } finally {
    temp.remove()
  }
  const postgres = await startPostgres()
  try {
    const url = await postgres.createDatabase('fixture')
    const collector = await PostgresCollectorStore.open({
      migrations: FEATURE_MIGRATIONS,
      url,
      routes: FIXTURE_ROUTES,
      poolSize: 2,
    })
    const expected = await fill(collector, openInboxDb(collector, ''))
    await collector.close()
    fs.writeFileSync(path.join(target, 'postgres.sql'), dumpPostgres(url))
    fs.writeFileSync(path.join(target, 'postgres.json'), json(expected))
  } finally {
    await postgres.stop()
  }
}

const target = process.argv[2]
if (!target) throw new Error('Usage: write-fixtures.ts <folder>')
await main(target)

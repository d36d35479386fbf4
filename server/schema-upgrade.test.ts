/**
 * Upgrading a deployed database: a copy of the schema of migration 8 with rows in every table, written by that day's
 * stores (tests/fixtures/schema-v8, made by tests/support/schema-fixture/write-fixtures.ts), is loaded into a new
 * database on each engine; the application's stores open it (and migrate it). Every row is still there, the stores
 * read back what they read the day the fixture was made, and the schema equals that of a database the stores created.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PostgresCollectorStore } from './leads/postgres-store'
import { startPostgres, type RunningPostgres } from '../tests/support/postgres'
import { SqliteCollectorStore } from './leads/sqlite-store'
import { DATABASE_FILE } from './leads/store'
import type { CollectorStore } from './shared/database/store-types'
import { temporaryDir } from '../tests/support/server-fixtures'
import { openInboxDb, type InboxDb } from './shared/database/sql'
import {
  describePostgres,
  describeSqlite,
  EMPTY_BY_DESIGN,
  loadPostgres,
  loadSqlite,
  type DatabaseDescription,
} from '../tests/support/schema-fixture/engines'
import { FIXTURE_ROUTES, readBack } from '../tests/support/schema-fixture/seed'
import type { FixtureExpectation } from '../tests/support/schema-fixture/write-fixtures'
import { FEATURE_MIGRATIONS } from './migrations'

const FIXTURES = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'schema-v8')
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8')
const expectation = (name: string) => JSON.parse(fixture(name)) as FixtureExpectation

let postgres: RunningPostgres | undefined
beforeAll(async () => {
  postgres = await startPostgres()
}, 60_000)
afterAll(async () => {
  await postgres?.stop()
})

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** The fixture is worth something only if every table has rows. */
function expectRowsEverywhere(loaded: DatabaseDescription) {
  const empty = Object.entries(loaded.rows)
    .filter(([table, rows]) => rows.length === 0 && !EMPTY_BY_DESIGN.includes(table))
    .map(([table]) => table)
  expect(empty).toEqual([])
  expect(Object.keys(loaded.rows).length).toBeGreaterThanOrEqual(25)
}

async function readThrough(collector: CollectorStore, db: InboxDb, expected: FixtureExpectation) {
  expect(await readBack(collector, db, expected.ids)).toEqual(expected.readBack)
}

describe("upgrading a database of migration 8's schema, with data", () => {
  it('on SQLite', async () => {
    const upgraded = temporaryDir('schema-upgrade-')
    const fresh = temporaryDir('schema-fresh-')
    cleanups.push(upgraded.remove, fresh.remove)
    const file = path.join(upgraded.dir, DATABASE_FILE)
    loadSqlite(file, fixture('sqlite.sql'))
    const before = describeSqlite(file)
    expectRowsEverywhere(before)

    const collector = await new SqliteCollectorStore({
      migrations: FEATURE_MIGRATIONS,
      dataDir: upgraded.dir,
      routes: FIXTURE_ROUTES,
      onError: () => {},
    }).open()
    const db = openInboxDb(collector, upgraded.dir)
    try {
      await readThrough(collector, db, expectation('sqlite.json'))
    } finally {
      await db.close()
      await collector.close()
    }
    expect(describeSqlite(file, before.selection).rows).toEqual(before.rows)

    const created = await new SqliteCollectorStore({
      migrations: FEATURE_MIGRATIONS,
      dataDir: fresh.dir,
      routes: FIXTURE_ROUTES,
      onError: () => {},
    }).open()
    await created.close()
    expect(describeSqlite(file).schema).toEqual(describeSqlite(path.join(fresh.dir, DATABASE_FILE)).schema)
  })

  it('on PostgreSQL', async () => {
    if (!postgres) throw new Error('PostgreSQL did not start')
    const url = await postgres.createDatabase('upgraded')
    await loadPostgres(url, fixture('postgres.sql'))
    const before = await describePostgres(url)
    expectRowsEverywhere(before)

    const collector = await PostgresCollectorStore.open({
      migrations: FEATURE_MIGRATIONS,
      url,
      routes: FIXTURE_ROUTES,
      poolSize: 2,
    })
    try {
      await readThrough(collector, openInboxDb(collector, ''), expectation('postgres.json'))
    } finally {
      await collector.close()
    }
    expect((await describePostgres(url, before.selection)).rows).toEqual(before.rows)

    const freshUrl = await postgres.createDatabase('fresh')
    await (
      await PostgresCollectorStore.open({
        migrations: FEATURE_MIGRATIONS,
        url: freshUrl,
        routes: FIXTURE_ROUTES,
        poolSize: 2,
      })
    ).close()
    expect((await describePostgres(url)).schema).toEqual((await describePostgres(freshUrl)).schema)
  })
})

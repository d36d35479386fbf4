/**
 * The SQL layer of the inbox and the engagement, on the server's SQLite file and on a real PostgreSQL: two requests'
 * transactions at once stay apart (one rolled back takes none of the other's writes with it), and on SQLite a lead
 * saved while a staff transaction is open commits too, both through the one writer thread; a transaction its caller
 * lost is rolled back once idle too long, so the leads behind it do not wait forever.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PostgresCollectorStore } from '../../leads/postgres-store'
import { startPostgres, type RunningPostgres } from '../../../tests/support/postgres'
import { SqliteCollectorStore } from '../../leads/sqlite-store'
import { MAIL_ROUTE, type CollectorStore } from './store-types'
import { sampleLead, temporaryDir } from '../../../tests/support/server-fixtures'
import { SESSION_IDLE_LIMIT_MS } from './writer-sql'
import { openInboxDb, type InboxDb } from './sql'
import { FEATURE_MIGRATIONS } from '../../migrations'

let postgres: RunningPostgres | undefined
let databases = 0
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

const KINDS = {
  sqlite: async (): Promise<{ store: CollectorStore; db: InboxDb }> => {
    const temp = temporaryDir('inbox-db-')
    const store = await new SqliteCollectorStore({
      migrations: FEATURE_MIGRATIONS,
      dataDir: temp.dir,
      routes: [MAIL_ROUTE],
      onError: () => {},
    }).open()
    const db = openInboxDb(store, temp.dir)
    cleanups.push(
      temp.remove,
      () => store.close(),
      () => db.close(),
    )
    return { store, db }
  },
  postgres: async (): Promise<{ store: CollectorStore; db: InboxDb }> => {
    if (!postgres) throw new Error('PostgreSQL did not start')
    databases += 1
    const store = await PostgresCollectorStore.open({
      migrations: FEATURE_MIGRATIONS,
      url: await postgres.createDatabase(`inbox_db_${String(databases)}`),
      routes: [MAIL_ROUTE],
      poolSize: 4,
    })
    cleanups.push(() => store.close())
    return { store, db: openInboxDb(store, '') }
  },
}

const note = (db: InboxDb, id: string) =>
  db.run('INSERT INTO lead_notes (id, lead_id, staff_id, body, created_at) VALUES (?, ?, ?, ?, ?)', [
    id,
    'ld_x',
    'st_x',
    id,
    1,
  ])
const notes = async (db: InboxDb) =>
  (await db.all<{ id: string }>('SELECT id FROM lead_notes ORDER BY id')).map((row) => row.id)

describe.each(Object.keys(KINDS) as Array<keyof typeof KINDS>)('the %s layer', (kind) => {
  it("keeps two requests' transactions apart: one rolled back leaves the other's writes committed", async () => {
    const { db } = await KINDS[kind]()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const failing = db.transaction(async (inner) => {
      await note(inner, 'nt_failing')
      await held
      throw new Error('refused')
    })
    const committing = db.transaction(async (inner) => {
      await note(inner, 'nt_committing')
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    release()
    await expect(failing).rejects.toThrow('refused')
    await committing
    expect(await notes(db)).toEqual(['nt_committing'])
  })

  it('commits a lead saved while a staff transaction is open, and the transaction too', async () => {
    const { store, db } = await KINDS[kind]()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const staff = db.transaction(async (inner) => {
      await note(inner, 'nt_staff')
      await held
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const saved = store.save({ formId: 'contact', lead: sampleLead({ email: 'during@example.com' }), spam: false })
    await new Promise((resolve) => setTimeout(resolve, 20))
    release()
    await staff
    const { id } = await saved
    expect((await store.getLead(id))?.email).toBe('during@example.com')
    expect(await notes(db)).toEqual(['nt_staff'])
  })
})

describe('the SQLite layer', () => {
  it('rolls back a transaction its caller never ends, after the idle limit, so the leads queued behind it commit', async () => {
    const { store, db } = await KINDS.sqlite()
    void db.transaction(async (inner) => {
      await note(inner, 'nt_lost')
      await new Promise(() => {})
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const started = performance.now()
    const { id } = await store.save({
      formId: 'contact',
      lead: sampleLead({ email: 'behind@example.com' }),
      spam: false,
    })
    expect(performance.now() - started).toBeGreaterThan(SESSION_IDLE_LIMIT_MS / 2)
    expect((await store.getLead(id))?.email).toBe('behind@example.com')
    expect(await notes(db)).toEqual([])
  })
})

import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { FEATURE_MIGRATIONS } from '../migrations'
import { migrateSqlite } from '../shared/database/migrations'
import { GroupCommitter } from '../shared/database/group-commit'
import { DATABASE_FILE, LeadStore, type LeadEntry } from './store'
import { sampleLead, temporaryDir } from '../../tests/support/server-fixtures'
import { LeadWriter } from './lead-writer'

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function tempStore(now?: () => number) {
  const temp = temporaryDir('lead-store-')
  const store = new LeadStore(temp.dir, { migrations: FEATURE_MIGRATIONS, now })
  cleanups.push(temp.remove, () => store.close())
  return { store, dir: temp.dir }
}

const entry = (overrides: Partial<LeadEntry> = {}): LeadEntry => ({
  formId: 'contact',
  lead: sampleLead(),
  spam: false,
  ...overrides,
})

const ALL_STEPS = FEATURE_MIGRATIONS.flatMap(({ feature, migrations }) =>
  migrations.map(({ version }) => ({ feature, version })),
)
const LATEST = FEATURE_MIGRATIONS.map(({ feature, migrations }) => ({
  feature,
  version: Math.max(...migrations.map((step) => step.version)),
}))
const recorded = (db: Database.Database) =>
  db.prepare('SELECT feature, version FROM schema_versions ORDER BY feature').all()
const byFeature = (rows: Array<{ feature: string }>) => [...rows].sort((a, b) => a.feature.localeCompare(b.feature))
const extra = (sql: string) => [
  ...FEATURE_MIGRATIONS.slice(0, -1),
  {
    feature: FEATURE_MIGRATIONS.at(-1)!.feature,
    migrations: [...FEATURE_MIGRATIONS.at(-1)!.migrations, { version: 99, name: 'extra', sqlite: sql, postgres: sql }],
  },
]

describe('migrations', () => {
  it("apply once, feature by feature in order, and record each feature's version", () => {
    const db = new Database(':memory:')
    expect(migrateSqlite(db, FEATURE_MIGRATIONS)).toEqual(ALL_STEPS)
    expect(migrateSqlite(db, FEATURE_MIGRATIONS)).toEqual([])
    expect(recorded(db)).toEqual(byFeature(LATEST))
    expect(migrateSqlite(db, extra('CREATE TABLE extra (x)'))).toEqual([
      { feature: FEATURE_MIGRATIONS.at(-1)!.feature, version: 99 },
    ])
    db.close()
  })

  it('roll a failing migration back whole', () => {
    const db = new Database(':memory:')
    migrateSqlite(db, FEATURE_MIGRATIONS)
    expect(() => migrateSqlite(db, extra('CREATE TABLE half (x); SELECT nope FROM missing;'))).toThrow()
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").all()).toEqual([])
    expect(recorded(db)).toEqual(byFeature(LATEST))
    db.close()
  })

  it("map the single counter of an older database to each feature's version once, and run only what it lacked", () => {
    const db = new Database(':memory:')
    db.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    )
    const insert = db.prepare("INSERT OR IGNORE INTO schema_migrations VALUES (?, 'old', '2026-01-01T00:00:00.000Z')")
    for (const step of FEATURE_MIGRATIONS.flatMap(({ migrations }) => migrations)) {
      if (step.legacy === undefined || step.legacy > 6) continue
      db.exec(step.sqlite)
      insert.run(step.legacy)
    }
    expect(migrateSqlite(db, FEATURE_MIGRATIONS)).toEqual([
      { feature: 'inbox', version: 2 },
      { feature: 'inbox', version: 3 },
      { feature: 'booking', version: 2 },
      { feature: 'engagement', version: 1 },
      { feature: 'engagement', version: 2 },
      { feature: 'engagement', version: 3 },
      { feature: 'engagement', version: 4 },
      { feature: 'engagement', version: 5 },
    ])
    // kept, and complete, for a release from before the split started after a rollback
    expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').all()).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((version) => ({ version })),
    )
    expect(recorded(db)).toEqual(byFeature(LATEST))
    expect(migrateSqlite(db, FEATURE_MIGRATIONS)).toEqual([])
    db.close()
  })
})

describe('LeadStore', () => {
  it('opens in WAL mode with synchronous=FULL', () => {
    const { store } = tempStore()
    const db = (store as unknown as { db: Database.Database }).db
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('synchronous', { simple: true })).toBe(2)
  })

  it('writes a lead and its notification together, but no notification for spam', () => {
    const { store } = tempStore()
    const lead = store.save(entry())
    const spam = store.save(entry({ spam: true }))
    expect(store.getLead(lead.id)).toMatchObject({ firstName: 'Jane', spam: false })
    expect(store.getLead(spam.id)).toMatchObject({ spam: true })
    expect(store.duePending().map((item) => item.leadId)).toEqual([lead.id])
  })

  it('keeps one row per idempotency key', () => {
    const { store } = tempStore()
    const first = store.save(entry({ idempotencyKey: 'k1' }))
    const results = store.saveBatch([
      entry({ idempotencyKey: 'k1' }),
      entry({ idempotencyKey: 'k2' }),
      entry({ idempotencyKey: 'k2' }),
    ])
    expect(results[0]).toEqual({ id: first.id, duplicate: true })
    expect(results[1]).toMatchObject({ duplicate: false })
    expect(results[2]).toEqual({ id: (results[1] as { id: string }).id, duplicate: true })
    expect(store.countLeads()).toBe(2)
  })

  it('fails one bad entry of a batch alone', () => {
    const { store } = tempStore()
    const bad = entry({ lead: { ...sampleLead(), firstName: null as unknown as string } })
    const results = store.saveBatch([entry(), bad, entry()])
    expect(results[1]).toBeInstanceOf(Error)
    expect(results.filter((result) => !(result instanceof Error))).toHaveLength(2)
    expect(store.countLeads()).toBe(2)
  })

  it('reports pending notifications and the age of the oldest', () => {
    let now = 1_000_000
    const { store } = tempStore(() => now)
    const { id } = store.save(entry())
    now += 90_000
    expect(store.outboxHealth()).toEqual({ pending: 1, oldestPendingAgeSeconds: 90 })
    const [item] = store.duePending()
    store.markFailed(item!.id, now + 5_000, 'connection refused')
    expect(store.duePending()).toEqual([])
    expect(store.nextDueAt()).toBe(now + 5_000)
    now += 5_000
    expect(store.duePending()).toMatchObject([{ leadId: id, attempts: 1, lastError: 'connection refused' }])
    store.markSent(item!.id)
    expect(store.outboxHealth()).toEqual({ pending: 0, oldestPendingAgeSeconds: 0 })
  })
})

describe('GroupCommitter', () => {
  it('writes submissions queued together in one transaction and resolves each after the commit', async () => {
    const { store } = tempStore()
    const batches: number[] = []
    const original = store.saveBatch.bind(store)
    store.saveBatch = (entries) => {
      batches.push(entries.length)
      return original(entries)
    }
    const committer = new GroupCommitter(store)
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => committer.save(entry())))
    expect(new Set(outcomes.map((outcome) => outcome.id)).size).toBe(20)
    expect(batches).toEqual([20])
    committer.close()
    await expect(committer.save(entry())).rejects.toThrow(/closed/)
  })
})

describe('LeadWriter (the writer thread)', () => {
  it('commits in its thread what the main thread reads right after', async () => {
    const temp = temporaryDir('lead-writer-')
    cleanups.push(temp.remove)
    // The writer opens a migrated file (SqliteCollectorStore migrates before it starts the thread).
    new LeadStore(temp.dir, { migrations: FEATURE_MIGRATIONS }).close()
    const writer = new LeadWriter(temp.dir)
    cleanups.push(() => writer.close())
    await writer.start()
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, index) => writer.save(entry({ idempotencyKey: `key-${index % 25}` }))),
    )
    expect(new Set(outcomes.map((outcome) => outcome.id)).size).toBe(25)
    const db = new Database(path.join(temp.dir, DATABASE_FILE), { readonly: true })
    expect(db.prepare('SELECT count(*) AS n FROM leads').get()).toEqual({ n: 25 })
    const outboxId = (db.prepare('SELECT id FROM outbox LIMIT 1').get() as { id: number }).id
    await writer.markSent(outboxId)
    expect(db.prepare('SELECT count(*) AS n FROM outbox WHERE sent_at IS NOT NULL').get()).toEqual({ n: 1 })
    db.close()
    await writer.close()
    await expect(writer.save(entry())).rejects.toThrow(/closed/)
  })
})

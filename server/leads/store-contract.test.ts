/**
 * One suite, two stores: every behaviour the collector relies on is checked against SQLite (the embedded
 * default) and against a real PostgreSQL server started by this file. Then what only a shared database
 * can do: two instances, one key, one row; claims that skip each other; leases that expire.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { exportFromPostgres, exportLeads } from '../../scripts/leads-export'
import { migratePostgres, migrateSqlite } from '../shared/database/migrations'
import { migrationsUpTo } from '../../tests/support/migrations'
import { PostgresCollectorStore, type PostgresRateLimiter } from './postgres-store'
import { postgresBinDir, startPostgres, type RunningPostgres } from '../../tests/support/postgres'
import { RETENTION_JOB } from './retention'
import { DATABASE_FILE, LeadStore } from './store'
import { SqliteCollectorStore } from './sqlite-store'
import { MAIL_ROUTE, type CollectorStore, type LeadEntry, type OutboxRoute } from '../shared/database/store-types'
import { noCaseDetails, sampleLead, temporaryDir } from '../../tests/support/server-fixtures'
import { FEATURE_MIGRATIONS } from '../migrations'

/** Each feature's version once every step has run, as `schema_versions` lists them by feature. */
const CURRENT_VERSIONS = [
  { feature: 'booking', version: 2 },
  { feature: 'engagement', version: 5 },
  { feature: 'inbox', version: 3 },
  { feature: 'leads', version: 5 },
]

const WEBHOOK: OutboxRoute = { channel: 'webhook', target: 'https://crm.example.com/hooks/leads' }
const ROUTES = [MAIL_ROUTE, WEBHOOK]

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

type Clock = { now: number }

/** Where each store of this file keeps its leads (the SQLite folder or the PostgreSQL URL): the export reads them there. */
const locations = new Map<CollectorStore, string>()

async function newPostgresDatabase(): Promise<string> {
  if (!postgres) throw new Error('PostgreSQL did not start')
  databases += 1
  return postgres.createDatabase(`contract_${String(databases)}`)
}

/** The data directory of each SQLite store the suite opened. */
const sqliteDirs = new WeakMap<CollectorStore, string>()

const KINDS = {
  sqlite: async (clock?: Clock): Promise<CollectorStore> => {
    const temp = temporaryDir('store-contract-')
    const store = await new SqliteCollectorStore({
      migrations: FEATURE_MIGRATIONS,
      dataDir: temp.dir,
      routes: ROUTES,
      onError: () => {},
    }).open()
    cleanups.push(temp.remove, () => store.close())
    locations.set(store, temp.dir)
    if (clock) throw new Error('the SQLite store reads the clock in its writer thread')
    sqliteDirs.set(store, temp.dir)
    return store
  },
  postgres: async (clock?: Clock, url?: string): Promise<CollectorStore> => {
    const database = url ?? (await newPostgresDatabase())
    const store = await PostgresCollectorStore.open({
      migrations: FEATURE_MIGRATIONS,
      url: database,
      routes: ROUTES,
      poolSize: 4,
      ...(clock ? { now: () => clock.now } : {}),
    })
    locations.set(store, database)
    cleanups.push(() => store.close())
    return store
  },
}

const entry = (overrides: Partial<LeadEntry> = {}): LeadEntry => ({
  formId: 'contact',
  lead: sampleLead(),
  spam: false,
  ...overrides,
})

/** Every case detail of the intake forms (migration 3). */
const CASE_DETAILS = {
  retainedBy: 'plaintiff',
  plaintiffs: 'Estate of John Roe',
  defendants: 'Acme Freight LLC; Pat Driver',
  counselFirm: 'Smith & Jones LLP',
  caseNumber: 'CV-2026-0042',
  courtState: 'OH',
  courtName: 'Ohio Court of Common Pleas',
  disclosureDeadline: '2027-01-15',
  depositionDate: '2027-02-10',
  trialDate: '2027-06-01',
}

/** A lead row as every version before 3 wrote it (no case-detail columns). */
const OLD_LEAD = [
  'ld_000000000old',
  'contact',
  'contact',
  'Olga',
  'Older',
  'olga@example.com',
  '2024-05-01T12:00:00.000Z',
]
const INSERT_OLD_LEAD = 'INSERT INTO leads (id, form_id, form_type, first_name, last_name, email, received_at) VALUES'

/** The export's rows of a store, as the leads:export command prints them in JSON. */
async function exported(kind: 'sqlite' | 'postgres', where: string): Promise<Array<Record<string, unknown>>> {
  const text =
    kind === 'sqlite'
      ? exportLeads(where, { format: 'json', includeSpam: false })
      : await exportFromPostgres(where, { format: 'json', includeSpam: false })
  return JSON.parse(text) as Array<Record<string, unknown>>
}
const attempt = (detail: string) => ({ instance: 'test', startedAt: Date.now(), detail })

describe.each(Object.keys(KINDS) as Array<keyof typeof KINDS>)('the %s store', (kind) => {
  const open = () => KINDS[kind]()

  it('stores a lead with every field and one notification per route; spam gets none', async () => {
    const store = await open()
    expect(store.kind).toBe(kind)
    const lead = sampleLead({ formType: 'emergency', urgency: 'Critical: within 24 hours', deadline: '2025-02-01' })
    const { id, duplicate } = await store.save(
      entry({ lead, clientAddress: '203.0.113.9', origin: 'https://partner.example.com', userAgent: 'UA/1' }),
    )
    expect(duplicate).toBe(false)
    expect(id).toMatch(/^ld_/)
    expect(await store.getLead(id)).toMatchObject({
      id,
      formId: 'contact',
      formType: 'emergency',
      firstName: 'Jane',
      urgency: 'Critical: within 24 hours',
      deadline: '2025-02-01',
      preferredDate: null,
      clientAddress: '203.0.113.9',
      spam: false,
    })
    expect(await store.getLead('ld_missing')).toBeUndefined()
    await store.save(entry({ spam: true }))
    expect(await store.outboxHealth()).toMatchObject({ pending: 2 })
    expect((await store.claimDue(MAIL_ROUTE, 'a', 10, 60_000)).map((item) => item.leadId)).toEqual([id])
    expect(
      (await store.claimDue(WEBHOOK, 'a', 10, 60_000)).map((item) => [item.leadId, item.channel, item.target]),
    ).toEqual([[id, 'webhook', WEBHOOK.target]])
  })

  it('stores every case detail as a column, reads a lead without them as null, and exports both', async () => {
    const store = await open()
    const withDetails = await store.save(entry({ lead: sampleLead({ firstName: 'Cara', ...CASE_DETAILS }) }))
    const without = await store.save(entry({ lead: sampleLead({ firstName: 'Dev' }) }))
    expect(await store.getLead(withDetails.id)).toMatchObject({ firstName: 'Cara', ...CASE_DETAILS })
    expect(await store.getLead(without.id)).toMatchObject({ firstName: 'Dev', ...noCaseDetails() })
    // Several at once go through the batched insert (PostgreSQL's one statement for many leads).
    const together = await Promise.all(
      ['Eve', 'Fay', 'Gus'].map((firstName, index) =>
        store.save(entry({ lead: sampleLead({ firstName, ...CASE_DETAILS, caseNumber: `CV-${String(index)}` }) })),
      ),
    )
    for (const [index, outcome] of together.entries())
      expect((await store.getLead(outcome.id))?.caseNumber).toBe(`CV-${String(index)}`)
    const rows = await exported(kind, locations.get(store)!)
    expect(rows.find((row) => row.firstName === 'Cara')).toMatchObject(CASE_DETAILS)
    expect(rows.find((row) => row.firstName === 'Dev')).toMatchObject(noCaseDetails())
  })

  it('migrates a database holding leads from before version 3: they keep every field and read as without case details', async () => {
    let store: CollectorStore
    let where: string
    if (kind === 'sqlite') {
      const temp = temporaryDir('store-contract-old-')
      cleanups.push(temp.remove)
      const db = new Database(path.join(temp.dir, DATABASE_FILE))
      expect(migrateSqlite(db, migrationsUpTo('leads', 2))).toEqual([
        { feature: 'leads', version: 1 },
        { feature: 'leads', version: 2 },
      ])
      db.prepare(`${INSERT_OLD_LEAD} (?, ?, ?, ?, ?, ?, ?)`).run(...OLD_LEAD)
      db.close()
      // The export reads the old file as it is, read-only and unmigrated.
      expect((await exported('sqlite', temp.dir))[0]).toMatchObject({
        id: OLD_LEAD[0],
        firstName: 'Olga',
        ...noCaseDetails(),
      })
      store = await new SqliteCollectorStore({
        migrations: FEATURE_MIGRATIONS,
        dataDir: temp.dir,
        routes: ROUTES,
        onError: () => {},
      }).open()
      cleanups.push(() => store.close())
      where = temp.dir
      const check = new Database(path.join(temp.dir, DATABASE_FILE), { readonly: true })
      expect(check.prepare('SELECT feature, version FROM schema_versions ORDER BY feature').all()).toEqual(
        CURRENT_VERSIONS,
      )
      check.close()
    } else {
      where = await newPostgresDatabase()
      const pool = new pg.Pool({ connectionString: where, max: 1 })
      expect(await migratePostgres(pool, migrationsUpTo('leads', 2))).toEqual([
        { feature: 'leads', version: 1 },
        { feature: 'leads', version: 2 },
      ])
      await pool.query(`${INSERT_OLD_LEAD} ($1, $2, $3, $4, $5, $6, $7)`, OLD_LEAD)
      await pool.end()
      store = await KINDS.postgres(undefined, where)
      const versions = await (store as PostgresCollectorStore).pool.query(
        'SELECT feature, version FROM schema_versions ORDER BY feature',
      )
      expect(versions.rows).toEqual(CURRENT_VERSIONS)
    }
    expect(await store.getLead(OLD_LEAD[0]!)).toMatchObject({
      id: OLD_LEAD[0],
      firstName: 'Olga',
      lastName: 'Older',
      email: 'olga@example.com',
      receivedAt: '2024-05-01T12:00:00.000Z',
      ...noCaseDetails(),
    })
    const { id } = await store.save(entry({ lead: sampleLead({ firstName: 'Newton', ...CASE_DETAILS }) }))
    expect(await store.getLead(id)).toMatchObject(CASE_DETAILS)
    expect((await exported(kind, where)).map((row) => [row.firstName, row.trialDate])).toEqual([
      ['Olga', null],
      ['Newton', CASE_DETAILS.trialDate],
    ])
  })

  it('keeps one row per idempotency key, also for submissions that arrive together', async () => {
    const store = await open()
    const first = await store.save(entry({ idempotencyKey: 'contact:k1' }))
    expect(await store.save(entry({ idempotencyKey: 'contact:k1' }))).toEqual({ id: first.id, duplicate: true })
    const together = await Promise.all(
      Array.from({ length: 10 }, () => store.save(entry({ idempotencyKey: 'contact:k2' }))),
    )
    expect(new Set(together.map((outcome) => outcome.id)).size).toBe(1)
    expect(together.filter((outcome) => !outcome.duplicate)).toHaveLength(1)
    expect((await store.outboxHealth()).pending).toBe(4)
  })

  it('marks a notification sent, or failed and due later, and reports the outbox', async () => {
    const store = await open()
    const { id } = await store.save(entry())
    const [item] = await store.claimDue(MAIL_ROUTE, 'a', 10, 60_000)
    expect(item).toMatchObject({ leadId: id, attempts: 0, lastError: null })
    const later = Date.now() + 60_000
    await store.markFailed(item!, later, attempt('connection refused'))
    expect(await store.claimDue(MAIL_ROUTE, 'a', 10, 60_000)).toEqual([])
    expect(await store.nextDueAt(MAIL_ROUTE)).toBe(later)
    expect((await store.outboxHealth()).pending).toBe(2)
    const [webhook] = await store.claimDue(WEBHOOK, 'a', 10, 60_000)
    await store.markSent(webhook!, attempt('HTTP 204'))
    expect(await store.nextDueAt(WEBHOOK)).toBeNull()
    expect(await store.outboxHealth()).toMatchObject({ pending: 1 })
  })

  it('counts requests per address in two windows, through the store', async () => {
    const store = await open()
    const limiter = store.rateLimiter({
      burst: { limit: 2, windowMs: 60_000 },
      daily: { limit: 3, windowMs: 86_400_000 },
    })
    cleanups.push(() => limiter.close())
    const decisions = []
    for (let index = 0; index < 3; index += 1) decisions.push(await limiter.take('203.0.113.1'))
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false])
    expect(decisions[2]?.retryAfterSeconds).toBeGreaterThan(0)
    expect(decisions[2]?.retryAfterSeconds).toBeLessThanOrEqual(60)
    expect((await limiter.take('203.0.113.2')).allowed).toBe(true)
  })

  it('deletes the leads received before the retention cutoff with their notifications and delivery log, and keeps the rest', async () => {
    const store = await open()
    const old = await store.save(entry({ lead: sampleLead({ firstName: 'Old' }) }))
    const oldSpam = await store.save(entry({ spam: true }))
    const [sent] = await store.claimDue(MAIL_ROUTE, 'a', 10, 60_000)
    await store.markSent(sent!, attempt('250 OK'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    const cutoff = new Date().toISOString()
    await new Promise((resolve) => setTimeout(resolve, 20))
    const kept = await store.save(entry({ lead: sampleLead({ firstName: 'Recent' }) }))
    expect(await store.deleteLeadsReceivedBefore(cutoff)).toEqual({
      leads: 2,
      outbox: 2,
      deliveries: 1,
      bookings: 0,
      invitations: 0,
    })
    expect(await store.getLead(old.id)).toBeUndefined()
    expect(await store.getLead(oldSpam.id)).toBeUndefined()
    expect(await store.getLead(kept.id)).toMatchObject({ firstName: 'Recent' })
    expect(await store.outboxHealth()).toMatchObject({ pending: 2 })
    expect(await store.deleteLeadsReceivedBefore(cutoff)).toEqual({
      leads: 0,
      outbox: 0,
      deliveries: 0,
      bookings: 0,
      invitations: 0,
    })
  })

  it('lets one caller run a scheduled job per interval, and records the run', async () => {
    const store = await open()
    const day = 86_400_000
    const start = 1_800_000_000_000
    expect(await store.claimJob(RETENTION_JOB, start, day)).toBe(true)
    expect(
      await Promise.all([
        store.claimJob(RETENTION_JOB, start + 1000, day),
        store.claimJob(RETENTION_JOB, start + day - 1, day),
      ]),
    ).toEqual([false, false])
    expect(await store.claimJob('another-job', start, day)).toBe(true)
    const later = await Promise.all(Array.from({ length: 5 }, () => store.claimJob(RETENTION_JOB, start + day, day)))
    expect(later.filter(Boolean)).toHaveLength(1)
  })

  it("finds a person's leads by email in any letter case or by id, and erases them everywhere the store keeps them", async () => {
    const store = await open()
    // Oldest first: a millisecond apart, so that the order is the order of arrival (ties sort by random id).
    const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2))
    const first = await store.save(entry({ lead: sampleLead({ email: 'Jane.Doe@LawFirm.example.com' }) }))
    await nextMillisecond()
    const second = await store.save(
      entry({
        lead: sampleLead({
          email: 'jane.doe@lawfirm.example.com',
          formType: 'emergency',
          urgency: 'Critical: within 24 hours',
          deadline: '2025-02-01',
        }),
      }),
    )
    await nextMillisecond()
    const byId = await store.save(entry({ lead: sampleLead({ firstName: 'Other', email: 'other@example.com' }) }))
    const bystander = await store.save(
      entry({ lead: sampleLead({ firstName: 'Bystander', email: 'someone@example.com' }) }),
    )
    const [mail] = await store.claimDue(MAIL_ROUTE, 'a', 1, 60_000)
    await store.markSent(mail!, attempt('250 OK'))
    const [hook] = await store.claimDue(WEBHOOK, 'a', 1, 60_000)
    await store.markFailed(hook!, Date.now() + 60_000, attempt('HTTP 500'))

    const found = await store.findLeads({ email: ' JANE.DOE@lawfirm.example.com ', ids: [byId.id] })
    expect(found.map((lead) => lead.id)).toEqual([first.id, second.id, byId.id])
    expect(found[0]).toMatchObject({ formType: 'contact', spam: false, deliveredTo: ['mail'] })
    expect(found[1]).toMatchObject({ formType: 'emergency', deliveredTo: [] })
    expect(await store.findLeads({ email: 'nobody@example.com' })).toEqual([])

    expect(await store.eraseLeads(found.map((lead) => lead.id))).toEqual({
      leads: 3,
      outbox: 6,
      deliveries: 2,
      bookings: 0,
      invitations: 0,
    })
    expect(await store.findLeads({ email: 'jane.doe@lawfirm.example.com', ids: [byId.id] })).toEqual([])
    for (const { id } of [first, second, byId]) expect(await store.getLead(id)).toBeUndefined()
    expect(await store.getLead(bystander.id)).toMatchObject({ firstName: 'Bystander' })
    // The erased leads' notifications are gone: only the bystander's remain to be sent.
    expect(await store.outboxHealth()).toMatchObject({ pending: 2 })
    expect((await store.claimDue(MAIL_ROUTE, 'a', 10, 60_000)).map((item) => item.leadId)).toEqual([bystander.id])
    expect(await store.eraseLeads([])).toEqual({ leads: 0, outbox: 0, deliveries: 0, bookings: 0, invitations: 0 })
  })

  it('is backed up while leads keep arriving, into a consistent copy that restores', async () => {
    const store = await open()
    for (let index = 0; index < 20; index += 1)
      await store.save(entry({ lead: sampleLead({ firstName: `Before${String(index)}` }) }))
    const arriving = Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        store.save(entry({ lead: sampleLead({ firstName: `During${String(index)}` }) })),
      ),
    )
    const restored = kind === 'sqlite' ? await backUpAndRestoreSqlite(store) : await backUpAndRestorePostgres(store)
    await arriving
    expect(restored.integrity).toBe('ok')
    expect(restored.leads).toBeGreaterThanOrEqual(20)
    expect(restored.leads).toBeLessThanOrEqual(70)
    // Consistent: every lead in the copy has its notifications (both routes), none half-written.
    expect(restored.outbox).toBe(restored.leads * 2)
    expect(restored.names).toContain('Before0')
  })
})

interface RestoredCopy {
  integrity: string
  leads: number
  outbox: number
  names: string[]
}

/** What `npm run leads:backup` does (SQLite's online backup), then a restore: the copy opened as the store's file. */
async function backUpAndRestoreSqlite(store: CollectorStore): Promise<RestoredCopy> {
  const dataDir = sqliteDirs.get(store) ?? ''
  const target = temporaryDir('store-contract-backup-')
  cleanups.push(target.remove)
  const reader = new LeadStore(dataDir, { readonly: true })
  try {
    await reader.backup(path.join(target.dir, 'copy.sqlite'))
  } finally {
    reader.close()
  }
  // Restore as the operators' guide says: the copy becomes leads.sqlite in an empty DATA_DIR.
  const restoredDir = path.join(target.dir, 'restored')
  fs.mkdirSync(restoredDir)
  fs.copyFileSync(path.join(target.dir, 'copy.sqlite'), path.join(restoredDir, 'leads.sqlite'))
  const restored = new LeadStore(restoredDir, { migrations: FEATURE_MIGRATIONS })
  try {
    const leads = restored.listLeads({ includeSpam: true })
    const Database = (await import('better-sqlite3')).default
    const db = new Database(path.join(restoredDir, 'leads.sqlite'), { readonly: true })
    try {
      return {
        integrity: String(db.pragma('integrity_check', { simple: true })),
        leads: leads.length,
        outbox: (db.prepare('SELECT count(*) AS n FROM outbox').get() as { n: number }).n,
        names: leads.map((lead) => lead.firstName),
      }
    } finally {
      db.close()
    }
  } finally {
    restored.close()
  }
}

/** What the operators' guide says for PostgreSQL: pg_dump in the custom format while the instances run, pg_restore into an empty database. */
async function backUpAndRestorePostgres(store: CollectorStore): Promise<RestoredCopy> {
  const source = (store as PostgresCollectorStore).pool.options.connectionString ?? ''
  const target = temporaryDir('store-contract-dump-')
  cleanups.push(target.remove)
  const dump = path.join(target.dir, 'leads.dump')
  const bin = postgresBinDir()
  execFileSync(path.join(bin, 'pg_dump'), ['--format=custom', `--file=${dump}`, source], { stdio: 'pipe' })
  const restoredUrl = await newPostgresDatabase()
  execFileSync(path.join(bin, 'pg_restore'), ['--no-owner', `--dbname=${restoredUrl}`, dump], { stdio: 'pipe' })
  const client = new pg.Client({ connectionString: restoredUrl })
  await client.connect()
  try {
    const leads = await client.query<{ first_name: string }>('SELECT first_name FROM leads')
    const outbox = await client.query<{ n: string }>('SELECT count(*) AS n FROM outbox')
    return {
      integrity: 'ok',
      leads: leads.rowCount ?? 0,
      outbox: Number(outbox.rows[0]?.n),
      names: leads.rows.map((row) => row.first_name),
    }
  } finally {
    await client.end()
  }
}

describe('PostgreSQL: several instances, one truth', () => {
  it('gives the same key on two instances the same lead id and one row', async () => {
    const url = await newPostgresDatabase()
    const [one, two] = await Promise.all([KINDS.postgres(undefined, url), KINDS.postgres(undefined, url)])
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? one : two).save(entry({ idempotencyKey: 'contact:shared' })),
      ),
    )
    expect(new Set(outcomes.map((outcome) => outcome.id)).size).toBe(1)
    expect(await (one as PostgresCollectorStore).countLeads()).toBe(1)
    expect((await two.outboxHealth()).pending).toBe(2)
  })

  it('applies the migrations once when instances start together (advisory lock)', async () => {
    const url = await newPostgresDatabase()
    const stores = await Promise.all(Array.from({ length: 4 }, () => KINDS.postgres(undefined, url)))
    const versions = await (stores[0] as PostgresCollectorStore).pool.query(
      'SELECT feature, version FROM schema_versions ORDER BY feature',
    )
    expect(versions.rows).toEqual(CURRENT_VERSIONS)
  })

  it('lets two instances claim disjoint notifications, and hands a claim on only when its lease ends', async () => {
    const clock = { now: 1_000_000 }
    const url = await newPostgresDatabase()
    const one = await KINDS.postgres(clock, url)
    const two = await KINDS.postgres(clock, url)
    for (let index = 0; index < 10; index += 1) await one.save(entry())
    const [a, b] = await Promise.all([
      one.claimDue(MAIL_ROUTE, 'one', 6, 30_000),
      two.claimDue(MAIL_ROUTE, 'two', 6, 30_000),
    ])
    const ids = [...a!, ...b!].map((item) => item.id)
    expect(ids).toHaveLength(10)
    expect(new Set(ids).size).toBe(10)
    for (const item of b!) await two.markSent(item, attempt('sent'))
    // "one" dies holding its claims: nobody may take them while the lease runs ...
    expect(await two.claimDue(MAIL_ROUTE, 'two', 20, 30_000)).toEqual([])
    clock.now += 29_999
    expect(await two.claimDue(MAIL_ROUTE, 'two', 20, 30_000)).toEqual([])
    // ... and once it has run out, another instance retries them.
    clock.now += 1
    const retried = await two.claimDue(MAIL_ROUTE, 'two', 20, 30_000)
    expect(retried.map((item) => item.id).sort()).toEqual(a!.map((item) => item.id).sort())
    await two.markSent(retried[0]!, attempt('sent'))
    const log = await (two as PostgresCollectorStore).listDeliveries()
    const forRetried = log.filter((row) => row.leadId === retried[0]!.leadId && row.channel === 'mail')
    expect(forRetried.map((row) => [row.instance, row.ok])).toEqual([
      ['one', null],
      ['two', true],
    ])
  })

  it('keeps at most maxAddresses counters per window, forgetting the oldest windows first', async () => {
    const store = await KINDS.postgres()
    const limiter = store.rateLimiter({
      burst: { limit: 5, windowMs: 60_000 },
      daily: { limit: 100, windowMs: 86_400_000 },
      maxAddresses: 4,
    }) as PostgresRateLimiter
    cleanups.push(() => limiter.close())
    for (let index = 0; index < 30; index += 1) await limiter.take(`198.51.100.${String(index)}`)
    await limiter.sweep()
    const counted = await (store as PostgresCollectorStore).pool.query<{ window: string; n: string }>(
      'SELECT window_name AS window, count(*) AS n FROM rate_limit_counters GROUP BY window_name ORDER BY window_name',
    )
    expect(counted.rows).toEqual([
      { window: 'burst', n: '4' },
      { window: 'daily', n: '4' },
    ])
  })

  it('shares the rate-limit counters between instances', async () => {
    const url = await newPostgresDatabase()
    const limits = { burst: { limit: 3, windowMs: 60_000 }, daily: { limit: 100, windowMs: 86_400_000 } }
    const one = (await KINDS.postgres(undefined, url)).rateLimiter(limits)
    const two = (await KINDS.postgres(undefined, url)).rateLimiter(limits)
    const allowed = []
    for (let index = 0; index < 5; index += 1)
      allowed.push((await (index % 2 ? one : two).take('198.51.100.7')).allowed)
    expect(allowed).toEqual([true, true, true, false, false])
  })
})

/**
 * Tests written against surviving mutants (npm run mutation): what the store keeps of each field,
 * the read-only mode, the outbox's order, limits and health figures, and the id format.
 */
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { DATABASE_FILE, LeadStore, createLeadId, type LeadEntry } from './store'
import { noCaseDetails, sampleLead, temporaryDir } from '../../tests/support/server-fixtures'
import { FEATURE_MIGRATIONS } from '../migrations'

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function tempDir() {
  const temp = temporaryDir('lead-store-mutants-')
  cleanups.push(temp.remove)
  return temp.dir
}

function open(dir: string, options: ConstructorParameters<typeof LeadStore>[1] = {}) {
  const store = new LeadStore(dir, { migrations: FEATURE_MIGRATIONS, ...options })
  cleanups.push(() => store.close())
  return store
}

const entry = (overrides: Partial<LeadEntry> = {}): LeadEntry => ({
  formId: 'contact',
  lead: sampleLead(),
  spam: false,
  ...overrides,
})

function raw(dir: string) {
  const db = new Database(path.join(dir, DATABASE_FILE), { readonly: true })
  cleanups.push(() => db.close())
  return db
}

describe('createLeadId', () => {
  it('is "ld_", nine base-36 digits of the time, then twelve hex digits', () => {
    expect(createLeadId(0)).toMatch(/^ld_000000000[0-9a-f]{12}$/)
    expect(createLeadId(1_700_000_000_000)).toMatch(
      new RegExp(`^ld_${(1_700_000_000_000).toString(36).padStart(9, '0')}[0-9a-f]{12}$`),
    )
    expect(createLeadId(35)).toMatch(/^ld_00000000z[0-9a-f]{12}$/)
  })

  it('sorts by time and differs between two calls at the same time', () => {
    expect(createLeadId(1000) < createLeadId(2000)).toBe(true)
    expect(createLeadId(1000)).not.toBe(createLeadId(1000))
  })

  it('uses the current time by default', () => {
    const before = Date.now()
    const id = createLeadId()
    const after = Date.now()
    const time = Number.parseInt(id.slice(3, 12), 36)
    expect(time).toBeGreaterThanOrEqual(before)
    expect(time).toBeLessThanOrEqual(after)
  })
})

describe('LeadStore, the file', () => {
  it('creates the data folder and the leads.sqlite file in it', () => {
    const dir = path.join(tempDir(), 'nested', 'data')
    const store = open(dir)
    expect(DATABASE_FILE).toBe('leads.sqlite')
    expect(store.file).toBe(path.join(dir, 'leads.sqlite'))
    expect(fs.existsSync(store.file)).toBe(true)
  })

  it('opens with foreign keys on, a 5 s busy timeout and a 10 000 page autocheckpoint', () => {
    const store = open(tempDir())
    const db = (store as unknown as { db: Database.Database }).db
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000)
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(10_000)
  })

  it('in read-only mode, neither creates a missing database nor writes', () => {
    const dir = tempDir()
    expect(() => new LeadStore(path.join(dir, 'missing'), { readonly: true })).toThrow()
    expect(fs.existsSync(path.join(dir, 'missing'))).toBe(false)

    const empty = path.join(dir, 'empty')
    fs.mkdirSync(empty)
    expect(() => new LeadStore(empty, { readonly: true })).toThrow()
    expect(fs.readdirSync(empty)).toEqual([])

    const writer = open(dir)
    const { id } = writer.save(entry())
    writer.close()
    const reader = open(dir, { readonly: true })
    expect(reader.getLead(id)?.firstName).toBe('Jane')
    expect(reader.countLeads()).toBe(1)
    expect(() => reader.save(entry())).toThrow('The lead store was opened read-only')
    expect(() => reader.markSent(1)).toThrow('The lead store was opened read-only')
    expect(() => reader.markFailed(1, 0, 'x')).toThrow('The lead store was opened read-only')
    expect(reader.countLeads()).toBe(1)
  })

  it('folds the write-ahead log into the database on close, even while another connection is open', () => {
    const dir = tempDir()
    const store = new LeadStore(dir, { migrations: FEATURE_MIGRATIONS })
    store.save(entry())
    const reader = raw(dir)
    expect(reader.prepare('SELECT count(*) AS n FROM leads').get()).toEqual({ n: 1 })
    const wal = `${store.file}-wal`
    const walSize = () => (fs.existsSync(wal) ? fs.statSync(wal).size : 0)
    expect(walSize()).toBeGreaterThan(0)
    store.close()
    expect(walSize()).toBe(0)
    expect(reader.prepare('SELECT count(*) AS n FROM leads').get()).toEqual({ n: 1 })
    store.close() // a second close is harmless
  })

  it('checkpoint() empties the log', () => {
    const dir = tempDir()
    const store = open(dir)
    raw(dir)
    store.save(entry())
    store.checkpoint()
    expect(fs.statSync(`${store.file}-wal`).size).toBe(0)
  })
})

describe('LeadStore, what a lead keeps', () => {
  it('stores every field, with the receipt time, the client details and null for what is missing', () => {
    const now = Date.UTC(2025, 0, 15, 14, 0, 5)
    const store = open(tempDir(), { now: () => now })
    const lead = sampleLead({
      formType: 'emergency',
      urgency: 'Critical: within 24 hours',
      deadline: 'Friday',
      preferredDate: '2025-02-01',
      preferredTime: 'Morning',
      submittedAt: '2025-01-15T14:00:00.000Z',
    })
    const { id, duplicate } = store.save(
      entry({
        formId: 'emergency-form',
        lead,
        clientAddress: '203.0.113.9',
        origin: 'https://example.com',
        userAgent: 'UA/1',
        idempotencyKey: 'key-1',
      }),
    )
    expect(duplicate).toBe(false)
    expect(id.startsWith(`ld_${now.toString(36).padStart(9, '0')}`)).toBe(true)
    expect(store.getLead(id)).toEqual({
      id,
      formId: 'emergency-form',
      formType: 'emergency',
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane.doe@lawfirm.example.com',
      phone: '(215) 555-0100',
      organization: 'Doe & Partners',
      caseType: 'Personal Injury',
      message: 'Confidential: plaintiff lost earnings since 2021.',
      subject: 'Contact Form Submission - Jane Doe',
      urgency: 'Critical: within 24 hours',
      deadline: 'Friday',
      preferredDate: '2025-02-01',
      preferredTime: 'Morning',
      submittedAt: '2025-01-15T14:00:00.000Z',
      receivedAt: '2025-01-15T14:00:05.000Z',
      clientAddress: '203.0.113.9',
      origin: 'https://example.com',
      userAgent: 'UA/1',
      spam: false,
      // not a schedule request that held a slot
      booking: null,
      ...noCaseDetails(),
    })
    const row = raw(store.file.replace(`${path.sep}${DATABASE_FILE}`, ''))
      .prepare('SELECT idempotency_key AS key FROM leads')
      .get()
    expect(row).toEqual({ key: 'key-1' })
  })

  it('stores null for the optional fields and an empty submission time', () => {
    const store = open(tempDir())
    const { id } = store.save(entry({ lead: sampleLead({ submittedAt: '' }) }))
    expect(store.getLead(id)).toMatchObject({
      urgency: null,
      deadline: null,
      preferredDate: null,
      preferredTime: null,
      submittedAt: null,
      clientAddress: null,
      origin: null,
      userAgent: null,
    })
    const row = raw(path.dirname(store.file)).prepare('SELECT idempotency_key AS key, is_spam AS spam FROM leads').get()
    expect(row).toEqual({ key: null, spam: 0 })
  })

  it('answers undefined for an unknown id', () => {
    expect(open(tempDir()).getLead('ld_nope')).toBeUndefined()
  })

  it('throws the error of a failed save, and "Nothing stored" when nothing came back', () => {
    const store = open(tempDir())
    expect(() => store.save(entry({ lead: { ...sampleLead(), firstName: null as unknown as string } }))).toThrow(
      /NOT NULL/,
    )
    const empty = open(tempDir())
    empty.saveBatch = () => []
    expect(() => empty.save(entry())).toThrow('Nothing stored')
  })

  it('turns a thrown non-error into an Error for that entry alone', () => {
    const store = open(tempDir())
    const internals = store as unknown as { saveOne: (entry: LeadEntry, at: number) => unknown }
    const original = internals.saveOne
    let calls = 0
    internals.saveOne = (item, at) => {
      calls += 1
      if (calls === 1) throw 'a plain string'
      return original(item, at)
    }
    const [first, second] = store.saveBatch([entry(), entry()])
    expect(first).toBeInstanceOf(Error)
    expect((first as Error).message).toBe('a plain string')
    expect(second).toMatchObject({ duplicate: false })
  })

  it('gives every entry of a batch the same receipt time', () => {
    let now = Date.UTC(2025, 5, 1)
    const store = open(tempDir(), { now: () => now++ })
    const outcomes = store.saveBatch([entry(), entry()]) as { id: string }[]
    expect(outcomes.map((outcome) => store.getLead(outcome.id)?.receivedAt)).toEqual([
      '2025-06-01T00:00:00.000Z',
      '2025-06-01T00:00:00.000Z',
    ])
  })
})

describe('LeadStore, listing', () => {
  it('lists leads from a time on, oldest first, spam only when asked', () => {
    let now = Date.UTC(2025, 0, 1)
    const store = open(tempDir(), { now: () => now })
    const a = store.save(entry()).id
    now = Date.UTC(2025, 0, 2)
    const spam = store.save(entry({ spam: true })).id
    now = Date.UTC(2025, 0, 3)
    const c = store.save(entry()).id
    expect(store.listLeads().map((lead) => lead.id)).toEqual([a, c])
    expect(store.listLeads({ includeSpam: true }).map((lead) => lead.id)).toEqual([a, spam, c])
    expect(store.listLeads({ includeSpam: true }).map((lead) => lead.spam)).toEqual([false, true, false])
    expect(store.listLeads({ since: '2025-01-02T00:00:00.000Z', includeSpam: true }).map((lead) => lead.id)).toEqual([
      spam,
      c,
    ])
    expect(store.listLeads({ since: '2025-01-02T00:00:00.000Z' }).map((lead) => lead.id)).toEqual([c])
    expect(store.listLeads({ since: '2025-01-03T00:00:00.001Z' })).toEqual([])
  })

  it('counts zero leads in a new store', () => {
    expect(open(tempDir()).countLeads()).toBe(0)
  })
})

describe('LeadStore, the notification outbox', () => {
  it('lists due notifications soonest first, 20 at most by default', () => {
    let now = 1_000
    const store = open(tempDir(), { now: () => now })
    const ids: string[] = []
    for (let index = 0; index < 22; index += 1) {
      now += 1
      ids.push(store.save(entry()).id)
    }
    expect(store.duePending()).toHaveLength(20)
    expect(store.duePending().map((item) => item.leadId)).toEqual(ids.slice(0, 20))
    expect(store.duePending(2).map((item) => item.leadId)).toEqual(ids.slice(0, 2))
    const [first] = store.duePending(1)
    expect(first).toEqual({
      id: first!.id,
      leadId: ids[0],
      channel: 'mail',
      target: '',
      createdAt: 1_001,
      attempts: 0,
      nextAttemptAt: 1_001,
      lastError: null,
    })
    // a notification put off goes behind the others
    store.markFailed(first!.id, now + 1, 'later')
    now += 1
    expect(
      store
        .duePending(22)
        .map((item) => item.leadId)
        .at(-1),
    ).toBe(ids[0])
  })

  it('is not due before its time, and due at it', () => {
    let now = 5_000
    const store = open(tempDir(), { now: () => now })
    store.save(entry())
    const [item] = store.duePending()
    store.markFailed(item!.id, 6_000, 'busy')
    now = 5_999
    expect(store.duePending()).toEqual([])
    now = 6_000
    expect(store.duePending()).toHaveLength(1)
  })

  it('has no next due time when nothing waits', () => {
    const store = open(tempDir(), { now: () => 7_000 })
    expect(store.nextDueAt()).toBeNull()
    store.save(entry())
    expect(store.nextDueAt()).toBe(7_000)
    store.markSent(store.duePending()[0]!.id)
    expect(store.nextDueAt()).toBeNull()
  })

  it('records the send time and the attempt, and clears the last error', () => {
    let now = 10_000
    const dir = tempDir()
    const store = open(dir, { now: () => now })
    store.save(entry())
    const [item] = store.duePending()
    store.markFailed(item!.id, now, 'refused')
    now = 12_345
    store.markSent(item!.id)
    expect(raw(dir).prepare('SELECT sent_at AS sentAt, attempts, last_error AS lastError FROM outbox').get()).toEqual({
      sentAt: 12_345,
      attempts: 2,
      lastError: null,
    })
  })

  it('keeps the first 1000 characters of an error', () => {
    const store = open(tempDir(), { now: () => 0 })
    store.save(entry())
    const [item] = store.duePending()
    store.markFailed(item!.id, 0, 'x'.repeat(1500))
    expect(store.duePending()[0]!.lastError).toBe('x'.repeat(1000))
  })

  it('rounds the oldest age to whole seconds and never reports a negative age', () => {
    let now = 100_000
    const store = open(tempDir(), { now: () => now })
    expect(store.outboxHealth()).toEqual({ pending: 0, oldestPendingAgeSeconds: 0 })
    store.save(entry())
    now = 101_600
    store.save(entry())
    expect(store.outboxHealth()).toEqual({ pending: 2, oldestPendingAgeSeconds: 2 })
    now = 101_400
    expect(store.outboxHealth()).toEqual({ pending: 2, oldestPendingAgeSeconds: 1 })
    now = 50_000
    expect(store.outboxHealth()).toEqual({ pending: 2, oldestPendingAgeSeconds: 0 })
  })
})

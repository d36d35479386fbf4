/**
 * LEAD_RETENTION_DAYS as an operator meets it: a server started with it deletes, on its daily pass, the
 * leads older than the setting with their notifications and delivery log, keeps the newer ones, and logs
 * the counts without a word of any lead.
 */
import path from 'node:path'
import { Writable } from 'node:stream'
import Database from 'better-sqlite3'
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { registerCollector } from './collector'
import { runRetention } from './retention'
import { DATABASE_FILE, LeadStore } from './store'
import { eventually, sampleLead, temporaryDir } from '../../tests/support/server-fixtures'
import { FEATURE_MIGRATIONS } from '../migrations'

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const DAY_MS = 86_400_000

/** A SQLite store holding leads received 40 and 10 days ago and today, each with its notification, one delivered. */
function seedStore(dataDir: string) {
  const store = new LeadStore(dataDir, { migrations: FEATURE_MIGRATIONS })
  const now = Date.now()
  const ids: Record<string, string> = {}
  for (const [name, ageDays] of [
    ['Ancient', 40],
    ['Recent', 10],
  ] as const) {
    const old = new LeadStore(dataDir, { migrations: FEATURE_MIGRATIONS, now: () => now - ageDays * DAY_MS })
    ids[name] = old.save({
      formId: 'contact',
      lead: sampleLead({ firstName: name, message: `Secret matter of ${name}` }),
      spam: false,
    }).id
    old.close()
  }
  ids.Today = store.save({ formId: 'contact', lead: sampleLead({ firstName: 'Today' }), spam: false }).id
  const [item] = store.duePending(1)
  store.markSent(item!.id, { instance: 'seed', startedAt: now, detail: '250 OK' })
  store.close()
  return ids
}

function logCapture() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString())
      callback()
    },
  })
  return { lines, stream }
}

describe('LEAD_RETENTION_DAYS', () => {
  it('deletes the leads older than the setting with their notifications and delivery log, and logs counts only', async () => {
    const temp = temporaryDir('retention-')
    cleanups.push(temp.remove)
    const ids = seedStore(temp.dir)
    const { lines, stream } = logCapture()
    const app = Fastify({ logger: { level: 'info', stream } })
    await registerCollector(app, {
      migrations: FEATURE_MIGRATIONS,
      dataDir: temp.dir,
      rateLimits: false,
      retentionDays: 30,
      retentionFirstCheckMs: 0,
    })
    cleanups.push(() => app.close())
    await eventually(() => lines.some((line) => line.includes('lead retention')))
    const db = new Database(path.join(temp.dir, DATABASE_FILE), { readonly: true })
    cleanups.push(() => db.close())
    expect(
      (db.prepare('SELECT first_name AS name FROM leads ORDER BY received_at').all() as Array<{ name: string }>).map(
        (row) => row.name,
      ),
    ).toEqual(['Recent', 'Today'])
    expect(db.prepare('SELECT count(*) AS n FROM outbox WHERE lead_id = ?').get(ids.Ancient)).toEqual({ n: 0 })
    expect(db.prepare('SELECT count(*) AS n FROM deliveries WHERE lead_id = ?').get(ids.Ancient)).toEqual({ n: 0 })
    const line = JSON.parse(lines.find((candidate) => candidate.includes('lead retention')) ?? '{}') as Record<
      string,
      unknown
    >
    expect(line).toMatchObject({
      job: 'lead-retention',
      retentionDays: 30,
      deleted: { leads: 1, outbox: 1, deliveries: 1 },
    })
    const log = lines.join('')
    for (const secret of ['Ancient', 'Secret matter', 'jane.doe@lawfirm.example.com', ids.Ancient ?? 'x'])
      expect(log).not.toContain(secret)
  })

  it('runs at most once a day, whichever caller asks first', async () => {
    const temp = temporaryDir('retention-once-')
    cleanups.push(temp.remove)
    seedStore(temp.dir)
    const { stream } = logCapture()
    const app = Fastify({ logger: { level: 'info', stream } })
    const collector = await registerCollector(app, {
      migrations: FEATURE_MIGRATIONS,
      dataDir: temp.dir,
      rateLimits: false,
    })
    cleanups.push(() => app.close())
    const log = app.log as unknown as Parameters<typeof runRetention>[2]
    const now = Date.now()
    expect(await runRetention(collector.store, 30, log, now)).toEqual({
      leads: 1,
      outbox: 1,
      deliveries: 1,
      bookings: 0,
      invitations: 0,
    })
    expect(await runRetention(collector.store, 5, log, now + 60 * 60_000)).toBeUndefined()
    expect(await runRetention(collector.store, 5, log, now + DAY_MS)).toEqual({
      leads: 1,
      outbox: 1,
      deliveries: 0,
      bookings: 0,
      invitations: 0,
    })
  })
})

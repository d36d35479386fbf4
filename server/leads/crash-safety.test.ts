import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { DATABASE_FILE } from './store'
import { spawnServer } from '../../tests/support/spawn-server'
import { sampleLead, temporaryDir, writeMinimalBuild } from '../../tests/support/server-fixtures'

const SUBMISSIONS = 200
/** Kill the server once this many submissions were acknowledged, with the rest still in flight. */
const KILL_AFTER_ACKS = 40
const CONCURRENCY = 25

/** The collector alone (no site), on a free loopback port, its log kept out of the test's. */
const startServer = (env: Record<string, string>) =>
  spawnServer({ entry: 'tests/support/child-server.ts', env: { ...env, LOG_LEVEL: 'silent' }, output: 'ignore' })

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe('crash safety', () => {
  it('keeps every acknowledged submission through a SIGKILL and a restart', async () => {
    const temp = temporaryDir('collector-crash-')
    cleanups.push(temp.remove)
    const dataDir = path.join(temp.dir, 'data')
    const env = { DATA_DIR: dataDir, BUILD_DIR: writeMinimalBuild(temp.dir) }
    const first = await startServer(env)
    cleanups.push(() => first.stop('SIGKILL'))

    const acknowledged = new Map<string, string>()
    let killed: Promise<void> | undefined
    const submit = async (index: number) => {
      const firstName = `Crash${index}`
      try {
        const response = await fetch(`${first.url}/f/contact`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'Idempotency-Key': `crash-${index}`,
          },
          body: JSON.stringify(sampleLead({ firstName })),
        })
        if (response.status !== 200) return
        const { id } = (await response.json()) as { id: string }
        acknowledged.set(id, firstName)
        if (acknowledged.size === KILL_AFTER_ACKS) killed = first.stop('SIGKILL')
      } catch {
        // the connection died with the server: not acknowledged, so the client would retry
      }
    }
    // Many submissions in flight at every moment, so the kill lands in the middle of the stream.
    let next = 0
    const worker = async () => {
      while (next < SUBMISSIONS) await submit(next++)
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    await killed
    expect(first.child.signalCode).toBe('SIGKILL')
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS)
    expect(acknowledged.size).toBeLessThan(SUBMISSIONS)

    const second = await startServer(env)
    cleanups.push(() => second.stop('SIGTERM'))
    const health = (await (await fetch(`${second.url}/healthz`)).json()) as { notifications: { pending: number } }

    const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true })
    cleanups.push(() => db.close())
    const stored = new Map(
      (
        db.prepare('SELECT id, first_name AS firstName FROM leads').all() as Array<{ id: string; firstName: string }>
      ).map((row) => [row.id, row.firstName]),
    )
    const missing = [...acknowledged].filter(([id, firstName]) => stored.get(id) !== firstName)
    expect(missing).toEqual([])
    const outboxLeads = new Set(
      (db.prepare('SELECT lead_id AS id FROM outbox').all() as Array<{ id: string }>).map((row) => row.id),
    )
    expect([...acknowledged.keys()].filter((id) => !outboxLeads.has(id))).toEqual([])
    expect(health.notifications.pending).toBe(stored.size)
  })
})

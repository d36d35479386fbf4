/**
 * A PostgreSQL server that stops answering (SIGSTOP: its connections stay open, nothing comes back) must not
 * hold visitors or health checks: a post is answered 503 (which the app retries) and /healthz 503 within
 * DATABASE_TIMEOUT_MS, and both recover once the server runs again.
 */
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { COLLECTOR_MESSAGES } from './collector'
import { startPostgres, type RunningPostgres } from '../../tests/support/postgres'
import {
  eventually,
  sampleLead,
  temporaryDir,
  testConfig,
  writeMinimalBuild,
} from '../../tests/support/server-fixtures'

let postgres: RunningPostgres | undefined
beforeAll(async () => {
  postgres = await startPostgres()
}, 60_000)
afterAll(async () => {
  postgres?.resume()
  await postgres?.stop()
})

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const json = { 'content-type': 'application/json', accept: 'application/json' }

describe('a stalled PostgreSQL server', () => {
  it('gets a 503 for a post and for /healthz instead of a request that hangs, and the collector recovers when it runs again', async () => {
    if (!postgres) throw new Error('PostgreSQL did not start')
    const temp = temporaryDir('stalled-database-')
    const config = testConfig({
      DATABASE_URL: await postgres.createDatabase('stalled'),
      DATABASE_TIMEOUT_MS: '1000',
      DATA_DIR: path.join(temp.dir, 'data'),
      BUILD_DIR: writeMinimalBuild(temp.dir),
    })
    const app = await buildApp(config, {
      collector: {
        rateLimits: { burst: { limit: 100, windowMs: 60_000 }, daily: { limit: 1000, windowMs: 86_400_000 } },
        poolSize: 2,
      },
    })
    cleanups.push(temp.remove, () => app.close())
    const post = (firstName: string) =>
      app.inject({
        method: 'POST',
        url: '/f/contact',
        headers: json,
        payload: JSON.stringify(sampleLead({ firstName })),
      })
    const form = () =>
      app.inject({
        method: 'POST',
        url: '/f/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'firstName=Ann&lastName=Lee&email=ann%40lee.example.com',
      })
    expect((await post('Before')).statusCode).toBe(200)

    postgres.pause()
    try {
      // More requests than the pool has connections: those waiting for a connection give up too.
      const stalled = await Promise.all([post('During1'), post('During2'), post('During3'), form()])
      for (const response of stalled) expect(response.statusCode).toBe(503)
      expect(stalled[0]?.json()).toEqual({ error: COLLECTOR_MESSAGES.unavailable })
      expect(Number(stalled[0]?.headers['retry-after'])).toBeGreaterThan(0)
      expect(stalled[3]?.headers['content-type']).toMatch(/^text\/html/)
      expect(stalled[3]?.body).toContain(COLLECTOR_MESSAGES.unavailable)
      const health = await app.inject({ url: '/healthz', remoteAddress: '203.0.113.5' })
      expect(health.statusCode).toBe(503)
      expect(health.json()).toEqual({ status: 'unavailable' })
    } finally {
      postgres.resume()
    }
    await eventually(async () => (await post('After')).statusCode === 200, 20_000)
    await eventually(async () => (await app.inject({ url: '/healthz' })).statusCode === 200, 20_000)
  }, 60_000)
})

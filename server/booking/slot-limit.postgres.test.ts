/**
 * The open-times lookup (/f/slots) is limited per address across every instance on one PostgreSQL: two app
 * instances share one count, so a client spread by a load balancer meets one limit, not one per instance.
 */
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { startPostgres, type RunningPostgres } from '../../tests/support/postgres'
import { temporaryDir, testConfig, writeMinimalBuild } from '../../tests/support/server-fixtures'

/** The slot route's burst limit per minute (server/booking/booking-routes.ts). */
const BURST = 60

let postgres: RunningPostgres | undefined
const apps: FastifyInstance[] = []
const temp = temporaryDir('slot-limit-')

beforeAll(async () => {
  postgres = await startPostgres()
  const databaseUrl = await postgres.createDatabase('slot_limit')
  const buildDir = writeMinimalBuild(temp.dir)
  for (const name of ['one', 'two'])
    apps.push(
      await buildApp(
        testConfig({ DATABASE_URL: databaseUrl, DATA_DIR: path.join(temp.dir, name), BUILD_DIR: buildDir }),
      ),
    )
}, 60_000)

afterAll(async () => {
  for (const app of apps) await app.close()
  await postgres?.stop()
  temp.remove()
})

describe('the slot limit on PostgreSQL', () => {
  it('is one count for two instances: the request past the burst is refused, whichever instance takes it', async () => {
    const [one, two] = apps
    if (!one || !two) throw new Error('the apps did not start')
    const ask = (app: FastifyInstance) => app.inject({ url: '/f/slots', remoteAddress: '203.0.113.9' })
    const statuses: number[] = []
    for (let index = 0; index < BURST; index += 1) statuses.push((await ask(index % 2 ? two : one)).statusCode)
    expect(statuses.filter((status) => status === 429)).toEqual([])
    const refused = await ask(two)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json()).toEqual({ error: 'Too many requests. Please try again later.' })
    // Another address has its own count.
    expect((await one.inject({ url: '/f/slots', remoteAddress: '203.0.113.10' })).statusCode).not.toBe(429)
  }, 60_000)
})

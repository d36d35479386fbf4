/**
 * Finding 1 of the fourth security review on PostgreSQL: with the database server stalled (SIGSTOP: connections
 * stay open and nothing answers), every route that carries a bearer token (the engagement link, the enrollment
 * link, the booking link's `t=`) answers 503 with Retry-After within DATABASE_TIMEOUT_MS instead of 500 or a
 * request that hangs, writes no token to the log, and leaves each token usable once the server runs again.
 * The SQLite counterpart is token-routes-unavailable.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres, type RunningPostgres } from '../tests/support/postgres'
import { eventually } from '../tests/support/server-fixtures'
import {
  expectLinksStillWork,
  expectUnavailableAndUnlogged,
  startTokenRoutesApp,
  type TokenRoutesApp,
} from '../tests/support/token-routes'

const DATABASE_TIMEOUT_MS = 1000

let postgres: RunningPostgres | undefined
let routes: TokenRoutesApp | undefined

beforeAll(async () => {
  postgres = await startPostgres()
  routes = await startTokenRoutesApp({
    databaseUrl: await postgres.createDatabase('token_routes'),
    databaseTimeoutMs: DATABASE_TIMEOUT_MS,
  })
}, 60_000)

afterAll(async () => {
  postgres?.resume()
  await routes?.close()
  await postgres?.stop()
})

describe('a token route while PostgreSQL is stalled', () => {
  it('answers 503 with Retry-After, soon, and writes no token to the log; the links work once the server runs again', async () => {
    if (!postgres || !routes) throw new Error('PostgreSQL or the app did not start')
    const started = performance.now()
    postgres.pause()
    let answers
    try {
      answers = await Promise.all([routes.letter(), routes.enrollmentOptions(), routes.cancelBooking()])
    } finally {
      postgres.resume()
    }
    // Each query and each wait for a connection gives up after DATABASE_TIMEOUT_MS: nothing hangs on the stalled server.
    expect(performance.now() - started).toBeLessThan(DATABASE_TIMEOUT_MS * 8)
    expectUnavailableAndUnlogged(routes, answers)

    const app = routes.app
    await eventually(async () => (await app.inject({ url: '/healthz' })).statusCode === 200, 20_000)
    await expectLinksStillWork(routes)
  }, 60_000)
})

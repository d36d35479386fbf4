/**
 * Finding 1 of the fourth security review: with the SQLite write lock held by another connection, every route
 * that carries a bearer token (the engagement link, the enrollment link, the booking link's `t=`) answers 503
 * with Retry-After instead of 500, soon (the server's own connection waits at most 250 ms for the lock), writes
 * no token to the log, and leaves the token usable once the database answers again.
 * The PostgreSQL counterpart is token-routes-unavailable.postgres.test.ts.
 */
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  expectLinksStillWork,
  expectUnavailableAndUnlogged,
  startTokenRoutesApp,
  type TokenRoutesApp,
} from '../tests/support/token-routes'

let routes: TokenRoutesApp

beforeAll(async () => {
  routes = await startTokenRoutesApp()
}, 60_000)

afterAll(async () => {
  await routes?.close()
})

/** Runs `work` while another connection holds SQLite's write lock, as a long write or a backup would. */
async function withWriteLockHeld<T>(work: () => Promise<T>): Promise<T> {
  const holder = new Database(path.join(routes.dataDir, 'leads.sqlite'), { fileMustExist: true })
  holder.exec('BEGIN IMMEDIATE')
  try {
    return await work()
  } finally {
    holder.exec('ROLLBACK')
    holder.close()
  }
}

const timed = async <T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> => {
  const started = performance.now()
  const value = await work()
  return { value, ms: performance.now() - started }
}

describe('a token route while the database is locked', () => {
  it('answers 503 with Retry-After, soon, and writes no token to the log; the links work once the lock is gone', async () => {
    const [letter, enroll, cancel] = await withWriteLockHeld(() =>
      Promise.all([timed(routes.letter), timed(routes.enrollmentOptions), timed(routes.cancelBooking)]),
    )
    expectUnavailableAndUnlogged(routes, [letter.value, enroll.value, cancel.value])
    // The server's own connection gives up on the lock within 250 ms, so no request waits seconds on the main thread.
    expect(letter.ms).toBeLessThan(1500)
    expect(enroll.ms).toBeLessThan(1500)

    await expectLinksStillWork(routes)
  }, 60_000)
})

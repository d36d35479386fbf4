/**
 * Finding 1 of the fourth security review: with the SQLite write lock held by another connection, every route
 * that carries a bearer token (the engagement link, the enrollment link, the booking link's `t=`) answers 503
 * with Retry-After instead of 500, soon (the server's own connection waits at most 250 ms for the lock), writes
 * no token to the log, and leaves the token usable once the database answers again.
 */
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consultationAvailability } from '~/lib/booking/availability.server'
import { RUNTIME_FILE_NAME, RUNTIME_FILE_VERSION } from '~/lib/booking/runtime-content'
import type { Availability } from '~/lib/booking/slots'
import { engagementContent } from '~/lib/engagement/engagement-content.server'
import { caseDetailsOf } from '~/lib/engagement/letter'
import { runStaffCommand } from '../scripts/staff'
import { buildApp } from './app'
import { LeadStore } from './collector/store'
import { sampleLead, temporaryDir, testConfig, writeMinimalBuild } from './collector/test-support'
import { inboxOf } from './inbox/inbox-server'
import { hashSecret, newSecret } from './inbox/tokens'

const SITE_URL = 'http://127.0.0.1:4310'
const INBOX_ORIGIN = 'http://localhost:4321'
const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
const availability: Availability = {
  timeZone: 'America/New_York',
  people: [
    {
      id: 'principal',
      name: 'Dr. Sample',
      hours: EVERY_DAY.map((day) => ({ day, opens: '00:00', closes: '23:30' })),
      slotMinutes: 30,
      bufferMinutes: 0,
      minimumNoticeBusinessHours: 0,
      horizonDays: 21,
      closedDates: [],
    },
  ],
}

let app: FastifyInstance
let dataDir: string
let remove: () => void
const logLines: string[] = []
let engagementToken: string
let enrollPath: string
let bookingPath: URL

beforeAll(async () => {
  const temp = temporaryDir('token-routes-')
  remove = temp.remove
  dataDir = path.join(temp.dir, 'data')
  const buildDir = writeMinimalBuild(temp.dir)
  fs.writeFileSync(
    path.join(temp.dir, RUNTIME_FILE_NAME),
    JSON.stringify({
      version: RUNTIME_FILE_VERSION,
      availability: consultationAvailability(),
      engagement: engagementContent(),
    }),
  )
  app = await buildApp(
    testConfig({
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      SITE_URL,
      INBOX_ORIGIN,
      LOG_LEVEL: 'info',
    }),
    { collector: { rateLimits: false, availability }, logDestination: { write: (line) => logLines.push(line) } },
  )
  const lines = await runStaffCommand(
    { action: 'add', email: 'ana@firm.example', name: 'Ana Ortiz', role: 'admin' },
    { dataDir, inboxOrigin: INBOX_ORIGIN },
  )
  enrollPath = new URL(lines.at(-1)!).pathname

  const slot = ((await app.inject({ url: '/f/slots?days=2' })).json() as { slots: Array<{ start: string }> }).slots[1]
  const booked = await app.inject({
    method: 'POST',
    url: '/f/schedule',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    payload: JSON.stringify({
      ...sampleLead({ formType: 'schedule', email: 'attorney@lawfirm.example.com', subject: 'Schedule' }),
      slotStart: slot!.start,
    }),
  })
  expect(booked.statusCode, booked.body).toBe(200)
  const answer = booked.json() as { id: string; booking: { manageUrl: string } }
  bookingPath = new URL(answer.booking.manageUrl)

  engagementToken = newSecret()
  const staff = await inboxOf(app).store.findStaffByEmail('ana@firm.example')
  const reader = new LeadStore(dataDir, { readonly: true })
  await inboxOf(app).engagements.store.create({
    id: 'en_0123456789abcdef0123456789abcdef',
    leadId: answer.id,
    tokenHash: hashSecret(engagementToken),
    letterVersion: inboxOf(app).engagements.letterVersion!,
    caseDetails: caseDetailsOf(reader.getLead(answer.id)!),
    sentBy: staff!.id,
    signBy: Date.now() + 86_400_000,
  })
  reader.close()
}, 60_000)

afterAll(async () => {
  await app?.close()
  remove?.()
})

/** Runs `work` while another connection holds SQLite's write lock, as a long write or a backup would. */
async function withWriteLockHeld<T>(work: () => Promise<T>): Promise<T> {
  const holder = new Database(path.join(dataDir, 'leads.sqlite'), { fileMustExist: true })
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
    const enrollToken = enrollPath.split('/').at(-1)!
    const bookingToken = bookingPath.searchParams.get('t')!
    const [letter, enroll, cancel] = await withWriteLockHeld(() =>
      Promise.all([
        timed(() => app.inject({ url: `/engage/${engagementToken}/letter.txt` })),
        timed(() =>
          app.inject({
            method: 'POST',
            url: `${enrollPath}/options`,
            headers: { origin: INBOX_ORIGIN, 'content-type': 'application/json' },
            payload: '{}',
          }),
        ),
        timed(() =>
          app.inject({
            method: 'POST',
            url: `${bookingPath.pathname}/cancel${bookingPath.search}`,
            headers: { origin: SITE_URL, 'content-type': 'application/x-www-form-urlencoded' },
            payload: '',
          }),
        ),
      ]),
    )
    for (const { value } of [letter, enroll, cancel]) {
      expect(value.statusCode, value.body).toBe(503)
      expect(Number(value.headers['retry-after'])).toBeGreaterThan(0)
    }
    // The server's own connection gives up on the lock within 250 ms, so no request waits seconds on the main thread.
    expect(letter.ms).toBeLessThan(1500)
    expect(enroll.ms).toBeLessThan(1500)

    const log = logLines.join('')
    expect(log).toContain('/engage/[token]/letter.txt')
    expect(log).toContain('/inbox/enroll/[token]/options')
    expect(log).toContain('t=[redacted]')
    for (const token of [engagementToken, enrollToken, bookingToken]) expect(log).not.toContain(token)

    // Nothing was spent: each link still works.
    const options = await app.inject({
      method: 'POST',
      url: `${enrollPath}/options`,
      headers: { origin: INBOX_ORIGIN, 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(options.statusCode, options.body).toBe(200)
    expect((await app.inject({ url: `/engage/${engagementToken}/letter.txt` })).statusCode).toBe(200)
    const cancelled = await app.inject({
      method: 'POST',
      url: `${bookingPath.pathname}/cancel${bookingPath.search}`,
      headers: { origin: SITE_URL, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    })
    expect(cancelled.body).toContain('Your consultation is cancelled')
  }, 60_000)
})

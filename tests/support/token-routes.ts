/**
 * An app on either store with one live link of each bearer-token kind (the engagement letter, a staff enrollment,
 * a booking's cancel link), its log captured, for the tests that drive those routes while the database is out.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { consultationAvailability } from '~/lib/booking/availability.server'
import { RUNTIME_FILE_NAME, RUNTIME_FILE_VERSION } from '~/lib/runtime-file-schema'
import type { Availability } from '~/lib/booking/slots'
import { engagementContent } from '~/lib/engagement/engagement-content.server'
import { caseDetailsOf } from '~/lib/engagement/letter'
import { runStaffCommand } from '../../scripts/staff'
import { buildApp, type BuildAppOptions } from '../../server/app'
import { sampleLead, temporaryDir, testConfig, writeMinimalBuild } from './server-fixtures'
import { inboxOf } from '../../server/inbox/inbox-server'
import { engagementOf } from '../../server/engagement/engagement-plugin'
import { hashSecret, newSecret } from '../../server/shared/tokens'

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

export interface TokenRoutesApp {
  app: FastifyInstance
  dataDir: string
  /** Every line the server logged so far */
  log(): string
  /** The three tokens as issued, which the log must never hold */
  tokens: { engagement: string; enrollment: string; booking: string }
  letter(): Promise<LightMyRequestResponse>
  enrollmentOptions(): Promise<LightMyRequestResponse>
  cancelBooking(): Promise<LightMyRequestResponse>
  close(): Promise<void>
}

/** `databaseUrl` puts every store on PostgreSQL; without it they live in SQLite under the data folder. */
export async function startTokenRoutesApp({
  databaseUrl,
  databaseTimeoutMs,
  collector,
}: {
  databaseUrl?: string
  databaseTimeoutMs?: number
  collector?: BuildAppOptions['collector']
} = {}): Promise<TokenRoutesApp> {
  const temp = temporaryDir('token-routes-')
  const dataDir = path.join(temp.dir, 'data')
  const buildDir = writeMinimalBuild(temp.dir)
  fs.writeFileSync(
    path.join(temp.dir, RUNTIME_FILE_NAME),
    JSON.stringify({
      version: RUNTIME_FILE_VERSION,
      availability: consultationAvailability(),
      engagement: engagementContent(),
    }),
  )
  const logLines: string[] = []
  const config = testConfig({
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
    SITE_URL,
    INBOX_ORIGIN,
    LOG_LEVEL: 'info',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(databaseTimeoutMs ? { DATABASE_TIMEOUT_MS: String(databaseTimeoutMs) } : {}),
  })
  const app = await buildApp(config, {
    collector: { rateLimits: false, ...collector, availability },
    logDestination: { write: (line) => logLines.push(line) },
  })
  const close = async () => {
    await app.close()
    temp.remove()
  }
  try {
    const lines = await runStaffCommand(
      { action: 'add', email: 'ana@firm.example', name: 'Ana Ortiz', role: 'admin' },
      { DATABASE_URL: databaseUrl, dataDir, inboxOrigin: INBOX_ORIGIN },
    )
    const enrollPath = new URL(lines.at(-1)!).pathname

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
    const bookingLink = new URL(answer.booking.manageUrl)

    const engagementToken = newSecret()
    const inbox = inboxOf(app)
    const staff = await inbox.store.findStaffByEmail('ana@firm.example')
    await engagementOf(app).store.create({
      id: 'en_0123456789abcdef0123456789abcdef',
      leadId: answer.id,
      tokenHash: hashSecret(engagementToken),
      letterVersion: engagementOf(app).service.letterVersion!,
      caseDetails: caseDetailsOf({
        firstName: 'Jane',
        lastName: 'Doe',
        organization: 'Doe & Partners LLP',
        plaintiffs: 'Doe',
        defendants: 'Acme Freight',
        retainedBy: 'plaintiff',
        caseNumber: null,
        courtName: null,
        courtState: null,
      }),
      sentBy: staff!.id,
      signBy: Date.now() + 86_400_000,
    })
    // The booking's arrival screening runs in the background: a test that then holds the write lock from this thread
    // would block the thread that ends the screening's transaction.
    await inbox.screener.idle()

    return {
      app,
      dataDir,
      log: () => logLines.join(''),
      tokens: {
        engagement: engagementToken,
        enrollment: enrollPath.split('/').at(-1)!,
        booking: bookingLink.searchParams.get('t')!,
      },
      letter: () => app.inject({ url: `/engage/${engagementToken}/letter.txt` }),
      enrollmentOptions: () =>
        app.inject({
          method: 'POST',
          url: `${enrollPath}/options`,
          headers: { origin: INBOX_ORIGIN, 'content-type': 'application/json' },
          payload: '{}',
        }),
      cancelBooking: () =>
        app.inject({
          method: 'POST',
          url: `${bookingLink.pathname}/cancel${bookingLink.search}`,
          headers: { origin: SITE_URL, 'content-type': 'application/x-www-form-urlencoded' },
          payload: '',
        }),
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}

/** Each answer is 503 with Retry-After, and the log names the routes with their tokens redacted and holds none. */
export function expectUnavailableAndUnlogged(routes: TokenRoutesApp, answers: readonly LightMyRequestResponse[]): void {
  for (const answer of answers) {
    expect(answer.statusCode, answer.body).toBe(503)
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
  }
  const log = routes.log()
  expect(log).toContain('/engage/[token]/letter.txt')
  expect(log).toContain('/inbox/enroll/[token]/options')
  expect(log).toContain('t=[redacted]')
  for (const token of Object.values(routes.tokens)) expect(log).not.toContain(token)
}

/** Nothing was spent by the failures: the enrollment link, the letter and the booking link all work. */
export async function expectLinksStillWork(routes: TokenRoutesApp): Promise<void> {
  const options = await routes.enrollmentOptions()
  expect(options.statusCode, options.body).toBe(200)
  const letter = await routes.letter()
  expect(letter.statusCode, letter.body).toBe(200)
  const cancelled = await routes.cancelBooking()
  expect(cancelled.body).toContain('Your consultation is cancelled')
}

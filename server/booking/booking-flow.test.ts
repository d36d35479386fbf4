/**
 * Booking through the server, end to end without a browser: slots, a booked request with its invitation
 * caught by a real SMTP server, a taken slot (409 with alternatives, nothing stored), a refused one (422),
 * the cancel link and its METHOD:CANCEL; a busy feed served by a local HTTP server; and 20 requests for
 * one slot across two instances on one PostgreSQL database, from 20 addresses behind a trusted proxy.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Availability } from '~/lib/booking/slots'
import { buildApp } from '../app'
import { startPostgres, type RunningPostgres } from '../../tests/support/postgres'
import { SqliteCollectorStore } from '../leads/sqlite-store'
import { withBookings } from '../../tests/support/booking-store'
import { MAIL_ROUTE } from '../shared/database/store-types'
import {
  eventually,
  freePort,
  sampleLead,
  startSmtpServer,
  temporaryDir,
  testConfig,
  writeMinimalBuild,
} from '../../tests/support/server-fixtures'
import { BookingService } from './booking-service'
import { BusyFeeds } from './busy-feeds'
import { calendarOf } from '../../tests/support/test-calendar'
import { FEATURE_MIGRATIONS } from '../migrations'

const SITE_URL = 'https://www.firm.example.com'
const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
/** Open around the clock, no notice: any moment of the test has slots. */
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
      meeting: { kind: 'video', url: 'https://meet.firm.example.com/sample' },
    },
  ],
}

let postgres: RunningPostgres | undefined
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

const schedule = (email: string, extra: Record<string, string> = {}) => ({
  ...sampleLead({ formType: 'schedule', email, subject: 'Schedule' }),
  ...extra,
})
const json = { 'content-type': 'application/json', accept: 'application/json' }

/**
 * Seven minutes past an offered start that is followed by another offered start, so the time lies inside
 * the consultation hours and is refused only for being off the grid (7 minutes past the day's last start
 * would run past closing, which is a different refusal).
 */
const offGridStart = (slots: ReadonlyArray<{ person: string; start: string }>): string => {
  const slotMs = (availability.people[0]?.slotMinutes ?? 0) * 60_000
  const starts = new Set(slots.map((slot) => `${slot.person} ${String(Date.parse(slot.start))}`))
  const inside = slots.find((slot) => starts.has(`${slot.person} ${String(Date.parse(slot.start) + slotMs)}`))
  if (!inside) throw new Error('no two consecutive slots offered')
  return new Date(Date.parse(inside.start) + 7 * 60_000).toISOString()
}

describe('booking a consultation through the server (SQLite)', () => {
  it('books, invites, refuses a taken or invalid slot, and cancels from the link', async () => {
    const temp = temporaryDir('booking-flow-')
    const smtpPort = await freePort()
    const smtp = await startSmtpServer(smtpPort)
    const config = testConfig({
      DATA_DIR: path.join(temp.dir, 'data'),
      BUILD_DIR: writeMinimalBuild(temp.dir),
      SITE_URL,
      SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`,
      NOTIFY_TO: 'office@firm.example.com',
    })
    const app = await buildApp(config, { collector: { rateLimits: false, availability, idleCheckMs: 200 } })
    cleanups.push(
      temp.remove,
      () => smtp.close(),
      () => app.close(),
    )

    const offered = (await app.inject({ url: '/f/slots?days=2' })).json() as {
      timeZone: string
      slots: Array<{ person: string; start: string; end: string }>
    }
    expect(offered.timeZone).toBe('America/New_York')
    const slot = offered.slots[1]
    if (!slot) throw new Error('no slot offered')
    expect((await app.inject({ url: '/f/slots?days=22' })).statusCode).toBe(400)

    // The form's own checks come first, with their messages.
    const unnamed = await app.inject({
      method: 'POST',
      url: '/f/schedule',
      headers: json,
      payload: JSON.stringify({ ...schedule('a@example.com', { slotStart: slot.start }), firstName: '' }),
    })
    expect(unnamed.statusCode).toBe(422)
    expect(unnamed.json()).toMatchObject({ error: 'Please provide your first and last name.' })
    // A booked time needs a number to call; without a time the phone stays optional (issue 54).
    const noPhone = await app.inject({
      method: 'POST',
      url: '/f/schedule',
      headers: json,
      payload: JSON.stringify({ ...schedule('a@example.com', { slotStart: slot.start }), phone: '' }),
    })
    expect(noPhone.statusCode).toBe(422)
    expect(noPhone.json()).toMatchObject({ errors: [{ field: 'phone', code: 'required' }] })
    const offGrid = await app.inject({
      method: 'POST',
      url: '/f/schedule',
      headers: json,
      payload: JSON.stringify(schedule('a@example.com', { slotStart: offGridStart(offered.slots) })),
    })
    expect(offGrid.statusCode).toBe(422)
    expect(offGrid.json()).toMatchObject({
      errors: [{ field: 'slotStart', message: expect.stringMatching(/is not one of the offered start times/) }],
    })

    const unknownZone = await app.inject({
      method: 'POST',
      url: '/f/schedule',
      headers: json,
      payload: JSON.stringify(schedule('a@example.com', { slotStart: slot.start, visitorTimeZone: 'Mars/Olympus' })),
    })
    expect(unknownZone.statusCode).toBe(422)
    expect(unknownZone.json()).toMatchObject({ errors: [{ field: 'visitorTimeZone' }] })

    const booked = await app.inject({
      method: 'POST',
      url: '/f/schedule',
      headers: json,
      payload: JSON.stringify(
        schedule('attorney@lawfirm.example.com', { slotStart: slot.start, visitorTimeZone: 'America/Los_Angeles' }),
      ),
    })
    expect(booked.statusCode).toBe(200)
    const answer = booked.json() as { id: string; booking: { start: string; manageUrl: string; meeting?: unknown } }
    expect(answer.booking.start).toBe(slot.start)
    // The confirmation gives the booked person's video link, as the invitation does.
    expect(answer.booking.meeting).toEqual({ kind: 'video', url: 'https://meet.firm.example.com/sample' })
    const taken = await app.inject({
      method: 'POST',
      url: '/f/schedule',
      headers: json,
      payload: JSON.stringify(schedule('second@lawfirm.example.com', { slotStart: slot.start })),
    })
    expect(taken.statusCode).toBe(409)
    expect((taken.json() as { slots: unknown[] }).slots).toHaveLength(3)
    const after = (await app.inject({ url: '/f/slots?days=2' })).json() as typeof offered
    expect(after.slots.some((candidate) => candidate.start === slot.start)).toBe(false)

    // The attorney's invitation and the firm's copy: same instant, same UID, METHOD:REQUEST.
    const mails = await smtp.waitForMails(2)
    const attendeeMail = mails.find((mail) => mail.to.includes('attorney@lawfirm.example.com'))
    const firmMail = mails.find((mail) => mail.to.includes('office@firm.example.com'))
    if (!attendeeMail || !firmMail) throw new Error('missing mail')
    // Counsel reads the long form in their own zone; the firm's copy the short form in the firm's.
    expect(attendeeMail.raw).toMatch(/Subject: Consultation booked: \w+day, \w+ \d+ at \d+:\d\d [AP]M Pacific/)
    expect(firmMail.raw).toMatch(/CONSULTATION BOOKED: \w{3} \d+, \d{4}, \d+:\d\d\s[AP]M ET, with /)
    const invitation = calendarOf(attendeeMail.raw)
    expect(invitation).toMatchObject({
      headerMethod: 'REQUEST',
      method: 'REQUEST',
      uid: `${answer.id}@www.firm.example.com`,
      start: Date.parse(slot.start),
      sequence: 0,
    })
    expect(calendarOf(firmMail.raw)).toMatchObject({
      method: 'REQUEST',
      uid: invitation.uid,
      start: Date.parse(slot.start),
    })
    expect(firmMail.raw.indexOf('CONFLICT CHECK')).toBeLessThan(firmMail.raw.indexOf('CONSULTATION BOOKED'))
    expect(second(mails)).toBeUndefined()

    // The link: a tampered token is refused; the real one cancels, and the slot is offered again.
    const link = new URL(answer.booking.manageUrl)
    expect(invitation.text.replace(/\r?\n /g, '')).toContain(link.pathname)
    const tampered = await app.inject({
      url: `${link.pathname}?t=${String(link.searchParams.get('t')).slice(0, -2)}xx`,
    })
    expect(tampered.statusCode).toBe(403)
    expect(tampered.body).toContain('not valid')
    expect((await app.inject({ url: `${link.pathname}${link.search}` })).body).toContain('Cancel the consultation')
    const cancelPath = `${link.pathname}/cancel${link.search}`
    // The cancel asks first: the question names the time in the attorney's zone and cancels nothing.
    const question = await app.inject({ url: cancelPath })
    expect(question.statusCode).toBe(200)
    expect(question.headers['cache-control']).toBe('no-store')
    expect(question.headers['x-robots-tag']).toBe('noindex')
    expect(question.body).toMatch(/Cancel the consultation on \w+day, \w+ \d+ at \d+:\d\d [AP]M [^?]+\?/)
    expect((await app.inject({ url: `${link.pathname}${link.search}` })).body).toContain('Pick another time')
    expect(
      (
        await app.inject({
          method: 'POST',
          url: cancelPath,
          headers: { origin: 'https://evil.example.net', 'content-type': 'application/x-www-form-urlencoded' },
          payload: '',
        })
      ).statusCode,
    ).toBe(403)
    const cancelled = await app.inject({
      method: 'POST',
      url: cancelPath,
      headers: { origin: SITE_URL, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    })
    expect(cancelled.body).toContain('Your consultation is cancelled')
    const reopened = (await app.inject({ url: '/f/slots?days=2' })).json() as typeof offered
    expect(reopened.slots.some((candidate) => candidate.start === slot.start)).toBe(true)
    await smtp.waitForMails(4)
    const cancellation = smtp.mails.slice(2).find((mail) => mail.to.includes('attorney@lawfirm.example.com'))
    if (!cancellation) throw new Error('no cancellation')
    expect(calendarOf(cancellation.raw)).toMatchObject({ method: 'CANCEL', uid: invitation.uid, sequence: 1 })
  }, 60_000)
})

/** Nothing of the refused requests was mailed. */
function second(mails: ReadonlyArray<{ to: string[] }>) {
  return mails.find((mail) => mail.to.includes('second@lawfirm.example.com'))
}

describe('a busy feed served over HTTP', () => {
  it('blocks its events, keeps the last copy when the feed stops answering, and offers nothing once the copy is a day old', async () => {
    const temp = temporaryDir('busy-feed-')
    const store = withBookings(
      await new SqliteCollectorStore({
        migrations: FEATURE_MIGRATIONS,
        dataDir: temp.dir,
        routes: [MAIL_ROUTE],
        onError: () => {},
      }).open(),
      temp.dir,
    )
    cleanups.push(temp.remove, () => store.close())
    let clock = Date.parse('2027-03-01T12:00:00Z')
    const busyStart = Date.parse('2027-03-02T15:00:00Z')
    const stamp = (time: number) =>
      new Date(time)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')
    const feedText = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//EN',
      'BEGIN:VEVENT',
      'UID:busy-1',
      `DTSTAMP:${stamp(clock)}`,
      `DTSTART:${stamp(busyStart)}`,
      `DTEND:${stamp(busyStart + 3_600_000)}`,
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n')
    let answering = true
    const server = http.createServer((_request, response) => {
      if (!answering) {
        response.writeHead(503).end()
        return
      }
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(feedText)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => new Promise((resolve) => server.close(resolve)))
    const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/private/basic.ics`
    const feeds = new BusyFeeds({
      store,
      feeds: new Map([['principal', url]]),
      firmZone: 'America/New_York',
      logger: pino({ level: 'silent' }),
      intervalMs: 1000,
      now: () => clock,
    })
    const service = new BookingService({
      store,
      availability,
      feeds: new Set(['principal']),
      log: pino({ level: 'silent' }),
      now: () => clock,
    })
    const starts = async () => {
      service.invalidate()
      return (await service.slots('2027-03-02', 1)).slots.map((slot) => Date.parse(slot.start))
    }
    expect(await starts()).toEqual([])
    await feeds.refresh()
    const offered = await starts()
    expect(offered.length).toBeGreaterThan(40)
    expect(offered).not.toContain(busyStart)
    expect(offered).not.toContain(busyStart + 30 * 60_000)
    expect(offered).toContain(busyStart + 60 * 60_000)
    // The feed stops answering: the last good copy stays, with the failure noted.
    answering = false
    clock += 23 * 3_600_000
    await feeds.refresh()
    await eventually(async () => (await store.busyFeeds())[0]?.lastError === 'HTTP 503')
    expect(await starts()).not.toContain(busyStart)
    expect((await starts()).length).toBeGreaterThan(0)
    // Past 24 hours without a good copy, none of the person's slots is offered.
    clock += 2 * 3_600_000
    expect(await starts()).toEqual([])
  }, 30_000)
})

describe('two instances on one PostgreSQL database', () => {
  it('of 20 requests for one slot from 20 addresses, exactly one is booked; 19 answer 409 with alternatives and store nothing', async () => {
    if (!postgres) throw new Error('PostgreSQL did not start')
    const url = await postgres.createDatabase('booking_race')
    const apps = await Promise.all(
      ['one', 'two'].map(async (name) => {
        const temp = temporaryDir(`booking-race-${name}-`)
        const app = await buildApp(
          testConfig({
            DATABASE_URL: url,
            DATA_DIR: path.join(temp.dir, 'data'),
            BUILD_DIR: writeMinimalBuild(temp.dir),
            SITE_URL,
            TRUST_PROXY: '1',
            INSTANCE_ID: name,
          }),
          { collector: { availability } },
        )
        cleanups.push(temp.remove, () => app.close())
        return app
      }),
    )
    const [first] = apps
    if (!first) throw new Error('no app')
    const slot = ((await first.inject({ url: '/f/slots?days=2' })).json() as { slots: Array<{ start: string }> })
      .slots[2]
    if (!slot) throw new Error('no slot')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (apps[index % 2] ?? first).inject({
          method: 'POST',
          url: '/f/schedule',
          headers: { ...json, 'x-forwarded-for': `198.51.100.${String(index + 1)}` },
          payload: JSON.stringify(schedule(`racer${String(index)}@lawfirm.example.com`, { slotStart: slot.start })),
        }),
      ),
    )
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1)
    const conflicts = answers.filter((answer) => answer.statusCode === 409)
    expect(conflicts).toHaveLength(19)
    for (const conflict of conflicts)
      expect(
        (conflict.json() as { slots: Array<{ start: string }> }).slots.map((alternative) => alternative.start),
      ).not.toContain(slot.start)
    for (const conflict of conflicts) expect((conflict.json() as { slots: unknown[] }).slots).toHaveLength(3)
    const { PostgresCollectorStore } = await import('../leads/postgres-store')
    const reader = await PostgresCollectorStore.open({ migrations: FEATURE_MIGRATIONS, url, routes: [], poolSize: 1 })
    try {
      expect(await reader.countLeads()).toBe(1)
    } finally {
      await reader.close()
    }
  }, 60_000)
})

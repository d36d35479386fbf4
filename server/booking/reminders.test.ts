/**
 * Booking reminders with a fake clock, on SQLite and on a real PostgreSQL server started by this file: the
 * day-before and hour-before mails go once each with the move and cancel link, none after a cancel, none for a
 * booking made 90 minutes ahead, a move arms both again; then two instances sharing one PostgreSQL database
 * send each reminder once.
 */
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PostgresCollectorStore } from '../leads/postgres-store'
import { SqliteCollectorStore } from '../leads/sqlite-store'
import { FEATURE_MIGRATIONS } from '../migrations'
import { openInboxDb } from '../shared/database/sql'
import { MAIL_ROUTE } from '../shared/database/store-types'
import { withBookings, type StoreWithBookings } from '../../tests/support/booking-store'
import type { BookingHold } from './booking-types'
import type { NotificationMessage } from '../shared/outbox/notification'
import { startPostgres, type RunningPostgres } from '../../tests/support/postgres'
import { sampleLead, temporaryDir } from '../../tests/support/server-fixtures'
import { ReminderSender } from './reminder-sender'
import { ReminderStore } from './reminder-store'
import { BookingHistory } from './booking-history'
import { BookingRuntime } from './booking-runtime'

let postgres: RunningPostgres | undefined
let databases = 0
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

async function openPostgres(url: string): Promise<StoreWithBookings> {
  const store = withBookings(
    await PostgresCollectorStore.open({ migrations: FEATURE_MIGRATIONS, url, routes: [MAIL_ROUTE] }),
    '',
  )
  cleanups.push(() => store.close())
  return store
}

async function newDatabase(): Promise<string> {
  if (!postgres) throw new Error('PostgreSQL did not start')
  databases += 1
  return postgres.createDatabase(`reminders_${String(databases)}`)
}

const KINDS = {
  sqlite: async (): Promise<{ store: StoreWithBookings; dir: string }> => {
    const temp = temporaryDir('reminders-')
    const opened = await new SqliteCollectorStore({
      migrations: FEATURE_MIGRATIONS,
      dataDir: temp.dir,
      routes: [MAIL_ROUTE],
      onError: () => {},
    }).open()
    const store = withBookings(opened, temp.dir)
    cleanups.push(temp.remove, () => store.close())
    return { store, dir: temp.dir }
  },
  postgres: async () => ({ store: await openPostgres(await newDatabase()), dir: '' }),
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** Bookings are stored at the real time; the reminders' clock starts there and is moved by the test. */
const T0 = Math.ceil(Date.now() / HOUR) * HOUR

const hold = (startAt: number): BookingHold => ({
  person: 'principal',
  startAt,
  endAt: startAt + 30 * MINUTE,
  bufferMs: 0,
  visitorTimeZone: 'America/Chicago',
})

function openDb(store: StoreWithBookings, dir: string) {
  const db = openInboxDb(store as unknown as Parameters<typeof openInboxDb>[0], dir)
  cleanups.push(() => db.close())
  return db
}

function sender(
  store: StoreWithBookings,
  dir: string,
  clock: { now: number },
  mails: NotificationMessage[],
  owner = 'a',
) {
  return new ReminderSender({
    reminders: new ReminderStore(openDb(store, dir)),
    store,
    transport: {
      sendMail: async (message: unknown) => {
        mails.push(message as NotificationMessage)
        return {}
      },
    } as never,
    settings: {
      firmAddress: 'office@example.com',
      fromAddress: 'office@example.com',
      siteUrl: 'https://www.example.com',
      secret: 'k'.repeat(40),
      timeZone: 'America/New_York',
      personName: () => 'Dr. Jane Q. Doe',
      meeting: () => ({ kind: 'phone' }),
    },
    owner,
    logger: pino({ level: 'silent' }),
    leaseMs: MINUTE,
    now: () => clock.now,
  })
}

async function book(store: StoreWithBookings, email: string, startAt: number): Promise<string> {
  const saved = await store.save({
    formId: 'schedule',
    lead: sampleLead({ formType: 'schedule', email, phone: '(713) 555-0188' }),
    spam: false,
    booking: hold(startAt),
  })
  return saved.id
}

describe.each(Object.keys(KINDS) as Array<keyof typeof KINDS>)('reminders on the %s store', (kind) => {
  it('sends the day-before and hour-before mails once each, none after a cancel, none for a booking 90 minutes ahead', async () => {
    const { store, dir } = await KINDS[kind]()
    const start = T0 + 3 * DAY
    const kept = await book(store, 'kept@example.com', start)
    const cancelled = await book(store, 'cancelled@example.com', start + 2 * HOUR)
    const soon = await book(store, 'soon@example.com', T0 + 90 * MINUTE)
    await store.cancelBooking(cancelled, Date.now())
    const clock = { now: start - DAY - MINUTE }
    const mails: NotificationMessage[] = []
    const reminders = sender(store, dir, clock, mails)

    expect(await reminders.runOnce()).toBe(0)
    clock.now = start - DAY
    expect(await reminders.runOnce()).toBe(1)
    expect(await reminders.runOnce()).toBe(0)
    clock.now = start - DAY + 3 * HOUR
    expect(await reminders.runOnce()).toBe(0)
    clock.now = start - HOUR
    expect(await reminders.runOnce()).toBe(1)
    clock.now = start - HOUR + 5 * MINUTE
    expect(await reminders.runOnce()).toBe(0)
    // The booking made 90 minutes ahead: its hour-before reminder would come 30 minutes after booking.
    clock.now = T0 + 30 * MINUTE
    expect(await reminders.runOnce()).toBe(0)
    clock.now = start + 2 * HOUR - DAY
    expect(await reminders.runOnce()).toBe(0)

    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [
        'kept@example.com',
        expect.stringMatching(/^Reminder: your consultation tomorrow, \w+day, \w+ \d+ at .+ Central$/),
      ],
      ['kept@example.com', expect.stringMatching(/^Reminder: your consultation in one hour, /)],
    ])
    for (const mail of mails) {
      expect(mail.text).toContain(`https://www.example.com/booking/${kept}?t=`)
      expect(mail.text).toContain('We will call you at (713) 555-0188.')
    }
    expect(mails.some((mail) => mail.text.includes(cancelled) || mail.text.includes(soon))).toBe(false)
  })

  it('arms both reminders again when a booking is moved, counted from the move', async () => {
    const { store, dir } = await KINDS[kind]()
    const start = T0 + 3 * DAY
    const id = await book(store, 'moved@example.com', start)
    const clock = { now: start - DAY }
    const mails: NotificationMessage[] = []
    const reminders = sender(store, dir, clock, mails)
    expect(await reminders.runOnce()).toBe(1)

    const later = start + DAY
    clock.now = start - DAY + HOUR
    expect(await store.rescheduleBooking(id, hold(later), clock.now)).toMatchObject({ startAt: later, sequence: 1 })
    // The old time's hour-before reminder is not sent.
    clock.now = start - HOUR
    expect(await reminders.runOnce()).toBe(0)
    clock.now = later - DAY
    expect(await reminders.runOnce()).toBe(1)
    clock.now = later - HOUR
    expect(await reminders.runOnce()).toBe(1)
    expect(mails).toHaveLength(3)
    expect(mails[1]?.text).toContain(`/booking/${id}?t=`)
  })
})

describe.each(Object.keys(KINDS) as Array<keyof typeof KINDS>)('the booking history on the %s store', (kind) => {
  it('lists booked, the reminder sent, moved and cancelled, in order, with the times booked', async () => {
    const { store, dir } = await KINDS[kind]()
    const start = T0 + 3 * DAY
    const id = await book(store, 'history@example.com', start)
    const clock = { now: start - DAY }
    await sender(store, dir, clock, []).runOnce()
    await store.rescheduleBooking(id, hold(start + DAY), start - DAY + HOUR)
    await store.cancelBooking(id, start - DAY + 2 * HOUR)
    const db = openDb(store, dir)
    const history = new BookingHistory(db, store, new ReminderStore(db), () => 'Dr. Jane Q. Doe')
    expect(await history.ofRequest(id)).toEqual({
      status: 'cancelled',
      startAt: start + DAY,
      personName: 'Dr. Jane Q. Doe',
      visitorTimeZone: 'America/Chicago',
      history: [
        { kind: 'booked', at: expect.any(Number) as number, startAt: start },
        { kind: 'reminder', at: start - DAY, reminder: 'day' },
        { kind: 'moved', at: start - DAY + HOUR, startAt: start + DAY },
        { kind: 'cancelled', at: start - DAY + 2 * HOUR },
      ],
    })
    expect(await history.ofRequest('ld_none')).toBeUndefined()
  })
})

describe('two instances sharing PostgreSQL', () => {
  it('send each reminder once', async () => {
    const url = await newDatabase()
    const [first, second] = [await openPostgres(url), await openPostgres(url)]
    const start = T0 + 3 * DAY
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, index) => book(first, `shared${String(index)}@example.com`, start + index * HOUR)),
    )
    const clock = { now: start + 11 * HOUR - DAY }
    const mails: NotificationMessage[] = []
    const senders = [sender(first, '', clock, mails, 'one'), sender(second, '', clock, mails, 'two')]
    for (let round = 0; round < 3; round += 1) await Promise.all(senders.map((each) => each.runOnce()))
    expect(mails).toHaveLength(12)
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(12)
    expect(new Set(mails.map((mail) => mail.to))).toEqual(
      new Set(ids.map((_, index) => `shared${String(index)}@example.com`)),
    )
  })
})

describe('BOOKING_REMINDERS', () => {
  it('off: the booking runtime starts no reminder sender; on (the default): it does', async () => {
    const { store, dir } = await KINDS.sqlite()
    const common = {
      store,
      dataDir: dir,
      runtimeFile: undefined,
      availability: { timeZone: 'America/New_York', people: [] },
      configuredSecret: 'k'.repeat(40),
      busyFeeds: new Map<string, string>(),
      transport: { sendMail: async () => ({}) } as never,
      firmAddress: 'office@example.com',
      fromAddress: 'office@example.com',
      siteUrl: 'https://www.example.com',
      owner: 'a',
      leaseMs: MINUTE,
      log: pino({ level: 'silent' }),
    }
    for (const [reminders, expected] of [
      [undefined, true],
      [true, true],
      [false, false],
    ] as const) {
      const runtime = new BookingRuntime({ ...common, ...(reminders === undefined ? {} : { reminders }) })
      expect(runtime.reminders !== undefined).toBe(expected)
      await runtime.close()
    }
  })
})

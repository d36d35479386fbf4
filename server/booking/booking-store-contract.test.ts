/**
 * The bookings of the store contract (migration 6), on SQLite and on a real PostgreSQL server started by
 * this file: a slot is held with its request in one transaction, a taken slot stores nothing, changes
 * queue invitations with a rising sequence, busy times replace each other, erasure and retention reach
 * bookings; then two instances on one PostgreSQL database racing for one slot.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PostgresCollectorStore } from '../leads/postgres-store'
import { startPostgres, type RunningPostgres } from '../../tests/support/postgres'
import { SqliteCollectorStore } from '../leads/sqlite-store'
import { MAIL_ROUTE, type LeadEntry } from '../shared/database/store-types'
import { withBookings, type StoreWithBookings } from '../../tests/support/booking-store'
import { sampleLead, temporaryDir } from '../../tests/support/server-fixtures'
import { isSlotTaken, type BookingHold } from './booking-types'
import { FEATURE_MIGRATIONS } from '../migrations'

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

async function newDatabase(): Promise<string> {
  if (!postgres) throw new Error('PostgreSQL did not start')
  databases += 1
  return postgres.createDatabase(`bookings_${String(databases)}`)
}

async function openPostgres(url: string): Promise<StoreWithBookings> {
  const store = await PostgresCollectorStore.open({
    migrations: FEATURE_MIGRATIONS,
    url,
    routes: [MAIL_ROUTE],
    poolSize: 10,
  })
  const withBooking = withBookings(store, '')
  cleanups.push(() => withBooking.close())
  return withBooking
}

const KINDS = {
  sqlite: async (): Promise<StoreWithBookings> => {
    const temp = temporaryDir('booking-contract-')
    const store = await new SqliteCollectorStore({
      migrations: FEATURE_MIGRATIONS,
      dataDir: temp.dir,
      routes: [MAIL_ROUTE],
      onError: () => {},
    }).open()
    const withBooking = withBookings(store, temp.dir)
    cleanups.push(temp.remove, () => withBooking.close())
    return withBooking
  },
  postgres: async (): Promise<StoreWithBookings> => openPostgres(await newDatabase()),
}

const HOUR = 3_600_000
const START = Date.UTC(2027, 2, 2, 15, 0)
const hold = (startAt: number, overrides: Partial<BookingHold> = {}): BookingHold => ({
  person: 'principal',
  startAt,
  endAt: startAt + HOUR / 2,
  bufferMs: 15 * 60_000,
  visitorTimeZone: 'America/Chicago',
  ...overrides,
})
const request = (email: string, booking?: BookingHold): LeadEntry => ({
  formId: 'schedule',
  lead: sampleLead({ formType: 'schedule', email }),
  spam: false,
  ...(booking ? { booking } : {}),
})

/** The outcome of a save: its id, or "taken". */
const outcomeOf = (save: Promise<{ id: string }>) =>
  save.then(
    (outcome) => outcome.id,
    (error: unknown) => (isSlotTaken(error) ? 'taken' : Promise.reject(error as Error)),
  )

describe.each(Object.keys(KINDS) as Array<keyof typeof KINDS>)('the %s store', (kind) => {
  const open = () => KINDS[kind]()

  it('holds a slot with its request, and a second request for it (or within the buffer) stores nothing', async () => {
    const store = await open()
    const { id } = await store.save(request('first@example.com', hold(START)))
    expect(await store.getBooking(id)).toMatchObject({
      leadId: id,
      person: 'principal',
      startAt: START,
      endAt: START + HOUR / 2,
      status: 'booked',
      sequence: 0,
      visitorTimeZone: 'America/Chicago',
    })
    await expect(store.save(request('second@example.com', hold(START)))).rejects.toSatisfy(isSlotTaken)
    // Starts 40 minutes later: within the first booking's end plus its 15-minute buffer.
    await expect(store.save(request('third@example.com', hold(START + 40 * 60_000)))).rejects.toSatisfy(isSlotTaken)
    // Another person's calendar is not this one's.
    expect(await outcomeOf(store.save(request('fourth@example.com', hold(START, { person: 'jordan-reyes' }))))).toMatch(
      /^ld_/,
    )
    expect(await store.findLeads({ email: 'second@example.com' })).toEqual([])
    expect(await store.findLeads({ email: 'third@example.com' })).toEqual([])
    // The attendee's invitation is queued with the booking; the firm's copy rides on the lead's notification.
    const queued = await store.claimInvitations('a', 10, 60_000, Date.now() + 1000)
    expect(queued.filter((message) => message.leadId === id)).toEqual([
      expect.objectContaining({ recipient: 'attendee', method: 'REQUEST', sequence: 0, startAt: START }),
    ])
  })

  it('fails only the taken entries of a batch written together', async () => {
    const store = await open()
    const saves = [
      ...Array.from({ length: 6 }, (_, index) =>
        outcomeOf(store.save(request(`racer${String(index)}@example.com`, hold(START)))),
      ),
      ...Array.from({ length: 4 }, (_, index) => outcomeOf(store.save(request(`plain${String(index)}@example.com`)))),
    ]
    const outcomes = await Promise.all(saves)
    expect(outcomes.slice(0, 6).filter((outcome) => outcome === 'taken')).toHaveLength(5)
    expect(outcomes.slice(6).every((outcome) => outcome.startsWith('ld_'))).toBe(true)
    expect(await store.upcomingBookings(START - HOUR, START + HOUR)).toHaveLength(1)
  })

  it('a busy time of the calendar blocks the slot; a new copy replaces the old', async () => {
    const store = await open()
    await store.replaceBusyIntervals(
      'principal',
      [{ person: 'principal', startAt: START + 10 * 60_000, endAt: START + 20 * 60_000 }],
      1000,
    )
    await expect(store.save(request('busy@example.com', hold(START)))).rejects.toSatisfy(isSlotTaken)
    await store.replaceBusyIntervals(
      'principal',
      [{ person: 'principal', startAt: START + 3 * HOUR, endAt: START + 4 * HOUR }],
      2000,
    )
    expect(await outcomeOf(store.save(request('free@example.com', hold(START))))).toMatch(/^ld_/)
    await store.recordBusyFeedFailure('principal', 3000, 'no answer within 10 s')
    expect(await store.busyFeeds()).toEqual([
      { person: 'principal', fetchedAt: 2000, attemptedAt: 3000, lastError: 'no answer within 10 s' },
    ])
    // A booking blocks its buffer on both sides; the busy copy blocks as it is.
    expect(await store.blockedIntervals(START - HOUR, START + 5 * HOUR)).toEqual([
      { person: 'principal', startAt: START - 15 * 60_000, endAt: START + 45 * 60_000 },
      { person: 'principal', startAt: START + 3 * HOUR, endAt: START + 4 * HOUR },
    ])
  })

  it('cancels and reschedules with a rising sequence, queuing a message for each side, and frees the slot', async () => {
    const store = await open()
    const { id } = await store.save(request('mover@example.com', hold(START)))
    const blocker = await store.save(request('blocker@example.com', hold(START + 2 * HOUR)))
    await expect(store.rescheduleBooking(id, hold(START + 2 * HOUR), 10)).rejects.toSatisfy(isSlotTaken)
    expect(await store.rescheduleBooking(id, hold(START + HOUR), 20)).toMatchObject({
      startAt: START + HOUR,
      sequence: 1,
      status: 'booked',
    })
    // The old time is free again.
    expect(await outcomeOf(store.save(request('taker@example.com', hold(START))))).toMatch(/^ld_/)
    expect(await store.cancelBooking(id, 30)).toMatchObject({ status: 'cancelled', sequence: 2 })
    expect(await store.cancelBooking(id, 40)).toBeUndefined()
    expect(await store.rescheduleBooking(id, hold(START + 4 * HOUR), 50)).toBeUndefined()
    expect(await outcomeOf(store.save(request('after@example.com', hold(START + HOUR))))).toMatch(/^ld_/)
    const messages = (await store.claimInvitations('a', 50, 60_000, Date.now() + 1000))
      .filter((message) => message.leadId === id)
      .sort((a, b) => a.id - b.id)
    expect(messages.map((message) => [message.recipient, message.method, message.sequence])).toEqual([
      ['attendee', 'REQUEST', 0],
      ['attendee', 'REQUEST', 1],
      ['organizer', 'REQUEST', 1],
      ['attendee', 'CANCEL', 2],
      ['organizer', 'CANCEL', 2],
    ])
    const first = messages[0]
    if (!first) throw new Error('no message')
    await store.markInvitationSent(first.id, 100)
    const second = messages[1]
    if (!second) throw new Error('no message')
    await store.markInvitationFailed(second.id, Date.now() + HOUR, 'connection refused')
    // Past the first claim's lease: the sent one and the one failed until later are not due.
    const again = (await store.claimInvitations('b', 50, 60_000, Date.now() + 120_000)).filter(
      (message) => message.leadId === id,
    )
    expect(again.map((message) => message.sequence).sort()).toEqual([1, 2, 2])
    expect(blocker.id).toMatch(/^ld_/)
  })

  it('erasure and retention delete a request with its booking and invitations', async () => {
    const store = await open()
    const { id } = await store.save(request('gone@example.com', hold(START)))
    await store.cancelBooking(id, 5)
    expect(await store.eraseLeads([id])).toEqual({ leads: 1, outbox: 1, deliveries: 0, bookings: 1, invitations: 3 })
    expect(await store.getBooking(id)).toBeUndefined()
    await store.save(request('old@example.com', hold(START)))
    expect(await store.deleteLeadsReceivedBefore(new Date(Date.now() + 60_000).toISOString())).toEqual({
      leads: 1,
      outbox: 1,
      deliveries: 0,
      bookings: 1,
      invitations: 1,
    })
    expect(await store.upcomingBookings(0, Number.MAX_SAFE_INTEGER)).toEqual([])
  })

  it('lists upcoming bookings soonest first with who asked', async () => {
    const store = await open()
    await store.save(request('later@example.com', hold(START + 2 * HOUR)))
    await store.save(request('sooner@example.com', hold(START)))
    const cancelled = await store.save(request('cancelled@example.com', hold(START + HOUR)))
    await store.cancelBooking(cancelled.id, 1)
    const listed = await store.upcomingBookings(START, START + 3 * HOUR)
    expect(listed.map((booking) => [booking.email, booking.startAt])).toEqual([
      ['sooner@example.com', START],
      ['later@example.com', START + 2 * HOUR],
    ])
    expect(listed[0]).toMatchObject({ firstName: 'Jane', person: 'principal', status: 'booked' })
  })
})

describe('two instances on one PostgreSQL database', () => {
  it('of 20 requests for one slot, exactly one is booked and nothing of the others is stored', async () => {
    const url = await newDatabase()
    const [one, two] = await Promise.all([openPostgres(url), openPostgres(url)])
    if (!one || !two) throw new Error('no store')
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        outcomeOf((index % 2 ? one : two).save(request(`racer${String(index)}@example.com`, hold(START)))),
      ),
    )
    expect(outcomes.filter((outcome) => outcome !== 'taken')).toHaveLength(1)
    const stored = await Promise.all(
      Array.from({ length: 20 }, (_, index) => one.findLeads({ email: `racer${String(index)}@example.com` })),
    )
    expect(stored.flat()).toHaveLength(1)
    // Overlapping but not equal times are serialized by the person's lock.
    const overlapping = await Promise.all(
      [START + 3 * HOUR, START + 3 * HOUR + 10 * 60_000].map((at, index) =>
        outcomeOf((index ? one : two).save(request(`overlap${String(index)}@example.com`, hold(at)))),
      ),
    )
    expect(overlapping.filter((outcome) => outcome === 'taken')).toHaveLength(1)
  }, 30_000)
})

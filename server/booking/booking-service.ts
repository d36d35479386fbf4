/** Booking at run time: open slots (GET /f/slots), a requested slot's checks, alternatives to a taken one, the court-date rule. */
import type { Logger } from 'pino'
import { z } from 'zod'
import { isCalendarDate } from '~/lib/leads/case-dates'
import { checkRequestedSlot, horizonEnd, openSlots, type Availability, type Slot } from '~/lib/booking/slots'
import { addDays, isKnownTimeZone, wallClock } from '~/lib/booking/zoned-time'
import type { BookingHold, BookingStore, BusyFeedState } from './booking-types'

const MAX_SLOT_DAYS = 21
/** A person's calendar copy older than this offers no slot: a double booking is worse than the request form. */
export const BUSY_COPY_MAX_AGE_MS = 24 * 60 * 60_000
/** How long a computed slot list answers before it is computed again (a booking recomputes at once). */
const SLOT_CACHE_MS = 60_000
const ALTERNATIVES = 3

export interface SlotAnswer {
  timeZone: string
  slots: Array<{ person: string; start: string; end: string }>
}

/** The booking fields the schedule form adds once a slot is chosen; the collector takes them off before its own checks. */
export const BOOKING_FIELDS = ['slotStart', 'slotPerson', 'visitorTimeZone'] as const

export type BookingFields = Partial<Record<(typeof BOOKING_FIELDS)[number], unknown>>

export type HoldDecision =
  | { kind: 'hold'; hold: BookingHold; slot: Slot }
  | { kind: 'refused'; status: 422; field: string; message: string }
  | { kind: 'taken'; status: 409; alternatives: Slot[] }

/** The attorney's zone as the schedule form sends it (the browser's name), recorded with the booking. */
const IANA_TIME_ZONE = z.string().min(1).max(64).refine(isKnownTimeZone)

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

export function slotJson(slot: Slot): { person: string; start: string; end: string } {
  return { person: slot.person, start: new Date(slot.start).toISOString(), end: new Date(slot.end).toISOString() }
}

export interface BookingServiceOptions {
  store: BookingStore
  availability: Availability | undefined
  feeds: ReadonlySet<string>
  log: Logger
  now?: () => number
}

export class BookingService {
  private readonly cache = new Map<string, { at: number; version: number; answer: Promise<SlotAnswer> }>()
  private version = 0
  private readonly now: () => number

  constructor(private readonly options: BookingServiceOptions) {
    this.now = options.now ?? Date.now
  }

  get availability(): Availability | undefined {
    return this.options.availability
  }

  invalidate(): void {
    this.version += 1
    this.cache.clear()
  }

  /** The people whose slots cannot be offered: their calendar feed is configured, and its newest copy is missing or too old. */
  unavailablePeople(feeds: readonly BusyFeedState[], now: number): Set<string> {
    const fresh = new Set(
      feeds
        .filter((feed) => feed.fetchedAt !== null && now - feed.fetchedAt <= BUSY_COPY_MAX_AGE_MS)
        .map((feed) => feed.person),
    )
    return new Set([...this.options.feeds].filter((person) => !fresh.has(person)))
  }

  private async compute(from: string, days: number, now: number): Promise<Slot[]> {
    const availability = this.options.availability
    if (!availability) return []
    const firstStart = Date.parse(`${addDays(from, -1)}T00:00:00Z`)
    const lastEnd = Date.parse(`${addDays(from, days + 1)}T00:00:00Z`)
    const [blocked, feeds] = await Promise.all([
      this.options.store.blockedIntervals(firstStart, lastEnd),
      this.options.store.busyFeeds(),
    ])
    return openSlots({ availability, now, from, days, blocked, unavailable: this.unavailablePeople(feeds, now) })
  }

  /** GET /f/slots: at most one computation per minute and per question, none kept across a booking. */
  slots(from: string, days: number): Promise<SlotAnswer> {
    const key = `${from}|${String(days)}`
    const now = this.now()
    const cached = this.cache.get(key)
    if (cached && cached.version === this.version && now - cached.at < SLOT_CACHE_MS) return cached.answer
    const timeZone = this.options.availability?.timeZone ?? ''
    const answer = this.compute(from, days, now).then((slots) => ({ timeZone, slots: slots.map(slotJson) }))
    answer.catch(() => this.cache.delete(key))
    if (this.cache.size > 100) this.cache.clear()
    this.cache.set(key, { at: now, version: this.version, answer })
    return answer
  }

  today(): string {
    return wallClock(this.now(), this.options.availability?.timeZone ?? 'UTC').date
  }

  /** The next open slots from now, of `person` first, then anyone's. */
  async alternatives(person: string | undefined, count = ALTERNATIVES): Promise<Slot[]> {
    const availability = this.options.availability
    if (!availability) return []
    const now = this.now()
    const horizon = Math.max(...availability.people.map((candidate) => horizonEnd(candidate, now)))
    const days = Math.ceil((horizon - now) / 86_400_000) + 1
    const slots = await this.compute(this.today(), days, now)
    const own = slots.filter((slot) => slot.person === person)
    return (own.length >= count ? own : [...own, ...slots.filter((slot) => slot.person !== person)]).slice(0, count)
  }

  /** Checks a schedule request's booking fields: a time on the person's grid (else 422), still offered (else 409 with alternatives). */
  async decide(fields: BookingFields): Promise<HoldDecision> {
    const availability = this.options.availability
    const refuse = (field: string, message: string): HoldDecision => ({ kind: 'refused', status: 422, field, message })
    if (!availability)
      return refuse(
        'slotStart',
        'Consultations cannot be booked online just now; send the request without a time and the office will confirm one.',
      )
    const { slotStart, slotPerson, visitorTimeZone } = fields
    if (typeof slotStart !== 'string' || !ISO_INSTANT.test(slotStart.trim()) || Number.isNaN(Date.parse(slotStart)))
      return refuse('slotStart', 'The consultation time must be a time such as 2026-12-01T14:00:00Z.')
    if (visitorTimeZone !== undefined && !IANA_TIME_ZONE.safeParse(visitorTimeZone).success)
      return refuse('visitorTimeZone', 'The time zone must be an IANA time zone such as America/Chicago.')
    if (
      slotPerson !== undefined &&
      (typeof slotPerson !== 'string' || !availability.people.some((person) => person.id === slotPerson))
    )
      return refuse('slotPerson', 'That person does not take consultations.')
    const person = typeof slotPerson === 'string' ? slotPerson : (availability.people[0]?.id ?? '')
    const now = this.now()
    const checked = checkRequestedSlot(availability, person, Date.parse(slotStart), now)
    if ('message' in checked) return refuse(checked.field, checked.message)
    const { slot } = checked
    const date = wallClock(slot.start, availability.timeZone).date
    const open = await this.compute(date, 1, now)
    if (!open.some((candidate) => candidate.person === slot.person && candidate.start === slot.start))
      return { kind: 'taken', status: 409, alternatives: await this.alternatives(person) }
    const hold: BookingHold = {
      person: slot.person,
      startAt: slot.start,
      endAt: slot.end,
      bufferMs: checked.person.bufferMinutes * 60_000,
      visitorTimeZone: typeof visitorTimeZone === 'string' ? visitorTimeZone : null,
    }
    return { kind: 'hold', hold, slot }
  }

  personName(person: string): string {
    return this.options.availability?.people.find((candidate) => candidate.id === person)?.name ?? person
  }

  /** The open slots for the booking page: the next days of `person`, grouped by the firm's date. */
  async upcomingSlotsOf(person: string): Promise<Slot[]> {
    const availability = this.options.availability
    const consultant = availability?.people.find((candidate) => candidate.id === person)
    if (!availability || !consultant) return []
    const slots = await this.compute(this.today(), Math.min(MAX_SLOT_DAYS, consultant.horizonDays + 1), this.now())
    return slots.filter((slot) => slot.person === person)
  }

  firmDay(instant: number): string {
    return wallClock(instant, this.options.availability?.timeZone ?? 'UTC').date
  }
}

/** Parses GET /f/slots's query: from (default: the firm's today) and days (1 to 21, default 14). */
export function parseSlotQuery(
  query: Record<string, unknown>,
  today: string,
): { from: string; days: number } | { error: string } {
  const from = query.from === undefined ? today : query.from
  if (typeof from !== 'string' || !isCalendarDate(from)) return { error: 'from must be a date written YYYY-MM-DD.' }
  const daysText = query.days === undefined ? '14' : query.days
  if (
    typeof daysText !== 'string' ||
    !/^\d{1,2}$/.test(daysText) ||
    Number(daysText) < 1 ||
    Number(daysText) > MAX_SLOT_DAYS
  )
    return { error: `days must be a whole number from 1 to ${String(MAX_SLOT_DAYS)}.` }
  return { from, days: Number(daysText) }
}

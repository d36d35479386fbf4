/**
 * Consultation slots: which times each person offers (their hours on the slot grid, minus closed dates,
 * minimum notice, the horizon, bookings and busy times), and why a requested time is refused.
 */
import type { Meeting } from './meeting'
import { addDays, clockMinutes, instantAt, wallClock, weekdayOf, type WeekdayName } from './zoned-time'

const MINUTE_MS = 60_000

/** One person's availability as the server holds it (the runtime file): everything resolved, nothing defaulted. */
export interface Consultant {
  id: string
  /** what visitors read: the person's name */
  name: string
  hours: ReadonlyArray<{ day: WeekdayName; opens: string; closes: string }>
  slotMinutes: number
  bufferMinutes: number
  minimumNoticeBusinessHours: number
  horizonDays: number
  closedDates: readonly string[]
  /** where the consultation happens; the firm calls the attorney when not given */
  meeting?: Meeting
}

export interface Availability {
  /** the firm's IANA zone, in which every hour and date is read */
  timeZone: string
  people: readonly Consultant[]
}

export interface Slot {
  person: string
  /** ms since the epoch */
  start: number
  end: number
}

/** A time no slot may overlap: a booking with its buffers, or a busy event. */
interface Blocked {
  person: string
  startAt: number
  endAt: number
}

/** The open blocks of a person on a date, as [start, end) instants; none on a closed date. */
function openBlocks(person: Consultant, date: string, timeZone: string): Array<[number, number]> {
  if (person.closedDates.includes(date)) return []
  const weekday = weekdayOf(date)
  return person.hours
    .filter((block) => block.day === weekday)
    .map(
      (block) =>
        [
          instantAt(date, clockMinutes(block.opens), timeZone),
          instantAt(date, clockMinutes(block.closes), timeZone),
        ] as [number, number],
    )
    .sort((a, b) => a[0] - b[0])
}

/** The grid of a date: a start every slot length plus buffer from each block's opening, each ending by its close. */
function gridStarts(person: Consultant, date: string, timeZone: string): number[] {
  const length = person.slotMinutes * MINUTE_MS
  const step = (person.slotMinutes + person.bufferMinutes) * MINUTE_MS
  const starts: number[] = []
  for (const [opens, closes] of openBlocks(person, date, timeZone)) {
    for (let start = opens; start + length <= closes; start += step) starts.push(start)
  }
  return starts
}

/**
 * The earliest instant a slot may start: `now` plus the minimum notice counted in open time only (the
 * person's hours on days that are not closed). Gives up after a year of closed days.
 */
export function earliestStart(person: Consultant, now: number, timeZone: string): number {
  let remaining = person.minimumNoticeBusinessHours * 60 * MINUTE_MS
  if (remaining === 0) return now
  let date = wallClock(now, timeZone).date
  for (let day = 0; day < 366; day += 1, date = addDays(date, 1)) {
    for (const [opens, closes] of openBlocks(person, date, timeZone)) {
      const from = Math.max(opens, now)
      if (from >= closes) continue
      if (closes - from >= remaining) return from + remaining
      remaining -= closes - from
    }
  }
  return Number.POSITIVE_INFINITY
}

/** The instant the booking horizon ends: a slot must start before it. */
export function horizonEnd(person: Consultant, now: number): number {
  return now + person.horizonDays * 24 * 60 * MINUTE_MS
}

/** Whether [start - buffer, end + buffer) overlaps one of the person's blocked times. */
function isBlocked(person: Consultant, slot: Pick<Slot, 'start' | 'end'>, blocked: readonly Blocked[]): boolean {
  const buffer = person.bufferMinutes * MINUTE_MS
  return blocked.some(
    (interval) =>
      interval.person === person.id && interval.startAt < slot.end + buffer && interval.endAt > slot.start - buffer,
  )
}

export interface SlotQuery {
  availability: Availability
  now: number
  /** the first date (YYYY-MM-DD, the firm's zone) and the number of dates */
  from: string
  days: number
  blocked: readonly Blocked[]
  /** the people whose calendar copy is too old (or missing) to trust: none of their slots is offered */
  unavailable?: ReadonlySet<string>
}

/** The open slots of every person in the dates asked for, soonest first. */
export function openSlots({ availability, now, from, days, blocked, unavailable = new Set() }: SlotQuery): Slot[] {
  const { timeZone } = availability
  const slots: Slot[] = []
  for (const person of availability.people) {
    if (unavailable.has(person.id)) continue
    const earliest = earliestStart(person, now, timeZone)
    const latest = horizonEnd(person, now)
    const length = person.slotMinutes * MINUTE_MS
    for (let index = 0; index < days; index += 1) {
      for (const start of gridStarts(person, addDays(from, index), timeZone)) {
        const slot = { person: person.id, start, end: start + length }
        if (start >= earliest && start < latest && !isBlocked(person, slot, blocked)) slots.push(slot)
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start || a.person.localeCompare(b.person))
}

/** Why a requested slot cannot be booked at all (422): it is not one the person could ever offer then. */
export type SlotRefusal = { field: 'slotStart'; message: string }

/**
 * Checks a requested start against the person's rules (not against bookings or busy times, which the
 * store checks in the booking's transaction): the grid, the hours, closed dates, the past, minimum
 * notice and the horizon. Returns the slot, or the reason it is refused, naming the time.
 */
export function checkRequestedSlot(
  availability: Availability,
  personId: string,
  start: number,
  now: number,
): { slot: Slot; person: Consultant } | SlotRefusal {
  const refuse = (message: string): SlotRefusal => ({ field: 'slotStart', message })
  const person = availability.people.find((candidate) => candidate.id === personId)
  if (!person) return refuse('That person does not take consultations.')
  if (!Number.isFinite(start)) return refuse('The consultation time is not a valid time.')
  const { timeZone } = availability
  const clock = wallClock(start, timeZone)
  const named = `${clock.date} at ${clock.time} (${timeZone})`
  if (start <= now) return refuse(`The consultation time ${named} is in the past.`)
  if (person.closedDates.includes(clock.date))
    return refuse(`The office is closed on ${clock.date}: no consultation can be booked that day.`)
  const length = person.slotMinutes * MINUTE_MS
  const withinHours = openBlocks(person, clock.date, timeZone).some(
    ([opens, closes]) => start >= opens && start + length <= closes,
  )
  if (!withinHours) return refuse(`The consultation time ${named} is outside the consultation hours.`)
  if (!gridStarts(person, clock.date, timeZone).includes(start))
    return refuse(`The consultation time ${named} is not one of the offered start times.`)
  if (start < earliestStart(person, now, timeZone))
    return refuse(
      `The consultation time ${named} is sooner than the ${String(person.minimumNoticeBusinessHours)} business hours of notice the firm needs.`,
    )
  if (start >= horizonEnd(person, now))
    return refuse(`The consultation time ${named} is more than ${String(person.horizonDays)} days ahead.`)
  return { slot: { person: person.id, start, end: start + length }, person }
}

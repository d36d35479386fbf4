/**
 * Wall-clock dates and times in an IANA time zone, and the instants they name, with the platform's own
 * time zone data (Intl): no second copy of the tz database in the bundle.
 */

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
export type WeekdayName = (typeof WEEKDAY_NAMES)[number]

const formatters = new Map<string, Intl.DateTimeFormat>()
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The wall clock of an instant in a zone: its date (YYYY-MM-DD), time (HH:MM) and weekday. */
export interface WallClock {
  date: string
  time: string
  weekday: WeekdayName
  /** minutes since the day's midnight */
  minutes: number
}

export function wallClock(instant: number, timeZone: string): WallClock {
  const parts = partsFormatter(timeZone).formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((piece) => piece.type === type)?.value ?? '00'
  const date = `${part('year')}-${part('month')}-${part('day')}`
  const [hour, minute] = [Number(part('hour')), Number(part('minute'))]
  return { date, time: `${part('hour')}:${part('minute')}`, weekday: weekdayOf(date), minutes: hour * 60 + minute }
}

/** The zone's offset from UTC at an instant, in ms (New York in winter: -5 hours). */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = partsFormatter(timeZone).formatToParts(new Date(instant))
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((piece) => piece.type === type)?.value ?? 0)
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  )
  return asUtc - Math.floor(instant / 1000) * 1000
}

/** The weekday of a YYYY-MM-DD date. */
export function weekdayOf(date: string): WeekdayName {
  return WEEKDAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 'Sunday'
}

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** "HH:MM" as minutes since midnight. */
export function clockMinutes(time: string): number {
  const [hour, minute] = time.split(':').map(Number)
  return (hour ?? 0) * 60 + (minute ?? 0)
}

/**
 * The instant a wall-clock time names in a zone. A time the clocks skip (spring forward) is read with
 * the offset before the change, so it lands after the gap; a repeated time (fall back) is its first
 * occurrence.
 */
export function instantAt(date: string, minutes: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS
  const first = wall - zoneOffset(wall, timeZone)
  const second = wall - zoneOffset(first, timeZone)
  if (first === second) {
    // Fall back: the same wall time an hour earlier may exist too; take the earlier.
    const earlier = second - 60 * MINUTE_MS
    return wallClockMatches(earlier, date, minutes, timeZone) ? earlier : second
  }
  return wallClockMatches(second, date, minutes, timeZone) ? second : Math.max(first, second)
}

function wallClockMatches(instant: number, date: string, minutes: number, timeZone: string): boolean {
  const clock = wallClock(instant, timeZone)
  return clock.date === date && clock.minutes === minutes
}

const shortFormatters = new Map<string, Intl.DateTimeFormat>()

/**
 * The short form, as staff read a time: "Nov 28, 2026, 7:43 PM ET", in the zone given (the firm's for the
 * back office), with the zone's short generic name.
 */
export function shortZonedTime(instant: number | string | Date, timeZone: string): string {
  let formatter = shortFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'shortGeneric',
    })
    shortFormatters.set(timeZone, formatter)
  }
  return formatter.format(new Date(instant))
}

/** A calendar date (YYYY-MM-DD, no zone of its own) in the short form: "Dec 1, 2026"; anything else as given. */
export function shortCalendarDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date
  const instant = Date.parse(`${date}T12:00:00Z`)
  if (Number.isNaN(instant)) return date
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }).format(
    instant,
  )
}

const longFormatters = new Map<string, Intl.DateTimeFormat>()

/**
 * The long form, as counsel reads a time: "December 13, 2026, 7:37 PM Eastern", in the zone given (the
 * booking's recorded zone, else the firm's), named in words ("Eastern", from "Eastern Time").
 */
export function longZonedTime(instant: number | string | Date, timeZone: string): string {
  let formatter = longFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'longGeneric',
    })
    longFormatters.set(timeZone, formatter)
  }
  const parts = formatter.formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((piece) => piece.type === type)?.value ?? ''
  const zone = part('timeZoneName') || timeZone
  return `${part('month')} ${part('day')}, ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${zone.replace(/ Time$/, '')}`
}

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

const formsByZone = new Map<string, Intl.DateTimeFormat>()

/** One formatter per form and zone, made on first use (making one costs far more than using it). */
function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let formatter = formsByZone.get(key)
  if (!formatter) {
    formatter = make()
    formsByZone.set(key, formatter)
  }
  return formatter
}

/** The named parts of an instant in a form: `part('month')`. */
function partsOf(formatter: Intl.DateTimeFormat, instant: number) {
  const parts = formatter.formatToParts(instant)
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((piece) => piece.type === type)?.value ?? ''
}

/**
 * The short form, as staff read a time: "Nov 28, 2026, 7:43 PM ET", in the zone given (the firm's for the
 * back office), with the zone's short generic name.
 */
export function shortZonedTime(instant: number | string | Date, timeZone: string): string {
  return cached(
    `short ${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'shortGeneric',
      }),
  ).format(new Date(instant))
}

/**
 * A calendar date (YYYY-MM-DD, no zone of its own) in a form, read at noon UTC so no zone moves its day; a
 * date that does not exist (February 31) or is not one comes back as given.
 */
function calendarForm(key: string, form: Intl.DateTimeFormatOptions, date: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T12:00:00Z`) : Number.NaN
  if (Number.isNaN(instant) || !new Date(instant).toISOString().startsWith(date)) return date
  return cached(key, () => new Intl.DateTimeFormat('en-US', { ...form, timeZone: 'UTC' })).format(instant)
}

/** A calendar date (YYYY-MM-DD, no zone of its own) in the short form: "Dec 1, 2026"; anything else as given. */
export function shortCalendarDate(date: string): string {
  return calendarForm('calendar date short', { year: 'numeric', month: 'short', day: 'numeric' }, date)
}

/** "Central" for "Central Time"; a zone named otherwise ("Japan Standard Time") keeps its whole name. */
function genericZoneName(instant: number, timeZone: string): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  return /^\S+ Time$/.test(name) ? name.slice(0, -' Time'.length) : name
}

/**
 * The long form, as counsel reads a time: "Tuesday, December 1 at 7:45 AM Central", in the zone given (the
 * attorney's own where it is known), with the zone's generic name.
 */
export function longZonedTime(instant: number | string | Date, timeZone: string): string {
  const at = new Date(instant).getTime()
  const part = partsOf(
    cached(
      `long ${timeZone}`,
      () =>
        new Intl.DateTimeFormat('en-US', {
          timeZone,
          weekday: 'long',
          month: 'long',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        }),
    ),
    at,
  )
  return `${part('weekday')}, ${part('month')} ${part('day')} at ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${genericZoneName(at, timeZone)}`
}

/** The picker's time: "9:15 AM" in the zone given. */
export function pickerTime(instant: number, timeZone: string): string {
  return cached(
    `time ${timeZone}`,
    () => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
  ).format(instant)
}

/** A date chip's two lines: "Tue" and "Dec 1", in the zone given. */
export function pickerDay(instant: number, timeZone: string): { weekday: string; date: string } {
  const part = partsOf(
    cached(
      `day ${timeZone}`,
      () => new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }),
    ),
    instant,
  )
  return { weekday: part('weekday'), date: `${part('month')} ${part('day')}` }
}

/** The zone's generic name, said once above the times: "Central Standard Time", "Japan Standard Time". */
export function zoneName(instant: number, timeZone: string): string {
  const part = cached(`zone ${timeZone}`, () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' }))
    .formatToParts(instant)
    .find((piece) => piece.type === 'timeZoneName')
  return part?.value ?? timeZone
}

/** Whether two zones show the same wall clock at an instant (the firm's time is then not repeated). */
export function sameWallClock(instant: number, zone: string, other: string): boolean {
  const a = wallClock(instant, zone)
  const b = wallClock(instant, other)
  return a.date === b.date && a.time === b.time
}

/**
 * The long form with the year, as counsel reads a deadline or a signature's time: "December 13, 2026, 7:37 PM
 * Eastern", in the zone given (the booking's recorded zone, else the firm's), named in words.
 */
export function longZonedDateTime(instant: number | string | Date, timeZone: string): string {
  const at = new Date(instant).getTime()
  const part = partsOf(
    cached(
      `dated ${timeZone}`,
      () =>
        new Intl.DateTimeFormat('en-US', {
          timeZone,
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        }),
    ),
    at,
  )
  return `${part('month')} ${part('day')}, ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${genericZoneName(at, timeZone)}`
}

/**
 * Counsel's time of a consultation, as the confirmation, its calendar file, the mails and the booking link's page
 * all say it: the long form in the attorney's zone, with the firm's time named where the clocks differ
 * ("Tuesday, December 1 at 7:45 AM Central (8:45 AM Eastern, the firm's time)").
 */
export function counselTime(instant: number, attorneyZone: string, firmZone: string): string {
  const attorney = longZonedTime(instant, attorneyZone)
  if (sameWallClock(instant, attorneyZone, firmZone)) return attorney
  const firm = longZonedTime(instant, firmZone)
  // The firm's day is named only where it is another day than the attorney's.
  const sameDay = wallClock(instant, attorneyZone).date === wallClock(instant, firmZone).date
  return `${attorney} (${sameDay ? firm.slice(firm.indexOf(' at ') + ' at '.length) : firm}, the firm's time)`
}

/** A day as staff read it above that day's times: "Wed, Mar 3, 2027", from its YYYY-MM-DD date. */
export function shortCalendarDay(date: string): string {
  return calendarForm('calendar day', { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' }, date)
}

/** A calendar date (YYYY-MM-DD, no zone of its own) in words: "January 1, 2026"; anything else as given. */
export function longCalendarDate(date: string): string {
  return calendarForm('calendar date', { year: 'numeric', month: 'long', day: 'numeric' }, date)
}

/** A calendar month (YYYY-MM) in words: "March 2026"; anything else as given. */
export function longCalendarMonth(month: string): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month
  const words = calendarForm('calendar month', { year: 'numeric', month: 'long' }, `${month}-01`)
  return words === `${month}-01` ? month : words
}

/** The zone's short generic name at an instant ("ET", "CT"); the zone's id where the runtime does not know it. */
export function shortZoneName(instant: number, timeZone: string): string {
  if (!isKnownTimeZone(timeZone)) return timeZone
  const part = cached(
    `short zone ${timeZone}`,
    () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortGeneric' }),
  )
    .formatToParts(instant)
    .find((piece) => piece.type === 'timeZoneName')
  return part?.value ?? timeZone
}

/**
 * Whether the runtime knows the zone (a visitor's browser may name one this server lacks). Not cached: the
 * name comes from a request, and a cache keyed by it would grow with every spelling sent.
 */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

/** The zone this runtime runs in (a visitor's own, in the browser), as it names it. */
export function runtimeTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

import { wallClock } from '~/lib/booking/zoned-time'

// "Today" is the date in the office's time zone, so a late-evening West Coast request is judged by the firm's date.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000

function utcMidnight(value: string): number | undefined {
  const match = ISO_DATE.exec(value)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = Date.UTC(year, month - 1, day)
  const date = new Date(time)
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? time
    : undefined
}

export function isCalendarDate(value: string): boolean {
  return utcMidnight(value) !== undefined
}

export function calendarDateIn(timeZone: string, now: Date): string {
  return wallClock(now.getTime(), timeZone).date
}

export function addCalendarDays(date: string, days: number): string {
  const time = utcMidnight(date)
  if (time === undefined) throw new Error(`Not a calendar date: ${date}`)
  return new Date(time + days * DAY_MS).toISOString().slice(0, 10)
}

export function calendarDaysBetween(from: string, to: string): number {
  const start = utcMidnight(from)
  const end = utcMidnight(to)
  if (start === undefined || end === undefined)
    throw new Error(`Not a calendar date: ${start === undefined ? from : to}`)
  return Math.round((end - start) / DAY_MS)
}

import { longCalendarDate } from '~/lib/booking/zoned-time'

/** "2026-01-01" -> "January 1, 2026" (a calendar date, so the day never shifts with the machine's time zone). */
export function formatLongDate(isoDate: string): string {
  return longCalendarDate(isoDate)
}

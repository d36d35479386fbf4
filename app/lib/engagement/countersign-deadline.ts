import type { HoursBlock } from '~/lib/booking/firm-zone'
import { addDays, clockMinutes, instantAt, wallClock, weekdayOf } from '~/lib/booking/zoned-time'

/**
 * When the firm countersigns a letter counsel signed: by the close of the next business day (the firm's
 * opening hours, in its zone). Counsel's page and mail state this time; the inbox shows it to staff.
 */
export function countersignBy(signedAt: number, hours: readonly HoursBlock[], timeZone: string): number {
  const start = wallClock(signedAt, timeZone).date
  for (let offset = 1; offset <= 14; offset += 1) {
    const date = addDays(start, offset)
    const closing = hours
      .filter((block) => block.day === weekdayOf(date))
      .map((block) => clockMinutes(block.closes))
      .sort((a, b) => b - a)[0]
    if (closing !== undefined) return instantAt(date, closing, timeZone)
  }
  throw new Error('The firm has no opening hours in the next two weeks')
}

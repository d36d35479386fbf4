import { describe, expect, it } from 'vitest'
import { longZonedDateTime, shortZonedTime } from './zoned-time'

describe('the long form counsel reads', () => {
  it('says the date, the time and the zone in words, never GMT', () => {
    const instant = Date.parse('2026-12-14T00:37:22Z')
    expect(longZonedDateTime(instant, 'America/New_York')).toBe('December 13, 2026, 7:37 PM Eastern')
    expect(longZonedDateTime(instant, 'America/Chicago')).toBe('December 13, 2026, 6:37 PM Central')
    expect(longZonedDateTime(instant, 'America/New_York')).not.toMatch(/GMT|UTC|Sun,/)
  })

  it('is the same instant the short form gives staff', () => {
    const instant = Date.parse('2026-07-04T15:05:00Z')
    expect(longZonedDateTime(instant, 'America/Los_Angeles')).toBe('July 4, 2026, 8:05 AM Pacific')
    expect(shortZonedTime(instant, 'America/Los_Angeles')).toBe('Jul 4, 2026, 8:05 AM PT')
  })
})

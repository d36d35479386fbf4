import { describe, expect, it } from 'vitest'
import { counselTime, longZonedDateTime, shortZonedTime } from './zoned-time'

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

describe("counsel's time of a consultation", () => {
  const instant = Date.parse('2026-12-01T13:45:00Z')
  it("names the firm's time after the attorney's only where the clocks differ", () => {
    expect(counselTime(instant, 'America/Chicago', 'America/New_York')).toBe(
      "Tuesday, December 1 at 7:45 AM Central (8:45 AM Eastern, the firm's time)",
    )
    expect(counselTime(instant, 'America/New_York', 'America/New_York')).toBe('Tuesday, December 1 at 8:45 AM Eastern')
    // Indiana keeps New York's clock: one time, in the attorney's zone's name.
    expect(counselTime(instant, 'America/Indiana/Indianapolis', 'America/New_York')).toBe(
      'Tuesday, December 1 at 8:45 AM Eastern',
    )
  })

  it("names the firm's day too where it is another day", () => {
    expect(counselTime(Date.parse('2026-12-01T04:30:00Z'), 'America/Los_Angeles', 'America/New_York')).toBe(
      "Monday, November 30 at 8:30 PM Pacific (11:30 PM Eastern, the firm's time)",
    )
    expect(counselTime(Date.parse('2026-12-01T05:30:00Z'), 'America/Los_Angeles', 'America/New_York')).toBe(
      "Monday, November 30 at 9:30 PM Pacific (Tuesday, December 1 at 12:30 AM Eastern, the firm's time)",
    )
  })
})

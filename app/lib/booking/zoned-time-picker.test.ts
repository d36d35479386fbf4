import { describe, expect, test } from 'vitest'
import { pickerDay, pickerTime, sameWallClock, zoneName } from './zoned-time'

// Tuesday, December 1, 2026, 15:15 UTC: 9:15 AM in Houston, 10:15 AM in New York.
const instant = Date.parse('2026-12-01T15:15:00Z')

describe("the compact picker's labels (issue 54)", () => {
  test('a time in the zone given, a chip of weekday and date, the zone named in full', () => {
    expect(pickerTime(instant, 'America/Chicago')).toBe('9:15 AM')
    expect(pickerTime(instant, 'America/New_York')).toBe('10:15 AM')
    expect(pickerDay(instant, 'America/Chicago')).toEqual({ weekday: 'Tue', date: 'Dec 1' })
    expect(pickerDay(Date.parse('2026-12-02T03:00:00Z'), 'America/Chicago')).toEqual({ weekday: 'Tue', date: 'Dec 1' })
    expect(zoneName(instant, 'America/Chicago')).toBe('Central Standard Time')
  })

  test("the firm's time is repeated only where the wall clocks differ", () => {
    expect(sameWallClock(instant, 'America/Chicago', 'America/New_York')).toBe(false)
    expect(sameWallClock(instant, 'America/Detroit', 'America/New_York')).toBe(true)
  })
})

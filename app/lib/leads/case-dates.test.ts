import { describe, expect, it } from 'vitest'
import { addCalendarDays, calendarDateIn, calendarDaysBetween, isCalendarDate } from './case-dates'

describe('case dates', () => {
  it('accepts only dates that exist on the calendar, written YYYY-MM-DD', () => {
    for (const date of ['2026-01-31', '2028-02-29', '2026-12-31']) expect(isCalendarDate(date), date).toBe(true)
    for (const date of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-1-5',
      '01/05/2026',
      '2026-01-05T00:00',
      '',
    ])
      expect(isCalendarDate(date), date).toBe(false)
  })

  it("reads today's date in the firm's time zone, not UTC", () => {
    // 02:30 UTC on 25 November is still the evening of the 24th in New York and Los Angeles.
    const now = new Date('2026-11-25T02:30:00Z')
    expect(calendarDateIn('America/New_York', now)).toBe('2026-11-24')
    expect(calendarDateIn('America/Los_Angeles', now)).toBe('2026-11-24')
    expect(calendarDateIn('UTC', now)).toBe('2026-11-25')
  })

  it('counts calendar days across months, years and daylight-saving changes', () => {
    expect(addCalendarDays('2026-11-24', 14)).toBe('2026-12-08')
    expect(addCalendarDays('2026-12-25', 10)).toBe('2027-01-04')
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(calendarDaysBetween('2026-03-01', '2026-03-15')).toBe(14)
    expect(calendarDaysBetween('2026-11-10', '2026-10-27')).toBe(-14)
    expect(() => addCalendarDays('2026-02-30', 1)).toThrow(/Not a calendar date/)
  })
})

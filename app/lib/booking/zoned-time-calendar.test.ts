import { describe, expect, it } from 'vitest'
import { isKnownTimeZone, longCalendarDate, longCalendarMonth, shortCalendarDay, shortZoneName } from './zoned-time'

describe('calendar dates, which have no zone of their own', () => {
  it('read the same on a machine in any zone', () => {
    expect(longCalendarDate('2026-01-01')).toBe('January 1, 2026')
    expect(longCalendarDate('2026-12-31')).toBe('December 31, 2026')
    expect(longCalendarMonth('2026-03')).toBe('March 2026')
    expect(shortCalendarDay('2027-03-03')).toBe('Wed, Mar 3, 2027')
  })

  it('give back what is not a date as it came, rather than "Invalid Date" or a throw', () => {
    expect(longCalendarDate('sometime in 2026')).toBe('sometime in 2026')
    expect(longCalendarDate('2026-02-31')).toBe('2026-02-31')
    expect(longCalendarMonth('2026')).toBe('2026')
  })
})

describe('the names of zones', () => {
  it('short and generic for the time-of-day choices; the id for a zone the runtime does not know', () => {
    const winter = Date.parse('2026-12-01T15:00:00Z')
    expect(shortZoneName(winter, 'America/New_York')).toBe('ET')
    expect(shortZoneName(winter, 'America/Chicago')).toBe('CT')
    expect(shortZoneName(winter, 'Mars/Olympus_Mons')).toBe('Mars/Olympus_Mons')
  })

  it('knows the IANA zones and refuses the rest', () => {
    expect(isKnownTimeZone('America/Chicago')).toBe(true)
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isKnownTimeZone('')).toBe(false)
  })
})

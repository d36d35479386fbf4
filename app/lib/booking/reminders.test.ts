import { describe, expect, it } from 'vitest'
import { reminderDue } from './reminders'
import { longZonedTime } from './zoned-time'

const HOUR = 60 * 60_000
const start = Date.parse('2026-12-01T13:45:00Z')

describe('reminderDue', () => {
  it('sends the day-before reminder from 24 hours before until the hour-before one is due', () => {
    const booked = start - 72 * HOUR
    expect(reminderDue('day', start, booked, start - 24 * HOUR - 1)).toBe(false)
    expect(reminderDue('day', start, booked, start - 24 * HOUR)).toBe(true)
    expect(reminderDue('day', start, booked, start - HOUR)).toBe(false)
    expect(reminderDue('hour', start, booked, start - HOUR)).toBe(true)
    expect(reminderDue('hour', start, booked, start)).toBe(false)
  })

  it('skips a reminder due less than 2 hours after the booking was made or moved', () => {
    expect(reminderDue('hour', start, start - 90 * 60_000, start - HOUR)).toBe(false)
    expect(reminderDue('hour', start, start - 3 * HOUR - 1, start - HOUR)).toBe(true)
    expect(reminderDue('hour', start, start - 3 * HOUR, start - HOUR)).toBe(false)
    expect(reminderDue('day', start, start - 25 * HOUR, start - 24 * HOUR)).toBe(false)
  })
})

describe('longZonedTime', () => {
  it("reads as counsel reads a time, in the zone given, with the zone's generic name", () => {
    expect(longZonedTime(start, 'America/Chicago')).toBe('Tuesday, December 1 at 7:45 AM Central')
    expect(longZonedTime(start, 'America/New_York')).toBe('Tuesday, December 1 at 8:45 AM Eastern')
    expect(longZonedTime(start, 'Asia/Tokyo')).toBe('Tuesday, December 1 at 10:45 PM Japan Standard Time')
  })
})

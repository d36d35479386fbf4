import { describe, expect, test } from 'vitest'
import { calendarFile, calendarHref } from './calendar-file'

const event = {
  uid: 'ld_abc@firm.example.com',
  start: Date.parse('2026-12-01T15:15:00Z'),
  end: Date.parse('2026-12-01T15:45:00Z'),
  summary: 'Consultation with Meridian Forensic Economics',
  description: 'We will call you at (713) 555-0100; to move or cancel: https://firm.example.com/booking/ld_abc?t=x',
  url: 'https://firm.example.com/booking/ld_abc?t=x',
}

describe('the Add to calendar file (issue 54)', () => {
  test('holds the booked instant in UTC, escaped and folded as RFC 5545 asks', () => {
    const file = calendarFile(event, Date.parse('2026-11-29T08:00:00Z'))
    expect(file).toContain('DTSTART:20261201T151500Z\r\n')
    expect(file).toContain('DTEND:20261201T154500Z\r\n')
    expect(file).toContain('DTSTAMP:20261129T080000Z\r\n')
    expect(file).toContain('UID:ld_abc@firm.example.com\r\n')
    expect(file.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:We will call you at (713) 555-0100\\; to move or cancel: https://firm.example.com/booking/',
    )
    for (const line of file.split('\r\n')) expect(line.length).toBeLessThanOrEqual(75)
    expect(file.replace(/\r\n /g, '')).toContain(`URL:${event.url}`)
  })

  test('downloads from a data address, the file unchanged', () => {
    const href = calendarHref(event, 0)
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true)
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(calendarFile(event, 0))
  })
})

import { describe, expect, it } from 'vitest'
import { busySpans, CalendarParseError } from './busy-calendar'

const ZONE = 'America/New_York'
const at = (iso: string) => Date.parse(iso)
const iso = (spans: Array<{ startAt: number; endAt: number }>) =>
  spans.map((span) => [new Date(span.startAt).toISOString(), new Date(span.endAt).toISOString()])

/** A feed as Google Calendar publishes one: CRLF lines, a VTIMEZONE for each TZID it uses. */
function feed(...events: string[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Busy feed//EN',
    'BEGIN:VTIMEZONE',
    'TZID:Custom/Eastern',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0400',
    'TZNAME:EDT',
    'DTSTART:19700308T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:-0400',
    'TZOFFSETTO:-0500',
    'TZNAME:EST',
    'DTSTART:19701101T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}

const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20270101T000000Z', ...lines, 'END:VEVENT'].join('\r\n')

describe('busy times of a calendar feed', () => {
  it('expands a weekly event across the spring change, skips a deleted occurrence and moves a moved one', () => {
    const text = feed(
      event(
        'UID:weekly-1',
        'SUMMARY:Deposition prep',
        'DTSTART;TZID=Custom/Eastern:20270301T100000',
        'DTEND;TZID=Custom/Eastern:20270301T110000',
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'EXDATE;TZID=Custom/Eastern:20270308T100000',
      ),
      event(
        'UID:weekly-1',
        'RECURRENCE-ID;TZID=Custom/Eastern:20270315T100000',
        'DTSTART;TZID=Custom/Eastern:20270316T140000',
        'DTEND;TZID=Custom/Eastern:20270316T150000',
        'SUMMARY:Deposition prep (moved)',
      ),
    )
    expect(
      iso(busySpans(text, { from: at('2027-02-01T00:00:00Z'), to: at('2027-04-30T00:00:00Z'), firmZone: ZONE })),
    ).toEqual([
      ['2027-03-01T15:00:00.000Z', '2027-03-01T16:00:00.000Z'],
      // 03-08 deleted; 03-15 moved to the 16th at 14:00 EDT
      ['2027-03-16T18:00:00.000Z', '2027-03-16T19:00:00.000Z'],
      ['2027-03-22T14:00:00.000Z', '2027-03-22T15:00:00.000Z'],
    ])
  })

  it('blocks the whole firm day of an all-day event, not a free (TRANSPARENT) or cancelled one', () => {
    const text = feed(
      event('UID:trial', 'DTSTART;VALUE=DATE:20270305', 'DTEND;VALUE=DATE:20270306', 'SUMMARY:Trial'),
      event(
        'UID:reminder',
        'DTSTART:20270304T150000Z',
        'DTEND:20270304T160000Z',
        'TRANSP:TRANSPARENT',
        'SUMMARY:Reminder',
      ),
      event('UID:off', 'DTSTART:20270303T150000Z', 'DTEND:20270303T160000Z', 'STATUS:CANCELLED'),
      event('UID:utc', 'DTSTART:20270302T150000Z', 'DURATION:PT45M'),
      event(
        'UID:iana',
        'DTSTART;TZID=America/Los_Angeles:20270301T090000',
        'DTEND;TZID=America/Los_Angeles:20270301T093000',
      ),
    )
    expect(
      iso(busySpans(text, { from: at('2027-03-01T00:00:00Z'), to: at('2027-03-10T00:00:00Z'), firmZone: ZONE })),
    ).toEqual([
      ['2027-03-01T17:00:00.000Z', '2027-03-01T17:30:00.000Z'],
      ['2027-03-02T15:00:00.000Z', '2027-03-02T15:45:00.000Z'],
      ['2027-03-05T05:00:00.000Z', '2027-03-06T05:00:00.000Z'],
    ])
  })

  it('keeps only what overlaps the window, and refuses a text that is not a calendar', () => {
    const text = feed(event('UID:daily', 'DTSTART:20270101T150000Z', 'DTEND:20270101T160000Z', 'RRULE:FREQ=DAILY'))
    expect(
      busySpans(text, { from: at('2027-03-01T00:00:00Z'), to: at('2027-03-03T00:00:00Z'), firmZone: ZONE }),
    ).toHaveLength(2)
    expect(() => busySpans('<html>Sign in</html>', { from: 0, to: 1, firmZone: ZONE })).toThrow(CalendarParseError)
  })
})

/**
 * The "Add to calendar" file of a booked consultation, made in the browser from what the collector answered:
 * an iCalendar event in UTC (no VTIMEZONE needed), the same instant the invitation mail carries.
 */
interface CalendarEvent {
  uid: string
  start: number
  end: number
  summary: string
  description: string
  url?: string
}

const utc = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks escaped. */
const text = (value: string) => value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n')

/** RFC 5545 3.1: lines of at most 75 octets, continued with a space (counted in characters: the text is ASCII-safe). */
function fold(line: string): string {
  const pieces = [line.slice(0, 75)]
  for (let index = 75; index < line.length; index += 74) pieces.push(line.slice(index, index + 74))
  return pieces.join('\r\n ')
}

export function calendarFile(event: CalendarEvent, now: number = Date.now()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Consultation booking//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${text(event.uid)}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}

/** A link target that downloads the file without a round trip to the server. */
export function calendarHref(event: CalendarEvent, now?: number): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(calendarFile(event, now))}`
}

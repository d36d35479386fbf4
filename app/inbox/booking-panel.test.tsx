import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BookingPanel } from './booking-panel'

const start = Date.parse('2026-12-01T15:00:00Z')

describe('the consultation panel of a request', () => {
  it("shows the time in the firm's zone, the person, the status, the attorney's own time and the history", () => {
    const html = renderToStaticMarkup(
      <BookingPanel
        timeZone="America/New_York"
        booking={{
          status: 'cancelled',
          startAt: start,
          personName: 'Dr. Jane Q. Doe',
          visitorTimeZone: 'America/Chicago',
          history: [
            { kind: 'booked', at: start - 3 * 86_400_000, startAt: start - 86_400_000 },
            { kind: 'reminder', at: start - 2 * 86_400_000, reminder: 'day' },
            { kind: 'moved', at: start - 2 * 86_400_000 + 3_600_000, startAt: start },
            { kind: 'reminder', at: start - 3_600_000, reminder: 'hour' },
            { kind: 'cancelled', at: start - 1_800_000 },
          ],
        }}
      />,
    )
    const text = html
      .replace(/<[^>]+>/g, ' ')
      .replaceAll('&#x27;', "'")
      .replace(/\s+/g, ' ')
    expect(text).toContain('Time Dec 1, 2026, 10:00 AM ET')
    expect(text).toContain('With Dr. Jane Q. Doe')
    expect(text).toContain('Status Cancelled')
    expect(text).toContain("Attorney's time Tuesday, December 1 at 9:00 AM Central")
    expect(text).toContain('Nov 28, 2026, 10:00 AM ET : Booked for Nov 30, 2026, 10:00 AM ET')
    expect(text).toContain('Reminder sent (24 hours before)')
    expect(text).toContain('Nov 29, 2026, 11:00 AM ET : Moved to Dec 1, 2026, 10:00 AM ET')
    expect(text).toContain('Reminder sent (1 hour before)')
    expect(text).toContain('Dec 1, 2026, 9:30 AM ET : Cancelled')
  })
})

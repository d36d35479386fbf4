import { describe, expect, it } from 'vitest'
import { longZonedDateTime } from '~/lib/booking/zoned-time'
import { countersignBy } from './countersign-deadline'

const WEEKDAYS = (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const).map((day) => ({
  day,
  opens: '09:00',
  closes: '17:00',
}))

describe('when the firm countersigns', () => {
  it('is the close of the next business day in the firm’s zone', () => {
    // Tuesday evening in New York: Wednesday 5 PM
    const tuesday = Date.parse('2026-12-08T23:30:00Z')
    expect(longZonedDateTime(countersignBy(tuesday, WEEKDAYS, 'America/New_York'), 'America/New_York')).toBe(
      'December 9, 2026, 5:00 PM Eastern',
    )
  })

  it('skips the weekend: signed on a Friday, countersigned by Monday', () => {
    const friday = Date.parse('2026-12-11T15:00:00Z')
    expect(longZonedDateTime(countersignBy(friday, WEEKDAYS, 'America/New_York'), 'America/New_York')).toBe(
      'December 14, 2026, 5:00 PM Eastern',
    )
  })
})

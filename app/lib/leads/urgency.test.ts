import { describe, expect, it } from 'vitest'
import { businessDaysAfter, daysToDisclosure, DISCLOSURE_URGENT_DAYS, urgentReason } from './urgency'

const ZONE = 'America/New_York'
// Received at 15:00 New York time on 2 March 2026.
const receivedAt = '2026-03-02T20:00:00.000Z'

describe('urgentReason', () => {
  it('an emergency request is urgent whatever its dates', () => {
    expect(urgentReason({ formType: 'emergency', receivedAt }, ZONE)).toBe('emergency')
    expect(urgentReason({ formType: 'emergency', receivedAt, disclosureDeadline: '2026-03-05' }, ZONE)).toBe(
      'emergency',
    )
  })

  it('a disclosure deadline on or before the received date plus 14 calendar days makes a request urgent', () => {
    expect(DISCLOSURE_URGENT_DAYS).toBe(14)
    expect(urgentReason({ formType: 'contact', receivedAt, disclosureDeadline: '2026-03-12' }, ZONE)).toBe(
      'disclosure-deadline',
    )
    expect(urgentReason({ formType: 'schedule', receivedAt, disclosureDeadline: '2026-03-16' }, ZONE)).toBe(
      'disclosure-deadline',
    )
    expect(urgentReason({ formType: 'contact', receivedAt, disclosureDeadline: '2026-03-17' }, ZONE)).toBeNull()
    expect(urgentReason({ formType: 'contact', receivedAt, disclosureDeadline: '2026-04-01' }, ZONE)).toBeNull()
    expect(urgentReason({ formType: 'contact', receivedAt, disclosureDeadline: null }, ZONE)).toBeNull()
  })

  it("counts from the received date in the firm's time zone", () => {
    // 03:00 UTC on 3 March is the evening of 2 March in New York: 14 days run to 16 March.
    const lateEvening = '2026-03-03T03:00:00.000Z'
    expect(daysToDisclosure({ receivedAt: lateEvening, disclosureDeadline: '2026-03-16' }, ZONE)).toBe(14)
    expect(urgentReason({ formType: 'contact', receivedAt: lateEvening, disclosureDeadline: '2026-03-16' }, ZONE)).toBe(
      'disclosure-deadline',
    )
    // The same deadline a day later: 15 days from the firm's date, 14 from the UTC date.
    expect(
      urgentReason({ formType: 'contact', receivedAt: lateEvening, disclosureDeadline: '2026-03-17' }, ZONE),
    ).toBeNull()
    expect(
      urgentReason({ formType: 'contact', receivedAt: lateEvening, disclosureDeadline: '2026-03-17' }, 'UTC'),
    ).toBe('disclosure-deadline')
  })

  it('ignores a deadline that is not a calendar date', () => {
    expect(daysToDisclosure({ receivedAt, disclosureDeadline: 'next week' }, ZONE)).toBeNull()
    expect(urgentReason({ formType: 'contact', receivedAt, disclosureDeadline: '2026-02-30' }, ZONE)).toBeNull()
  })
})

describe('a court date before the booked consultation', () => {
  // Wednesday 2027-03-03 at 9:00 in New York: two business days later is Friday 2027-03-05.
  const consultationAt = Date.parse('2027-03-03T14:00:00Z')
  const lead = { formType: 'schedule' as const, receivedAt: '2027-01-04T15:00:00Z', consultationAt }
  it('makes the request urgent when the deposition or disclosure falls before the consultation plus two business days', () => {
    expect(businessDaysAfter(Date.parse('2027-03-05T15:00:00Z'), 2)).toBe('2027-03-09')
    expect(urgentReason({ ...lead, depositionDate: '2027-03-04' })).toBe('court-date-before-consultation')
    expect(urgentReason({ ...lead, disclosureDeadline: '2027-03-04' })).toBe('court-date-before-consultation')
    expect(urgentReason({ ...lead, depositionDate: '2027-03-05' })).toBeNull()
    expect(urgentReason({ ...lead, depositionDate: '2027-03-04', consultationAt: null })).toBeNull()
  })
})

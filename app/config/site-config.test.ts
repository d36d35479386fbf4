import { afterEach, describe, expect, test, vi } from 'vitest'
import { buildDate, clockLabel, hoursLabels, siteConfig } from './site-config'

describe('opening hours labels are derived from the hours', () => {
  test('clock times read as a visitor writes them', () => {
    expect(clockLabel('08:00')).toBe('8AM')
    expect(clockLabel('18:00')).toBe('6PM')
    expect(clockLabel('12:00')).toBe('12PM')
    expect(clockLabel('00:30')).toBe('12:30AM')
    expect(clockLabel('17:45')).toBe('5:45PM')
    expect(() => clockLabel('8:00')).toThrow(/HH:MM/)
    expect(() => clockLabel('24:00')).toThrow(/HH:MM/)
  })

  test('a weekday schedule in Eastern time', () => {
    const labels = hoursLabels({
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
      timeZone: 'America/New_York',
    })
    expect(labels.label).toBe('Monday to Friday, 8AM-6PM Eastern')
    expect(labels.shortLabel).toBe('Mon-Fri 8AM-6PM ET')
  })

  test('other days and zones, and what the site refuses', () => {
    const labels = hoursLabels({
      days: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: '09:30',
      closes: '17:00',
      timeZone: 'America/Chicago',
    })
    expect(labels.label).toBe('Tuesday to Saturday, 9:30AM-5PM Central')
    expect(labels.shortLabel).toBe('Tue-Sat 9:30AM-5PM CT')
    expect(() =>
      hoursLabels({ days: ['Monday', 'Wednesday'], opens: '08:00', closes: '17:00', timeZone: 'America/Chicago' }),
    ).toThrow(/consecutive/)
    expect(() => hoursLabels({ days: ['Monday'], opens: '08:00', closes: '17:00', timeZone: 'Europe/London' })).toThrow(
      /timeZone/,
    )
  })

  test('the configured labels are the ones derived from the configured hours', () => {
    const { label, shortLabel, ...hours } = siteConfig.hours
    expect(hoursLabels(hours)).toEqual({ ...hours, label, shortLabel })
    expect(siteConfig.promises.businessHours.item).toContain(label)
  })
})

describe('promises read as sentences wherever they are used', () => {
  const commitments = Object.entries(siteConfig.promises)

  test.each(commitments)('%s: a list item without a period and a full sentence with one', (_key, commitment) => {
    expect(commitment.item).toMatch(/^[A-Z0-9]/)
    expect(commitment.item).not.toMatch(/[.;:,]$/)
    expect(commitment.sentence).toMatch(/^[A-Z]/)
    expect(commitment.sentence).toMatch(/\.$/)
  })

  test('the 24-hour turnaround says what is delivered in 24 hours and where it does not apply', () => {
    const rush = siteConfig.promises.rushTurnaround
    expect(rush.item).toMatch(/^Preliminary economic loss figures within 24 hours/)
    expect(rush.sentence).toMatch(/preliminary economic loss figures within 24 hours/)
    expect(rush.sentence).toMatch(/signed report follows on the standard schedule/)
    expect(rush.sentence).toMatch(/Vocational evaluations and life care plans .* are not prepared on this basis/)
  })

  test('no promise states a turnaround as a bare "24-hour turnaround"', () => {
    for (const [, commitment] of commitments) {
      expect(`${commitment.item} ${commitment.sentence}`).not.toMatch(/24-hour turnaround/i)
    }
  })
})

describe('the build date', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  test('BUILD_DATE fixes it, so the testimony and publication windows are the same whatever day the build runs', () => {
    vi.stubEnv('BUILD_DATE', '2026-11-25')
    expect(buildDate()).toBe('2026-11-25')
    vi.stubEnv('BUILD_DATE', undefined)
    expect(buildDate()).toBe(new Date().toISOString().slice(0, 10))
  })

  test('a bad BUILD_DATE stops the build, naming the variable', () => {
    for (const bad of ['2026-02-30', '25 Nov 2026', '2026-11-25T00:00:00Z']) {
      vi.stubEnv('BUILD_DATE', bad)
      expect(() => buildDate()).toThrow(/BUILD_DATE must be a calendar date written YYYY-MM-DD/)
    }
  })
})

import { describe, expect, it } from 'vitest'
import { siteConfig } from '~/config/site-config'
import { formatClock, listTimeWindows } from './time-windows'

describe('formatClock', () => {
  it.each([
    ['08:00', '8AM'],
    ['12:00', '12PM'],
    ['18:00', '6PM'],
    ['00:00', '12AM'],
    ['13:30', '1:30PM'],
  ])('%s -> %s', (time, text) => expect(formatClock(time)).toBe(text))
})

describe('listTimeWindows', () => {
  it('splits the office hours at noon', () => {
    const hours = { ...siteConfig.hours, opens: '08:00', closes: '18:00', timeZone: 'America/New_York' }
    expect(listTimeWindows(hours)).toEqual([
      'Morning (8AM-12PM ET)',
      'Afternoon (12PM-6PM ET)',
      'Any time (8AM-6PM ET)',
    ])
  })
  it('offers no morning when the office opens after noon', () => {
    const hours = { ...siteConfig.hours, opens: '13:00', closes: '17:00', timeZone: 'America/Chicago' }
    expect(listTimeWindows(hours)).toEqual(['Afternoon (1PM-5PM CT)', 'Any time (1PM-5PM CT)'])
  })
})

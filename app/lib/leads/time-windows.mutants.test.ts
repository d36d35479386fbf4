/**
 * Tests written against surviving mutants (npm run mutation): clock text around noon and midnight,
 * the windows when the office opens or closes exactly at noon, and the time zone label.
 */
import { describe, expect, it } from 'vitest'
import { siteConfig } from '~/config/site-config'
import { formatClock, listTimeWindows, timeZoneLabel } from './time-windows'

describe('formatClock', () => {
  it.each([
    ['11:59', '11:59AM'],
    ['12:30', '12:30PM'],
    ['00:05', '12:05AM'],
    ['23:00', '11PM'],
    ['9', '9AM'],
    ['', '12AM'],
    ['07:5', '7:5AM'],
  ])('%j -> %s', (time, text) => expect(formatClock(time)).toBe(text))
})

describe('timeZoneLabel', () => {
  it('names the zone as visitors know it', () => {
    expect(timeZoneLabel('America/New_York', new Date('2025-07-01T12:00:00Z'))).toBe('ET')
    expect(timeZoneLabel('America/Los_Angeles')).toBe('PT')
  })

  it('falls back to the zone id when the zone is unknown', () => {
    expect(timeZoneLabel('Mars/Olympus_Mons')).toBe('Mars/Olympus_Mons')
  })
})

describe('listTimeWindows', () => {
  const at = (opens: string, closes: string) =>
    listTimeWindows({ ...siteConfig.hours, opens, closes, timeZone: 'America/New_York' })

  it('uses the office hours by default', () => {
    expect(listTimeWindows()).toEqual(at(siteConfig.hours.opens, siteConfig.hours.closes))
    expect(listTimeWindows()[0]).toMatch(/^Morning \(/)
  })

  it('offers no morning when the office opens at noon, and starts the afternoon at noon', () => {
    expect(at('12:00', '17:00')).toEqual(['Afternoon (12PM-5PM ET)', 'Any time (12PM-5PM ET)'])
  })

  it('offers a morning when the office opens a minute before noon', () => {
    expect(at('11:59', '17:00')).toEqual([
      'Morning (11:59AM-12PM ET)',
      'Afternoon (12PM-5PM ET)',
      'Any time (11:59AM-5PM ET)',
    ])
  })

  it('offers no afternoon when the office closes at noon, and one when it closes a minute later', () => {
    expect(at('08:00', '12:00')).toEqual(['Morning (8AM-12PM ET)', 'Any time (8AM-12PM ET)'])
    expect(at('08:00', '12:01')).toEqual([
      'Morning (8AM-12PM ET)',
      'Afternoon (12PM-12:01PM ET)',
      'Any time (8AM-12:01PM ET)',
    ])
  })

  it('starts the afternoon at the opening time when the office opens after noon, minutes included', () => {
    expect(at('12:30', '17:00')).toEqual(['Afternoon (12:30PM-5PM ET)', 'Any time (12:30PM-5PM ET)'])
  })
})

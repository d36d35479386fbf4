import { describe, expect, test } from 'vitest'
import { countyInProse, formatCount, formatIsoDate, formatSquareMiles, joinNames, stateInProse } from './format'

describe('place formatting', () => {
  test('joins names as a US English list without a serial comma', () => {
    expect(joinNames([])).toBe('')
    expect(joinNames(['Harris County'])).toBe('Harris County')
    expect(joinNames(['A', 'B'])).toBe('A and B')
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C')
  })

  test('formats counts, areas and dates', () => {
    expect(formatCount(2300419)).toBe('2,300,419')
    expect(formatSquareMiles(640.44)).toBe('640.4')
    expect(formatSquareMiles(12)).toBe('12.0')
    expect(formatIsoDate('2026-11-22')).toBe('November 22, 2026')
    expect(formatIsoDate('2026-01-01')).toBe('January 1, 2026')
  })

  test('puts "the" before the District of Columbia only', () => {
    expect(stateInProse({ name: 'District of Columbia' })).toBe('the District of Columbia')
    expect(stateInProse({ name: 'Ohio' })).toBe('Ohio')
  })

  test('names a county inside a sentence with its article where it needs one', () => {
    expect(countyInProse('District of Columbia')).toBe('the District of Columbia')
    expect(countyInProse('Harris County')).toBe('Harris County')
  })
})

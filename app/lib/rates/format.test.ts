import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { averageYield, formatMonth, formatRate, growthCitation, latestYield, RATES_PATH, yieldCitation } from './format'
import type { RatesData } from './types'

const data = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../../../public', RATES_PATH), 'utf8'),
) as RatesData

describe('rates lookups and formatting', () => {
  test('the latest and average par yields by maturity', () => {
    expect(latestYield(data, 20)).toBe(5.3)
    expect(latestYield(data, 1)).toBe(4)
    expect(averageYield(data, 1, 20)).toBe(4.85)
    expect(averageYield(data, 10, 10)).toBe(2.86)
  })

  test('rates with two decimals, months and citations dated', () => {
    expect(formatRate(4)).toBe('4.00%')
    expect(formatRate(2.6)).toBe('2.60%')
    expect(formatMonth('2026-03')).toBe('March 2026')
    expect(yieldCitation(data)).toBe(
      'U.S. Department of the Treasury, Daily Treasury Par Yield Curve Rates, August 17, 2026',
    )
    expect(growthCitation(data.medicalCare.source, data.medicalCare.growth[0]!)).toMatch(
      /seasonally adjusted \(CUSR0000SAM\), March 2016 to March 2026$/,
    )
  })
})

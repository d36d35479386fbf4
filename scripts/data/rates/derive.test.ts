import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { deriveRates, MEDICAL_SOURCE, projectPath, RATES_FILE, serializeRates, YIELD_SOURCE } from './derive'

// The hand computation reads the source rows with a plain split, apart from the derivation's reader.
const rows = (file: string) =>
  fs
    .readFileSync(projectPath(file), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))

describe('derived rates (npm run data:rates)', () => {
  const data = deriveRates()

  test('deriving again gives the committed file, byte for byte (run npm run data:rates after changing a source)', () => {
    expect(serializeRates(data) === fs.readFileSync(projectPath(RATES_FILE), 'utf8')).toBe(true)
    expect(JSON.parse(fs.readFileSync(projectPath(RATES_FILE), 'utf8'))).toEqual(data)
  })

  test('the latest par yields are the last row of the Treasury file (1, 5, 10, 20, 30 years), dated', () => {
    expect(data.treasury.date).toBe('2026-08-17')
    expect(data.treasury.latest).toEqual([4.0, 4.38, 4.72, 5.3, 5.31])
    expect(data.treasury.inputs[0]!.sha256).toBe('a6e84dc8bfb791ebfc95a3f64cf53d790cecf636ab4a6ce858f43159e34e4275')
  })

  test('the 1-, 5- and 10-year averages match a hand computation over the trading days after the same date N years earlier', () => {
    const source = rows(YIELD_SOURCE) // Date,1 Mo,3 Mo,6 Mo,1 Yr,2 Yr,3 Yr,5 Yr,7 Yr,10 Yr,20 Yr,30 Yr
    const columns = [4, 7, 9, 10, 11]
    for (const [years, from] of [
      [1, '2025-08-17'],
      [5, '2021-08-17'],
      [10, '2016-08-17'],
    ] as const) {
      const window = source.filter((cells) => cells[0]! > from)
      const hand = columns.map((column) => Math.round((window.reduce((sum, cells) => sum + Number(cells[column]), 0) / window.length) * 100) / 100)
      const derived = data.treasury.averages.find((average) => average.years === years)!
      expect(derived.yields).toEqual(hand)
      expect(derived.days).toBe(window.length)
    }
    expect(data.treasury.averages[0]!.yields[3]).toBe(4.85) // the 20-year yield over the last year
  })

  test('medical-care growth: 10 and 20 years to March 2026 from the index rows, seasonally adjusted', () => {
    const index = new Map(rows(MEDICAL_SOURCE).map(([date, value]) => [date!.slice(0, 7), Number(value)]))
    expect(index.get('2026-03')).toBe(591.587)
    const ten = (591.587 / 457.723) ** (1 / 10) - 1 // March 2016
    const twenty = (591.587 / 332.6) ** (1 / 20) - 1 // March 2006
    expect(data.medicalCare.growth).toEqual([
      { rate: Math.round(ten * 10_000) / 100, from: '2016-03', to: '2026-03', years: 10 },
      { rate: Math.round(twenty * 10_000) / 100, from: '2006-03', to: '2026-03', years: 20 },
    ])
    expect(data.medicalCare.growth.map((growth) => growth.rate)).toEqual([2.6, 2.92])
    expect(data.medicalCare.seasonallyAdjusted).toBe(true)
  })

  test('all-items CPI-U growth since May 2015, not seasonally adjusted; the net rate skips the month BLS never published', () => {
    expect(data.allItems.growth).toEqual({ rate: 3.17, from: '2015-05', to: '2026-05', years: 11 })
    expect(data.allItems.seasonallyAdjusted).toBe(false)
    const months = new Map(data.netRate.months.map((row) => [row[0], row]))
    expect(data.netRate.months[0]![0]).toBe('2016-01')
    expect(months.get('2025-10')).toEqual(['2025-10', 4.06, null, null])
    // May 2026: 10-year yield averaged over the month, minus 335.123 / 321.465 - 1 (May 2025)
    expect(months.get('2026-05')).toEqual(['2026-05', 4.48, 4.25, 0.23])
  })
})

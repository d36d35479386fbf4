import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { deriveLaborData, LABOR_DATA_FILE, LAUS_SOURCE_FILE, serializeLaborData } from './derive'

describe('derived labor-market data (BLS LAUS 2024)', () => {
  const csv = fs.readFileSync(LAUS_SOURCE_FILE, 'utf8')

  test('deriving again gives the committed file, byte for byte (run npm run data:labor after changing the source)', () => {
    expect(serializeLaborData(deriveLaborData(csv)) === fs.readFileSync(LABOR_DATA_FILE, 'utf8')).toBe(true)
  })

  test('keeps every county of the 50 states and DC (3,143 rows; Kalawao counted in Maui) and no Puerto Rico', () => {
    const data = deriveLaborData(csv)
    expect(Object.keys(data.counties)).toHaveLength(3143)
    expect(data.countedIn).toEqual({ '15005': '15009' })
    expect(Object.keys(data.counties).some((fips) => fips.startsWith('72'))).toBe(false)
    expect(data.counties['09110']).toBeDefined() // Connecticut's planning regions match the place data
    expect(data.counties['48201']).toEqual([2_497_420, 110_535, 4.4])
  })

  test('refuses a row that does not add up, a county not in the place data and a county left out, naming each', () => {
    const lines = csv.trim().split('\n')
    const harris = lines.findIndex((line) => line.includes(',48201,'))
    const broken = [...lines]
    broken[harris] = broken[harris]!.replace('2497420', '2497421')
    expect(() => deriveLaborData(broken.join('\n'))).toThrow(/48201 Harris County, TX\): labor force 2497421 is not employed \+ unemployed/)
    const unknown = [...lines, 'CN9999900000000,99,999,99999,"Nowhere County, ZZ",2024,10,9,1,10.0']
    expect(() => deriveLaborData(unknown.join('\n'))).toThrow(/99999 Nowhere County, ZZ\): no such county/)
    const missing = lines.filter((_, index) => index !== harris)
    expect(() => deriveLaborData(missing.join('\n'))).toThrow(/48201: a county of the place data with no LAUS row/)
  })
})

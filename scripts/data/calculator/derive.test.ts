import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { CPI_FILE, deriveCpiInflation, deriveLifeTables, LIFE_TABLE_FILE, serializeCpiInflation, serializeLifeTables } from './derive'

describe('the calculator’s reference data', () => {
  const lifeTables = deriveLifeTables()
  const inflation = deriveCpiInflation()

  test('deriving again gives the committed files, byte for byte (run npm run data:calculator after changing a source)', () => {
    expect(serializeLifeTables(lifeTables) === fs.readFileSync(LIFE_TABLE_FILE, 'utf8')).toBe(true)
    expect(serializeCpiInflation(inflation) === fs.readFileSync(CPI_FILE, 'utf8')).toBe(true)
  })

  test('the life tables give the published life expectancy at birth: 78.4 total, 75.8 male, 81.1 female', () => {
    expect(lifeTables.tables.total.ex[0]!.toFixed(1)).toBe('78.4')
    expect(lifeTables.tables.male.ex[0]!.toFixed(1)).toBe('75.8')
    expect(lifeTables.tables.female.ex[0]!.toFixed(1)).toBe('81.1')
  })

  test('each table runs from 100,000 at birth to the open interval at 100, survivors and life expectancy falling with age', () => {
    for (const { lx, ex } of Object.values(lifeTables.tables)) {
      expect(lx).toHaveLength(101)
      expect(lx[0]).toBe(100_000)
      for (let age = 1; age <= 100; age++) {
        expect(lx[age]!).toBeLessThan(lx[age - 1]!)
        expect(ex[age]!).toBeLessThan(ex[age - 1]!)
      }
    }
    expect(lifeTables.tables.female.ex[30]).toBeCloseTo(52.10912, 5)
  })

  test('CPI-U rose 3.16% a year, compounded, from 2015 to 2024 (237.017 to 313.689)', () => {
    expect(inflation).toMatchObject({ firstYear: 2015, lastYear: 2024, firstIndex: 237.017, lastIndex: 313.689 })
    expect(inflation.averageAnnualChange).toBeCloseTo(0.03163, 5)
  })
})

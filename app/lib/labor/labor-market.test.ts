import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findState, listStates } from '~/lib/content-folder/locations'
import { stateCounties } from '~/lib/places/place-data'
import {
  areaCounties,
  areaLaborFigures,
  countyLaborFigures,
  LABOR_SOURCE,
  nationLaborFigures,
  stateLaborFigures,
  unemploymentRate,
} from './labor-market'

/** The project's copy of the data, read as a file: the figures below are recomputed from it, not from the module. */
const file = JSON.parse(fs.readFileSync(path.resolve('app/copy/labor/laus-2024.generated.json'), 'utf8')) as {
  counties: Record<string, [number, number, number]>
}
const places = JSON.parse(fs.readFileSync(path.resolve('app/copy/places/places.generated.json'), 'utf8')) as {
  counties: Record<string, { area?: { code: string } }>
}

describe('unemployment rates', () => {
  it('divides unemployed by labor force and rounds half up to one decimal', () => {
    expect(unemploymentRate(110_535, 2_497_420)).toBe(4.4)
    expect(unemploymentRate(166, 2_656)).toBe(6.3) // exactly 6.25: half up
    expect(unemploymentRate(164, 2_656)).toBe(6.2)
    expect(unemploymentRate(0, 10)).toBe(0)
    expect(() => unemploymentRate(1, 0)).toThrow(/labor force/)
  })
})

describe('BLS LAUS 2024 county figures', () => {
  it('Harris County, TX as BLS publishes it: labor force 2,497,420, unemployed 110,535, rate 4.4%', () => {
    expect(countyLaborFigures('48201')).toEqual({
      laborForce: 2_497_420,
      unemployed: 110_535,
      rate: 4.4,
      computed: false,
      countedIn: [],
    })
    expect(LABOR_SOURCE).toMatchObject({ year: 2024, vintage: '2024 annual averages, revised April 2026' })
    expect(LABOR_SOURCE.source).toMatch(/BLS, Local Area Unemployment Statistics/)
  })

  it('the Houston metro area (OMB 26420) is the sum of its counties in the data file, the rate computed from the sums', () => {
    const fips = Object.entries(places.counties)
      .filter(([, record]) => record.area?.code === '26420')
      .map(([code]) => code)
    expect(fips).toHaveLength(10) // OMB Bulletin 23-01
    expect([...areaCounties('26420')].sort()).toEqual(fips.sort())
    const laborForce = fips.reduce((sum, code) => sum + file.counties[code]![0], 0)
    const unemployed = fips.reduce((sum, code) => sum + file.counties[code]![1], 0)
    const rate = Math.round((unemployed / laborForce) * 1000) / 10
    expect(areaLaborFigures('26420')).toEqual({ laborForce, unemployed, rate, computed: true, countedIn: [] })
  })

  it('an area across state lines sums the counties of every state (Kansas City, MO-KS)', () => {
    const counties = areaCounties('28140')
    expect(counties.some((code) => code.startsWith('20'))).toBe(true)
    expect(counties.some((code) => code.startsWith('29'))).toBe(true)
  })

  it('the 50 states and DC sum to the published U.S. rate for 2024, 4.0%', () => {
    expect(nationLaborFigures()).toMatchObject({ laborForce: 169_717_267, unemployed: 6_826_135, rate: 4.0 })
    const states = listStates().map((state) => stateLaborFigures(state))
    expect(states.reduce((sum, figures) => sum + figures.laborForce, 0)).toBe(169_717_267)
  })

  it('Kalawao County, HI has no row of its own: BLS counts it in Maui County, and the sums say so', () => {
    expect(countyLaborFigures('15005')).toBeUndefined()
    expect(countyLaborFigures('15009')).toBeDefined()
    expect(stateLaborFigures(findState('hawaii')!).countedIn).toEqual([{ fips: '15005', host: '15009' }])
    expect(stateLaborFigures(findState('texas')!).countedIn).toEqual([])
    expect(stateCounties(findState('texas')!)).toHaveLength(254)
  })
})

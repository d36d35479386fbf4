import { describe, expect, test } from 'vitest'
import { areaWagesPath, matchOccupations, metroByCode, NATION_AREA, occupationWages, WAGE_INDEX_PATH } from './lookup'
import type { WageIndex } from './types'

const index: Pick<WageIndex, 'metros' | 'occupations'> = {
  metros: [
    ['26420', 'Houston-Pasadena-The Woodlands, TX'],
    ['49740', 'Yuma, AZ'],
  ],
  occupations: [
    ['43-9061', 'Office Clerks, General'],
    ['47-2061', 'Construction Laborers'],
    ['53-3032', 'Heavy and Tractor-Trailer Truck Drivers'],
    ['53-3033', 'Light Truck Drivers'],
    ['53-7051', 'Industrial Truck and Tractor Operators'],
    ['53-7199', 'Truckers, Other'],
  ],
}

describe('matchOccupations', () => {
  test('"truck" finds the truck drivers at a word start, titles that begin with it first', () => {
    expect(matchOccupations(index, 'truck').map((entry) => entry.soc)).toEqual([
      '53-7199',
      '53-3032',
      '53-3033',
      '53-7051',
    ])
    expect(matchOccupations(index, 'Truck')[1]).toEqual({
      soc: '53-3032',
      title: 'Heavy and Tractor-Trailer Truck Drivers',
    })
  })

  test('every word of the query must start a word of the title; a piece inside a word does not match', () => {
    expect(matchOccupations(index, 'tractor truck').map((entry) => entry.soc)).toEqual(['53-3032', '53-7051'])
    expect(matchOccupations(index, 'ruck')).toEqual([])
    expect(matchOccupations(index, 'trailer').map((entry) => entry.soc)).toEqual(['53-3032'])
    expect(matchOccupations(index, '  ')).toEqual([])
  })

  test('a SOC code or its start matches the code, and the limit holds', () => {
    expect(matchOccupations(index, '53-30').map((entry) => entry.soc)).toEqual(['53-3032', '53-3033'])
    expect(matchOccupations(index, 'truck', 2)).toHaveLength(2)
  })
})

describe('metro and area lookups', () => {
  test('a metro by CBSA code, and none for a code OEWS does not publish (a micropolitan area)', () => {
    expect(metroByCode(index, '49740')).toEqual({ code: '49740', name: 'Yuma, AZ' })
    expect(metroByCode(index, '10100')).toBeUndefined()
  })

  test('the served paths of the index and of an area file, under public/data/wages', () => {
    expect(WAGE_INDEX_PATH).toBe('/data/wages/index.json')
    expect(areaWagesPath('26420')).toBe('/data/wages/26420.json')
    expect(areaWagesPath(NATION_AREA)).toBe('/data/wages/US.json')
  })

  test('an occupation with no published figure in the area has no entry', () => {
    const area = { wages: { '00-0000': [26_670, 34_860, 48_490, 77_670, 125_730] as const } }
    expect(occupationWages(area, '00-0000')?.[2]).toBe(48_490)
    expect(occupationWages(area, '19-1041')).toBeUndefined()
  })
})

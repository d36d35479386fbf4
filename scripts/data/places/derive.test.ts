import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { derivePlaces, OUTLINE_MAX_BYTES } from './derive'
import { outlinePath, PLACE_DATA_FILE, serializePlaceData } from './output'

describe('derived place data', () => {
  const { data, outlines, report } = derivePlaces()

  test('every served city matches one Census entity, by the rules or an explicit override', () => {
    expect(report.unmatched).toEqual([])
    expect(report.ambiguous).toEqual([])
    expect(data.cities).toHaveLength(1015)
  })

  test('deriving again gives the committed file, byte for byte (run npm run data:places after changing a source)', () => {
    expect(serializePlaceData(data) === fs.readFileSync(PLACE_DATA_FILE, 'utf8')).toBe(true)
  })

  test('each state outline is committed as derived and stays within 40 KB', () => {
    expect(outlines.size).toBe(51)
    for (const [usps, svg] of outlines) {
      expect(Buffer.byteLength(svg), usps).toBeLessThanOrEqual(OUTLINE_MAX_BYTES)
      expect(svg === fs.readFileSync(outlinePath(usps), 'utf8'), `${usps} outline differs from public/maps`).toBe(true)
    }
  })

  test('places every city dot inside its state map', () => {
    for (const city of data.cities) {
      const map = data.maps[city.key.slice(0, 2)]!
      expect(city.map.x, city.key).toBeGreaterThanOrEqual(0)
      expect(city.map.x, city.key).toBeLessThanOrEqual(map.width)
      expect(city.map.y, city.key).toBeGreaterThanOrEqual(0)
      expect(city.map.y, city.key).toBeLessThanOrEqual(map.height)
    }
  })

  test('records every county of every state, and each city lies in counties of its own state', () => {
    expect(Object.keys(data.stateCounties)).toHaveLength(51)
    expect(Object.values(data.stateCounties).reduce((sum, list) => sum + list.length, 0)).toBe(Object.keys(data.counties).length)
    expect(data.stateCounties.TX).toHaveLength(254)
    for (const city of data.cities) for (const fips of city.counties) expect(data.stateCounties[city.key.slice(0, 2)], city.key).toContain(fips)
  })

  test('known places: primary county by the internal point, all counties kept, OMB areas through the primary county', () => {
    const byKey = new Map(data.cities.map((city) => [city.key, city]))
    expect(byKey.get('TX/houston')?.counties[0]).toBe('48201')
    expect(byKey.get('TX/dallas')?.counties).toEqual(['48113', '48085', '48121', '48257', '48397'])
    expect(data.counties['55101']?.area?.title).toBe('Racine-Mount Pleasant, WI')
    expect(data.counties['02220']?.area).toBeUndefined() // Sitka City and Borough: in no CBSA in 2023
    expect(byKey.get('NY/brooklyn')).toMatchObject({ geography: 'county', geoid: '36047', partOf: 'NY/new-york' })
    expect(byKey.get('CT/hartford')?.counties).toEqual(['09110']) // the Capitol Planning Region, from the town's GEOID
  })
})

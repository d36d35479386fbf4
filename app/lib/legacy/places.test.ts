import { describe, expect, it } from 'vitest'
import { findCity, listCities } from '~/lib/content-folder/locations'
import { findService } from '~/lib/content-folder/services'
import {
  findArea,
  findCountySeat,
  findMetroPrincipalCity,
  LARGE_COUNTIES,
  LEGACY_AREAS,
  listMetroAliases,
} from './places'
import { LEGACY_SERVICE_PREFIXES, RETIRED_SERVICE_TARGETS } from './prefixes'

describe('legacy place tables', () => {
  it('maps every old prefix to a live service', () => {
    for (const [prefix, service] of Object.entries(LEGACY_SERVICE_PREFIXES))
      expect(findService(service), prefix).toBeDefined()
    expect(findService('business-consulting')).toBeUndefined()
    expect(RETIRED_SERVICE_TARGETS['business-consulting']).toBe('/advisory')
  })

  it('names only served cities for the well-known areas', () => {
    expect(Object.keys(LEGACY_AREAS).length).toBeGreaterThanOrEqual(20)
    for (const [area, ref] of Object.entries(LEGACY_AREAS)) {
      expect(findCity(ref.stateSlug, ref.citySlug), area).toBeDefined()
      expect(findArea(area)?.city.slug).toBe(ref.citySlug)
    }
  })

  it('has 25 to 45 large counties whose seats are served cities of the right state', () => {
    expect(LARGE_COUNTIES.length).toBeGreaterThanOrEqual(25)
    expect(LARGE_COUNTIES.length).toBeLessThanOrEqual(45)
    for (const county of LARGE_COUNTIES) {
      const seat = findCountySeat(`${county.county}-${county.state}`)
      expect(seat, `${county.county} county, ${county.state}`).toBeDefined()
      expect(seat?.state.abbreviation.toLowerCase()).toBe(county.state)
      expect(seat?.city.slug).toBe(county.seat)
    }
    const keys = LARGE_COUNTIES.map((county) => `${county.county}-${county.state}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('picks the first listed county when a bare name is shared, and the state code disambiguates', () => {
    expect(findCountySeat('orange')?.city.slug).toBe('santa-ana')
    expect(findCountySeat('orange-fl')?.city.slug).toBe('orlando')
    expect(findCountySeat('orange-tx')).toBeUndefined()
    expect(findCountySeat('nowhere')).toBeUndefined()
  })

  it("finds the principal city of every metro in locations.json among that metro's cities", () => {
    const metros = new Set(
      listCities()
        .map(({ city }) => city.metro)
        .filter(Boolean),
    )
    expect(listMetroAliases().length).toBeGreaterThanOrEqual(metros.size)
    for (const [alias, place] of listMetroAliases()) {
      expect(findCity(place.state.slug, place.city.slug), alias).toBeDefined()
      expect(place.city.metro, alias).toBeDefined()
    }
    expect(findMetroPrincipalCity('houston')?.city.slug).toBe('houston')
    expect(findMetroPrincipalCity('dallas-fort-worth-arlington')?.city.slug).toBe('dallas')
    expect(findMetroPrincipalCity('minneapolis-st-paul-bloomington')?.city.slug).toBe('minneapolis')
    expect(findMetroPrincipalCity('honolulu')?.city.slug).toBe('honolulu')
    expect(findMetroPrincipalCity('kansas-city')?.state.slug).toBe('missouri')
    expect(findMetroPrincipalCity('atlantis')).toBeUndefined()
  })
})

import { describe, expect, test } from 'vitest'
import { findState } from '~/lib/content-folder/locations'
import { cityPlace } from './place-data'
import { largestCities, largestCitiesNationally } from './population'

describe('cities by ACS population', () => {
  test('a state ranks its cities by the derived population, largest first', () => {
    const texas = findState('texas')!
    const names = largestCities(texas, 3).map((city) => city.name)
    expect(names).toEqual(['Houston', 'San Antonio', 'Dallas'])
  })

  test('nationally: twelve distinct cities in decreasing population, New York first', () => {
    const cities = largestCitiesNationally(12)
    expect(cities).toHaveLength(12)
    expect(cities[0]?.city.slug).toBe('new-york')
    expect(new Set(cities.map(({ state, city }) => `${state.slug}/${city.slug}`)).size).toBe(12)
    const populations = cities.map(({ state, city }) => cityPlace(state, city).population)
    expect(populations).toEqual([...populations].sort((a, b) => b - a))
  })
})

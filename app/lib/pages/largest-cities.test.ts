import { describe, expect, test } from 'vitest'
import type { State } from '~/lib/content/types'
import { largestCitiesNationally } from './largest-cities'

const STATES: State[] = [
  {
    name: 'Alpha',
    slug: 'alpha',
    abbreviation: 'AL',
    cities: [
      { name: 'Small', slug: 'small', population: 10 },
      { name: 'Big', slug: 'big', population: 900 },
      { name: 'Unknown', slug: 'unknown' },
    ],
  },
  {
    name: 'Beta',
    slug: 'beta',
    abbreviation: 'BE',
    cities: [
      { name: 'Middle', slug: 'middle', population: 500 },
      { name: 'Large', slug: 'large', population: 700 },
    ],
  },
]

describe('largestCitiesNationally', () => {
  test('ranks cities of every state together, largest first', () => {
    expect(largestCitiesNationally(3, STATES).map(({ city, state }) => `${city.slug}/${state.slug}`)).toEqual(['big/alpha', 'large/beta', 'middle/beta'])
  })

  test('never picks a city without a population', () => {
    expect(largestCitiesNationally(10, STATES).map(({ city }) => city.slug)).not.toContain('unknown')
  })

  test('on the real data: twelve distinct cities, in decreasing population', () => {
    const cities = largestCitiesNationally(12)
    expect(cities).toHaveLength(12)
    expect(new Set(cities.map(({ state, city }) => `${state.slug}/${city.slug}`)).size).toBe(12)
    const populations = cities.map(({ city }) => city.population ?? 0)
    expect(populations).toEqual([...populations].sort((a, b) => b - a))
  })
})

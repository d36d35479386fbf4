import { describe, expect, it } from 'vitest'
import { listCities } from '~/lib/content-folder/locations'
import { greatCircleMiles } from './distance'
import { citiesWithin, nearbyCities, servedParts } from './nearby'
import { cityPlace } from './place-data'

const cities = listCities()
// Every 25th city: large and small places, with and without parts, across the states.
const sample = cities.filter((_, index) => index % 25 === 0)

/** The other cities as a reader would rank them by hand: every one measured, nearest first, ties by name. */
function rankedByHand(state: (typeof cities)[number]['state'], city: (typeof cities)[number]['city']) {
  const origin = cityPlace(state, city)
  return cities
    .filter((other) => {
      const place = cityPlace(other.state, other.city)
      return place.key !== origin.key && place.key !== origin.partOf && place.partOf !== origin.key
    })
    .map((other) => ({ ...other, exact: greatCircleMiles(origin, cityPlace(other.state, other.city)) }))
    .sort((a, b) => a.exact - b.exact || a.city.name.localeCompare(b.city.name, 'en-US'))
}

const names = (list: readonly { state: { slug: string }; city: { slug: string }; miles: number }[]) =>
  list.map((entry) => `${entry.state.slug}/${entry.city.slug} ${entry.miles}`)

describe('nearby cities', () => {
  it.each(sample.map((entry) => [`${entry.state.slug}/${entry.city.slug}`, entry] as const))(
    '%s: the nearest within 150 miles, in the order of a full ranking, never itself or its parts',
    (_, { state, city }) => {
      const ranked = rankedByHand(state, city)
      const { nearby, nearestBeyond } = nearbyCities(state, city, 6)
      const expected = ranked.filter((other) => Math.round(other.exact) <= 150).slice(0, 6)
      expect(names(nearby)).toEqual(names(expected.map((other) => ({ ...other, miles: Math.round(other.exact) }))))
      if (nearby.length === 0) expect(nearestBeyond?.city.slug).toBe(ranked[0]?.city.slug)
      else expect(nearestBeyond).toBeUndefined()
      const parts = new Set(servedParts(state, city).map((part) => part.city.slug))
      expect(nearby.some((other) => other.city.slug === city.slug && other.state.slug === state.slug)).toBe(false)
      expect(nearby.some((other) => other.state.slug === state.slug && parts.has(other.city.slug))).toBe(false)
    },
  )

  it.each(sample.map((entry) => [`${entry.state.slug}/${entry.city.slug}`, entry] as const))(
    '%s: every city within 25 miles, nearest first',
    (_, { state, city }) => {
      const expected = rankedByHand(state, city).filter((other) => other.exact <= 25)
      expect(names(citiesWithin(state, city, 25))).toEqual(
        names(expected.map((other) => ({ ...other, miles: Math.round(other.exact) }))),
      )
    },
  )

  it('refuses a longer list than it keeps', () => {
    const { state, city } = cities[0]!
    expect(() => nearbyCities(state, city, 25)).toThrow(/keeps the 24 nearest/)
  })
})

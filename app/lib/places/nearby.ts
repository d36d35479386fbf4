/**
 * The served cities nearest a city by great-circle distance between the Census internal points,
 * across state lines too. A place is never "near" the city it lies in, nor the parts of itself.
 */
import { listCities } from '~/lib/content/locations'
import type { City, State } from '~/config/content-types'
import { greatCircleMiles } from './distance'
import { cityPlace, placeKey } from './place-data'

/** Beyond this, a city is never called nearby. */
const NEARBY_MAX_MILES = 150

export interface DistantCity {
  state: State
  city: City
  /** rounded to whole miles */
  miles: number
}

const rankedCache = new Map<string, DistantCity[]>()

/** Every other served city, nearest first (ties by name), excluding the city's own parts and whole. */
function citiesByDistance(state: State, city: City): readonly DistantCity[] {
  const key = placeKey(state, city)
  const cached = rankedCache.get(key)
  if (cached) return cached
  const origin = cityPlace(state, city)
  const ranked = listCities()
    .filter((other) => {
      const otherPlace = cityPlace(other.state, other.city)
      return otherPlace.key !== key && otherPlace.key !== origin.partOf && otherPlace.partOf !== key
    })
    .map((other) => ({ ...other, exact: greatCircleMiles(origin, cityPlace(other.state, other.city)) }))
    .sort((a, b) => a.exact - b.exact || a.city.name.localeCompare(b.city.name, 'en-US'))
    .map(({ state: otherState, city: otherCity, exact }) => ({ state: otherState, city: otherCity, miles: Math.round(exact) }))
  rankedCache.set(key, ranked)
  return ranked
}

export interface NearbyCities {
  /** up to `limit` cities within NEARBY_MAX_MILES, nearest first */
  nearby: DistantCity[]
  /** the nearest served city when none is within NEARBY_MAX_MILES */
  nearestBeyond?: DistantCity
}

export function nearbyCities(state: State, city: City, limit: number): NearbyCities {
  const ranked = citiesByDistance(state, city)
  const nearby = ranked.filter((other) => other.miles <= NEARBY_MAX_MILES).slice(0, limit)
  if (nearby.length || !ranked[0]) return { nearby }
  return { nearby, nearestBeyond: ranked[0] }
}

let partsByWhole: Map<string, { state: State; city: City }[]> | undefined

/** The parts of a served city that are served cities themselves (New York City's boroughs). */
export function servedParts(state: State, city: City): readonly { state: State; city: City }[] {
  if (!partsByWhole) {
    partsByWhole = new Map()
    for (const other of listCities()) {
      const whole = cityPlace(other.state, other.city).partOf
      if (whole) partsByWhole.set(whole, [...(partsByWhole.get(whole) ?? []), other])
    }
  }
  return partsByWhole.get(placeKey(state, city)) ?? []
}

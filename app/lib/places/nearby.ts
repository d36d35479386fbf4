// A place is never "near" the city it lies in, nor the parts of itself.
import { listCities } from '~/lib/content-folder/locations'
import type { City, State } from '~/config/content-schema/types'
import { greatCircleMiles } from './distance'
import type { CityPlace } from '~/copy/places/schema'
import { cityPlace, placeKey } from './place-data'

const NEARBY_MAX_MILES = 150

export interface DistantCity {
  state: State
  city: City
  miles: number
}

// Each build worker ranks all 1,015 cities once per city (a city's 20 service pages share it), so keep only more than any page lists.
const RANKED_KEPT = 24

const rankedCache = new Map<string, DistantCity[]>()
const withinCache = new Map<string, DistantCity[]>()
let candidates: { state: State; city: City; place: CityPlace }[] | undefined

interface Measured {
  state: State
  city: City
  exact: number
}

/** Every other served city with its exact distance, in no order. */
function othersWithDistance(state: State, city: City): Measured[] {
  const key = placeKey(state, city)
  const origin = cityPlace(state, city)
  candidates ??= listCities().map((other) => ({ ...other, place: cityPlace(other.state, other.city) }))
  const others: Measured[] = []
  for (const { state: otherState, city: otherCity, place } of candidates)
    if (place.key !== key && place.key !== origin.partOf && place.partOf !== key)
      others.push({ state: otherState, city: otherCity, exact: greatCircleMiles(origin, place) })
  return others
}

/** Nearest first, ties by name. */
const byDistance = (a: Measured, b: Measured) => a.exact - b.exact || a.city.name.localeCompare(b.city.name, 'en-US')

/** The `count` nearest of `measured`, nearest first: what sorting them all and keeping the first `count` gives, without the sort. */
function nearestOf(measured: readonly Measured[], count: number): Measured[] {
  const kept: Measured[] = []
  for (const other of measured) {
    if (kept.length === count && byDistance(other, kept[count - 1]!) >= 0) continue
    let at = kept.length
    while (at > 0 && byDistance(other, kept[at - 1]!) < 0) at -= 1
    kept.splice(at, 0, other)
    if (kept.length > count) kept.pop()
  }
  return kept
}

const inWholeMiles = ({ state, city, exact }: Measured): DistantCity => ({
  state,
  city,
  miles: Math.round(exact),
})

/** The value kept under `key`, made by `make` the first time it is asked for. */
function remembered<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key)
  if (value === undefined) cache.set(key, (value = make()))
  return value
}

function citiesByDistance(state: State, city: City): readonly DistantCity[] {
  return remembered(rankedCache, placeKey(state, city), () =>
    nearestOf(othersWithDistance(state, city), RANKED_KEPT).map(inWholeMiles),
  )
}

export interface NearbyCities {
  nearby: DistantCity[]
  nearestBeyond?: DistantCity
}

export function nearbyCities(state: State, city: City, limit: number): NearbyCities {
  if (limit > RANKED_KEPT) throw new Error(`nearbyCities keeps the ${RANKED_KEPT} nearest cities; ${limit} asked`)
  const ranked = citiesByDistance(state, city)
  const nearby: DistantCity[] = []
  for (const other of ranked) {
    if (nearby.length === limit || other.miles > NEARBY_MAX_MILES) break
    nearby.push(other)
  }
  if (nearby.length || !ranked[0]) return { nearby }
  return { nearby, nearestBeyond: ranked[0] }
}

export function citiesWithin(state: State, city: City, miles: number): readonly DistantCity[] {
  return remembered(withinCache, `${placeKey(state, city)} ${miles}`, () =>
    othersWithDistance(state, city)
      .filter((other) => other.exact <= miles)
      .sort(byDistance)
      .map(inWholeMiles),
  )
}

let partsByWhole: Map<string, { state: State; city: City }[]> | undefined

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

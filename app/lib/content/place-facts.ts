/**
 * Facts about places computed from the location data alone: metro peers, nearby cities,
 * per-state figures and population wording. Nothing here knows more than the data file says.
 */
import type { City, State } from './types'

export interface Place {
  state: State
  city: City
}

export interface MetroArea {
  name: string
  /** Served cities of this state in the metro area, largest first */
  cities: City[]
  /** Whether served cities of other states share the metro area */
  crossesStateLines: boolean
}

export interface StateFacts {
  cityCount: number
  /** Cities with a known population */
  populationKnownCount: number
  /** The largest city by known population, if any population is known */
  largestCity?: City
  /** Cities with a known population, largest first */
  largestCities: City[]
  /** Metro areas represented by the state's served cities, the largest city's first */
  metroAreas: MetroArea[]
}

export interface PlaceIndex {
  /** Other served cities of the same metro area, in any state, largest first */
  metroPeers(state: State, city: City): Place[]
  /** Whether the city's metro area has served cities in more than one state */
  metroCrossesStateLines(state: State, city: City): boolean
  /**
   * Up to `count` other served cities, deterministic: the same metro area first, then (at most
   * `largestLimit` of) the state's largest cities, then neighbours in the state's data order.
   */
  nearbyCities(state: State, city: City, count: number, largestLimit?: number): Place[]
  stateFacts(state: State): StateFacts
  /** 1 for the state's largest city by known population; undefined without a population */
  populationRank(state: State, city: City): number | undefined
}

const NUMBER_FORMAT = new Intl.NumberFormat('en-US')

/** "1,608,139" */
export function formatPopulation(population: number): string {
  return NUMBER_FORMAT.format(population)
}

/** "about 1.6 million", "about 548,000", "about 32,500": for prose, where an exact count reads falsely precise. */
export function approximatePopulation(population: number): string {
  if (population >= 1_000_000) {
    const millions = Math.round(population / 100_000) / 10
    return `about ${String(millions)} million`
  }
  const step = population >= 100_000 ? 1000 : population >= 1000 ? 100 : 10
  return `about ${formatPopulation(Math.round(population / step) * step)}`
}

/** "A", "A and B", "A, B and C" */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`
}

/** "a Boise", "an Independence", "a Utah", "a Euclid", "an NY": the indefinite article by the sound of the word. */
export function withArticle(word: string): string {
  const vowelSound = /^[A-Z]{2,3}$/.test(word)
    ? /^[AEFHILMNORSX]/.test(word)
    : /^[AIO]/i.test(word)
      ? !/^One\b/i.test(word)
      : /^E/i.test(word)
        ? !/^Eu/i.test(word)
        : /^U/i.test(word) && !/^U(ni|ti|sa|su|ta|re)/i.test(word)
  return `${vowelSound ? 'an' : 'a'} ${word}`
}

/** "1 city", "12 cities" */
export function countNoun(count: number, singular: string, plural: string): string {
  return `${String(count)} ${count === 1 ? singular : plural}`
}

/** A 32-bit FNV-1a hash with a murmur3 finalizer (so keys differing in the last character still scatter). */
export function hashKey(key: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x85ebca6b)
  hash ^= hash >>> 13
  hash = Math.imul(hash, 0xc2b2ae35)
  hash ^= hash >>> 16
  return hash >>> 0
}

/** One of `options`, chosen by the page key and a salt naming the slot, so every page varies on its own. */
export function pickVariant<T>(options: readonly T[], key: string, salt: string): T {
  if (!options.length) throw new Error(`pickVariant: no options for "${salt}"`)
  return options[hashKey(`${key}#${salt}`) % options.length] as T
}

/** The items in an order fixed by the page key: a deterministic shuffle. */
export function orderByKey<T>(items: readonly T[], key: string, salt: string, label: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, rank: hashKey(`${key}#${salt}#${label(item)}`) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ item }) => item)
}

const placeKey = (state: State, city: City) => `${state.slug}/${city.slug}`

/** The part of a metro name before the first hyphen or comma: "Kansas City" in "Kansas City", "Boston" in "Boston-Cambridge-Newton". */
function principalCityName(metro: string): string {
  return (metro.split(/[-,]/)[0] ?? metro).trim()
}

const byPopulation = (a: { city: City; order: number }, b: { city: City; order: number }) =>
  (b.city.population ?? -1) - (a.city.population ?? -1) || a.order - b.order

/**
 * Builds the lookups once for the whole data set, so each page costs a few map reads.
 *
 * Metro names are not unique across states ("Springfield" names four different metro areas), so
 * cities sharing a metro name are peers across state lines only when the metro's principal city
 * appears in one state; otherwise each state's cities form their own group. This can split a
 * genuinely shared metro whose principal city name exists on both sides (Kansas City), which
 * omits peers but never pairs cities that are not in the same metro area.
 */
export function createPlaceIndex(states: readonly State[]): PlaceIndex {
  const order = new Map<string, number>()
  const byMetroName = new Map<string, { state: State; city: City }[]>()
  for (const state of states) {
    for (const city of state.cities) {
      order.set(placeKey(state, city), order.size)
      if (!city.metro) continue
      const group = byMetroName.get(city.metro) ?? []
      group.push({ state, city })
      byMetroName.set(city.metro, group)
    }
  }

  const groupKeyOf = new Map<string, string>()
  const groups = new Map<string, Place[]>()
  for (const [metro, members] of byMetroName) {
    const principal = principalCityName(metro)
    const principalStates = new Set(members.filter(({ city }) => city.name === principal).map(({ state }) => state.slug))
    const splitByState = principalStates.size > 1
    for (const member of members) {
      const groupKey = splitByState ? `${metro}|${member.state.slug}` : metro
      groupKeyOf.set(placeKey(member.state, member.city), groupKey)
      const group = groups.get(groupKey) ?? []
      group.push(member)
      groups.set(groupKey, group)
    }
  }
  const orderOf = (place: Place) => order.get(placeKey(place.state, place.city)) ?? 0
  for (const group of groups.values()) {
    group.sort((a, b) => byPopulation({ city: a.city, order: orderOf(a) }, { city: b.city, order: orderOf(b) }))
  }

  const largestByState = new Map<string, City[]>()
  const rankOf = new Map<string, number>()
  for (const state of states) {
    const largest = state.cities
      .map((city, index) => ({ city, order: index }))
      .filter(({ city }) => city.population !== undefined)
      .sort(byPopulation)
      .map(({ city }) => city)
    largestByState.set(state.slug, largest)
    largest.forEach((city, index) => rankOf.set(placeKey(state, city), index + 1))
  }

  const groupOf = (state: State, city: City): Place[] => {
    const groupKey = groupKeyOf.get(placeKey(state, city))
    return groupKey ? (groups.get(groupKey) ?? []) : []
  }

  const metroPeers = (state: State, city: City): Place[] =>
    groupOf(state, city).filter((place) => !(place.state.slug === state.slug && place.city.slug === city.slug))

  const metroCrossesStateLines = (state: State, city: City): boolean =>
    groupOf(state, city).some((place) => place.state.slug !== state.slug)

  const stateFactsCache = new Map<string, StateFacts>()

  return {
    metroPeers,
    metroCrossesStateLines,

    nearbyCities(state, city, count, largestLimit = 3) {
      const result: Place[] = []
      const seen = new Set([placeKey(state, city)])
      const add = (place: Place) => {
        const key = placeKey(place.state, place.city)
        if (result.length >= count || seen.has(key)) return false
        seen.add(key)
        result.push(place)
        return true
      }
      for (const place of metroPeers(state, city)) add(place)
      let largestAdded = 0
      for (const largest of largestByState.get(state.slug) ?? []) {
        if (largestAdded >= largestLimit) break
        if (add({ state, city: largest })) largestAdded += 1
      }
      const position = state.cities.findIndex((candidate) => candidate.slug === city.slug)
      for (let distance = 1; result.length < count && distance < state.cities.length; distance += 1) {
        const after = state.cities[position + distance]
        const before = state.cities[position - distance]
        if (after) add({ state, city: after })
        if (before) add({ state, city: before })
      }
      return result
    },

    stateFacts(state) {
      const cached = stateFactsCache.get(state.slug)
      if (cached) return cached
      const largestCities = largestByState.get(state.slug) ?? []
      const ordered = [...largestCities, ...state.cities.filter((city) => city.population === undefined)]
      const metroAreas: MetroArea[] = []
      const metroByName = new Map<string, MetroArea>()
      for (const city of ordered) {
        if (!city.metro) continue
        let area = metroByName.get(city.metro)
        if (!area) {
          area = { name: city.metro, cities: [], crossesStateLines: metroCrossesStateLines(state, city) }
          metroByName.set(city.metro, area)
          metroAreas.push(area)
        }
        area.cities.push(city)
      }
      const facts: StateFacts = {
        cityCount: state.cities.length,
        populationKnownCount: largestCities.length,
        largestCity: largestCities[0],
        largestCities,
        metroAreas,
      }
      stateFactsCache.set(state.slug, facts)
      return facts
    },

    populationRank(state, city) {
      return rankOf.get(placeKey(state, city))
    },
  }
}

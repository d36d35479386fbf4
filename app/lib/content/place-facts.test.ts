import { describe, expect, it } from 'vitest'
import { listStates } from './locations'
import {
  approximatePopulation,
  countNoun,
  createPlaceIndex,
  formatPopulation,
  hashKey,
  joinNames,
  orderByKey,
  pickVariant,
  withArticle,
} from './place-facts'
import type { City, State } from './types'

const city = (name: string, population?: number, metro?: string): City => ({
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  ...(population === undefined ? {} : { population }),
  ...(metro === undefined ? {} : { metro }),
})

const MISSOURI: State = {
  name: 'Missouri',
  slug: 'missouri',
  abbreviation: 'MO',
  cities: [
    city('Kansas City', 508090, 'Kansas City'),
    city('St. Louis', 301578, 'St. Louis'),
    city('Springfield', 169176, 'Springfield'),
    city('Independence', 123011, 'Kansas City'),
    city('Joplin'),
    city('Rolla'),
    city('Sedalia'),
  ],
}
const KANSAS: State = {
  name: 'Kansas',
  slug: 'kansas',
  abbreviation: 'KS',
  cities: [city('Wichita', 397532, 'Wichita'), city('Kansas City', 156607, 'Kansas City'), city('Overland Park', 197238, 'Kansas City')],
}
const ILLINOIS: State = {
  name: 'Illinois',
  slug: 'illinois',
  abbreviation: 'IL',
  cities: [
    city('Chicago', 2746388, 'Chicago-Naperville-Elgin'),
    city('Springfield', 114394, 'Springfield'),
    city('Naperville', 149540, 'Chicago-Naperville-Elgin'),
  ],
}
const INDIANA: State = {
  name: 'Indiana',
  slug: 'indiana',
  abbreviation: 'IN',
  cities: [city('Indianapolis', 887642, 'Indianapolis-Carmel-Anderson'), city('Gary', 69093, 'Chicago-Naperville-Elgin')],
}
const STATES = [MISSOURI, KANSAS, ILLINOIS, INDIANA]
const index = createPlaceIndex(STATES)
const names = (places: { state: State; city: City }[]) => places.map((place) => `${place.city.name}, ${place.state.abbreviation}`)
const find = (state: State, name: string) => state.cities.find((candidate) => candidate.name === name) as City

describe('population wording', () => {
  it('formats an exact count with US grouping', () => {
    expect(formatPopulation(1608139)).toBe('1,608,139')
    expect(formatPopulation(8458)).toBe('8,458')
  })

  it('rounds for prose by size', () => {
    expect(approximatePopulation(1608139)).toBe('about 1.6 million')
    expect(approximatePopulation(2_000_000)).toBe('about 2 million')
    expect(approximatePopulation(548073)).toBe('about 548,000')
    expect(approximatePopulation(32515)).toBe('about 32,500')
    expect(approximatePopulation(8458)).toBe('about 8,500')
    expect(approximatePopulation(912)).toBe('about 910')
  })

  it('chooses the indefinite article by sound', () => {
    expect(withArticle('Boise')).toBe('a Boise')
    expect(withArticle('Independence')).toBe('an Independence')
    expect(withArticle('Ohio')).toBe('an Ohio')
    expect(withArticle('Utah')).toBe('a Utah')
    expect(withArticle('Union City')).toBe('a Union City')
    expect(withArticle('Urbandale')).toBe('an Urbandale')
    expect(withArticle('Euclid')).toBe('a Euclid')
    expect(withArticle('Erie')).toBe('an Erie')
    expect(withArticle('NY')).toBe('an NY')
    expect(withArticle('TX')).toBe('a TX')
  })

  it('joins names and counts nouns', () => {
    expect(joinNames([])).toBe('')
    expect(joinNames(['Mesa'])).toBe('Mesa')
    expect(joinNames(['Mesa', 'Tempe'])).toBe('Mesa and Tempe')
    expect(joinNames(['Mesa', 'Tempe', 'Gilbert'])).toBe('Mesa, Tempe and Gilbert')
    expect(countNoun(1, 'city', 'cities')).toBe('1 city')
    expect(countNoun(12, 'city', 'cities')).toBe('12 cities')
  })
})

describe('deterministic variation', () => {
  it('hashes a key to the same unsigned number every time', () => {
    expect(hashKey('business-valuation/idaho/boise')).toBe(hashKey('business-valuation/idaho/boise'))
    expect(hashKey('a')).not.toBe(hashKey('b'))
    expect(hashKey('anything')).toBeGreaterThanOrEqual(0)
  })

  it('picks a stable option per key and salt, and spreads keys over the options', () => {
    const options = ['first', 'second', 'third']
    expect(pickVariant(options, 'page-1', 'lead')).toBe(pickVariant(options, 'page-1', 'lead'))
    const picked = new Set(Array.from({ length: 60 }, (_, n) => pickVariant(options, `page-${String(n)}`, 'lead')))
    expect(picked).toEqual(new Set(options))
    expect(() => pickVariant([], 'page', 'empty')).toThrow(/no options/)
  })

  it('orders items by key: a permutation, stable for a key, different across keys', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f']
    const first = orderByKey(items, 'page-1', 'methods', (item) => item)
    expect([...first].sort()).toEqual(items)
    expect(orderByKey(items, 'page-1', 'methods', (item) => item)).toEqual(first)
    const orders = new Set(Array.from({ length: 20 }, (_, n) => orderByKey(items, `page-${String(n)}`, 'methods', (item) => item).join('')))
    expect(orders.size).toBeGreaterThan(10)
  })
})

describe('metro peers', () => {
  it('lists other served cities of the same metro area, across state lines, largest first', () => {
    expect(names(index.metroPeers(ILLINOIS, find(ILLINOIS, 'Naperville')))).toEqual(['Chicago, IL', 'Gary, IN'])
    expect(names(index.metroPeers(INDIANA, find(INDIANA, 'Gary')))).toEqual(['Chicago, IL', 'Naperville, IL'])
    expect(index.metroCrossesStateLines(INDIANA, find(INDIANA, 'Gary'))).toBe(true)
  })

  it('never pairs different metro areas that share a name', () => {
    expect(index.metroPeers(MISSOURI, find(MISSOURI, 'Springfield'))).toEqual([])
    expect(index.metroPeers(ILLINOIS, find(ILLINOIS, 'Springfield'))).toEqual([])
  })

  it('keeps a name shared by principal cities in two states within each state', () => {
    expect(names(index.metroPeers(MISSOURI, find(MISSOURI, 'Independence')))).toEqual(['Kansas City, MO'])
    expect(names(index.metroPeers(KANSAS, find(KANSAS, 'Kansas City')))).toEqual(['Overland Park, KS'])
    expect(index.metroCrossesStateLines(KANSAS, find(KANSAS, 'Overland Park'))).toBe(false)
  })

  it('is empty for a city without a metro area', () => {
    expect(index.metroPeers(MISSOURI, find(MISSOURI, 'Joplin'))).toEqual([])
  })
})

describe('nearby cities', () => {
  it('puts the metro area first, then the largest cities, then data-order neighbours', () => {
    expect(names(index.nearbyCities(MISSOURI, find(MISSOURI, 'Independence'), 5, 2))).toEqual([
      'Kansas City, MO', // same metro
      'St. Louis, MO', // largest cities (Kansas City already listed)
      'Springfield, MO',
      'Joplin, MO', // data-order neighbours, after then before
      'Rolla, MO',
    ])
  })

  it('alternates after and before the city for cities without data', () => {
    expect(names(index.nearbyCities(MISSOURI, find(MISSOURI, 'Rolla'), 5, 1))).toEqual([
      'Kansas City, MO',
      'Sedalia, MO',
      'Joplin, MO',
      'Independence, MO',
      'Springfield, MO',
    ])
  })

  it('never lists the city itself or a city twice, and stops at what exists', () => {
    const all = index.nearbyCities(KANSAS, find(KANSAS, 'Wichita'), 10)
    expect(names(all)).toEqual(['Overland Park, KS', 'Kansas City, KS'])
  })

  it('is deterministic on the real data, within the count, without the city itself', () => {
    const places = createPlaceIndex(listStates())
    for (const state of listStates()) {
      for (const subject of state.cities) {
        const nearby = places.nearbyCities(state, subject, 6)
        expect(nearby.length).toBe(Math.min(6, state.cities.length - 1 + places.metroPeers(state, subject).filter((p) => p.state !== state).length))
        expect(nearby.some((place) => place.state === state && place.city === subject)).toBe(false)
        expect(new Set(nearby.map((place) => `${place.state.slug}/${place.city.slug}`)).size).toBe(nearby.length)
      }
    }
  })
})

describe('state facts', () => {
  it('counts cities, names the largest and lists metro areas, largest city first', () => {
    const facts = index.stateFacts(MISSOURI)
    expect(facts.cityCount).toBe(7)
    expect(facts.populationKnownCount).toBe(4)
    expect(facts.largestCity?.name).toBe('Kansas City')
    expect(facts.largestCities.map((c) => c.name)).toEqual(['Kansas City', 'St. Louis', 'Springfield', 'Independence'])
    expect(facts.metroAreas.map((area) => [area.name, area.cities.map((c) => c.name)])).toEqual([
      ['Kansas City', ['Kansas City', 'Independence']],
      ['St. Louis', ['St. Louis']],
      ['Springfield', ['Springfield']],
    ])
  })

  it('marks metro areas that cross state lines', () => {
    const chicago = index.stateFacts(INDIANA).metroAreas.find((area) => area.name === 'Chicago-Naperville-Elgin')
    expect(chicago?.crossesStateLines).toBe(true)
    expect(index.stateFacts(KANSAS).metroAreas.every((area) => !area.crossesStateLines)).toBe(true)
  })

  it('ranks cities by known population within their state', () => {
    expect(index.populationRank(MISSOURI, find(MISSOURI, 'Kansas City'))).toBe(1)
    expect(index.populationRank(MISSOURI, find(MISSOURI, 'Independence'))).toBe(4)
    expect(index.populationRank(MISSOURI, find(MISSOURI, 'Joplin'))).toBeUndefined()
  })

  it('handles a state with no population data', () => {
    const plain: State = { name: 'Plain', slug: 'plain', abbreviation: 'PL', cities: [city('Alpha'), city('Beta')] }
    const facts = createPlaceIndex([plain]).stateFacts(plain)
    expect(facts.largestCity).toBeUndefined()
    expect(facts.metroAreas).toEqual([])
    expect(facts.cityCount).toBe(2)
  })
})

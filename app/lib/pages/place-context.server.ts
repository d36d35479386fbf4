import { type DataPlaceContext, PLACE_SENTENCES, type PlaceCopyContext, type StateCopyContext } from '~/content/location-copy'
import { listStates } from '~/lib/content/locations'
import { approximatePopulation, createPlaceIndex, formatPopulation, joinNames, pickVariant, type Place } from '~/lib/content/place-facts'
import type { City, State } from '~/lib/content/types'

/** Built once per process: every location page reads these maps instead of scanning the data. */
export const PLACES = createPlaceIndex(listStates())

const NEARBY_IN_PROSE = 4

/** The state as it reads inside a sentence: "the District of Columbia", "Ohio". */
export function stateInProse(state: State): string {
  return state.name.startsWith('District of ') ? `the ${state.name}` : state.name
}

/** A place named from a page about `home`: the plain name within the state, "Name, ST" across state lines. */
export function placeName(place: Place, home: State): string {
  return place.state.slug === home.slug ? place.city.name : `${place.city.name}, ${place.state.abbreviation}`
}

export interface PlaceFact {
  label: string
  value: string
}

/** Served cities of the state outside the city's metro area, for prose: the largest first, then data-order neighbours. */
function elsewhereNames(state: State, city: City, exclude?: string): string[] {
  const peers = PLACES.metroPeers(state, city)
  const peerKeys = new Set(peers.map((place) => `${place.state.slug}/${place.city.slug}`))
  return PLACES.nearbyCities(state, city, peers.length + NEARBY_IN_PROSE + 1)
    .filter((place) => place.state.slug === state.slug && !peerKeys.has(`${place.state.slug}/${place.city.slug}`) && place.city.name !== exclude)
    .slice(0, NEARBY_IN_PROSE)
    .map((place) => place.city.name)
}

/** Everything the copy may say about a city, computed from the data. */
export function placeContext(state: State, city: City): PlaceCopyContext {
  const facts = PLACES.stateFacts(state)
  const peers = PLACES.metroPeers(state, city)
  const largest = facts.largestCity
  return {
    city: city.name,
    label: `${city.name}, ${state.abbreviation}`,
    state: stateInProse(state),
    stateAdj: state.name,
    st: state.abbreviation,
    ...(city.population === undefined ? {} : { approx: approximatePopulation(city.population) }),
    ...(city.metro === undefined ? {} : { metro: city.metro }),
    metroPeers: joinNames(peers.slice(0, NEARBY_IN_PROSE).map((place) => placeName(place, state))),
    metroCrossesStateLines: PLACES.metroCrossesStateLines(state, city),
    isStateLargest: facts.cityCount > 1 && PLACES.populationRank(state, city) === 1,
    stateCityCount: facts.cityCount,
    ...(largest && largest.slug !== city.slug ? { stateLargest: largest.name } : {}),
    stateMetroCount: facts.metroAreas.length,
    elsewhere: joinNames(elsewhereNames(state, city)),
  }
}

const hasPlaceData = (c: PlaceCopyContext): c is DataPlaceContext => c.approx !== undefined && c.metro !== undefined

/**
 * The sentences about the place itself, with frames chosen by the page key: population, metro area
 * and its other served cities (only when the data has them), then the state coverage.
 */
export function placeParagraphs(key: string, c: PlaceCopyContext, state: State, city: City): { place?: string; coverage: string } {
  const pick = <T>(options: readonly T[], salt: string) => pickVariant(options, key, salt)
  let place: string | undefined
  if (hasPlaceData(c)) {
    const sentences = [
      c.isStateLargest ? pick(PLACE_SENTENCES.stateLargest, 'largest')(c) : pick(PLACE_SENTENCES.population, 'population')(c),
      pick(PLACE_SENTENCES.metro, 'metro')(c),
    ]
    if (c.metroPeers) sentences.push(pick(PLACE_SENTENCES.metroPeers, 'peers')(c))
    if (c.metroCrossesStateLines) sentences.push(pick(PLACE_SENTENCES.crossesStateLines, 'cross')(c))
    place = sentences.join(' ')
  }
  const coverage = pick(PLACE_SENTENCES.stateCoverage, 'coverage')(c)
  // A coverage sentence that already names the largest city should not list it again.
  const elsewhere = c.stateLargest && coverage.includes(c.stateLargest) ? joinNames(elsewhereNames(state, city, c.stateLargest)) : c.elsewhere
  return { ...(place ? { place } : {}), coverage: elsewhere ? `${coverage} ${pick(PLACE_SENTENCES.elsewhere, 'elsewhere')({ ...c, elsewhere })}` : coverage }
}

export function stateContext(state: State): StateCopyContext {
  const facts = PLACES.stateFacts(state)
  const prose = stateInProse(state)
  return {
    state: prose,
    stateAdj: state.name,
    st: state.abbreviation,
    cityCount: facts.cityCount,
    largestNames: facts.cityCount > 1 ? joinNames(facts.largestCities.slice(0, 3).map((city) => city.name)) : '',
    metroCount: facts.metroAreas.length,
  }
}

/** The facts panel of a city: only what the data knows. */
export function cityFacts(state: State, city: City): PlaceFact[] {
  const facts: PlaceFact[] = []
  if (city.population !== undefined) facts.push({ label: 'Population', value: formatPopulation(city.population) })
  if (city.metro) facts.push({ label: 'Metro area', value: city.metro })
  facts.push({ label: 'State', value: state.name })
  facts.push({ label: `Cities we serve in ${state.abbreviation}`, value: String(state.cities.length) })
  return facts
}

/** The first candidate that fits the description limit. */
export function fitDescription(candidates: readonly string[], limit = 160): string {
  const fitting = candidates.find((candidate) => candidate.length <= limit)
  if (fitting) return fitting
  const last = candidates[candidates.length - 1] ?? ''
  return `${last.slice(0, limit - 1).replace(/\s+\S*$/, '')}…`
}

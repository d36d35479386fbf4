/** Served cities ranked by their ACS 2019-2023 population (the firm's order breaks ties). */
import { listStates } from '~/lib/content-folder/locations'
import type { City, State } from '~/config/content-schema/types'
import { cityPlace } from './place-data'

export function largestCities(state: State, count = state.cities.length): City[] {
  return state.cities
    .map((city, index) => ({ city, index, population: cityPlace(state, city).population }))
    .sort((a, b) => b.population - a.population || a.index - b.index)
    .slice(0, count)
    .map(({ city }) => city)
}

export interface PlacedCity {
  state: State
  city: City
}

/** The `count` most populous served cities across every state, largest first. */
export function largestCitiesNationally(count: number, states: readonly State[] = listStates()): PlacedCity[] {
  return states
    .flatMap((state) =>
      largestCities(state, count).map((city) => ({ state, city, population: cityPlace(state, city).population })),
    )
    .sort((a, b) => b.population - a.population)
    .slice(0, count)
    .map(({ state, city }) => ({ state, city }))
}

import { largestCities, listStates } from '~/lib/content/locations'
import type { City, State } from '~/lib/content/types'

export interface PlacedCity {
  state: State
  city: City
}

/** The `count` most populous cities across every state, largest first; cities without a population are never picked. */
export function largestCitiesNationally(count: number, states: readonly State[] = listStates()): PlacedCity[] {
  return states
    .flatMap((state) => largestCities(state, count).map((city) => ({ state, city })))
    .filter(({ city }) => city.population !== undefined)
    .sort((a, b) => (b.city.population ?? 0) - (a.city.population ?? 0))
    .slice(0, count)
}

import { LocationsFileSchema } from '~/config/content-schema/locations'
import type { City, State } from '~/config/content-schema/types'
import locationsData from '~/copy/locations.json'

/** Parsed, not cast: a city without a name or a malformed slug stops the build at the first page that needs a place. */
const STATES: readonly State[] = LocationsFileSchema.parse(locationsData).states

const stateBySlug = new Map(STATES.map((state) => [state.slug, state]))
const cityByKey = new Map<string, City>()
for (const state of STATES) for (const city of state.cities) cityByKey.set(`${state.slug}/${city.slug}`, city)

export function listStates(): readonly State[] {
  return STATES
}

export function findState(stateSlug: string): State | undefined {
  return stateBySlug.get(stateSlug)
}

export function findCity(stateSlug: string, citySlug: string): City | undefined {
  return cityByKey.get(`${stateSlug}/${citySlug}`)
}

const CITIES: readonly { state: State; city: City }[] = STATES.flatMap((state) =>
  state.cities.map((city) => ({ state, city })),
)

export function listCities(): readonly { state: State; city: City }[] {
  return CITIES
}

/** "Houston, TX": the plain city name (never the slug's state suffix) and the state's code. */
export function cityLabel(city: City, state: State): string {
  return `${city.name}, ${state.abbreviation}`
}

export function coverageCounts(): { states: number; cities: number } {
  return { states: STATES.length, cities: cityByKey.size }
}

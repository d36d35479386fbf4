import placeDataJson from '~/copy/places/places.generated.json'
import { type CityPlace, type CountyRecord, type PlaceData, PlaceDataSchema, type StateMap } from '~/copy/places/schema'
import type { City, State } from '~/config/content-schema/types'

const PLACE_DATA: PlaceData = PlaceDataSchema.parse(placeDataJson as unknown)

const cityByKey = new Map(PLACE_DATA.cities.map((place) => [place.key, place]))

export const placeKey = (state: State, city: City) => `${state.abbreviation}/${city.slug}`

/** Every served city has derived facts: the derivation fails otherwise. */
export function cityPlace(state: State, city: City): CityPlace {
  const place = cityByKey.get(placeKey(state, city))
  if (!place) throw new Error(`No derived place data for ${placeKey(state, city)}: run npm run data:places`)
  return place
}

export function county(fips: string): CountyRecord {
  const record = PLACE_DATA.counties[fips]
  if (!record) throw new Error(`No county ${fips} in the place data`)
  return record
}

export function stateCounties(state: Pick<State, 'abbreviation'>): readonly string[] {
  return PLACE_DATA.stateCounties[state.abbreviation] ?? []
}

export function stateMap(state: Pick<State, 'abbreviation'>): StateMap {
  const map = PLACE_DATA.maps[state.abbreviation]
  if (!map) throw new Error(`No map for ${state.abbreviation}`)
  return map
}

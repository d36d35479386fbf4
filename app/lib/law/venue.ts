// A case connected with a city near a district line may belong in the district next door, so the page names it too.
import type { City, State } from '~/config/content-schema/types'
import { type DistantCity, citiesWithin } from '~/lib/places/nearby'
import { cityPlace } from '~/lib/places/place-data'
import { federalCourtsFor } from './courts'

export const NEIGHBOR_DISTRICT_MILES = 25

export interface NeighborDistrict {
  districtId: string
  district: string
  citation: string
  cities: DistantCity[]
}

export function neighboringDistricts(state: State, city: City, miles = NEIGHBOR_DISTRICT_MILES): NeighborDistrict[] {
  const own = new Set(federalCourtsFor(cityPlace(state, city).counties).map((court) => court.districtId))
  const neighbors = new Map<string, NeighborDistrict>()
  for (const other of citiesWithin(state, city, miles)) {
    for (const court of federalCourtsFor(cityPlace(other.state, other.city).counties)) {
      if (own.has(court.districtId)) continue
      const entry = neighbors.get(court.districtId) ?? {
        districtId: court.districtId,
        district: court.district,
        citation: court.districtCitation,
        cities: [],
      }
      if (!entry.cities.includes(other)) entry.cities.push(other)
      neighbors.set(court.districtId, entry)
    }
  }
  return [...neighbors.values()]
}

/**
 * Which federal districts a city lies in, and which neighboring districts hold a served city close by:
 * a case connected with a city near a district line may belong in the district next door, so the page
 * names that district too. Computed from the place data (internal points and counties), never listed by hand.
 */
import type { City, State } from '~/config/content-types'
import { type DistantCity, citiesWithin } from '~/lib/places/nearby'
import { cityPlace } from '~/lib/places/place-data'
import { federalCourtsFor } from './courts'

/** A served city within this distance of a city in another district makes that district a neighbor. */
export const NEIGHBOR_DISTRICT_MILES = 25

export interface NeighborDistrict {
  districtId: string
  /** "District of Kansas" */
  district: string
  /** "28 U.S.C. § 96" */
  citation: string
  /** the served cities within the radius that lie in it, nearest first */
  cities: DistantCity[]
}

/** The districts other than the city's own that hold a served city within NEIGHBOR_DISTRICT_MILES, nearest first. */
export function neighboringDistricts(state: State, city: City, miles = NEIGHBOR_DISTRICT_MILES): NeighborDistrict[] {
  const own = new Set(federalCourtsFor(cityPlace(state, city).counties).map((court) => court.districtId))
  const neighbors = new Map<string, NeighborDistrict>()
  for (const other of citiesWithin(state, city, miles)) {
    for (const court of federalCourtsFor(cityPlace(other.state, other.city).counties)) {
      if (own.has(court.districtId)) continue
      const entry = neighbors.get(court.districtId) ?? { districtId: court.districtId, district: court.district, citation: court.districtCitation, cities: [] }
      if (!entry.cities.includes(other)) entry.cities.push(other)
      neighbors.set(court.districtId, entry)
    }
  }
  return [...neighbors.values()]
}

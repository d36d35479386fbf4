/** Great-circle distance on a spherical Earth (haversine), in statute miles. */
const EARTH_RADIUS_MILES = 3958.8

export interface LatLon {
  lat: number
  lon: number
}

const radians = (degrees: number) => (degrees * Math.PI) / 180

export function greatCircleMiles(a: LatLon, b: LatLon): number {
  const dLat = radians(b.lat - a.lat)
  const dLon = radians(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

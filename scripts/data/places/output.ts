import path from 'node:path'
import locations from '../../../app/copy/locations.json'
import type { PlaceData } from '../../../app/copy/places/schema'

const root = path.resolve(import.meta.dirname, '../../..')
export const PLACE_DATA_FILE = path.join(root, 'app/copy/places/places.generated.json')

const slugByCode = new Map((locations as { states: { abbreviation: string; slug: string }[] }).states.map((state) => [state.abbreviation, state.slug]))

/** public/maps/{state-slug}.svg: served as /maps/{state-slug}.svg and shared by every page of the state. */
export function outlinePath(usps: string): string {
  return path.join(root, 'public/maps', `${slugByCode.get(usps) ?? usps.toLowerCase()}.svg`)
}

/** One city or county a line, so a diff of the generated file reads as a list of changed places. */
export function serializePlaceData(data: PlaceData): string {
  const block = (entries: string[]) => `[\n${entries.join(',\n')}\n]`
  const record = (entries: [string, unknown][]) => `{\n${entries.map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`).join(',\n')}\n}`
  return `{
"sources": ${JSON.stringify(data.sources, null, 1)},
"stateCounties": ${record(Object.entries(data.stateCounties))},
"counties": ${record(Object.entries(data.counties))},
"cities": ${block(data.cities.map((city) => JSON.stringify(city)))},
"maps": ${record(Object.entries(data.maps))}
}
`
}

import { findCity, findState, listCities, listStates } from '~/lib/content-folder/locations'
import { slugify } from '~/lib/content-folder/slug'
import type { City, State } from '~/config/content-schema/types'

/** A served city, as the legacy tables name it. */
export interface PlaceRef {
  stateSlug: string
  citySlug: string
}

export interface ResolvedPlace {
  state: State
  city: City
}

const stateByToken = new Map<string, State>()
for (const state of listStates()) {
  stateByToken.set(state.slug, state)
  stateByToken.set(state.abbreviation.toLowerCase(), state)
}

/** A state named by its slug ("texas") or its two-letter code in either case ("tx", "TX"). */
export function findStateByToken(token: string): State | undefined {
  return stateByToken.get(token.toLowerCase())
}

export function isStateCode(token: string): boolean {
  return token.length === 2 && stateByToken.has(token.toLowerCase())
}

// Some served cities carry their state code ("concord-ca") to avoid clashes; old URLs named them without it.
export function findCityInState(state: State, token: string): City | undefined {
  const slug = token.toLowerCase()
  return findCity(state.slug, slug) ?? findCity(state.slug, `${slug}-${state.abbreviation.toLowerCase()}`)
}

function toPlace(ref: PlaceRef): ResolvedPlace | undefined {
  const state = findState(ref.stateSlug)
  const city = state ? findCity(state.slug, ref.citySlug) : undefined
  return state && city ? { state, city } : undefined
}

// Area names the old sites used in compound URLs, each to its principal city (a unit test checks it is served).
export const LEGACY_AREAS: Readonly<Record<string, PlaceRef>> = {
  'san-francisco-bay-area': { stateSlug: 'california', citySlug: 'san-francisco' },
  'sf-bay-area': { stateSlug: 'california', citySlug: 'san-francisco' },
  'bay-area': { stateSlug: 'california', citySlug: 'san-francisco' },
  'silicon-valley': { stateSlug: 'california', citySlug: 'san-jose' },
  'greater-los-angeles-area': { stateSlug: 'california', citySlug: 'los-angeles' },
  'greater-los-angeles': { stateSlug: 'california', citySlug: 'los-angeles' },
  'inland-empire': { stateSlug: 'california', citySlug: 'riverside' },
  'central-valley': { stateSlug: 'california', citySlug: 'fresno' },
  'greater-boston-area': { stateSlug: 'massachusetts', citySlug: 'boston' },
  'greater-boston': { stateSlug: 'massachusetts', citySlug: 'boston' },
  'greater-new-york-area': { stateSlug: 'new-york', citySlug: 'new-york' },
  'tri-state-area': { stateSlug: 'new-york', citySlug: 'new-york' },
  'greater-chicago-area': { stateSlug: 'illinois', citySlug: 'chicago' },
  chicagoland: { stateSlug: 'illinois', citySlug: 'chicago' },
  'dallas-fort-worth': { stateSlug: 'texas', citySlug: 'dallas' },
  dfw: { stateSlug: 'texas', citySlug: 'dallas' },
  metroplex: { stateSlug: 'texas', citySlug: 'dallas' },
  'greater-houston-area': { stateSlug: 'texas', citySlug: 'houston' },
  'greater-houston': { stateSlug: 'texas', citySlug: 'houston' },
  'greater-philadelphia-area': { stateSlug: 'pennsylvania', citySlug: 'philadelphia' },
  'delaware-valley': { stateSlug: 'pennsylvania', citySlug: 'philadelphia' },
  'lehigh-valley': { stateSlug: 'pennsylvania', citySlug: 'allentown' },
  'washington-dc-area': { stateSlug: 'district-of-columbia', citySlug: 'washington' },
  'dc-metro-area': { stateSlug: 'district-of-columbia', citySlug: 'washington' },
  'national-capital-region': { stateSlug: 'district-of-columbia', citySlug: 'washington' },
  'greater-atlanta-area': { stateSlug: 'georgia', citySlug: 'atlanta' },
  'south-florida': { stateSlug: 'florida', citySlug: 'miami' },
  'tampa-bay-area': { stateSlug: 'florida', citySlug: 'tampa' },
  'tampa-bay': { stateSlug: 'florida', citySlug: 'tampa' },
  'twin-cities': { stateSlug: 'minnesota', citySlug: 'minneapolis' },
  'metro-detroit': { stateSlug: 'michigan', citySlug: 'detroit' },
  'research-triangle': { stateSlug: 'north-carolina', citySlug: 'raleigh' },
  'puget-sound': { stateSlug: 'washington', citySlug: 'seattle' },
  'greater-seattle-area': { stateSlug: 'washington', citySlug: 'seattle' },
  'front-range': { stateSlug: 'colorado', citySlug: 'denver' },
  'valley-of-the-sun': { stateSlug: 'arizona', citySlug: 'phoenix' },
  'las-vegas-valley': { stateSlug: 'nevada', citySlug: 'las-vegas' },
  'wasatch-front': { stateSlug: 'utah', citySlug: 'salt-lake-city' },
  'hampton-roads': { stateSlug: 'virginia', citySlug: 'virginia-beach' },
  'treasure-valley': { stateSlug: 'idaho', citySlug: 'boise' },
  'greater-cincinnati': { stateSlug: 'ohio', citySlug: 'cincinnati' },
}

export interface LargeCounty {
  county: string
  state: string
  seat: string
}

// Only counties whose seat is served; of two same-named counties the first is what a bare URL means.
export const LARGE_COUNTIES: readonly LargeCounty[] = [
  { county: 'los-angeles', state: 'ca', seat: 'los-angeles' },
  { county: 'cook', state: 'il', seat: 'chicago' },
  { county: 'harris', state: 'tx', seat: 'houston' },
  { county: 'maricopa', state: 'az', seat: 'phoenix' },
  { county: 'san-diego', state: 'ca', seat: 'san-diego' },
  { county: 'orange', state: 'ca', seat: 'santa-ana' },
  { county: 'miami-dade', state: 'fl', seat: 'miami' },
  { county: 'dallas', state: 'tx', seat: 'dallas' },
  { county: 'kings', state: 'ny', seat: 'brooklyn' },
  { county: 'riverside', state: 'ca', seat: 'riverside' },
  { county: 'clark', state: 'nv', seat: 'las-vegas' },
  { county: 'king', state: 'wa', seat: 'seattle' },
  { county: 'san-bernardino', state: 'ca', seat: 'san-bernardino' },
  { county: 'tarrant', state: 'tx', seat: 'fort-worth' },
  { county: 'bexar', state: 'tx', seat: 'san-antonio' },
  { county: 'broward', state: 'fl', seat: 'fort-lauderdale' },
  { county: 'santa-clara', state: 'ca', seat: 'san-jose' },
  { county: 'wayne', state: 'mi', seat: 'detroit' },
  { county: 'alameda', state: 'ca', seat: 'oakland' },
  { county: 'new-york', state: 'ny', seat: 'new-york' },
  { county: 'philadelphia', state: 'pa', seat: 'philadelphia' },
  { county: 'sacramento', state: 'ca', seat: 'sacramento' },
  { county: 'palm-beach', state: 'fl', seat: 'west-palm-beach' },
  { county: 'hillsborough', state: 'fl', seat: 'tampa' },
  { county: 'orange', state: 'fl', seat: 'orlando' },
  { county: 'franklin', state: 'oh', seat: 'columbus' },
  { county: 'hennepin', state: 'mn', seat: 'minneapolis' },
  { county: 'travis', state: 'tx', seat: 'austin' },
  { county: 'cuyahoga', state: 'oh', seat: 'cleveland' },
  { county: 'allegheny', state: 'pa', seat: 'pittsburgh' },
  { county: 'oakland', state: 'mi', seat: 'pontiac' },
  { county: 'salt-lake', state: 'ut', seat: 'salt-lake-city' },
  { county: 'fairfax', state: 'va', seat: 'fairfax' },
  { county: 'mecklenburg', state: 'nc', seat: 'charlotte' },
  { county: 'wake', state: 'nc', seat: 'raleigh' },
  { county: 'fulton', state: 'ga', seat: 'atlanta' },
  { county: 'montgomery', state: 'md', seat: 'rockville' },
  { county: 'collin', state: 'tx', seat: 'mckinney' },
  { county: 'pima', state: 'az', seat: 'tucson' },
  { county: 'honolulu', state: 'hi', seat: 'honolulu' },
  { county: 'duval', state: 'fl', seat: 'jacksonville' },
  { county: 'shelby', state: 'tn', seat: 'memphis' },
  { county: 'milwaukee', state: 'wi', seat: 'milwaukee' },
]

export function findCountySeat(countyToken: string): ResolvedPlace | undefined {
  const token = countyToken.toLowerCase()
  let entry = LARGE_COUNTIES.find((county) => county.county === token)
  if (!entry) {
    const code = token.slice(-2)
    const name = token.slice(0, -3)
    if (token.at(-3) === '-') entry = LARGE_COUNTIES.find((county) => county.county === name && county.state === code)
  }
  if (!entry) return undefined
  const state = findStateByToken(entry.state)
  return state ? toPlace({ stateSlug: state.slug, citySlug: entry.seat }) : undefined
}

export function findArea(areaToken: string): ResolvedPlace | undefined {
  const ref = LEGACY_AREAS[areaToken.toLowerCase()]
  return ref ? toPlace(ref) : undefined
}

function metroAliases(metro: string): string[] {
  // "Columbus, GA-AL" -> "Columbus"; "Louisville/Jefferson County" -> ["Louisville", "Jefferson County"]
  const name = metro.replace(/,.*$/, '')
  const parts = name
    .split(/[-/]/)
    .map((part) => slugify(part))
    .filter(Boolean)
  const aliases = new Set<string>([slugify(name)])
  if (parts[0]) aliases.add(parts[0])
  if (parts.length > 2) aliases.add(parts.slice(0, 2).join('-'))
  for (const alias of [...aliases]) {
    if (alias.startsWith('st-')) aliases.add(`saint-${alias.slice(3)}`)
    if (alias.startsWith('saint-')) aliases.add(`st-${alias.slice(6)}`)
    if (alias.startsWith('urban-')) aliases.add(alias.slice(6))
  }
  return [...aliases]
}

function sameName(a: string, b: string): boolean {
  const normalize = (text: string) =>
    slugify(text)
      .replace(/^(st|saint)-/, 'saint-')
      .replace(/^urban-/, '')
  return normalize(a) === normalize(b)
}

// Aliases to the metro's principal city (or its largest served city); a shared alias goes to the more populous one.
function buildMetroTable(): Map<string, ResolvedPlace> {
  const members = new Map<string, ResolvedPlace[]>()
  for (const place of listCities()) {
    if (!place.city.metro) continue
    const list = members.get(place.city.metro) ?? []
    list.push(place)
    members.set(place.city.metro, list)
  }
  const table = new Map<string, ResolvedPlace>()
  const population = (place: ResolvedPlace) => place.city.population ?? 0
  for (const [metro, places] of members) {
    const principalName = metro.replace(/,.*$/, '').split(/[-/]/)[0] ?? metro
    const byPopulation = [...places].sort((a, b) => population(b) - population(a))
    const principal = byPopulation.find((place) => sameName(place.city.name, principalName)) ?? byPopulation[0]
    if (!principal) continue
    for (const alias of metroAliases(metro)) {
      const current = table.get(alias)
      if (!current || population(principal) > population(current)) table.set(alias, principal)
    }
  }
  return table
}

const METROS = buildMetroTable()

/** The principal city of a metro named by an alias ("houston", "dallas-fort-worth-arlington"). */
export function findMetroPrincipalCity(metroToken: string): ResolvedPlace | undefined {
  return METROS.get(metroToken.toLowerCase())
}

export function listMetroAliases(): [string, ResolvedPlace][] {
  return [...METROS.entries()]
}

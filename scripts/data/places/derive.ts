/**
 * Derives the place data for every served city from the Census and OMB files in sources/census and
 * the county boundaries of the us-atlas package. Pure: reads files, returns the data, the state
 * outlines and a report; main.ts writes them, and a test derives again to compare.
 */
import { createRequire } from 'node:module'
import { geoBounds, geoConicConformal, geoContains, geoPath, type GeoProjection } from 'd3-geo'
import type { Feature, FeatureCollection, Geometry, MultiLineString } from 'geojson'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import locations from '../../../app/copy/locations.json'
import type { CityPlace, CountyRecord, PlaceData, StateMap } from '../../../app/copy/places/schema'
import { PLACE_OVERRIDES, PRIMARY_COUNTY_OVERRIDES } from './overrides'
import {
  type AcsFigures,
  type GazetteerRow,
  readCbsaDelineation,
  readCounties,
  readCountyAcs,
  readCountySubdivisionAcs,
  readCountySubdivisions,
  readPlaceAcs,
  readPlaceCounties,
  readPlaces,
} from './sources'

const require = createRequire(import.meta.url)

export const MAP_WIDTH = 640
const MAP_MAX_HEIGHT = 560
const MAP_PADDING = 12

interface ServedCity { name: string; slug: string }
interface ServedState { name: string; slug: string; abbreviation: string; cities: ServedCity[] }

/** "Houston city" -> "Houston"; "San Tan Valley CDP" -> "San Tan Valley": the legal or statistical suffix removed. */
export function baseName(censusName: string): string {
  const words = censusName.split(' ')
  while (words.length > 1 && (/^[a-z(]/.test(words[words.length - 1]!) || words[words.length - 1] === 'CDP')) words.pop()
  return words.join(' ')
}

const normalize = (text: string) =>
  text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/^(st\.?|saint) /, 'saint ').replace(/[^a-z0-9]+/g, ' ').trim()

const isCdp = (row: GazetteerRow) => row.name.endsWith(' CDP')

interface Candidate { kind: 'place' | 'county-subdivision'; row: GazetteerRow }

export interface DerivationReport {
  unmatched: string[]
  ambiguous: { key: string; candidates: string[] }[]
  overridden: { key: string; censusName: string; reason: string }[]
  /** where the internal point fell in a county the relationship file does not list */
  countyDisagreements: string[]
}

export interface Derivation {
  data: PlaceData
  /** USPS code -> SVG outline of the state with its county lines */
  outlines: Map<string, string>
  report: DerivationReport
}

function indexByName(rows: readonly GazetteerRow[]): Map<string, GazetteerRow[]> {
  const map = new Map<string, GazetteerRow[]>()
  for (const row of rows) {
    const key = `${row.usps}|${normalize(baseName(row.name))}`
    map.set(key, [...(map.get(key) ?? []), row])
  }
  return map
}

/**
 * The one entity a served name means, by the rules stated in overrides.ts; undefined with the
 * candidates when the rules do not decide.
 */
function chooseCandidate(usps: string, candidates: readonly Candidate[]): Candidate | undefined {
  if (usps === 'CT') {
    const towns = candidates.filter((candidate) => candidate.kind === 'county-subdivision')
    return towns.length === 1 ? towns[0] : undefined
  }
  const places = candidates.filter((candidate) => candidate.kind === 'place')
  const incorporated = places.filter((candidate) => !isCdp(candidate.row))
  if (incorporated.length === 1) return incorporated[0]
  if (incorporated.length > 1) return undefined
  const subdivisions = candidates.filter((candidate) => candidate.kind === 'county-subdivision')
  if (places.length === 1 && subdivisions.length === 0) return places[0]
  if (places.length === 0 && subdivisions.length === 1) return subdivisions[0]
  return undefined
}

function loadCountyShapes(): Map<string, Feature<Geometry>> {
  const topology = require('us-atlas/counties-10m.json') as Topology<{ counties: GeometryCollection; states: GeometryCollection }>
  const counties = feature(topology, topology.objects.counties) as FeatureCollection<Geometry>
  return new Map(counties.features.map((shape) => [String(shape.id), shape]))
}

function loadStateTopology() {
  return require('us-atlas/counties-10m.json') as Topology<{ counties: GeometryCollection; states: GeometryCollection }>
}

/** A conic conformal projection fitted to the state: standard parallels at a sixth of its height from each edge. */
function fitProjection(shape: Feature<Geometry>): { projection: GeoProjection; map: StateMap } {
  const [[west, south], [east, north]] = geoBounds(shape)
  const span = east >= west ? east - west : east + 360 - west
  const centerLon = west + span / 2
  const parallels: [number, number] = [round(south + (north - south) / 6, 3), round(north - (north - south) / 6, 3)]
  const rotate: [number, number] = [round(-(centerLon > 180 ? centerLon - 360 : centerLon), 3), 0]
  const projection = geoConicConformal().parallels(parallels).rotate(rotate)
  projection.fitWidth(MAP_WIDTH - 2 * MAP_PADDING, shape)
  let [[, y0], [, y1]] = geoPath(projection).bounds(shape)
  if (y1 - y0 > MAP_MAX_HEIGHT - 2 * MAP_PADDING) {
    projection.fitHeight(MAP_MAX_HEIGHT - 2 * MAP_PADDING, shape)
  }
  const [[x0b, y0b], [x1b, y1b]] = geoPath(projection).bounds(shape)
  const width = Math.ceil(x1b - x0b + 2 * MAP_PADDING)
  const height = Math.ceil(y1b - y0b + 2 * MAP_PADDING)
  const [tx, ty] = projection.translate()
  projection.translate([round(tx - x0b + MAP_PADDING, 2), round(ty - y0b + MAP_PADDING, 2)]).scale(round(projection.scale(), 2))
  ;[[, y0], [, y1]] = [[0, 0], [0, height]]
  return {
    projection,
    map: { width, height: y1 - y0, projection: { parallels, rotate, scale: projection.scale(), translate: projection.translate() } },
  }
}

const round = (value: number, digits: number) => Number(value.toFixed(digits))

/**
 * States whose county lines changed after the boundary files (Connecticut's 2022 planning regions,
 * Alaska's 2019 Chugach and Copper River census areas): their maps show the state outline only.
 */
const OUTDATED_COUNTY_LINES = new Set(['CT', 'AK'])

/** Each outline stays under this size (the budget), so every page of a state shares a small cached file. */
export const OUTLINE_MAX_BYTES = 40 * 1024

function outlineSvg(stateName: string, map: StateMap, projection: GeoProjection, shape: Feature<Geometry>, countyLines?: MultiLineString): string {
  const svg = (digits: number) => {
    const path = geoPath(projection).digits(digits)
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${String(map.width)} ${String(map.height)}" width="${String(map.width)}" height="${String(map.height)}">`,
      `<title>Outline of ${stateName}${countyLines ? ' with its county lines' : ''}</title>`,
      ...(countyLines ? [`<path d="${path(countyLines) ?? ''}" fill="none" stroke="#c7cdd6" stroke-width="0.6"/>`] : []),
      `<path d="${path(shape) ?? ''}" fill="#eef2f7" fill-opacity="0.55" stroke="#5b6b82" stroke-width="1.2" stroke-linejoin="round"/>`,
      '</svg>',
      '',
    ].join('\n')
  }
  const detailed = svg(1)
  return Buffer.byteLength(detailed) <= OUTLINE_MAX_BYTES ? detailed : svg(0)
}

export function derivePlaces(): Derivation {
  const states = (locations as { states: ServedState[] }).states
  const places = readPlaces()
  const subdivisions = readCountySubdivisions()
  const countyRows = readCounties()
  const placeAcs = readPlaceAcs()
  const subdivisionAcs = readCountySubdivisionAcs()
  const countyAcs = readCountyAcs()
  const placeCounties = readPlaceCounties()
  const cbsa = readCbsaDelineation()
  const countyShapes = loadCountyShapes()
  const topology = loadStateTopology()
  const stateShapes = feature(topology, topology.objects.states) as FeatureCollection<Geometry>

  const placesByName = indexByName(places)
  const subdivisionsByName = indexByName(subdivisions)
  const placeById = new Map(places.map((row) => [row.geoid, row]))
  const subdivisionById = new Map(subdivisions.map((row) => [row.geoid, row]))
  const countyById = new Map(countyRows.map((row) => [row.geoid, row]))

  const report: DerivationReport = { unmatched: [], ambiguous: [], overridden: [], countyDisagreements: [] }
  const counties: Record<string, CountyRecord> = {}
  const stateCounties: Record<string, string[]> = {}
  for (const row of [...countyRows].sort((a, b) => a.geoid.localeCompare(b.geoid))) {
    const figures = countyAcs.get(row.geoid)
    if (!figures) throw new Error(`No ACS population for county ${row.geoid} ${row.name}`)
    const area = cbsa.get(row.geoid)
    counties[row.geoid] = { fips: row.geoid, name: row.name, population: figures.population, ...(area ? { area } : {}) }
    ;(stateCounties[row.usps] ??= []).push(row.geoid)
  }

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`Missing ${what}`)
    return value
  }

  /** The county whose boundary holds the point, among the candidates first, then anywhere in the state. */
  const countyAt = (lon: number, lat: number, candidates: readonly string[], stateFips: string): string | undefined => {
    for (const id of candidates) {
      const shape = countyShapes.get(id)
      if (shape && geoContains(shape, [lon, lat])) return id
    }
    for (const [id, shape] of countyShapes) if (id.startsWith(stateFips) && geoContains(shape, [lon, lat])) return id
    return undefined
  }

  const cities: CityPlace[] = []
  const maps: Record<string, StateMap> = {}
  const outlines = new Map<string, string>()

  for (const state of states) {
    const stateFips = need(stateCounties[state.abbreviation]?.[0], `counties of ${state.abbreviation}`).slice(0, 2)
    const shape = need(stateShapes.features.find((candidate) => String(candidate.id) === stateFips), `boundary of ${state.abbreviation}`)
    const { projection, map } = fitProjection(shape)
    maps[state.abbreviation] = map
    const countyLines = OUTDATED_COUNTY_LINES.has(state.abbreviation)
      ? undefined
      : mesh(topology, topology.objects.counties, (a, b) => a !== b && String(a.id).startsWith(stateFips) && String(b.id).startsWith(stateFips))
    outlines.set(state.abbreviation, outlineSvg(state.name, map, projection, shape, countyLines))

    for (const city of state.cities) {
      const key = `${state.abbreviation}/${city.slug}`
      const override = PLACE_OVERRIDES[key]
      let geography: CityPlace['geography']
      let row: GazetteerRow
      let figures: AcsFigures | undefined
      let countyIds: string[]
      if (override) {
        geography = override.kind
        row = need(
          override.kind === 'place' ? placeById.get(override.geoid) : override.kind === 'county' ? countyById.get(override.geoid) : subdivisionById.get(override.geoid),
          `${override.kind} ${override.geoid} for ${key}`,
        )
        report.overridden.push({ key, censusName: row.name, reason: override.reason })
      } else {
        const nameKey = `${state.abbreviation}|${normalize(city.name)}`
        const candidates: Candidate[] = [
          ...(placesByName.get(nameKey) ?? []).map((match) => ({ kind: 'place' as const, row: match })),
          ...(subdivisionsByName.get(nameKey) ?? []).map((match) => ({ kind: 'county-subdivision' as const, row: match })),
        ]
        if (candidates.length === 0) {
          report.unmatched.push(key)
          continue
        }
        const chosen = chooseCandidate(state.abbreviation, candidates)
        if (!chosen) {
          report.ambiguous.push({ key, candidates: candidates.map((candidate) => `${candidate.kind} ${candidate.row.geoid} ${candidate.row.name}`) })
          continue
        }
        geography = chosen.kind
        row = chosen.row
      }

      if (geography === 'place') {
        figures = placeAcs.get(row.geoid)
        countyIds = placeCounties.get(row.geoid) ?? []
      } else if (geography === 'county-subdivision') {
        figures = subdivisionAcs.get(row.geoid)
        countyIds = [row.geoid.slice(0, 5)]
      } else {
        figures = countyAcs.get(row.geoid)
        countyIds = [row.geoid]
      }
      const acs = need(figures, `ACS figures for ${key} (${row.geoid})`)

      // Primary county: the one whose boundary holds the internal point. Connecticut's planning regions
      // are not in the (older) boundary files; a town's region is in its own GEOID.
      let primary: string
      const fixedPrimary = PRIMARY_COUNTY_OVERRIDES[key]
      if (geography === 'place' && countyIds.length === 0) {
        // Consolidated governments' "balance" places and a few others are not in the 2020 relationship file.
        const found = need(countyAt(row.lon, row.lat, [], stateFips), `a county holding the internal point of ${key}`)
        report.countyDisagreements.push(`${key}: not in the relationship file; the internal point lies in ${found}`)
        countyIds = [found]
        primary = found
      } else if (fixedPrimary) {
        if (!countyIds.includes(fixedPrimary.county)) throw new Error(`${key}: primary county override ${fixedPrimary.county} is not among ${countyIds.join(', ')}`)
        primary = fixedPrimary.county
      } else if (geography !== 'place' || countyIds.length === 1) {
        primary = countyIds[0]!
        if (geography === 'place' && state.abbreviation !== 'CT') {
          const found = countyAt(row.lon, row.lat, countyIds, stateFips)
          if (found && found !== primary) report.countyDisagreements.push(`${key}: internal point in ${found}, relationship file lists only ${primary} (kept)`)
        }
      } else {
        const found = countyAt(row.lon, row.lat, countyIds, stateFips)
        if (found && countyIds.includes(found)) primary = found
        else {
          report.countyDisagreements.push(`${key}: internal point in ${found ?? 'no county'}, not among ${countyIds.join(', ')}`)
          primary = countyIds[0]!
        }
      }
      for (const id of countyIds) if (!counties[id]) throw new Error(`${key}: county ${id} is not in the 2025 Gazetteer`)

      const [x, y] = need(projection([row.lon, row.lat]) ?? undefined, `map position of ${key}`)
      cities.push({
        key,
        geography,
        geoid: row.geoid,
        censusName: row.name,
        lat: row.lat,
        lon: row.lon,
        landSqMi: row.landSqMi,
        population: acs.population,
        housingUnits: acs.housingUnits,
        counties: [primary, ...countyIds.filter((id) => id !== primary).sort()],
        ...(override?.partOf ? { partOf: override.partOf } : {}),
        map: { x: round(x, 1), y: round(y, 1) },
      })
    }
  }

  const data: PlaceData = {
    sources: {
      population: 'U.S. Census Bureau, American Community Survey 2019-2023 5-year estimates, tables B01003 (total population) and B25001 (housing units)',
      geography: 'U.S. Census Bureau, 2025 Gazetteer files (places, county subdivisions, counties): internal points and land area',
      counties: 'U.S. Census Bureau, 2020 place-to-county relationship file; primary county by the county boundary (us-atlas, Census cartographic boundaries) that holds the internal point',
      areas: 'Office of Management and Budget, Bulletin 23-01 (July 2023): metropolitan and micropolitan statistical area delineations',
      boundaries: 'U.S. Census Bureau cartographic boundary files, 1:10,000,000, through the us-atlas package',
    },
    stateCounties,
    counties,
    cities,
    maps,
  }
  return { data, outlines, report }
}

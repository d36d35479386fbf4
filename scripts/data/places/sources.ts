/**
 * Readers for the public-domain Census and OMB files in sources/census (copied from the firm's shared
 * data; see sources/census/README.md). Each returns plain records keyed the way the derivation joins them.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseCsvRows, parseCsvTable } from '../csv'

export const SOURCES_DIR = path.resolve(import.meta.dirname, '../../../sources/census')

const read = (file: string) => fs.readFileSync(path.join(SOURCES_DIR, file), 'utf8')

export interface GazetteerRow {
  usps: string
  geoid: string
  /** with its legal/statistical suffix: "Houston city", "Hempstead town", "Harris County" */
  name: string
  landSqMi: number
  lat: number
  lon: number
}

function readGazetteer(file: string): GazetteerRow[] {
  const { columns, rows } = parseCsvTable(read(file), file, { delimiter: '|', trim: true })
  const at = (name: string) => {
    const index = columns.indexOf(name)
    if (index < 0) throw new Error(`${file}: no column ${name}`)
    return index
  }
  const [usps, geoid, name, land, lat, lon] = ['USPS', 'GEOID', 'NAME', 'ALAND_SQMI', 'INTPTLAT', 'INTPTLONG'].map(at) as [number, number, number, number, number, number]
  return rows.map((cells) => ({ usps: cells[usps]!, geoid: cells[geoid]!, name: cells[name]!, landSqMi: Number(cells[land]), lat: Number(cells[lat]), lon: Number(cells[lon]) }))
}

export const readPlaces = () => readGazetteer('2025_Gaz_place_national.txt')
export const readCountySubdivisions = () => readGazetteer('2025_Gaz_cousubs_national.txt')
export const readCounties = () => readGazetteer('2025_Gaz_counties_national.txt').filter((row) => row.usps !== 'PR')

export interface AcsFigures {
  population: number
  housingUnits: number
}

/** ACS 2019-2023 5-year table rows keyed by GEOID (state + county [+ place or county subdivision]). */
function readAcs(file: string, keyColumns: readonly string[]): Map<string, AcsFigures> {
  const [header, ...rows] = JSON.parse(read(file)) as string[][]
  const index = (name: string) => header!.indexOf(name)
  const keys = keyColumns.map(index)
  const population = index('B01003_001E')
  const housing = index('B25001_001E')
  const map = new Map<string, AcsFigures>()
  for (const row of rows) map.set(keys.map((key) => row[key]).join(''), { population: Number(row[population]), housingUnits: Number(row[housing]) })
  return map
}

export const readPlaceAcs = () => readAcs('acs2023_place_population.json', ['state', 'place'])
export const readCountyAcs = () => readAcs('acs2023_county_population.json', ['state', 'county'])
export const readCountySubdivisionAcs = () => readAcs('acs2023_county_subdivision_population.json', ['state', 'county', 'county subdivision'])

/** Place GEOID (7 digits) -> the county GEOIDs it lies in (2020 relationship file). */
export function readPlaceCounties(): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const [place, county] of parseCsvRows(read('place_counties_2020.csv'), { trim: true }).slice(1)) {
    if (!place || !county) continue
    map.set(place, [...(map.get(place) ?? []), county])
  }
  return map
}

export interface CbsaMembership {
  code: string
  title: string
  kind: 'metropolitan' | 'micropolitan'
  division?: string
  combined?: string
  /** OMB's designation of the county within its area */
  role: 'central' | 'outlying'
}

/** County GEOID -> its Core Based Statistical Area in OMB Bulletin 23-01 (July 2023). */
export function readCbsaDelineation(): Map<string, CbsaMembership> {
  const { columns: header, rows } = parseCsvTable(read('omb_cbsa_delineation_jul2023.csv'), 'omb_cbsa_delineation_jul2023.csv', { ragged: true })
  const at = (name: string) => header.indexOf(name)
  const columns = {
    code: at('CBSA Code'),
    title: at('CBSA Title'),
    kind: at('Metropolitan/Micropolitan Statistical Area'),
    division: at('Metropolitan Division Title'),
    combined: at('CSA Title'),
    state: at('FIPS State Code'),
    county: at('FIPS County Code'),
    role: at('Central/Outlying County'),
  }
  const map = new Map<string, CbsaMembership>()
  for (const cells of rows) {
    if (!cells[columns.code]) continue
    const kindText = cells[columns.kind] ?? ''
    const division = cells[columns.division]?.trim()
    const combined = cells[columns.combined]?.trim()
    map.set(`${cells[columns.state]!.padStart(2, '0')}${cells[columns.county]!.padStart(3, '0')}`, {
      code: cells[columns.code]!,
      title: cells[columns.title]!,
      kind: kindText.startsWith('Metropolitan') ? 'metropolitan' : 'micropolitan',
      ...(division ? { division } : {}),
      ...(combined ? { combined } : {}),
      role: cells[columns.role]?.trim().toLowerCase() === 'central' ? 'central' : 'outlying',
    })
  }
  return map
}

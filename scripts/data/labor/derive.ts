/**
 * Derives app/copy/labor/laus-2024.generated.json from the BLS LAUS county file in sources/bls:
 * labor force, unemployed and the published rate of every county of the 50 states and DC, joined to
 * the place data's counties on the 5-digit FIPS code (the names differ between the files). Fails,
 * naming the row, on a row that does not add up or a county that is in one file and not the other.
 */
import fs from 'node:fs'
import path from 'node:path'
import placeData from '../../../app/copy/places/places.generated.json'
import type { LaborData } from '../../../app/copy/labor/schema'
import { parseCsvTable } from '../csv'

const root = path.resolve(import.meta.dirname, '../../..')
export const LAUS_SOURCE_FILE = path.join(root, 'sources/bls/laus_2024_county.csv')
export const LABOR_DATA_FILE = path.join(root, 'app/copy/labor/laus-2024.generated.json')

const SOURCE = 'BLS, Local Area Unemployment Statistics (LAUS), county data'
const VINTAGE = '2024 annual averages, revised April 2026'
const YEAR = 2024
/** Puerto Rico's municipios: the site serves the 50 states and DC, and the place data has no Puerto Rico */
const PUERTO_RICO = '72'

/**
 * Counties of the Census and OMB files that LAUS does not publish on their own, with the county BLS
 * counts them in. Kalawao County, Hawaii (15005, the Kalaupapa settlement, 43 residents) is tabulated
 * with Maui County (15009).
 */
export const COUNTED_IN: Readonly<Record<string, string>> = { '15005': '15009' }

const REQUIRED_COLUMNS = ['fips', 'county_name', 'year', 'labor_force', 'employed', 'unemployed', 'rate'] as const

export function deriveLaborData(csv = fs.readFileSync(LAUS_SOURCE_FILE, 'utf8')): LaborData {
  const { columns, rows } = parseCsvTable(csv, path.basename(LAUS_SOURCE_FILE), { ragged: true })
  const at = Object.fromEntries(
    REQUIRED_COLUMNS.map((name) => {
      const index = columns.indexOf(name)
      if (index < 0) throw new Error(`${path.basename(LAUS_SOURCE_FILE)}: no column "${name}"`)
      return [name, index]
    }),
  ) as Record<(typeof REQUIRED_COLUMNS)[number], number>

  const known = placeData.counties as Record<string, unknown>
  const counties: LaborData['counties'] = {}
  const problems: string[] = []
  for (const [lineIndex, cells] of rows.entries()) {
    const fips = cells[at.fips] ?? ''
    const where = `line ${String(lineIndex + 2)} (${fips} ${cells[at.county_name] ?? ''})`
    if (fips.startsWith(PUERTO_RICO)) continue
    const [laborForce, employed, unemployed, rate, year] = (['labor_force', 'employed', 'unemployed', 'rate', 'year'] as const).map((name) => Number(cells[at[name]]))
    if (![laborForce, employed, unemployed, rate].every((value) => Number.isFinite(value) && value! >= 0)) problems.push(`${where}: a figure is missing or not a number`)
    else if (year !== YEAR) problems.push(`${where}: year ${String(year)}, expected ${String(YEAR)}`)
    else if (laborForce !== employed! + unemployed!) problems.push(`${where}: labor force ${String(laborForce)} is not employed + unemployed`)
    else if (Math.abs((unemployed! / laborForce!) * 100 - rate!) > 0.05 + 1e-9) problems.push(`${where}: published rate ${String(rate)} is not unemployed / labor force`)
    if (!known[fips]) problems.push(`${where}: no such county in the place data`)
    if (counties[fips]) problems.push(`${where}: a second row for the county`)
    counties[fips] = [laborForce!, unemployed!, rate!]
  }
  for (const fips of Object.keys(known)) {
    const host = COUNTED_IN[fips]
    if (counties[fips] && host) problems.push(`${fips}: listed in COUNTED_IN but has a row of its own`)
    if (!counties[fips] && !host) problems.push(`${fips}: a county of the place data with no LAUS row`)
    if (host && !counties[host]) problems.push(`${fips}: counted in ${host}, which has no row`)
  }
  if (problems.length) throw new Error(`LAUS data does not check out:\n${problems.join('\n')}`)

  return { source: SOURCE, vintage: VINTAGE, year: YEAR, countedIn: { ...COUNTED_IN }, counties }
}

/** One county a line, so a diff of the generated file reads as a list of changed counties. */
export function serializeLaborData(data: LaborData): string {
  // FIPS order (an object lists integer-like keys such as "10001" before "01001")
  const counties = Object.entries(data.counties)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([fips, figures]) => `${JSON.stringify(fips)}: ${JSON.stringify(figures)}`)
  return `{
"source": ${JSON.stringify(data.source)},
"vintage": ${JSON.stringify(data.vintage)},
"year": ${String(data.year)},
"countedIn": ${JSON.stringify(data.countedIn)},
"counties": {
${counties.join(',\n')}
}
}
`
}

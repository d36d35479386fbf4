/**
 * Derives the OEWS May 2024 wage files from sources/oews (the metropolitan areas' annual percentiles)
 * and sources/bls/raw (the national workbook, read with exceljs): public/data/wages/index.json (the
 * metros and occupations), one file per metro and one for the nation with only the published figures,
 * and app/copy/labor/oews-2024.generated.json (all occupations and the 22 major groups, for the
 * location pages). Fails, naming the row, on a figure that is not a whole number of dollars, a repeated
 * row, a title that differs between the files, or a national major group that differs from BLS's own
 * summary file.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import ExcelJS from 'exceljs'
import { parseCsvTable } from '../csv'
import { type AreaWages, NATION_AREA, type Percentiles, type WageIndex } from '../../../app/lib/wages/types'
import type { GroupWageData } from '../../../app/copy/labor/wage-schema'

const root = path.resolve(import.meta.dirname, '../../..')
export const METRO_SOURCE = 'sources/oews/oews-may2024-msa-annual-percentiles.csv.gz'
export const NATIONAL_SOURCE = 'sources/bls/raw/national_M2024_dl.xlsx'
export const NATIONAL_GROUPS_CHECK = 'sources/bls/oews_2024_national_major_groups.csv'
export const WAGES_DIR = 'public/data/wages'
export const GROUP_WAGES_FILE = 'app/copy/labor/oews-2024.generated.json'

const SOURCE = 'U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics'
const VINTAGE = 'May 2024'
const REFERENCE_MONTH = '2024-05'
const ALL_OCCUPATIONS = '00-0000'
const MAJOR_GROUP = /^\d\d-0000$/
const PERCENTILE_COLUMNS = ['A_PCT10', 'A_PCT25', 'A_PCT50', 'A_PCT75', 'A_PCT90'] as const
const NATIONAL_PERCENTILE_COLUMNS = ['A_PCT10', 'A_PCT25', 'A_MEDIAN', 'A_PCT75', 'A_PCT90'] as const
/** What the national workbook writes for a figure it does not publish: "*" withheld, "#" at or above the top code */
const NOT_PUBLISHED_MARKS = new Set(['*', '#', '**', ''])

export const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex')
const read = (file: string) => fs.readFileSync(path.join(root, file))

function dollars(text: string, where: string): number | null {
  const trimmed = text.trim()
  if (NOT_PUBLISHED_MARKS.has(trimmed)) return null
  const value = Number(trimmed)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${where}: "${text}" is not a whole number of dollars`)
  return value
}

const anyPublished = (figures: Percentiles) => figures.some((value) => value !== null)

interface Occupations {
  titles: Map<string, string>
  note(soc: string, title: string, where: string): void
}

function occupationTitles(): Occupations {
  const titles = new Map<string, string>()
  return {
    titles,
    note(soc, title, where) {
      const known = titles.get(soc)
      if (known !== undefined && known !== title) throw new Error(`${where}: ${soc} is "${title}" here, "${known}" elsewhere`)
      titles.set(soc, title)
    },
  }
}

function metroWages(csv: string, occupations: Occupations): AreaWages[] {
  const { columns, rows } = parseCsvTable(csv, path.basename(METRO_SOURCE))
  const at = (name: string) => {
    const index = columns.indexOf(name)
    if (index < 0) throw new Error(`${METRO_SOURCE}: no column "${name}"`)
    return index
  }
  const [area, areaName, soc, title] = ['AREA', 'AREA_NAME', 'SOC', 'OCC_TITLE'].map(at) as [number, number, number, number]
  const percentiles = PERCENTILE_COLUMNS.map(at)
  const areas = new Map<string, AreaWages>()
  for (const [lineIndex, cells] of rows.entries()) {
    const where = `${METRO_SOURCE} line ${String(lineIndex + 2)} (${cells[area]!} ${cells[soc]!})`
    const code = cells[area]!
    if (!/^\d{5}$/.test(code)) throw new Error(`${where}: area code is not a CBSA code`)
    let entry = areas.get(code)
    if (!entry) {
      entry = { area: code, name: cells[areaName]!, vintage: VINTAGE, wages: {} }
      areas.set(code, entry)
    } else if (entry.name !== cells[areaName]) throw new Error(`${where}: a second name for the area`)
    if (entry.wages[cells[soc]!]) throw new Error(`${where}: a second row for the occupation`)
    occupations.note(cells[soc]!, cells[title]!, where)
    const figures = percentiles.map((index) => dollars(cells[index]!, where)) as unknown as Percentiles
    if (anyPublished(figures)) entry.wages[cells[soc]!] = figures
  }
  return [...areas.values()]
}

async function nationalWages(bytes: Buffer, occupations: Occupations): Promise<AreaWages> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new Error(`${NATIONAL_SOURCE}: no worksheet`)
  const header = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''))
  const at = (name: string) => {
    const index = header.indexOf(name)
    if (index < 0) throw new Error(`${NATIONAL_SOURCE}: no column "${name}"`)
    return index
  }
  const [soc, title, area, naics, ownership] = ['OCC_CODE', 'OCC_TITLE', 'AREA', 'NAICS', 'OWN_CODE'].map(at) as number[]
  const percentiles = NATIONAL_PERCENTILE_COLUMNS.map(at)
  const nation: AreaWages = { area: NATION_AREA, name: 'United States', vintage: VINTAGE, wages: {} }
  for (let rowNumber = 2; rowNumber <= sheet.rowCount; rowNumber += 1) {
    const values = sheet.getRow(rowNumber).values as unknown[]
    const text = (index: number) => String(values[index] ?? '')
    const code = text(soc!)
    const where = `${NATIONAL_SOURCE} row ${String(rowNumber)} (${code})`
    // Only the cross-industry, all-ownership U.S. rows: the file holds nothing else today, and a later one might.
    if (text(area!) !== '99' || text(naics!) !== '000000' || text(ownership!) !== '1235') throw new Error(`${where}: not a U.S. cross-industry row`)
    occupations.note(code, text(title!), where)
    const figures = percentiles.map((index) => dollars(text(index), where)) as unknown as Percentiles
    // A broad group with one detailed occupation appears twice under one code (13-1020), with the same figures.
    const earlier = nation.wages[code]
    if (earlier && JSON.stringify(earlier) !== JSON.stringify(figures)) throw new Error(`${where}: a second row with other figures`)
    if (anyPublished(figures)) nation.wages[code] = figures
  }
  return nation
}

/** BLS's summary of the national major groups must agree with the workbook's medians. */
function checkNationalGroups(csv: string, nation: AreaWages): void {
  const { columns, rows } = parseCsvTable(csv, path.basename(NATIONAL_GROUPS_CHECK))
  const [soc, median] = [columns.indexOf('occ_code'), columns.indexOf('a_median')]
  for (const cells of rows) {
    const derived = nation.wages[cells[soc]!]?.[2]
    if (derived !== Number(cells[median])) throw new Error(`${NATIONAL_GROUPS_CHECK}: ${cells[soc]!} median ${cells[median]!}, the workbook ${String(derived)}`)
  }
  if (rows.length !== 23) throw new Error(`${NATIONAL_GROUPS_CHECK}: ${String(rows.length)} rows, not 23`)
}

function groupFigures(wages: AreaWages['wages'], groups: readonly string[]): (number | null)[] {
  const all = wages[ALL_OCCUPATIONS] ?? [null, null, null, null, null]
  return [...all, ...groups.map((soc) => wages[soc]?.[2] ?? null)]
}

export interface DerivedWages {
  index: WageIndex
  areas: AreaWages[]
  groups: GroupWageData
}

export async function deriveWages(): Promise<DerivedWages> {
  const metroBytes = read(METRO_SOURCE)
  const nationalBytes = read(NATIONAL_SOURCE)
  const occupations = occupationTitles()
  const nation = await nationalWages(nationalBytes, occupations)
  checkNationalGroups(read(NATIONAL_GROUPS_CHECK).toString('utf8'), nation)
  const metros = metroWages(zlib.gunzipSync(metroBytes).toString('utf8'), occupations)
  const published = new Set([nation, ...metros].flatMap((area) => Object.keys(area.wages)))
  const inputs = [
    { file: METRO_SOURCE, sha256: sha256(metroBytes) },
    { file: NATIONAL_SOURCE, sha256: sha256(nationalBytes) },
  ]
  const majorGroups = [...occupations.titles.keys()].filter((soc) => MAJOR_GROUP.test(soc) && soc !== ALL_OCCUPATIONS).sort()
  if (majorGroups.length !== 22) throw new Error(`${String(majorGroups.length)} major occupation groups, not 22`)
  const byName = [...metros].sort((a, b) => a.name.localeCompare(b.name, 'en'))
  return {
    index: {
      source: SOURCE,
      vintage: VINTAGE,
      referenceMonth: REFERENCE_MONTH,
      inputs,
      metros: byName.map((area) => [area.area, area.name]),
      occupations: [...occupations.titles.entries()].filter(([soc]) => published.has(soc)).sort(([a], [b]) => (a < b ? -1 : 1)),
    },
    areas: [nation, ...byName],
    groups: {
      source: SOURCE,
      vintage: VINTAGE,
      referenceMonth: REFERENCE_MONTH,
      inputs,
      groups: majorGroups.map((soc) => [soc, occupations.titles.get(soc)!]),
      nation: groupFigures(nation.wages, majorGroups),
      areas: Object.fromEntries(byName.map((area) => [area.area, groupFigures(area.wages, majorGroups)])),
    },
  }
}

const lines = (entries: string[]) => entries.join(',\n')

/** Every file the derivation writes, by path in the project: one occupation or area a line, so a diff reads as a list. */
export function wageFiles(derived: DerivedWages): Map<string, string> {
  const files = new Map<string, string>()
  const { metros, occupations, ...about } = derived.index
  const head = JSON.stringify(about).slice(0, -1)
  files.set(
    `${WAGES_DIR}/index.json`,
    `${head},\n"metros":[\n${lines(metros.map((entry) => JSON.stringify(entry)))}],\n"occupations":[\n${lines(occupations.map((entry) => JSON.stringify(entry)))}]}\n`,
  )
  for (const area of derived.areas) {
    const wages = Object.entries(area.wages).map(([soc, figures]) => `${JSON.stringify(soc)}:${JSON.stringify(figures)}`)
    const { wages: _omitted, ...areaAbout } = area
    files.set(`${WAGES_DIR}/${area.area}.json`, `${JSON.stringify(areaAbout).slice(0, -1)},"wages":{\n${lines(wages)}}}\n`)
  }
  const { areas, ...groupsAbout } = derived.groups
  const areaLines = Object.entries(areas).map(([code, figures]) => `${JSON.stringify(code)}:${JSON.stringify(figures)}`)
  files.set(GROUP_WAGES_FILE, `${JSON.stringify(groupsAbout).slice(0, -1)},"areas":{\n${lines(areaLines)}}}\n`)
  return files
}

export const projectPath = (file: string) => path.join(root, file)

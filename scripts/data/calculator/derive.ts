/**
 * The calculator's reference data, derived from the public-domain files in sources/nchs and sources/bls:
 * the NCHS life tables (lx and ex, unrounded, by table and age) and the compound average annual change
 * of the CPI-U over the years of the BLS file.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseCsvTable } from '../csv'
import type { CpiInflation, LifeTableData, LifeTableSex } from '../../../app/copy/reference/schema'

const root = path.resolve(import.meta.dirname, '../../..')
export const LIFE_TABLE_SOURCE = path.join(root, 'sources/nchs/us_life_tables_2023.csv')
export const CPI_SOURCE = path.join(root, 'sources/bls/cpi_u_us_city_average_annual.csv')
export const LIFE_TABLE_FILE = path.join(root, 'app/copy/reference/life-tables-2023.generated.json')
export const CPI_FILE = path.join(root, 'app/copy/reference/cpi-u-inflation.generated.json')

const SEXES: readonly LifeTableSex[] = ['total', 'male', 'female']
const LAST_AGE = 100

function readCsv(file: string): Record<string, string>[] {
  const { columns, rows } = parseCsvTable(fs.readFileSync(file, 'utf8'), path.basename(file), { ragged: true })
  return rows.map((cells) => {
    if (cells.length !== columns.length) throw new Error(`${path.basename(file)}: "${cells.join(',')}" has ${String(cells.length)} cells, not ${String(columns.length)}`)
    return Object.fromEntries(columns.map((column, index) => [column, cells[index]!]))
  })
}

function finite(text: string | undefined, what: string): number {
  const value = Number(text)
  if (text === undefined || text.trim() === '' || !Number.isFinite(value)) throw new Error(`${what}: "${String(text)}" is not a number`)
  return value
}

/** lx and ex for ages 0-100 of each table, in age order; fails on a missing or repeated age. */
export function deriveLifeTables(): LifeTableData {
  const rows = readCsv(LIFE_TABLE_SOURCE)
  const tables = {} as LifeTableData['tables']
  for (const sex of SEXES) {
    const lx: number[] = []
    const ex: number[] = []
    for (const row of rows.filter((entry) => entry.table === sex)) {
      const age = finite(row.age, `${sex} age`)
      if (age !== lx.length) throw new Error(`${sex}: age ${String(age)} where ${String(lx.length)} was expected`)
      lx.push(finite(row.lx, `${sex} lx(${String(age)})`))
      ex.push(finite(row.ex, `${sex} ex(${String(age)})`))
    }
    if (lx.length !== LAST_AGE + 1) throw new Error(`${sex}: ${String(lx.length)} ages, not 0-${String(LAST_AGE)}`)
    tables[sex] = { lx, ex }
  }
  return {
    source: {
      title: 'United States Life Tables, 2023',
      publisher: 'National Center for Health Statistics',
      series: 'National Vital Statistics Reports, vol. 74, no. 6',
      published: '2025-07-15',
      doi: '10.15620/cdc/174591',
      year: 2023,
    },
    lastAge: LAST_AGE,
    tables,
  }
}

/** The compound average annual change of the CPI-U between the first and last years of the file. */
export function deriveCpiInflation(): CpiInflation {
  const rows = readCsv(CPI_SOURCE).map((row) => ({ series: row.series_id, year: finite(row.year, 'year'), index: finite(row.annual_average, `index ${String(row.year)}`), months: finite(row.months, 'months') }))
  rows.sort((a, b) => a.year - b.year)
  rows.forEach((row, index) => {
    if (row.series !== 'CUUR0000SA0') throw new Error(`CPI file: series ${String(row.series)}, not CUUR0000SA0`)
    if (row.months !== 12) throw new Error(`CPI file: ${String(row.year)} averages ${String(row.months)} months, not 12`)
    if (index > 0 && row.year !== rows[index - 1]!.year + 1) throw new Error(`CPI file: ${String(row.year)} does not follow ${String(rows[index - 1]!.year)}`)
  })
  const first = rows[0]!
  const last = rows[rows.length - 1]!
  return {
    source: { series: 'CPI-U, U.S. city average, all items, not seasonally adjusted (CUUR0000SA0)', publisher: 'U.S. Bureau of Labor Statistics', measure: 'annual averages' },
    firstYear: first.year,
    lastYear: last.year,
    firstIndex: first.index,
    lastIndex: last.index,
    averageAnnualChange: (last.index / first.index) ** (1 / (last.year - first.year)) - 1,
  }
}

/** One table a line, so that a diff names the table that changed. */
export function serializeLifeTables(data: LifeTableData): string {
  const tables = SEXES.map((sex) => `"${sex}": {\n"lx": ${JSON.stringify(data.tables[sex].lx)},\n"ex": ${JSON.stringify(data.tables[sex].ex)}\n}`).join(',\n')
  return `{\n"source": ${JSON.stringify(data.source)},\n"lastAge": ${String(data.lastAge)},\n"tables": {\n${tables}\n}\n}\n`
}

export function serializeCpiInflation(data: CpiInflation): string {
  return `${JSON.stringify(data, null, 2)}\n`
}

/**
 * Derives public/data/rates.json from sources/treasury (the daily par yield curve) and sources/bls (the
 * CPI-U, all items and medical care): the latest par yields and their trailing averages, the 10-year
 * yield net of CPI-U inflation by month, and the average annual growth of medical-care and all-items
 * prices. Fails, naming the row, on a date out of order or repeated, or a figure that is not a number.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parseCsvTable } from '../csv'
import { AVERAGE_WINDOWS, type GrowthFigure, type RatesData, YIELD_MATURITIES } from '../../../app/lib/rates/types'

const root = path.resolve(import.meta.dirname, '../../..')
export const YIELD_SOURCE = 'sources/treasury/daily-par-yield-curve-11-maturities-2015-01-02-to-2026-08-17.csv'
export const MEDICAL_SOURCE = 'sources/bls/cpi_u_medical_care_sa_monthly.csv'
export const ALL_ITEMS_SOURCE = 'sources/bls/cpi_u_us_city_average_monthly.csv'
export const RATES_FILE = 'public/data/rates.json'

const TREASURY = 'U.S. Department of the Treasury, Daily Treasury Par Yield Curve Rates'
const MEDICAL = 'U.S. Bureau of Labor Statistics, CPI-U, U.S. city average, medical care, seasonally adjusted (CUSR0000SAM)'
const ALL_ITEMS = 'U.S. Bureau of Labor Statistics, CPI-U, U.S. city average, all items, not seasonally adjusted (CUUR0000SA0)'
const NET_SOURCE = `${TREASURY}; ${ALL_ITEMS}`
/** The all-items growth runs from this year's same calendar month (the series starts in January 2015) */
const ALL_ITEMS_FROM_YEAR = 2015
const MEDICAL_YEARS = [10, 20] as const

const read = (file: string) => fs.readFileSync(path.join(root, file))
const input = (file: string) => ({ file, sha256: crypto.createHash('sha256').update(read(file)).digest('hex') })
/** Percent with two decimals */
export const round2 = (value: number) => Math.round(value * 100) / 100

function number(text: string | undefined, where: string): number {
  const value = Number(text)
  if (text === undefined || text.trim() === '' || !Number.isFinite(value)) throw new Error(`${where}: "${String(text)}" is not a number`)
  return value
}

function table(file: string) {
  const { columns, rows } = parseCsvTable(read(file).toString('utf8'), path.basename(file))
  const at = (name: string) => {
    const index = columns.indexOf(name)
    if (index < 0) throw new Error(`${file}: no column "${name}"`)
    return index
  }
  return { rows, at }
}

/** [key, value] in strictly increasing key order; fails on a repeat or a row out of order */
function series(file: string, keyColumn: string, valueColumn: string, key: (text: string) => string): [string, number][] {
  const { rows, at } = table(file)
  const [k, v] = [at(keyColumn), at(valueColumn)]
  const out: [string, number][] = []
  for (const [index, cells] of rows.entries()) {
    const where = `${file} line ${String(index + 2)}`
    const entry: [string, number] = [key(cells[k]!), number(cells[v], where)]
    if (out.length && out.at(-1)![0] >= entry[0]) throw new Error(`${where}: ${entry[0]} is not after ${out.at(-1)![0]}`)
    out.push(entry)
  }
  return out
}

interface YieldDay {
  date: string
  yields: number[]
}

function yieldDays(): YieldDay[] {
  const { rows, at } = table(YIELD_SOURCE)
  const date = at('Date')
  const columns = YIELD_MATURITIES.map((years) => at(`${String(years)} Yr`))
  const days: YieldDay[] = []
  for (const [index, cells] of rows.entries()) {
    const where = `${YIELD_SOURCE} line ${String(index + 2)}`
    const day = cells[date]!
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`${where}: "${day}" is not an ISO date`)
    if (days.length && days.at(-1)!.date >= day) throw new Error(`${where}: ${day} is not after ${days.at(-1)!.date}`)
    days.push({ date: day, yields: columns.map((column) => number(cells[column], where)) })
  }
  return days
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length

/** The same date `years` earlier, ISO */
export const yearsBefore = (date: string, years: number) => `${String(Number(date.slice(0, 4)) - years).padStart(4, '0')}${date.slice(4)}`

/** Months as "YYYY-MM", `months` earlier */
export function monthsBefore(month: string, months: number): string {
  const total = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - months
  return `${String(Math.floor(total / 12))}-${String((total % 12) + 1).padStart(2, '0')}`
}

export function averageGrowth(index: ReadonlyMap<string, number>, to: string, years: number, where: string): GrowthFigure {
  const from = monthsBefore(to, years * 12)
  const [start, end] = [index.get(from), index.get(to)]
  if (start === undefined || end === undefined) throw new Error(`${where}: no index for ${start === undefined ? from : to}`)
  return { rate: round2(((end / start) ** (1 / years) - 1) * 100), from, to, years }
}

export function deriveRates(): RatesData {
  const days = yieldDays()
  const last = days.at(-1)!
  const averages = AVERAGE_WINDOWS.map((years) => {
    // The trailing window: every trading day after the same date `years` earlier, up to the latest.
    const window = days.filter((day) => day.date > yearsBefore(last.date, years))
    return {
      years,
      from: window[0]!.date,
      to: last.date,
      days: window.length,
      yields: YIELD_MATURITIES.map((_, column) => round2(mean(window.map((day) => day.yields[column]!)))),
    }
  })

  const allItems = new Map(series(ALL_ITEMS_SOURCE, 'month', 'index_1982_84_100', (text) => text))
  const medical = new Map(series(MEDICAL_SOURCE, 'date', 'cpi_medical_care_sa', (text) => text.slice(0, 7)))

  const tenYear = YIELD_MATURITIES.indexOf(10)
  const byMonth = new Map<string, number[]>()
  for (const day of days) byMonth.set(day.date.slice(0, 7), [...(byMonth.get(day.date.slice(0, 7)) ?? []), day.yields[tenYear]!])
  const lastIndexMonth = [...allItems.keys()].at(-1)!
  const months: RatesData['netRate']['months'] = []
  for (const [month, yields] of byMonth) {
    if (month > lastIndexMonth) break
    const [now, yearBefore] = [allItems.get(month), allItems.get(monthsBefore(month, 12))]
    // Before the series has a year-earlier month there is nothing to compare
    if (month < monthsBefore([...allItems.keys()][0]!, -12)) continue
    const yieldAverage = round2(mean(yields))
    const inflation = now !== undefined && yearBefore !== undefined ? round2((now / yearBefore - 1) * 100) : null
    months.push([month, yieldAverage, inflation, inflation === null ? null : round2(yieldAverage - inflation)])
  }

  const lastMedical = [...medical.keys()].at(-1)!
  const allItemsYears = Number(lastIndexMonth.slice(0, 4)) - ALL_ITEMS_FROM_YEAR
  return {
    treasury: { source: TREASURY, inputs: [input(YIELD_SOURCE)], date: last.date, latest: last.yields, averages },
    netRate: { source: NET_SOURCE, inputs: [input(YIELD_SOURCE), input(ALL_ITEMS_SOURCE)], months },
    medicalCare: {
      source: MEDICAL,
      inputs: [input(MEDICAL_SOURCE)],
      seasonallyAdjusted: true,
      growth: MEDICAL_YEARS.map((years) => averageGrowth(medical, lastMedical, years, MEDICAL_SOURCE)),
    },
    allItems: {
      source: ALL_ITEMS,
      inputs: [input(ALL_ITEMS_SOURCE)],
      seasonallyAdjusted: false,
      growth: averageGrowth(allItems, lastIndexMonth, allItemsYears, ALL_ITEMS_SOURCE),
    },
  }
}

/** One month of the net rate a line */
export function serializeRates(data: RatesData): string {
  const { months, ...net } = data.netRate
  const head = JSON.stringify({ treasury: data.treasury, medicalCare: data.medicalCare, allItems: data.allItems }, null, 1)
  return `${head.slice(0, -2)},\n "netRate": ${JSON.stringify(net).slice(0, -1)},"months":[\n${months.map((row) => JSON.stringify(row)).join(',\n')}]}\n}\n`
}

export const projectPath = (file: string) => path.join(root, file)

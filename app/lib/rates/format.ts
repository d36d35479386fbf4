import { longCalendarMonth } from '~/lib/booking/zoned-time'
import { formatIsoDate } from '~/lib/places/format'
import { type AVERAGE_WINDOWS, type RatesData, YIELD_MATURITIES, type YieldMaturity } from './types'

/** Where the derived file is served (public/data/rates.json) */
export const RATES_PATH = '/data/rates.json'

/** "4.72%" (two decimals, as Treasury publishes yields) */
export const formatRate = (percent: number) => `${percent.toFixed(2)}%`

/** "2026-03" -> "March 2026" */
export function formatMonth(month: string): string {
  return longCalendarMonth(month)
}

/** The par yield of a maturity on the latest date in the data */
export function latestYield(data: RatesData, maturity: YieldMaturity): number {
  return data.treasury.latest[YIELD_MATURITIES.indexOf(maturity)]!
}

/** The trailing average of a maturity's par yield over the last 1, 5 or 10 years */
export function averageYield(
  data: RatesData,
  years: (typeof AVERAGE_WINDOWS)[number],
  maturity: YieldMaturity,
): number {
  const window = data.treasury.averages.find((average) => average.years === years)
  if (!window) throw new Error(`No ${String(years)}-year average in the rates file`)
  return window.yields[YIELD_MATURITIES.indexOf(maturity)]!
}

/** "U.S. Department of the Treasury, Daily Treasury Par Yield Curve Rates, August 17, 2026" */
export const yieldCitation = (data: RatesData) => `${data.treasury.source}, ${formatIsoDate(data.treasury.date)}`

/** "..., seasonally adjusted, March 2016 to March 2026" */
export function growthCitation(source: string, growth: { from: string; to: string }): string {
  return `${source}, ${formatMonth(growth.from)} to ${formatMonth(growth.to)}`
}

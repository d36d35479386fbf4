/**
 * The shape of public/data/rates.json (written by `npm run data:rates` from sources/treasury and
 * sources/bls; never edited by hand), fetched by the calculator when needed. Rates are percent a year,
 * rounded to two decimals.
 */

interface RateInput {
  file: string
  sha256: string
}

interface RateSource {
  /** The publication, as it should be cited */
  source: string
  inputs: RateInput[]
}

/** Years to maturity of the par yields kept */
export const YIELD_MATURITIES = [1, 5, 10, 20, 30] as const
export type YieldMaturity = (typeof YIELD_MATURITIES)[number]

/** Trailing windows of the averages, in years */
export const AVERAGE_WINDOWS = [1, 5, 10] as const

interface YieldAverage {
  years: (typeof AVERAGE_WINDOWS)[number]
  /** first and last trading day in the window (ISO dates) */
  from: string
  to: string
  days: number
  /** one figure per maturity, in YIELD_MATURITIES order */
  yields: number[]
}

export interface GrowthFigure {
  /** compound average annual growth, percent */
  rate: number
  /** index months compared, "YYYY-MM" */
  from: string
  to: string
  years: number
}

export interface RatesData {
  treasury: RateSource & {
    /** the latest date in the data, ISO */
    date: string
    /** par yields on that date, in YIELD_MATURITIES order */
    latest: number[]
    averages: YieldAverage[]
  }
  /** the 10-year par yield (monthly average) minus the CPI-U's change over twelve months: [month, yield, inflation, net]; inflation and net are null where an index month is missing */
  netRate: RateSource & { months: [string, number, number | null, number | null][] }
  medicalCare: RateSource & { seasonallyAdjusted: true; growth: GrowthFigure[] }
  allItems: RateSource & { seasonallyAdjusted: false; growth: GrowthFigure }
}

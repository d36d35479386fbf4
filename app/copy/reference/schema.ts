/** The shapes of the calculator's reference data, derived by scripts/data/calculator (npm run data:calculator). */

export type LifeTableSex = 'total' | 'male' | 'female'

export interface LifeTableData {
  source: { title: string; publisher: string; series: string; published: string; doi: string; year: number }
  /** The last age of the table: its row is the open interval "this age and over" */
  lastAge: number
  /** lx (survivors to exact age x of 100,000 born) and ex (expectation of life at x), indexed by age */
  tables: Record<LifeTableSex, { lx: number[]; ex: number[] }>
}

export interface CpiInflation {
  source: { series: string; publisher: string; measure: string }
  firstYear: number
  lastYear: number
  firstIndex: number
  lastIndex: number
  /** (last / first)^(1 / (lastYear - firstYear)) - 1, as a fraction */
  averageAnnualChange: number
}

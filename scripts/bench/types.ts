/** One line of the `npm run bench` table. */
export interface BenchRow {
  area: string
  metric: string
  value: string
  /** e.g. "<= 10 µs" */
  budget?: string
  /** whether the value meets the budget, when there is one */
  ok?: boolean
}

export type Bench = () => Promise<BenchRow[]>

import lifeTables from '~/content/reference/life-tables-2023.generated.json'
import type { LifeTableData, LifeTableSex } from '~/content/reference/schema'

const DATA = lifeTables as LifeTableData

/** The table the calculator uses, for its citation beside every result that uses it. */
export const LIFE_TABLE_SOURCE = DATA.source

function table(sex: LifeTableSex) {
  return DATA.tables[sex]
}

/** l(y), survivors to exact age y; the row for the last age stands for the open interval, and l(y) = 0 beyond it. */
export function survivors(sex: LifeTableSex, age: number): number {
  if (!Number.isInteger(age) || age < 0) throw new Error(`Life table age must be a whole number of years, not ${String(age)}`)
  return age > DATA.lastAge ? 0 : table(sex).lx[age]!
}

/** e(x), the remaining life expectancy at a whole age x, unrounded. */
export function lifeExpectancy(sex: LifeTableSex, age: number): number {
  if (!Number.isInteger(age) || age < 0 || age > DATA.lastAge) throw new Error(`Life expectancy needs a whole age from 0 to ${String(DATA.lastAge)}, not ${String(age)}`)
  return table(sex).ex[age]!
}

/** S_k = (l(x+k-1) + l(x+k)) / (2 l(x)): the probability of being alive during year k after age x. */
export function survivalDuringYear(sex: LifeTableSex, age: number, year: number): number {
  return (survivors(sex, age + year - 1) + survivors(sex, age + year)) / (2 * survivors(sex, age))
}

import type { LifeTableData, LifeTableSex } from '~/content/reference/schema'

/**
 * The life tables load on demand: at about 4.7 KB gzipped they are the calculator's largest data, and the
 * page's first figures (the worked example, to a stated age) do not need them. The page asks for them once
 * it has hydrated; every function below needs them loaded.
 */
let data: LifeTableData | undefined

export async function loadLifeTables(): Promise<void> {
  data ??= (await import('~/content/reference/life-tables-2023.generated.json')).default as LifeTableData
}

export function lifeTablesLoaded(): boolean {
  return data !== undefined
}

function loaded(): LifeTableData {
  if (!data) throw new Error('The life tables are not loaded yet: await loadLifeTables() first')
  return data
}

/** The table the calculator uses, for its citation beside every result that uses it. */
export function lifeTableSource(): LifeTableData['source'] {
  return loaded().source
}

function table(sex: LifeTableSex) {
  return loaded().tables[sex]
}

/** l(y), survivors to exact age y; the row for the last age stands for the open interval, and l(y) = 0 beyond it. */
export function survivors(sex: LifeTableSex, age: number): number {
  if (!Number.isInteger(age) || age < 0) throw new Error(`Life table age must be a whole number of years, not ${String(age)}`)
  return age > loaded().lastAge ? 0 : table(sex).lx[age]!
}

/** e(x), the remaining life expectancy at a whole age x, unrounded. */
export function lifeExpectancy(sex: LifeTableSex, age: number): number {
  const { lastAge } = loaded()
  if (!Number.isInteger(age) || age < 0 || age > lastAge) throw new Error(`Life expectancy needs a whole age from 0 to ${String(lastAge)}, not ${String(age)}`)
  return table(sex).ex[age]!
}

/** S_k = (l(x+k-1) + l(x+k)) / (2 l(x)): the probability of being alive during year k after age x. */
export function survivalDuringYear(sex: LifeTableSex, age: number, year: number): number {
  return (survivors(sex, age + year - 1) + survivors(sex, age + year)) / (2 * survivors(sex, age))
}

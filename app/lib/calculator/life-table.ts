import type { LifeTableData, LifeTableSex } from '~/copy/reference/schema'

// Loaded on demand once the page hydrates: 4.7 KB gzipped, and the first figures do not need them.
let data: LifeTableData | undefined

export async function loadLifeTables(): Promise<void> {
  data ??= (await import('~/copy/reference/life-tables-2023.generated.json')).default as LifeTableData
}

export function lifeTablesLoaded(): boolean {
  return data !== undefined
}

function loaded(): LifeTableData {
  if (!data) throw new Error('The life tables are not loaded yet: await loadLifeTables() first')
  return data
}

export function lifeTableSource(): LifeTableData['source'] {
  return loaded().source
}

function table(sex: LifeTableSex) {
  return loaded().tables[sex]
}

/** l(y), survivors to exact age y; the row for the last age stands for the open interval, and l(y) = 0 beyond it. */
export function survivors(sex: LifeTableSex, age: number): number {
  if (!Number.isInteger(age) || age < 0)
    throw new Error(`Life table age must be a whole number of years, not ${String(age)}`)
  return age > loaded().lastAge ? 0 : table(sex).lx[age]!
}

export function lifeExpectancy(sex: LifeTableSex, age: number): number {
  const { lastAge } = loaded()
  if (!Number.isInteger(age) || age < 0 || age > lastAge)
    throw new Error(`Life expectancy needs a whole age from 0 to ${String(lastAge)}, not ${String(age)}`)
  return table(sex).ex[age]!
}

export function survivalDuringYear(sex: LifeTableSex, age: number, year: number): number {
  return (survivors(sex, age + year - 1) + survivors(sex, age + year)) / (2 * survivors(sex, age))
}

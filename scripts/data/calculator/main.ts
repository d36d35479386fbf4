/**
 * npm run data:calculator: derives the calculator's reference data (app/copy/reference/*.generated.json)
 * from the NCHS life tables in sources/nchs and the BLS CPI-U annual averages in sources/bls.
 */
import fs from 'node:fs'
import { CPI_FILE, deriveCpiInflation, deriveLifeTables, LIFE_TABLE_FILE, serializeCpiInflation, serializeLifeTables } from './derive'

const lifeTables = deriveLifeTables()
const inflation = deriveCpiInflation()
fs.writeFileSync(LIFE_TABLE_FILE, serializeLifeTables(lifeTables))
fs.writeFileSync(CPI_FILE, serializeCpiInflation(inflation))
const e0 = (['total', 'male', 'female'] as const).map((sex) => `${sex} ${lifeTables.tables[sex].ex[0]!.toFixed(1)}`).join(', ')
console.log(`Life tables ${String(lifeTables.source.year)}: e(0) ${e0}. CPI-U ${String(inflation.firstYear)}-${String(inflation.lastYear)}: ${(inflation.averageAnnualChange * 100).toFixed(2)}% a year.`)

/**
 * npm run data:rates: derives public/data/rates.json (Treasury par yields, the 10-year yield net of
 * CPI-U inflation, medical-care and all-items CPI-U growth) from sources/treasury and sources/bls (see
 * their READMEs). Exits non-zero, naming the row, when a source does not check out.
 */
import fs from 'node:fs'
import { deriveRates, projectPath, RATES_FILE, serializeRates } from './derive'

const data = deriveRates()
fs.writeFileSync(projectPath(RATES_FILE), serializeRates(data))
console.log(`Rates to ${data.treasury.date} and CPI-U to ${data.allItems.growth.to} written to ${RATES_FILE}.`)

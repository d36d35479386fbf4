/**
 * npm run data:labor: derives app/copy/labor/laus-2024.generated.json from the BLS LAUS county
 * file in sources/bls (see sources/bls/README.md). Exits non-zero, naming each row, when the file
 * does not check out against itself or the place data.
 */
import fs from 'node:fs'
import { deriveLaborData, LABOR_DATA_FILE, serializeLaborData } from './derive'

const data = deriveLaborData()
fs.writeFileSync(LABOR_DATA_FILE, serializeLaborData(data))
console.log(`${String(Object.keys(data.counties).length)} counties written to ${LABOR_DATA_FILE} (${data.vintage}).`)

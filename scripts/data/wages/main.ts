/**
 * npm run data:wages: derives the OEWS May 2024 wage files (public/data/wages/, app/copy/labor/
 * oews-2024.generated.json) from sources/oews and sources/bls (see their READMEs). Exits non-zero,
 * naming the row, when a source does not check out.
 */
import fs from 'node:fs'
import path from 'node:path'
import { deriveWages, projectPath, WAGES_DIR, wageFiles } from './derive'

const derived = await deriveWages()
fs.rmSync(projectPath(WAGES_DIR), { recursive: true, force: true })
for (const [file, text] of wageFiles(derived)) {
  fs.mkdirSync(path.dirname(projectPath(file)), { recursive: true })
  fs.writeFileSync(projectPath(file), text)
}
console.log(
  `${String(derived.index.metros.length)} metros, the nation and ${String(derived.index.occupations.length)} occupations written to ${WAGES_DIR} (${derived.index.vintage}).`,
)

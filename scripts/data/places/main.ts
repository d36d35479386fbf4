/**
 * npm run data:places: derives app/copy/places/places.generated.json and public/maps/{state}.svg
 * from the Census and OMB files in sources/census, and prints what it could not match on its own.
 * Exits non-zero while any served city is unmatched or ambiguous without an override.
 */
import fs from 'node:fs'
import path from 'node:path'
import { derivePlaces } from './derive'
import { outlinePath, PLACE_DATA_FILE, serializePlaceData } from './output'

const { data, outlines, report } = derivePlaces()

for (const { key, censusName, reason } of report.overridden) console.log(`override  ${key.padEnd(28)} ${censusName}: ${reason}`)
for (const line of report.countyDisagreements) console.log(`county    ${line}`)
for (const key of report.unmatched) console.error(`UNMATCHED ${key}: no Census place or county subdivision has this name`)
for (const { key, candidates } of report.ambiguous) console.error(`AMBIGUOUS ${key}: ${candidates.join(' | ')}`)
if (report.unmatched.length || report.ambiguous.length) {
  console.error(`\n${String(report.unmatched.length)} unmatched, ${String(report.ambiguous.length)} ambiguous: add each to scripts/data/places/overrides.ts with its reason.`)
  process.exit(1)
}

fs.writeFileSync(PLACE_DATA_FILE, serializePlaceData(data))
for (const [usps, svg] of outlines) {
  fs.mkdirSync(path.dirname(outlinePath(usps)), { recursive: true })
  fs.writeFileSync(outlinePath(usps), svg)
}
console.log(`\n${String(data.cities.length)} cities, ${String(Object.keys(data.counties).length)} counties, ${String(outlines.size)} state maps written.`)

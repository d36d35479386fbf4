/**
 * Checks the legal reference data against its schemas and against the Census county list:
 *   npx tsx scripts/data/check-law.ts [ST ...]
 * - every district file parses; every county FIPS exists in the 2025 Gazetteer, lies in the file's
 *   state and carries the Gazetteer's name; every county of the state is in exactly one district
 *   (and one division where the district has divisions);
 * - every state law file parses, with one row per topic at most.
 */
import fs from 'node:fs'
import path from 'node:path'
import { StateDistrictsSchema, StateLawSchema } from '../../app/copy/law/schema'

const root = path.resolve(import.meta.dirname, '../..')
const gazetteer = fs.readFileSync(path.join(root, 'sources/census/2025_Gaz_counties_national.txt'), 'utf8').trim().split('\n').slice(1)
const countiesByState = new Map<string, Map<string, string>>()
for (const line of gazetteer) {
  const [usps, geoid, , , name] = line.split('|')
  if (!usps || !geoid || !name || usps === 'PR') continue
  if (!countiesByState.has(usps)) countiesByState.set(usps, new Map())
  countiesByState.get(usps)!.set(geoid, name.trim())
}

const only = process.argv.slice(2).map((code) => code.toUpperCase())
const problems: string[] = []
const lawDir = path.join(root, 'app/copy/law')

for (const file of fs.readdirSync(path.join(lawDir, 'districts')).filter((name) => name.endsWith('.json')).sort()) {
  const code = file.slice(0, -5).toUpperCase()
  if (only.length && !only.includes(code)) continue
  const parsed = StateDistrictsSchema.safeParse(JSON.parse(fs.readFileSync(path.join(lawDir, 'districts', file), 'utf8')))
  if (!parsed.success) {
    problems.push(`districts/${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`)
    continue
  }
  if (parsed.data.state !== code) problems.push(`districts/${file}: state ${parsed.data.state} does not match the file name`)
  const known = countiesByState.get(code) ?? new Map<string, string>()
  const seen = new Map<string, string>()
  for (const district of parsed.data.districts) {
    const groups = district.divisions ?? [{ name: '(no divisions)', counties: district.counties ?? {} }]
    for (const group of groups) {
      for (const [fips, name] of Object.entries(group.counties)) {
        const where = `${district.name} / ${group.name}`
        if (!known.has(fips)) problems.push(`districts/${file}: ${where}: ${fips} (${name}) is not a county of ${code}`)
        else if (known.get(fips) !== name) problems.push(`districts/${file}: ${where}: ${fips} is "${known.get(fips)}" in the Gazetteer, not "${name}"`)
        if (seen.has(fips)) problems.push(`districts/${file}: ${fips} (${name}) is in both ${seen.get(fips)} and ${where}`)
        seen.set(fips, where)
      }
    }
  }
  for (const [fips, name] of known) if (!seen.has(fips)) problems.push(`districts/${file}: ${fips} ${name} is in no district`)
}

for (const file of fs.readdirSync(path.join(lawDir, 'states')).filter((name) => name.endsWith('.json')).sort()) {
  const code = file.slice(0, -5).toUpperCase()
  if (only.length && !only.includes(code)) continue
  const parsed = StateLawSchema.safeParse(JSON.parse(fs.readFileSync(path.join(lawDir, 'states', file), 'utf8')))
  if (!parsed.success) {
    problems.push(`states/${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`)
    continue
  }
  if (parsed.data.state !== code) problems.push(`states/${file}: state ${parsed.data.state} does not match the file name`)
  const topics = parsed.data.rules.map((rule) => rule.topic)
  for (const topic of new Set(topics)) if (topics.filter((t) => t === topic).length > 1) problems.push(`states/${file}: topic ${topic} appears more than once`)
}

if (problems.length) {
  console.error(problems.join('\n'))
  console.error(`\n${problems.length} problem(s)`)
  process.exit(1)
}
console.log('law data: no problems')

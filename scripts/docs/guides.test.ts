import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

/** The README as it stood before it was split by reader (kept as a fixture, so the check needs no git history). */
const before = read('tests/fixtures/docs/readme-before-split.md')
const GUIDES = ['README.md', 'docs/editing.md', 'docs/operations.md', 'docs/development.md']
const guides = GUIDES.map(read).join('\n')

/**
 * Figures that a later change replaced on purpose, with what stands in their place now. A figure leaves the
 * guides only through this list, so a loss is a decision someone wrote down, not an accident.
 */
const SUPERSEDED: Record<string, string> = {
  // Issue 39 (decision 022): the deploy directory's file budget and the incremental build's budget.
  '70,000 files': '30,000 files',
  '30 s': 'budget 5 s',
  // Issue 52 (decision 008's budgets for islands): React Router left the framework chunk, and the site's code is
  // measured per island; the largest, the calculator's, stands where the whole site's code did.
  '108.6 KB': '67.3 KB',
  '36.6 KB': '16.8 KB',
}
// Issue 39 item 7: the site's own copy, the content store and the schemas were renamed; issue 51 renamed the
// content store again (decision 040), so a path goes through both renames in order.
const RENAMED: ReadonlyArray<readonly [string, string]> = [
  ['app/lib/content/', 'app/lib/content-store/'],
  ['app/lib/content-store/', 'app/lib/content-folder/'],
  ['app/config/content-files', 'app/config/content-schema/files'],
  ['app/config/content-schemas', 'app/config/content-schema/schemas'],
  ['app/config/content-types', 'app/config/content-schema/types'],
  ['app/content/', 'app/copy/'],
]
const today = (value: string) =>
  RENAMED.reduce((current, [before, after]) => current.replace(before, after), SUPERSEDED[value] ?? value)

const unique = (values: Iterable<string>) => [...new Set(values)].sort()
const matches = (text: string, pattern: RegExp, group = 1) =>
  unique([...text.matchAll(pattern)].map((m) => m[group] ?? ''))

/** Every environment variable, npm script, path and budget figure the text names. */
function namedFacts(text: string) {
  return {
    variables: matches(text, /`([A-Z][A-Z0-9_]{2,})`/g),
    scripts: matches(text, /npm run ([a-z][\w:-]*)/g),
    paths: matches(text, /`([^`\s]*\/[^`\s]*)`/g),
    figures: matches(text, /(\d[\d,.]*\s(?:KB|MB|GB|ms|s|files|pages|seconds))\b/g),
  }
}

describe('the README split by reader', () => {
  it('keeps the README short and links the three guides', () => {
    const readme = read('README.md')
    expect(readme.trimEnd().split('\n').length).toBeLessThan(80)
    for (const guide of GUIDES.slice(1)) expect(readme).toContain(`](${guide})`)
    expect(readme).toContain('npm install && npm start')
    expect(readme).toContain('npm test')
  })

  it('finds the facts it checks in the old README', () => {
    const facts = namedFacts(before)
    expect(facts.variables).toEqual(expect.arrayContaining(['SITE_URL', 'DATABASE_URL', 'LEAD_RETENTION_DAYS']))
    expect(facts.scripts).toEqual(expect.arrayContaining(['leads:export', 'bench', 'edit']))
    expect(facts.paths).toEqual(expect.arrayContaining(['app/config/site-config.ts', 'build/client/']))
    expect(facts.figures).toEqual(expect.arrayContaining(['150 KB', '300 ms']))
  })

  for (const [kind, values] of Object.entries(namedFacts(before))) {
    it(`loses none of the old README's ${kind}`, () => {
      const lost = values.filter((value) => !guides.includes(today(value)))
      expect(lost).toEqual([])
    })
  }

  it('has no line that introduces nothing (a label followed by another heading or label)', () => {
    for (const guide of GUIDES) {
      const lines = read(guide).split('\n')
      lines.forEach((line, index) => {
        if (!line.endsWith(':') || line.startsWith('|')) return
        const next = lines.slice(index + 1).find((candidate) => candidate.trim() !== '')
        expect(next?.endsWith(':') && !next.startsWith('|') ? `${guide}:${String(index + 1)} ${line}` : '').toBe('')
      })
    }
  })
})

/**
 * content/firm/principal.yaml is the one place that names the principal and the principal's
 * credentials: a firm that replaces it must not leave the sample expert's name or credentials anywhere
 * else in the sources or the other content files (which write {{principal.name}} instead).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { siteConfig } from '~/config/site-config'
import { principal as readPrincipal } from '../content-folder/firm-content.server'
import { principalProfile } from './principal-profile.server'

const ROOT = path.resolve(__dirname, '../../..')
const PROFILE = path.join('content', 'firm', 'principal.yaml')
/** The team's own files: they may hold the same credential abbreviations (a colleague may hold the same certification), never the principal's name. */
const TEAM_FOLDER = path.join('content', 'firm', 'people')
const isTeamFile = (file: string) => path.dirname(file) === TEAM_FOLDER
const SOURCE_DIRECTORIES = ['app', 'server', 'scripts', 'tests', 'public', 'docs', 'content']
const SOURCE_EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|json|css|html|svg|md|txt|yaml)$/
const ROOT_FILES = [
  'README.md',
  'package.json',
  'vite.config.ts',
  'eslint.config.js',
  'vitest.config.ts',
  'tsconfig.json',
]

function sourceFiles(): string[] {
  const nested = SOURCE_DIRECTORIES.flatMap((directory) =>
    fs
      .readdirSync(path.join(ROOT, directory), { recursive: true, encoding: 'utf8' })
      .map((relative) => path.join(directory, relative))
      .filter((relative) => SOURCE_EXTENSIONS.test(relative) && fs.statSync(path.join(ROOT, relative)).isFile()),
  )
  return [...ROOT_FILES.filter((file) => fs.existsSync(path.join(ROOT, file))), ...nested]
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
/** A term as a whole word: a surname is not found inside a longer word, nor an abbreviation inside a longer one. */
const wholeWord = (term: string) => new RegExp(`(?<![A-Za-z0-9])${escape(term)}(?![A-Za-z0-9])`)

const principal = readPrincipal()
const givenNames = principal.name.replace(principal.honorific, '').replace(principal.surname, '').trim()
/** What identifies the sample expert: the name in its forms and each publication. */
const IDENTIFYING_TERMS = [
  principal.name,
  principal.surname,
  givenNames,
  ...principal.publications.map((publication) => publication.title),
]
/** The principal's credential abbreviations: only the profile and the team's own files may write them. */
const CREDENTIAL_TERMS = [
  ...new Set([
    ...principal.degrees.map((degree) => degree.abbreviation),
    ...principal.certifications.map((certification) => certification.abbreviation),
  ]),
]

describe('content/firm/principal.yaml is the single source of the principal and credentials', () => {
  const files = sourceFiles()

  test('the scan covers the sources', () => {
    expect(files).toContain(PROFILE)
    expect(files).toContain(path.join('app', 'lib', 'firm', 'principal-profile.server.ts'))
    expect(files).toContain(path.join('content', 'references.yaml'))
    expect(files.length).toBeGreaterThan(200)
  })

  test.each(IDENTIFYING_TERMS)('"%s" appears in no source file other than the profile', (term) => {
    const pattern = wholeWord(term)
    const offenders = files.filter(
      (file) => file !== PROFILE && pattern.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
    )
    expect(offenders).toEqual([])
    expect(pattern.test(fs.readFileSync(path.join(ROOT, PROFILE), 'utf8')) || principal.name.includes(term)).toBe(true)
  })

  test.each(CREDENTIAL_TERMS)(
    '"%s" appears in no source file other than the profile and the team\'s own files',
    (term) => {
      const pattern = wholeWord(term)
      const offenders = files.filter(
        (file) => file !== PROFILE && !isTeamFile(file) && pattern.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
      )
      expect(offenders).toEqual([])
      expect(pattern.test(fs.readFileSync(path.join(ROOT, PROFILE), 'utf8'))).toBe(true)
    },
  )

  test("the team's files may share the principal's credentials but never name the principal", () => {
    const teamFiles = files.filter(isTeamFile)
    expect(teamFiles.length).toBeGreaterThan(0)
    expect(
      teamFiles.some((file) =>
        CREDENTIAL_TERMS.some((term) => wholeWord(term).test(fs.readFileSync(path.join(ROOT, file), 'utf8'))),
      ),
    ).toBe(true)
    for (const term of IDENTIFYING_TERMS)
      for (const file of teamFiles)
        expect(wholeWord(term).test(fs.readFileSync(path.join(ROOT, file), 'utf8')), `${term} in ${file}`).toBe(false)
  })

  test('the profile the pages show takes its name, title and headline credentials from the file', () => {
    const profile = principalProfile()
    expect(profile.name).toBe(principal.name)
    expect(profile.title).toBe(principal.title)
    const headline = principal.certifications.filter((certification) => certification.headline)
    expect(profile.credentials).toEqual([
      `${principal.degrees[0]?.abbreviation ?? ''}, ${principal.degrees[0]?.field ?? ''}`,
      ...headline.map((certification) => `${certification.name} (${certification.abbreviation})`),
    ])
  })
})

describe('the sample identity is evidently a placeholder', () => {
  test('example.com addresses and a 555-01xx number', () => {
    expect(siteConfig.email).toMatch(/@[a-z0-9.-]+\.example\.com$/)
    expect(siteConfig.siteUrl).toMatch(/\.example\.com$/)
    expect(siteConfig.phone).toMatch(/555-01\d\d$/)
  })

  test('an invented street address', () => {
    expect(siteConfig.address.street).toMatch(/Fictitious/)
  })
})

describe("the site's own copy leaves the principal's pronouns to the content files", () => {
  test('no page copy module hard-codes a pronoun for the principal', () => {
    const modules = [
      'app/copy/about.ts',
      'app/copy/home.ts',
      'app/copy/experience.ts',
      'app/lib/firm/principal-profile.server.ts',
      'app/lib/firm/staffing.server.ts',
    ]
    for (const file of modules) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
      expect(text, file).not.toMatch(/\b(She|Her|Hers|He|His|Him)\b/)
      expect(text, file).not.toMatch(
        /\b(she|her|hers|he|his|him) (is|was|has|works|worked|founded|testified|signs|reviews)\b/,
      )
    }
  })
})

/**
 * Tests written against surviving mutants (npm run mutation): each problem the content check can
 * report, with its exact wording, on small made-up content (the real content is sound, so it
 * exercises none of them).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import YAML from 'yaml'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONTENT_DIR_ENV } from '~/config/content-schema/files'

const content = vi.hoisted(() => ({
  catalog: [] as Record<string, unknown>[],
  services: {} as Record<string, unknown>,
  caseTypes: [] as unknown[],
  states: [] as unknown[],
  references: [] as Record<string, unknown>[],
  testimonials: [] as Record<string, unknown>[],
}))

vi.mock('~/copy/service-catalog', async (importOriginal) => ({
  ...(await importOriginal<typeof import('~/copy/service-catalog')>()),
  get SERVICE_CATALOG() {
    return content.catalog
  },
}))
vi.mock('~/copy/case-types', () => ({
  get CASE_TYPE_VOCABULARY() {
    return content.caseTypes
  },
}))
vi.mock('./locations', () => ({ listStates: () => content.states }))

const { MIN_CITIES, MIN_STATES, assertContentValid, findContentProblems } = await import('./validate')

/** A catalog entry: only the slug and whether the service is live vary in these tests. */
const entry = (slug: string, live: boolean) => ({
  id: slug,
  slug,
  title: `Service ${slug}`,
  icon: 'scale',
  group: 'litigation',
  live,
  summary: 'One sentence.',
})

const reference = (id: string, caseType: string) => ({
  id,
  role: 'Partner',
  firm: 'A litigation firm',
  location: 'Ohio',
  text: 'Clear and careful.',
  caseType,
})
const testimonial = (id: string, service: string) => ({
  id,
  role: 'Owner',
  organization: 'A family business',
  text: 'Plain answers.',
  service,
})

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ')

function service(overrides: Record<string, unknown> = {}) {
  return {
    description: words(150),
    features: ['one', 'two', 'three', 'four'],
    caseTypes: ['Personal Injury', 'Wrongful Death', 'Employment'],
    metaDescription: 'A short summary.',
    ...overrides,
  }
}

const caseType = (slug: string, name: string) => ({ slug, name, summary: 'Summary.', questions: ['a?', 'b?', 'c?'] })

/** 51 states of 20 cities each: 1020 cities. */
function states(count = MIN_STATES, citiesEach = 20) {
  return Array.from({ length: count }, (_, s) => ({
    name: `State ${s}`,
    slug: `state-${s}`,
    abbreviation: String.fromCharCode(65 + Math.floor(s / 26), 65 + (s % 26)),
    cities: Array.from({ length: citiesEach }, (_, c) => ({ name: `City ${c}`, slug: `city-${c}` })),
  }))
}

/**
 * The content folder the check reads: a copy of the real one (so the files these tests do not vary are
 * sound) in a fresh temporary folder named "content", with the service texts, references and
 * testimonials of the test written as files, as an editor would.
 */
const folders: string[] = []
function writeContentFolder(): void {
  const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'validate-')), 'content')
  fs.cpSync(path.resolve('content'), folder, { recursive: true })
  fs.rmSync(path.join(folder, 'services'), { recursive: true })
  fs.mkdirSync(path.join(folder, 'services'))
  for (const [slug, text] of Object.entries(content.services)) {
    const { description, ...front } = text as Record<string, unknown>
    fs.writeFileSync(
      path.join(folder, 'services', `${slug}.md`),
      `---\n${YAML.stringify(front)}---\n${String(description)}\n`,
    )
  }
  fs.writeFileSync(path.join(folder, 'references.yaml'), YAML.stringify({ references: content.references }))
  fs.writeFileSync(path.join(folder, 'testimonials.yaml'), YAML.stringify({ testimonials: content.testimonials }))
  folders.push(folder)
  vi.stubEnv(CONTENT_DIR_ENV, folder)
}
const findContentProblemsInFiles = () => {
  writeContentFolder()
  return findContentProblems()
}

afterEach(() => {
  vi.unstubAllEnvs()
  for (const folder of folders.splice(0)) fs.rmSync(path.dirname(folder), { recursive: true, force: true })
})

beforeEach(() => {
  content.catalog = [entry('alpha', true), entry('beta', false)]
  content.services = { alpha: service() }
  content.caseTypes = [
    caseType('personal-injury', 'Personal Injury'),
    caseType('wrongful-death', 'Wrongful Death'),
    caseType('employment', 'Employment'),
  ]
  content.states = states()
  content.references = [reference('ref-one', 'Personal Injury')]
  content.testimonials = [testimonial('client-one', 'alpha')]
})

describe('findContentProblems', () => {
  it('finds nothing wrong with sound content, at exactly the minimum counts', () => {
    expect(MIN_STATES).toBe(51)
    expect(MIN_CITIES).toBe(1015)
    content.states = states()
    ;(content.states[0] as { cities: unknown[] }).cities.length = 15 // 1015 cities in all
    expect(findContentProblemsInFiles()).toEqual([])
    writeContentFolder()
    expect(() => assertContentValid()).not.toThrow()
  })

  it('names a duplicate service slug once, however often it repeats', () => {
    content.catalog = [entry('alpha', true), entry('alpha', true), entry('alpha', false)]
    expect(findContentProblemsInFiles()).toEqual(['duplicate service slug: alpha'])
  })

  it('checks each catalog entry against its schema, named by its slug', () => {
    content.catalog = [entry('alpha', true), { ...entry('beta', false), icon: 'rocket', summary: ' ' }]
    const problems = findContentProblemsInFiles()
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/^service catalog beta\.icon: /)
    expect(problems[1]).toMatch(/^service catalog beta\.summary: /)
  })

  it('requires content for live services only', () => {
    content.catalog = [entry('alpha', true), entry('gamma', true), entry('delta', false)]
    expect(findContentProblemsInFiles()).toEqual([
      'content/services/gamma.md: the file is missing (every live service in app/copy/service-catalog.ts needs its text)',
    ])
  })

  it('wants descriptions of 150 to 300 words', () => {
    content.services = { alpha: service({ description: words(300) }) }
    expect(findContentProblemsInFiles()).toEqual([])
    content.services = { alpha: service({ description: `  ${words(149)}  ` }) }
    expect(findContentProblemsInFiles()).toEqual([
      'content/services/alpha.md: description: description must be 150-300 words',
    ])
    content.services = { alpha: service({ description: words(149).replaceAll(' ', ' \n ') }) }
    expect(findContentProblemsInFiles()).toEqual([
      'content/services/alpha.md: description: description must be 150-300 words',
    ])
    content.services = { alpha: service({ description: words(100).replaceAll(' ', '  ') }) }
    expect(findContentProblemsInFiles()).toEqual([
      'content/services/alpha.md: description: description must be 150-300 words',
    ])
    content.services = { alpha: service({ description: words(301) }) }
    expect(findContentProblemsInFiles()).toEqual([
      'content/services/alpha.md: description: description must be 150-300 words',
    ])
  })

  it('checks the shape of service content, with the path of each problem', () => {
    content.services = {
      alpha: service({
        features: ['one', 'two', 'three'],
        caseTypes: [
          'Personal Injury',
          'Wrongful Death',
          'Employment',
          'Personal Injury',
          'Wrongful Death',
          'Employment',
          'Employment',
        ],
        metaDescription: 'x'.repeat(161),
      }),
    }
    const problems = findContentProblemsInFiles()
    expect(problems).toHaveLength(3)
    expect(problems[0]).toMatch(/^content\/services\/alpha\.md: features: /)
    expect(problems[1]).toMatch(/^content\/services\/alpha\.md: caseTypes: /)
    expect(problems[2]).toMatch(/^content\/services\/alpha\.md: metaDescription: /)
    content.services = {
      alpha: service({
        features: Array(8).fill('f'),
        metaDescription: 'x'.repeat(160),
        methods: [{ name: 'm', detail: ' ' }],
      }),
    }
    expect(findContentProblemsInFiles()).toEqual([
      expect.stringMatching(/^content\/services\/alpha\.md: methods\[0\]\.detail: /),
    ])
  })

  it('names case types that are not in the vocabulary', () => {
    content.services = { alpha: service({ caseTypes: ['Personal Injury', 'Maritime', 'Employment'] }) }
    expect(findContentProblemsInFiles()).toEqual([
      'content/services/alpha.md: caseTypes[1]: "Maritime" is not a case type of app/copy/case-types.ts',
    ])
  })

  it('names a meta description two services share', () => {
    content.catalog = [entry('alpha', true), entry('gamma', true)]
    content.services = { alpha: service(), gamma: service() }
    expect(findContentProblemsInFiles()).toEqual(['two service texts share the metaDescription "A short summary."'])
  })

  it('refuses a service text whose file name is not a live service', () => {
    content.services = { alpha: service(), beta: service({ metaDescription: 'Another summary.' }) }
    expect(findContentProblemsInFiles()).toEqual([
      'content/services/beta.md: no live service in app/copy/service-catalog.ts has the slug "beta"',
    ])
  })

  it('checks case types: the slug, the questions, duplicates', () => {
    content.caseTypes = [
      caseType('personal-injury', 'Personal Injury'),
      caseType('wrongful-death', 'Wrongful Death'),
      caseType('employment', 'Employment'),
      caseType('Bad Slug', 'Bad'),
      { ...caseType('few-questions', 'Few'), questions: ['a?'] },
      caseType('employment', 'Employment again'),
    ]
    expect(findContentProblemsInFiles()).toEqual([
      'case type Bad Slug.slug: must be a lowercase kebab-case slug',
      expect.stringMatching(/^case type few-questions\.questions: /),
      'duplicate case type slug: employment',
    ])
  })

  it('names a case type without a slug by its position, and a problem with no path without a dot', () => {
    content.caseTypes = [
      ...content.caseTypes,
      { name: 'No slug', summary: 's', questions: ['a', 'b', 'c'] },
      'not an object',
    ]
    const problems = findContentProblemsInFiles()
    expect(problems[0]).toMatch(/^case type 3\.slug: /)
    expect(problems[1]).toMatch(/^case type 4: /)
    expect(problems[1]).not.toMatch(/^case type 4\./)
  })

  it('checks states and cities', () => {
    const list = states() as {
      name: string
      slug: string
      abbreviation: string
      cities: { name: string; slug: string; population?: number }[]
    }[]
    list[0]!.abbreviation = 'tx'
    list[1]!.cities[1]!.slug = 'city-0'
    list[1]!.cities[2]!.slug = 'city-0'
    list[2]!.cities[0]!.population = -5
    list[3]!.slug = 'state-4'
    content.states = list
    expect(findContentProblemsInFiles()).toEqual([
      expect.stringMatching(/^state state-0\.abbreviation: /),
      'state state-1: duplicate city slug city-0',
      expect.stringMatching(/^state state-2\.cities\.0\.population: /),
      'duplicate state slug: state-4',
    ])
  })

  it('names a state without a slug by its position', () => {
    const list = states() as { slug?: string }[]
    delete list[5]!.slug
    content.states = list
    expect(findContentProblemsInFiles()[0]).toMatch(/^state 5\.slug: /)
  })

  it('refuses a state slug that a top-level page or a legacy prefix already uses', () => {
    const list = states()
    list[0]!.slug = 'contact'
    list[1]!.slug = 'forensic-economist'
    list[2]!.slug = 'blog'
    content.states = list
    expect(findContentProblemsInFiles()).toEqual([
      'state slug "contact" collides with a top-level route',
      'state slug "forensic-economist" collides with a top-level route',
      'state slug "blog" collides with a top-level route',
    ])
  })

  it('wants at least 51 states and 1015 cities', () => {
    content.states = states(50, 21)
    expect(findContentProblemsInFiles()).toEqual(['only 50 states; expected at least 51'])
    content.states = states(51, 19)
    expect(findContentProblemsInFiles()).toEqual(['only 969 cities; expected at least 1015'])
    content.states = states()
    ;(content.states[0] as { cities: unknown[] }).cities.length = 14
    expect(findContentProblemsInFiles()).toEqual(['only 1014 cities; expected at least 1015'])
  })
})

describe('assertContentValid', () => {
  it('throws every problem, one per indented line', () => {
    content.catalog = [entry('alpha', true), entry('gamma', true)]
    content.states = states(50, 21)
    writeContentFolder()
    expect(() => assertContentValid()).toThrow(
      new Error(
        'Content check failed:\n  content/services/gamma.md: the file is missing (every live service in app/copy/service-catalog.ts needs its text)\n  only 50 states; expected at least 51',
      ),
    )
  })

  it('checks the references and testimonials: their shape, their ids and the live service a testimonial names', () => {
    content.references = [
      reference('ref-one', 'Personal Injury'),
      reference('ref-one', 'Maritime'),
      { ...reference('ref-two', 'Employment'), firm: '' },
    ]
    content.testimonials = [testimonial('client-one', 'alpha'), testimonial('client-two', 'beta')]
    expect(findContentProblemsInFiles()).toEqual([
      expect.stringMatching(/^content\/references\.yaml: references\[2\]\.firm: /),
      expect.stringMatching(
        /^content\/testimonials\.yaml: testimonials\[1\]\.service: "beta" is not a live service's slug$/,
      ),
    ])
    content.references = [reference('ref-one', 'Personal Injury'), reference('ref-one', 'Maritime')]
    expect(findContentProblemsInFiles()).toEqual(
      expect.arrayContaining(['content/references.yaml: references: the id "ref-one" is used twice']),
    )
  })
})

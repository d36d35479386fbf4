/**
 * A firm that replaces the firm's content files (content/firm/*.yaml, references.yaml,
 * testimonials.yaml: what tests/fixtures/alternate-firm holds, and nothing else) must find no trace of the sample
 * principal in what the site publishes: no page, JSON-LD block, AI copy, discovery file or script names
 * the sample expert or lists the sample credentials. The test copies the project, puts a second profile
 * in place, builds a sample of the site and reads every file the build wrote.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import YAML from 'yaml'
import type { AttorneyReference, Principal, TestimonyEntry } from '~/config/content-schema/types'
import {
  attorneyReferences,
  principal as samplePrincipal,
  testimony as sampleTestimony,
} from '~/lib/content-folder/firm-content.server'

const ALTERNATE = path.resolve('tests/fixtures/alternate-firm')
const readAlternate = <T>(file: string) => YAML.parse(fs.readFileSync(path.join(ALTERNATE, file), 'utf8')) as T
const alternate = {
  principal: readAlternate<Principal>('firm/principal.yaml'),
  matters: readAlternate<{ matters: TestimonyEntry[] }>('firm/testimony.yaml').matters,
}

const ROOT = path.resolve('.')
/** What the copy needs to build: the sources and configuration, not the tests, docs or raw datasets. */
const COPIED = [
  'app',
  'content',
  'public',
  'scripts',
  'server',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'vite.inbox.config.ts',
  'vite.islands.config.ts',
]
const TEXT_FILE = /\.(html|json|data|js|css|txt|xml|webmanifest|svg)$/

let copyRoot: string
let builtFiles: string[]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const wholeWord = (term: string) => new RegExp(`(?<![A-Za-z0-9])${escape(term)}(?![A-Za-z0-9])`)
const read = (relative: string) => fs.readFileSync(path.join(copyRoot, 'build', relative), 'utf8')

beforeAll(() => {
  fs.mkdirSync('.cache', { recursive: true })
  copyRoot = fs.mkdtempSync(path.resolve('.cache/profile-swap-'))
  for (const entry of COPIED) {
    if (!fs.existsSync(path.join(ROOT, entry))) continue
    fs.cpSync(path.join(ROOT, entry), path.join(copyRoot, entry), {
      recursive: true,
      filter: (source) => !/\.test\.tsx?$/.test(source),
    })
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copyRoot, 'node_modules'), 'dir')
  // The firm's one edit: its own principal, staff, testimony, references and testimonials in place of the
  // sample's, and none of the sample's team (this firm's testifying staff have no files of their own).
  fs.rmSync(path.join(copyRoot, 'content', 'firm', 'people'), { recursive: true, force: true })
  fs.cpSync(ALTERNATE, path.join(copyRoot, 'content'), { recursive: true })

  const build = spawnSync('npm', ['run', 'build'], {
    cwd: copyRoot,
    env: { ...process.env, NODE_ENV: 'production', PRERENDER_SAMPLE: '4000', BUILD_DIR: path.join(copyRoot, 'build') },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (build.status !== 0) throw new Error(`the build with the second profile failed:\n${build.stdout}\n${build.stderr}`)
  builtFiles = (fs.readdirSync(path.join(copyRoot, 'build'), { recursive: true, encoding: 'utf8' }) as string[]).filter(
    (relative) =>
      TEXT_FILE.test(relative) &&
      !relative.startsWith('server') &&
      fs.statSync(path.join(copyRoot, 'build', relative)).isFile(),
  )
}, 900_000)

afterAll(() => {
  if (copyRoot) fs.rmSync(copyRoot, { recursive: true, force: true })
})

const sample = samplePrincipal()
const SAMPLE_TERMS = [
  sample.name,
  sample.surname,
  ...sample.certifications.flatMap((certification) => [certification.abbreviation, certification.name]),
  ...sample.degrees.map((degree) => `${degree.abbreviation}, ${degree.field}`),
  ...sample.publications.map((publication) => publication.title),
  ...attorneyReferences().map((reference: AttorneyReference) => reference.text.slice(0, 60)),
  ...sampleTestimony().matters.flatMap((entry) => (entry.caption ? [entry.caption] : [])),
]

describe('a build with a second firm profile', () => {
  test('the build published pages, AI copies and discovery files', () => {
    expect(builtFiles).toContain(path.join('client', 'about', 'index.html'))
    expect(builtFiles).toContain(path.join('client', 'ai', 'pages', 'about.json'))
    expect(builtFiles.length).toBeGreaterThan(100)
  })

  test.each(SAMPLE_TERMS)('no built file still shows "%s"', (term) => {
    const pattern = wholeWord(term)
    const offenders = builtFiles.filter((relative) => pattern.test(read(relative)))
    expect(offenders).toEqual([])
  })

  test('the about page, its JSON-LD and its AI copy name the new principal, with the new pronouns and credentials', () => {
    const principal = alternate.principal
    const about = read('client/about/index.html')
    expect(about).toContain(principal.name)
    expect(about).toContain('Chartered Financial Analyst (CFA)')
    expect(about).toContain(`Before the firm, he spent a decade`)
    const person = [...about.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .flatMap(
        (match) =>
          (JSON.parse(match[1] ?? '{}') as { '@graph'?: { '@type': string; name?: string; jobTitle?: string }[] })[
            '@graph'
          ] ?? [],
      )
      .find((node) => node['@type'] === 'Person')
    expect(person).toMatchObject({ name: principal.name, jobTitle: principal.title })
    expect(read('client/ai/pages/about.json')).toContain(principal.name)
  })

  test('the CV PDF names the new principal with the new testimony list, and nothing of the sample', async () => {
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
    const document = await getDocument({
      data: new Uint8Array(fs.readFileSync(path.join(copyRoot, 'build/client/downloads/cv.pdf'))),
      isEvalSupported: false,
    }).promise
    const parts: string[] = []
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent()
      parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
    }
    await document.destroy()
    const text = parts.join(' ').replace(/\s+/g, ' ')
    expect(text).toContain(alternate.principal.name)
    for (const entry of alternate.matters) expect(text).toContain(entry.caption ?? 'Confidential matter')
    for (const term of SAMPLE_TERMS) expect(wholeWord(term).test(text), term).toBe(false)
  })

  test('the staffing statement and the counts follow the new staff', () => {
    const home = read('client/index.html')
    expect(home).toContain('The managing economist directs and signs every report.')
    expect(home).toContain('Three analysts prepare the calculations under review.')
  })
})

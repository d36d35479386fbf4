import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { CONTENT_DIR_ENV, CONTENT_FILES, SERVICES_FOLDER, TESTIMONIALS_FILE } from '~/config/content-schema/files'
import { collectContentReads } from './content-reads'
import {
  checkContent,
  collectionParts,
  ContentFileError,
  fieldPath,
  listCollectionEntries,
  parseContentText,
  readCollectionEntry,
  readContentFile,
  readSingleton,
} from './content-files.server'
import { derivedFromContent } from './derived-content'
import { ANONYMIZED_NOTICE, caseStudies, testimonials } from './firm-content.server'

const folders: string[] = []

/** A copy of the content folder, named "content", in a fresh temporary folder; the store reads it. */
function copyOfContent(): string {
  const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-folder-')), 'content')
  fs.cpSync(path.resolve('content'), folder, { recursive: true })
  folders.push(folder)
  vi.stubEnv(CONTENT_DIR_ENV, folder)
  return folder
}

afterEach(() => {
  vi.unstubAllEnvs()
  for (const folder of folders.splice(0)) fs.rmSync(path.dirname(folder), { recursive: true, force: true })
})

describe('the content files', () => {
  test.each(CONTENT_FILES.filter((spec) => spec.kind === 'singleton').map((spec) => [spec.path, spec] as const))(
    '%s matches its schema',
    (_path, spec) => {
      expect(() => readSingleton(spec)).not.toThrow()
    },
  )

  test('every service text matches its schema, its body being the description', () => {
    const entries = listCollectionEntries(SERVICES_FOLDER)
    expect(entries.length).toBe(20)
    for (const entry of entries) {
      const text = readCollectionEntry(SERVICES_FOLDER, entry)
      expect(text.description.split(/\n\n/).length, entry).toBeGreaterThanOrEqual(2)
      expect(text.description).not.toMatch(/^---/)
    }
  })

  test('every case study ends with the anonymization notice, which the file does not repeat', () => {
    for (const study of caseStudies()) expect(study.challenge.endsWith(ANONYMIZED_NOTICE)).toBe(true)
    expect(fs.readFileSync('content/case-studies.yaml', 'utf8')).not.toContain(ANONYMIZED_NOTICE)
  })
})

describe('a broken content file', () => {
  test('names the file, the field and the problem', () => {
    const folder = copyOfContent()
    const file = path.join(folder, 'testimonials.yaml')
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace(/(- id: county-economic-development[\s\S]*?\n\s+text: ).*\n/, '$1""\n'),
    )
    expect(() => testimonials()).toThrow(ContentFileError)
    expect(() => testimonials()).toThrow(/^content\/testimonials\.yaml: testimonials\[1\]\.text: /)
  })

  test('names a field the schema does not know, and a missing one', () => {
    const folder = copyOfContent()
    fs.writeFileSync(
      path.join(folder, 'testimonials.yaml'),
      'testimonials:\n  - id: one\n    role: Owner\n    organization: A family business\n    service: business-valuation\n    outcome: Won\n',
    )
    const error = (() => {
      try {
        readSingleton(TESTIMONIALS_FILE)
      } catch (caught) {
        return caught as ContentFileError
      }
    })()
    expect(error?.file).toBe('content/testimonials.yaml')
    expect(error?.problems).toEqual([
      expect.stringMatching(/^testimonials\[0\]\.text: /),
      expect.stringMatching(/^testimonials\[0\]: .*outcome/),
    ])
  })

  test('names the line of a YAML syntax error, and a missing file', () => {
    expect(() => parseContentText('testimonials:\n  - id: one\n   role: [unclosed\n', 'testimonials.yaml')).toThrow(
      /^content\/testimonials\.yaml: line \d+: /,
    )
    copyOfContent()
    expect(() => readContentFile('no-such-file.yaml', TESTIMONIALS_FILE.schema)).toThrow(
      'content/no-such-file.yaml: the file is missing',
    )
  })

  test('a problem with the whole file says so', () => {
    expect(() => checkContent('just a line of text', TESTIMONIALS_FILE.schema, 'testimonials.yaml')).toThrow(
      /^content\/testimonials\.yaml: \(the whole file\): /,
    )
  })
})

describe('the store', () => {
  test('reads Markdown as its front matter plus its body under the content field', () => {
    expect(
      parseContentText('---\nfeatures:\n  - one\n---\nFirst paragraph.\n\nSecond.\n', 'services/x.md', 'description'),
    ).toEqual({ features: ['one'], description: 'First paragraph.\n\nSecond.' })
    expect(parseContentText('Only a body.\n', 'services/x.md', 'description')).toEqual({ description: 'Only a body.' })
  })

  test('writes field paths as a reader does', () => {
    expect(fieldPath(['testimonials', 1, 'text'])).toBe('testimonials[1].text')
    expect(fieldPath([])).toBe('')
    expect(collectionParts('services/*.md')).toEqual({ folder: 'services', extension: '.md' })
    expect(() => collectionParts('services')).toThrow(/folder\/\*\.yaml/)
  })

  test('reports each file a page reads, including through a cached derivation', async () => {
    const derived = derivedFromContent(() => testimonials().length)
    const first = await collectContentReads(async () => derived())
    const second = await collectContentReads(async () => derived())
    expect(first.reads).toContain('testimonials.yaml')
    expect(second.reads).toEqual(first.reads)
    const none = await collectContentReads(async () => 1)
    expect(none.reads).toEqual([])
  })

  test('sees an edit on the next read outside a production build', () => {
    const folder = copyOfContent()
    const before = testimonials()[0]!.text
    const file = path.join(folder, 'testimonials.yaml')
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace(before, 'We could follow every step of the valuation.'),
    )
    const later = new Date(Date.now() + 5_000)
    fs.utimesSync(file, later, later)
    expect(testimonials()[0]!.text).toBe('We could follow every step of the valuation.')
  })
})

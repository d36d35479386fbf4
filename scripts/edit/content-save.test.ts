import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import YAML from 'yaml'
import {
  CONTENT_DIR_ENV,
  CONTENT_FILES,
  FAQ_FILE,
  SERVICES_FOLDER,
  TESTIMONY_FILE,
} from '~/config/content-schema/files'
import {
  checkContent,
  collectionParts,
  listCollectionEntries,
  parseContentText,
} from '~/lib/content-folder/content-files.server'
import { makeEditorApiHandler } from './api'
import { EditorSaveError, plainParagraphs, prepareSave, writeContentFile } from './content-save'
import { buildKeystaticConfig } from './keystatic-config'
import { SAVE_DETAILS_HEADER } from './field-problems'

const CONTENT = path.resolve(import.meta.dirname, '../../content')
const encode = (text: string) => new TextEncoder().encode(text)
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

function everyContentFile(): { spec: (typeof CONTENT_FILES)[number]; file: string }[] {
  return CONTENT_FILES.flatMap((spec) => {
    if (spec.kind === 'singleton') return [{ spec, file: spec.path }]
    const { folder, extension } = collectionParts(spec.path)
    return listCollectionEntries(spec).map((entry) => ({ spec, file: `${folder}/${entry}${extension}` }))
  })
}

describe('writing content files', () => {
  test('every content file written back unchanged comes out byte for byte the same', () => {
    for (const { spec, file } of everyContentFile()) {
      const text = fs.readFileSync(path.join(CONTENT, file), 'utf8')
      const value = checkContent(parseContentText(text, file, spec.contentField), spec.schema, file) as Record<
        string,
        unknown
      >
      expect(writeContentFile(spec, value, text), file).toBe(text)
    }
  })

  test('Markdoc escapes are removed from a plain-paragraph body', () => {
    expect(plainParagraphs('\\# 1 on the list, O*NET data\n\nSecond paragraph.\n')).toBe(
      '# 1 on the list, O*NET data\n\nSecond paragraph.',
    )
  })
})

describe('checking a save', () => {
  let directory: string
  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-save-'))
    fs.cpSync(CONTENT, directory, { recursive: true })
  })
  afterEach(() => fs.rmSync(directory, { recursive: true, force: true }))

  test('the file as Keystatic writes it (empty optional link and lists, its own quoting) is tidied to the project style', () => {
    const original = fs.readFileSync(path.join(directory, FAQ_FILE.path), 'utf8')
    const data = YAML.parse(original) as { questions: Record<string, unknown>[] }
    // Keystatic leaves an empty text out, but writes an empty object for an optional object left empty.
    const asKeystaticWrites = { questions: data.questions.map((question) => ({ link: {}, ...question })) }
    const [prepared] = prepareSave(
      directory,
      [{ path: FAQ_FILE.path, contents: encode(JSON.stringify(asKeystaticWrites)) }],
      [],
    )
    expect(decode(prepared!.contents)).toBe(original)
  })

  test('a link group left empty, as Keystatic writes it when it saves to GitHub without this check, is valid as no link; a half-filled one is not', () => {
    const data = YAML.parse(fs.readFileSync(path.join(directory, FAQ_FILE.path), 'utf8')) as {
      questions: Record<string, unknown>[]
    }
    const withoutLink = data.questions.findIndex((question) => !question.link)
    expect(withoutLink).toBeGreaterThanOrEqual(0)
    data.questions[withoutLink]!.link = {}
    expect(checkContent(data, FAQ_FILE.schema, FAQ_FILE.path).questions[withoutLink]!.link).toBeUndefined()
    data.questions[withoutLink]!.link = { label: 'Our fees' }
    expect(() => checkContent(data, FAQ_FILE.schema, FAQ_FILE.path)).toThrow(
      new RegExp(`questions\\[${String(withoutLink)}\\]\\.link\\.to: `),
    )
  })

  test('the court of a testimony entry, one object in the editor, is saved as the strict union and refused with a box of another kind filled in', () => {
    const original = fs.readFileSync(path.join(directory, TESTIMONY_FILE.path), 'utf8')
    const data = YAML.parse(original) as { summary: string; matters: { court: Record<string, string> }[] }
    expect(
      decode(
        prepareSave(directory, [{ path: TESTIMONY_FILE.path, contents: encode(YAML.stringify(data)) }], [])[0]!
          .contents,
      ),
    ).toBe(original)
    data.matters[0]!.court = { kind: 'federal', district: 'paed', name: 'Left over from another kind' }
    expect(() =>
      prepareSave(directory, [{ path: TESTIMONY_FILE.path, contents: encode(YAML.stringify(data)) }], []),
    ).toThrow(/matters\[0\]\.court: .*name/)
  })

  test('a service text named for no service, or the deletion of a live service text or of a file the site needs, is refused', () => {
    const text = fs.readFileSync(path.join(directory, 'services/pricing-strategy.md'), 'utf8')
    expect(() => prepareSave(directory, [{ path: 'services/made-up-service.md', contents: encode(text) }], [])).toThrow(
      /services\/made-up-service\.md: "made-up-service" is not a name/,
    )
    expect(() => prepareSave(directory, [], ['services/pricing-strategy.md'])).toThrow(
      /services\/pricing-strategy\.md: a live service needs its text/,
    )
    expect(() => prepareSave(directory, [], ['testimonials.yaml'])).toThrow(
      /testimonials\.yaml: the site needs this file/,
    )
  })

  test('every problem of a save is reported, each with its file and field', () => {
    const data = YAML.parse(fs.readFileSync(path.join(directory, FAQ_FILE.path), 'utf8')) as {
      questions: Record<string, unknown>[]
    }
    data.questions[0]!.question = 'Without a question mark'
    data.questions[2]!.id = 'Not A Slug'
    try {
      prepareSave(directory, [{ path: FAQ_FILE.path, contents: encode(YAML.stringify(data)) }], [])
      expect.unreachable('the save was accepted')
    } catch (error) {
      expect(error).toBeInstanceOf(EditorSaveError)
      expect((error as EditorSaveError).problems).toEqual([
        expect.stringMatching(/faq\.yaml: questions\[0\]\.question: a question must end with a question mark$/),
        expect.stringMatching(/faq\.yaml: questions\[2\]\.id: must be a lowercase kebab-case slug$/),
      ])
    }
  })
})

describe('the editor API', () => {
  let directory: string
  let previousDir: string | undefined
  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-api-'))
    fs.cpSync(CONTENT, path.join(directory, 'content'), { recursive: true })
    directory = path.join(directory, 'content')
    previousDir = process.env[CONTENT_DIR_ENV]
    process.env[CONTENT_DIR_ENV] = directory
  })
  afterEach(() => {
    if (previousDir === undefined) delete process.env[CONTENT_DIR_ENV]
    else process.env[CONTENT_DIR_ENV] = previousDir
    fs.rmSync(path.dirname(directory), { recursive: true, force: true })
  })

  const update = (body: unknown) => ({
    method: 'POST',
    url: 'http://127.0.0.1:3030/api/keystatic/update',
    headers: new Headers({ 'no-cors': '1', 'content-type': 'application/json' }),
    json: () => Promise.resolve(body),
  })
  const base64 = (text: string) => Buffer.from(text).toString('base64')

  test('an invalid save is answered 422 in plain words, the file and field in its details header, and nothing on disk changes', async () => {
    const api = makeEditorApiHandler(buildKeystaticConfig(), directory)
    const file = path.join(directory, SERVICES_FOLDER.path.replace('*', 'pricing-strategy'))
    const before = fs.readFileSync(file)
    const faqBefore = fs.readFileSync(path.join(directory, FAQ_FILE.path))
    const shortened = before
      .toString('utf8')
      .replace(/\n---\n[\s\S]*$/, '\n---\nA description far too short to pass.\n')
    const faq = YAML.parse(faqBefore.toString('utf8')) as { questions: Record<string, unknown>[] }
    faq.questions[0]!.answer = 'A new answer.'
    const response = await api(
      update({
        additions: [
          { path: 'faq.yaml', contents: base64(YAML.stringify(faq)) },
          { path: 'services/pricing-strategy.md', contents: base64(shortened) },
        ],
        deletions: [],
      }),
    )
    expect(response.status).toBe(422)
    // The words a member of staff reads; the line naming the file and field travels for the technical details.
    expect(String(response.body)).toBe(
      'Not saved. One problem to fix first: Description: description must be 150-300 words.',
    )
    const headers = response.headers as Record<string, string>
    expect(JSON.parse(decodeURIComponent(headers[SAVE_DETAILS_HEADER]!))).toEqual([
      'content/services/pricing-strategy.md: description: description must be 150-300 words',
    ])
    expect(fs.readFileSync(file)).toEqual(before)
    // The valid file of the same save is not written either.
    expect(fs.readFileSync(path.join(directory, FAQ_FILE.path))).toEqual(faqBefore)
  })

  test('a valid save is written as checked and answered with the new tree', async () => {
    const api = makeEditorApiHandler(buildKeystaticConfig(), directory)
    const faq = YAML.parse(fs.readFileSync(path.join(directory, FAQ_FILE.path), 'utf8')) as {
      questions: Record<string, unknown>[]
    }
    faq.questions[0]!.answer = '  A new answer, with spaces around it.  '
    const response = await api(
      update({ additions: [{ path: 'faq.yaml', contents: base64(JSON.stringify(faq)) }], deletions: [] }),
    )
    expect(response.status).toBe(200)
    expect(JSON.parse(String(response.body))).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'faq.yaml' })]),
    )
    const saved = fs.readFileSync(path.join(directory, FAQ_FILE.path), 'utf8')
    expect(saved.startsWith('#')).toBe(true)
    expect((YAML.parse(saved) as typeof faq).questions[0]!.answer).toBe('A new answer, with spaces around it.')
  })
})

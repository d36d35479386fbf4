import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import YAML from 'yaml'
import { FAQ_FILE, FIRM_FILE, STAFF_FILE, TESTIMONIALS_FILE } from '~/config/content-schema/files'
import { FIELD_PROBLEMS_HEADER, makeEditorApiHandler } from './api'
import { EditorSaveError, prepareSave } from './content-save'
import type { FieldProblem } from './field-problems'
import { buildKeystaticConfig } from './keystatic-config'

const CONTENT = path.resolve(import.meta.dirname, '../../content')
const read = (file: string) => YAML.parse(fs.readFileSync(path.join(CONTENT, file), 'utf8')) as Record<string, unknown>
const encode = (value: unknown) => new TextEncoder().encode(YAML.stringify(value))

function refusal(file: string, value: unknown): EditorSaveError {
  try {
    prepareSave(CONTENT, [{ path: file, contents: encode(value) }], [])
  } catch (error) {
    if (error instanceof EditorSaveError) return error
    throw error
  }
  throw new Error('the save was accepted')
}

describe('a refused save names each field in plain words', () => {
  test('a cleared answer: "The answer cannot be empty", tied to its question', () => {
    const faq = read(FAQ_FILE.path) as { questions: { question: string; answer: string }[] }
    const first = faq.questions[0]!
    first.answer = ''
    const [problem] = refusal(FAQ_FILE.path, faq).fields
    expect(problem).toEqual<FieldProblem>({
      file: 'faq.yaml',
      path: ['questions', 0, 'answer'],
      field: 'Answer',
      list: 'Questions',
      item: `1. ${first.question}`,
      message: 'The answer cannot be empty.',
    })
  })

  test('a rule of the schema keeps its own words, after the field', () => {
    const faq = read(FAQ_FILE.path) as { questions: { question: string }[] }
    faq.questions[1]!.question = 'No question mark'
    expect(refusal(FAQ_FILE.path, faq).fields.map((problem) => problem.message)).toEqual([
      'Question: a question must end with a question mark.',
    ])
  })

  test('a field of the firm file, outside any list, and a number left out', () => {
    const firm = read(FIRM_FILE.path)
    firm.phone = '215.555.0142'
    delete firm.email
    expect(refusal(FIRM_FILE.path, firm).fields.map(({ field, message, list }) => ({ field, message, list }))).toEqual([
      { field: 'Phone', message: 'Phone: must be written like (215) 555-0142.', list: undefined },
      { field: 'Email', message: 'The email cannot be empty.', list: undefined },
    ])
    const staff = read(STAFF_FILE.path) as { roles: Record<string, unknown>[] }
    delete staff.roles[0]!.count
    expect(refusal(STAFF_FILE.path, staff).fields[0]).toMatchObject({
      field: 'How many',
      message: 'The how many cannot be empty.',
      list: 'Roles',
    })
  })

  test('a testimonial is named by its role and organization, not its id', () => {
    const file = read(TESTIMONIALS_FILE.path) as {
      testimonials: { id: string; role: string; organization: string; text: string }[]
    }
    const second = file.testimonials[1]!
    second.text = ''
    expect(refusal(TESTIMONIALS_FILE.path, file).fields[0]).toMatchObject({
      item: `2. ${second.role}, ${second.organization}`,
      field: 'Testimonial',
      message: 'The testimonial cannot be empty.',
    })
  })
})

describe('the editor API sends the field problems with its refusal', () => {
  test('a 422 carries them as JSON in its header, and the file is untouched', async () => {
    const api = makeEditorApiHandler(buildKeystaticConfig(), CONTENT)
    const before = fs.readFileSync(path.join(CONTENT, FAQ_FILE.path))
    const faq = read(FAQ_FILE.path) as { questions: { answer: string }[] }
    faq.questions[0]!.answer = ''
    const response = await api({
      method: 'POST',
      url: 'http://127.0.0.1:3030/api/keystatic/update',
      headers: new Headers({ 'no-cors': '1', 'content-type': 'application/json' }),
      json: () =>
        Promise.resolve({
          additions: [{ path: FAQ_FILE.path, contents: Buffer.from(YAML.stringify(faq)).toString('base64') }],
          deletions: [],
        }),
    })
    expect(response.status).toBe(422)
    const header = (response.headers as Record<string, string>)[FIELD_PROBLEMS_HEADER]!
    expect((JSON.parse(decodeURIComponent(header)) as FieldProblem[]).map((problem) => problem.message)).toEqual([
      'The answer cannot be empty.',
    ])
    expect(fs.readFileSync(path.join(CONTENT, FAQ_FILE.path))).toEqual(before)
  })
})

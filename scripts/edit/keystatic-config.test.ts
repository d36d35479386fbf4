import fs from 'node:fs'
import path from 'node:path'
import type { ComponentSchema } from '@keystatic/core'
import { createReader } from '@keystatic/core/reader'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { CONTENT_FILES, type ContentFileSpec, FAQ_FILE, TESTIMONIALS_FILE } from '~/config/content-schema/files'
import { LIVE_SERVICE_CATALOG } from '~/copy/service-catalog'
import {
  checkContent,
  collectionParts,
  listCollectionEntries,
  parseContentText,
} from '~/lib/content-folder/content-files.server'
import { buildKeystaticConfig, FILE_NAME_FIELD, REQUIRED_MARK } from './keystatic-config'

const CONTENT = path.resolve(import.meta.dirname, '../../content')
const config = buildKeystaticConfig()

type Kind = string
/** Every field of a zod schema by path ("testimonials[].text"), with the kind of editor field it calls for. */
function zodKinds(schema: z.ZodType, at = '', out = new Map<string, Kind>()): Map<string, Kind> {
  let inner = schema
  // An optional field, one with a default, or one whose input is tidied first (z.preprocess), is edited as the schema it wraps.
  while (
    inner instanceof z.ZodOptional ||
    inner instanceof z.ZodDefault ||
    (inner instanceof z.ZodPipe && inner.in instanceof z.ZodTransform)
  )
    inner = (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault ? inner.unwrap() : inner.out) as z.ZodType
  if (inner instanceof z.ZodObject) {
    if (at) out.set(at, 'object')
    for (const [key, field] of Object.entries(inner.shape)) zodKinds(field as z.ZodType, at ? `${at}.${key}` : key, out)
  } else if (inner instanceof z.ZodArray) {
    out.set(at, 'array')
    zodKinds(inner.element as z.ZodType, `${at}[]`, out)
  } else if (inner instanceof z.ZodUnion) {
    // A discriminated union: one object holding the discriminator (a select of the variants) and every variant's fields.
    const discriminator = (inner.def as unknown as { discriminator: string }).discriminator
    out.set(at, 'object')
    const variants = inner.options as z.ZodObject[]
    out.set(
      `${at}.${discriminator}`,
      `select(${variants.map((variant) => String((variant.shape[discriminator] as z.ZodLiteral).value)).join(',')})`,
    )
    for (const variant of variants)
      for (const [key, field] of Object.entries(variant.shape))
        if (key !== discriminator) zodKinds(field as z.ZodType, `${at}.${key}`, out)
  } else if (
    inner instanceof z.ZodString &&
    (z.globalRegistry.get(inner) as { choices?: string } | undefined)?.choices === 'live-services'
  ) {
    // A text chosen from the live services is a select of their slugs.
    out.set(at, `select(${LIVE_SERVICE_CATALOG.map((service) => service.slug).join(',')})`)
  } else if (inner instanceof z.ZodString) {
    // A date is a string that takes a real calendar day and refuses one that does not exist.
    out.set(at, inner.safeParse('2026-01-31').success && !inner.safeParse('2026-02-30').success ? 'date' : 'text')
  } else if (inner instanceof z.ZodNumber) out.set(at, inner.isInt ? 'integer' : 'number')
  else if (inner instanceof z.ZodBoolean) out.set(at, 'checkbox')
  else if (inner instanceof z.ZodEnum) out.set(at, `select(${inner.options.join(',')})`)
  else out.set(at, `unknown ${inner.def.type}`)
  return out
}

type FormLike = {
  kind: 'form'
  formKind?: string
  options?: { value: string }[]
  defaultValue(): unknown
  parse(value: unknown, args?: unknown): unknown
  validate(value: unknown, args?: unknown): unknown
}
const succeeds = (run: () => unknown) => {
  try {
    run()
    return true
  } catch {
    return false
  }
}

/** What a Keystatic field is, told by how it behaves (Keystatic's field objects carry no type name). */
function keystaticKind(field: FormLike): Kind {
  if (field.formKind === 'slug') return 'text'
  if (field.formKind === 'content') return 'body'
  if (field.options) return `select(${field.options.map((option) => option.value).join(',')})`
  if (typeof field.defaultValue() === 'boolean') return 'checkbox'
  if (succeeds(() => field.parse('2026-01-01'))) return 'date'
  return succeeds(() => field.validate(1.5)) ? 'number' : 'integer'
}

function keystaticKinds(
  fields: Record<string, ComponentSchema>,
  at = '',
  out = new Map<string, Kind>(),
): Map<string, Kind> {
  for (const [key, field] of Object.entries(fields)) {
    const here = at ? `${at}.${key}` : key
    walkKeystatic(field, here, out)
  }
  return out
}
function walkKeystatic(field: ComponentSchema, here: string, out: Map<string, Kind>) {
  if (field.kind === 'object') {
    out.set(here, 'object')
    keystaticKinds(field.fields, here, out)
  } else if (field.kind === 'array') {
    out.set(here, 'array')
    walkKeystatic(field.element, `${here}[]`, out)
  } else if (field.kind === 'form') out.set(here, keystaticKind(field as unknown as FormLike))
  else out.set(here, field.kind)
}

function editorSchema(spec: ContentFileSpec): Record<string, ComponentSchema> {
  const entry = spec.kind === 'singleton' ? config.singletons?.[spec.key] : config.collections?.[spec.key]
  if (!entry) throw new Error(`no editor entry for ${spec.key}`)
  return entry.schema
}

describe('the editor configuration agrees with the content schemas', () => {
  test.each(CONTENT_FILES.map((spec) => [spec.key, spec] as const))(
    '%s: every schema field has an editor field of its kind, and the editor has no other',
    (_key, spec) => {
      const expected = zodKinds(spec.schema)
      if (spec.contentField) expected.set(spec.contentField, 'body')
      const actual = keystaticKinds(editorSchema(spec))
      if (spec.kind === 'collection') {
        // The collection's file name: an editor field that is the file's name, never a field inside the file.
        expect(actual.get(FILE_NAME_FIELD)).toBe('text')
        actual.delete(FILE_NAME_FIELD)
      }
      expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected))
    },
  )

  test('the form stops no save: an empty required text goes to the server, whose check refuses it next to the field (field-problems.test.ts)', () => {
    const faq = editorSchema(CONTENT_FILES.find((spec) => spec.key === 'faq')!)
    const item = (faq.questions as Extract<ComponentSchema, { kind: 'array' }>).element as Extract<
      ComponentSchema,
      { kind: 'object' }
    >
    const answer = item.fields.answer as unknown as FormLike
    const link = item.fields.link as Extract<ComponentSchema, { kind: 'object' }>
    // Keystatic's own check would keep an empty answer inside a closed list item from saving, without a word.
    expect(succeeds(() => answer.validate(''))).toBe(true)
    expect(succeeds(() => answer.validate('An answer.'))).toBe(true)
    for (const key of ['label', 'to', 'note'])
      expect(succeeds(() => (link.fields[key] as unknown as FormLike).validate(''))).toBe(true)
    const emptyAnswer = FAQ_FILE.schema.safeParse({
      questions: [{ id: 'a-question', question: 'A question?', answer: '' }],
    })
    expect(emptyAnswer.success).toBe(false)
  })

  test('a box the file must hold is marked required after its label; an optional one, a choice or a check box is not', () => {
    const faq = editorSchema(CONTENT_FILES.find((spec) => spec.key === 'faq')!)
    const item = (faq.questions as Extract<ComponentSchema, { kind: 'array' }>).element as Extract<
      ComponentSchema,
      { kind: 'object' }
    >
    const labelOf = (field: ComponentSchema) => (field as unknown as { label: string }).label
    expect(labelOf(item.fields.question!)).toBe(`Question${REQUIRED_MARK}`)
    expect(labelOf(item.fields.answer!)).toBe(`Answer${REQUIRED_MARK}`)
    const link = item.fields.link as Extract<ComponentSchema, { kind: 'object' }>
    for (const key of ['label', 'to', 'note']) expect(labelOf(link.fields[key]!)).not.toContain(REQUIRED_MARK)
  })

  test("list items are named by a readable field, and a testimonial's service is picked from the live services by title", () => {
    const testimonials = editorSchema(TESTIMONIALS_FILE)
    const list = testimonials.testimonials as Extract<ComponentSchema, { kind: 'array' }> & {
      itemLabel?: (props: unknown) => string
    }
    const fieldsOf = (values: Record<string, string>) => ({
      fields: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value }])),
    })
    expect(
      list.itemLabel!(fieldsOf({ id: 'county-board', role: 'Budget Director', organization: 'a county board' })),
    ).toBe('Budget Director, a county board')
    const service = (list.element as Extract<ComponentSchema, { kind: 'object' }>).fields.service as unknown as {
      options: { label: string; value: string }[]
    }
    expect(service.options).toEqual(LIVE_SERVICE_CATALOG.map((entry) => ({ label: entry.title, value: entry.slug })))
    const faq = editorSchema(FAQ_FILE).questions as Extract<ComponentSchema, { kind: 'array' }> & {
      itemLabel?: (props: unknown) => string
    }
    expect(faq.itemLabel!(fieldsOf({ id: 'fees', question: 'What are your fees?' }))).toBe('What are your fees?')
  })

  test('prose fields are text areas, short ones single lines', () => {
    const testimonials = editorSchema(CONTENT_FILES.find((spec) => spec.key === 'testimonials')!)
    const item = (testimonials.testimonials as Extract<ComponentSchema, { kind: 'array' }>).element as Extract<
      ComponentSchema,
      { kind: 'object' }
    >
    const multiline = (key: string) =>
      (item.fields[key] as unknown as { Input(props: object): { props: { multiline: boolean } } }).Input({}).props
        .multiline
    expect(multiline('text')).toBe(true)
    expect(multiline('role')).toBe(false)
  })
})

describe('every content file is valid and opens in the editor', () => {
  const reader = createReader(CONTENT, config)

  test.each(CONTENT_FILES.map((spec) => [spec.key, spec] as const))('%s', async (_key, spec) => {
    if (spec.kind === 'singleton') {
      checkContent(
        parseContentText(fs.readFileSync(path.join(CONTENT, spec.path), 'utf8'), spec.path, spec.contentField),
        spec.schema,
        spec.path,
      )
      // Keystatic's reader parses the file with the generated fields and runs their checks.
      expect(await reader.singletons[spec.key]!.readOrThrow()).toBeTruthy()
      return
    }
    const { folder, extension } = collectionParts(spec.path)
    const entries = listCollectionEntries(spec)
    expect(entries.length).toBeGreaterThan(0)
    for (const entry of entries) {
      const file = `${folder}/${entry}${extension}`
      checkContent(
        parseContentText(fs.readFileSync(path.join(CONTENT, file), 'utf8'), file, spec.contentField),
        spec.schema,
        file,
      )
    }
    const read = await reader.collections[spec.key]!.all()
    expect(read.map((item) => item.slug).sort()).toEqual(entries)
  })
})

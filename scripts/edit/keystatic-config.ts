/**
 * The content editor's Keystatic configuration, generated from the zod schemas of every content file
 * (app/config/content-schema/files.ts), so that the editor's forms and the build's checks are one description.
 * It runs in the browser (the admin UI) and in the editor's server (the API handler), so it imports
 * nothing from Node.
 *
 * Paths are inside the content folder: the server points Keystatic's local storage at that folder
 * (localBaseDirectory), and GitHub storage reaches it through `pathPrefix`.
 *
 * How a zod schema becomes a field:
 * - a string is a text box (a text area for the prose fields in PROSE_FIELDS), a date (a string checked
 *   against ISO_DATE_PATTERN) is a date picker; numbers, integers, booleans and enums are number, integer,
 *   checkbox and select fields; arrays and objects are Keystatic arrays and objects.
 * - the form itself checks nothing: every save goes to the editor's server, which checks it against the
 *   zod schema and, when a rule is broken, answers with each problem in plain words, which the page
 *   shows next to its field (./ui/field-messages.ts). Keystatic's own checks would stop a save in the
 *   browser without a word when the empty field sits inside a closed list item. Keystatic leaves an
 *   empty text or number out of the file, and the server drops an empty optional object or list before
 *   checking (./content-save.ts).
 * - a list item is named by its most readable field (the question, the title, the role, with the
 *   organization or firm after a comma), never by its id unless it has nothing else.
 * - an enum's options are its values in words; a text whose metadata says `choices: 'live-services'` (a
 *   testimonial's service) is a select of the live services, by title (LIVE_SERVICE_CHOICES).
 * - a discriminated union (the testimony entry's court) has no Keystatic counterpart that stores the same
 *   shape, so it is one object: a select for the discriminator and every variant's other fields as
 *   optional boxes. The file then holds exactly the union's shape, and the strict zod union refuses a box
 *   filled in for another kind, naming it.
 * - a Markdown collection's body is a Markdoc field stored as the file's body (.md), with every
 *   formatting option off: the body is plain paragraphs.
 */
import { config, fields, singleton } from '@keystatic/core'
import type { Collection, ComponentSchema, Config, Singleton } from '@keystatic/core'
import { z } from 'zod'
import { CONTENT_FILES, type ContentFileSpec } from '~/config/content-schema/files'
import { ISO_DATE_PATTERN } from '~/config/content-schema/primitives'
import { LIVE_SERVICE_CATALOG } from '~/copy/service-catalog'

/** Fields that hold paragraphs of prose (by key; a list of strings by the list's key): edited in a text area. */
export const PROSE_FIELDS: ReadonlySet<string> = new Set([
  'text',
  'answer',
  'challenge',
  'outcome',
  'summary',
  'detail',
  'biography',
  'terms',
  'travel',
  'cancellation',
  'payment',
  'work',
  'paragraphs',
  'intro',
  'consulting',
  'recordsRetention',
  'preparation',
])

/** The field whose value names a list item in the editor, first found wins; the id only as a last resort. */
const ITEM_LABEL_KEYS = ['question', 'caption', 'title', 'name', 'role', 'label', 'abbreviation', 'id'] as const
/** A field whose value follows the label after a comma, when the item has one: "Claims Director, regional insurer". */
const ITEM_LABEL_DETAIL_KEYS = ['organization', 'firm'] as const

/** The field of a collection entry that is its file name (never stored inside the file). */
export const FILE_NAME_FIELD = 'slug'

/** "caseType" -> "Case type" */
export function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

interface FieldText {
  label: string
  description?: string
}

/** The title and description a schema (or the optional wrapper around it) carries, else a label from its key. */
function fieldText(schemas: z.ZodType[], key: string): FieldText {
  const meta = schemas.map((schema) => z.globalRegistry.get(schema)).find((found) => found?.title || found?.description)
  return { label: meta?.title ?? humanize(key), ...(meta?.description ? { description: meta.description } : {}) }
}

/** A zod check's definition, read the way zod documents introspection (`.def`). */
type CheckDef = { check: string; format?: string; pattern?: RegExp }
function checksOf(schema: z.ZodType): CheckDef[] {
  const checks = (schema.def as { checks?: { _zod: { def: CheckDef } }[] }).checks ?? []
  return checks.map((check) => check._zod.def)
}

function regexOf(schema: z.ZodString): RegExp | undefined {
  return checksOf(schema).find((check) => check.check === 'string_format' && check.format === 'regex')?.pattern
}

/** The discriminator and variants of a discriminated union, or undefined for any other schema. */
export function discriminatedUnionParts(
  schema: z.ZodType,
): { discriminator: string; variants: z.ZodObject[] } | undefined {
  if (!(schema instanceof z.ZodUnion)) return undefined
  const discriminator = (schema.def as { discriminator?: string }).discriminator
  if (!discriminator) return undefined
  return { discriminator, variants: schema.options as z.ZodObject[] }
}

/** A variant's discriminator value: the literal in its shape. */
export function variantValue(variant: z.ZodObject, discriminator: string): string {
  const literal = variant.shape[discriminator]
  if (!(literal instanceof z.ZodLiteral) || typeof literal.value !== 'string')
    throw new Error(`a union variant needs a string literal "${discriminator}"`)
  return literal.value
}

/**
 * Strips `.optional()`, `.default()` and an input preprocess (`z.preprocess(fn, schema)`, which tidies what is read and
 * stores the same shape): the inner schema, whether it was optional, and every wrapper (for their metadata).
 */
export function unwrapOptional(schema: z.ZodType): { inner: z.ZodType; optional: boolean; wrappers: z.ZodType[] } {
  const wrappers: z.ZodType[] = []
  let inner = schema
  let optional = false
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) optional = true
    else if (!(inner instanceof z.ZodPipe && inner.in instanceof z.ZodTransform)) break
    wrappers.push(inner)
    inner = (
      inner instanceof z.ZodOptional || inner instanceof z.ZodDefault ? inner.unwrap() : (inner as z.ZodPipe).out
    ) as z.ZodType
  }
  return { inner, optional, wrappers }
}

function itemLabelKey(element: z.ZodType): string | undefined {
  const { inner } = unwrapOptional(element)
  if (!(inner instanceof z.ZodObject)) return undefined
  return ITEM_LABEL_KEYS.find((key) => key in inner.shape)
}

/** What follows the label of a box that must be filled in (docs/editing.md): Keystatic's own check stays off. */
export const REQUIRED_MARK = ' (required)'

/**
 * The Keystatic field for one schema. `key` is the field's name (its label when the schema has no title,
 * and whether it is prose); `required` is false inside anything optional. A text, date or number box the
 * file must hold is marked after its label; choices and check boxes always hold a value.
 */
export function keystaticField(schema: z.ZodType, key: string, required = true): ComponentSchema {
  const { inner, wrappers, optional } = unwrapOptional(schema)
  const isRequired = required && !optional
  const text = fieldText([...wrappers, inner], key)
  const { description } = text
  const label = isRequired && !(inner instanceof z.ZodBoolean) ? `${text.label}${REQUIRED_MARK}` : text.label
  const about = description ? { description } : {}

  if (inner instanceof z.ZodString) {
    if (regexOf(inner)?.source === ISO_DATE_PATTERN.source) return fields.date({ label, ...about })
    if (choicesOf([...wrappers, inner]) === 'live-services') {
      return fields.select({
        label: text.label,
        ...about,
        options: LIVE_SERVICE_CHOICES,
        defaultValue: LIVE_SERVICE_CHOICES[0]!.value,
      })
    }
    return fields.text({ label, ...about, multiline: PROSE_FIELDS.has(key) })
  }
  if (inner instanceof z.ZodNumber)
    return inner.isInt ? fields.integer({ label, ...about }) : fields.number({ label, ...about })
  if (inner instanceof z.ZodBoolean) {
    // a box the file may leave out starts as the schema's default (signsEngagements: ticked for the principal)
    const fallback = wrappers.find((wrapper) => wrapper instanceof z.ZodDefault)?.def.defaultValue
    return fields.checkbox({ label, ...about, defaultValue: fallback === true })
  }
  if (inner instanceof z.ZodEnum) {
    const values = inner.options.map(String)
    return fields.select({
      label: text.label,
      ...about,
      options: values.map((value) => ({ label: humanize(value), value })),
      defaultValue: values[0]!,
    })
  }
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType
    // An item's own boxes are required in every item, whether or not the list is.
    return fields.array(keystaticField(element, key), { label: text.label, ...about, itemLabel: itemLabelFor(element) })
  }
  if (inner instanceof z.ZodObject)
    return fields.object(keystaticFields(inner, isRequired), { label: text.label, ...about })
  const union = discriminatedUnionParts(inner)
  if (union) return fields.object(unionFields(union), { label: text.label, ...about })
  throw new Error(
    `the editor has no field for "${key}" (a ${inner.def.type} schema): add one to scripts/edit/keystatic-config.ts`,
  )
}

/** The live services, as a select offers them: each by its title, stored as its slug. */
export const LIVE_SERVICE_CHOICES: readonly { label: string; value: string }[] = LIVE_SERVICE_CATALOG.map(
  (service) => ({ label: service.title, value: service.slug }),
)

/** The named list of choices a text's metadata gives (`choices`), if any. */
export function choicesOf(schemas: z.ZodType[]): string | undefined {
  return schemas
    .map((schema) => (z.globalRegistry.get(schema) as { choices?: string } | undefined)?.choices)
    .find(Boolean)
}

/**
 * How a list's items are named, from an item's field values (`valueOf`): its most readable field
 * (ITEM_LABEL_KEYS), with a detail after a comma; a list of plain values by the value.
 */
export function itemLabel(element: z.ZodType, valueOf: (key: string | undefined) => unknown): string {
  const labelKey = itemLabelKey(element)
  const { inner } = unwrapOptional(element)
  const detailKey = inner instanceof z.ZodObject ? ITEM_LABEL_DETAIL_KEYS.find((key) => key in inner.shape) : undefined
  const value = valueOf(labelKey)
  const detail = detailKey ? valueOf(detailKey) : undefined
  if (typeof value !== 'string' || !value) return `(${labelKey ? humanize(labelKey).toLowerCase() : 'empty'})`
  return typeof detail === 'string' && detail ? `${value}, ${detail}` : value
}

/** The editor's item label for a list of `element`s, read from Keystatic's item props. */
function itemLabelFor(element: z.ZodType): (props: unknown) => string {
  return (props) =>
    itemLabel(element, (key) =>
      key === undefined
        ? (props as { value?: unknown }).value
        : (props as { fields: Record<string, { value?: unknown }> }).fields[key]?.value,
    )
}

/** A union as one object: the discriminator as a select, then each variant's other fields, optional. */
function unionFields({
  discriminator,
  variants,
}: {
  discriminator: string
  variants: z.ZodObject[]
}): Record<string, ComponentSchema> {
  const values = variants.map((variant) => variantValue(variant, discriminator))
  const out: Record<string, ComponentSchema> = {
    [discriminator]: fields.select({
      label: humanize(discriminator),
      options: values.map((value) => ({ label: humanize(value), value })),
      defaultValue: values[0]!,
    }),
  }
  for (const variant of variants) {
    for (const [key, schema] of Object.entries(variant.shape)) {
      if (key === discriminator || key in out) continue
      out[key] = keystaticField(schema as z.ZodType, key, false)
    }
  }
  return out
}

/** The Keystatic fields of an object schema, in the schema's order. */
export function keystaticFields(schema: z.ZodObject, required = true): Record<string, ComponentSchema> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, keystaticField(field as z.ZodType, key, required)]),
  )
}

/** A plain-paragraph Markdoc body: no formatting the site would show as raw Markdown. */
function plainBodyField(schema: z.ZodType, key: string, extension: 'md' | 'mdoc'): ComponentSchema {
  const { label, description } = fieldText([schema], key)
  return fields.markdoc({
    label,
    ...(description ? { description } : {}),
    extension,
    options: {
      bold: false,
      italic: false,
      strikethrough: false,
      code: false,
      heading: false,
      blockquote: false,
      orderedList: false,
      unorderedList: false,
      table: false,
      link: false,
      image: false,
      divider: false,
      codeBlock: false,
    },
  })
}

/** "testimonials.yaml" -> the Keystatic path "testimonials" and its data format. */
function singletonLocation(
  spec: ContentFileSpec,
): { path: string; data: 'yaml' | 'json' } | { path: string; contentField: string } {
  if (spec.contentField) {
    const markdown = /^(.+)\.md$/.exec(spec.path)
    if (!markdown) throw new Error(`a singleton with a body is a Markdown file, not "${spec.path}"`)
    return { path: markdown[1]!, contentField: spec.contentField }
  }
  const match = /^(.+)\.(yaml|json)$/.exec(spec.path)
  if (!match) throw new Error(`a singleton content file is YAML or JSON, not "${spec.path}"`)
  return { path: match[1]!, data: match[2] as 'yaml' | 'json' }
}

/** A content file's fields as the editor shows them; the Markdown body as plain text. */
function editorFields(spec: ContentFileSpec, extension: string): EditorFields {
  const { contentField } = spec
  return Object.fromEntries(
    Object.entries(spec.schema.shape).map(([key, field]) => [
      key,
      key === contentField
        ? plainBodyField(field as z.ZodType, key, extension as 'md')
        : keystaticField(field as z.ZodType, key),
    ]),
  )
}

type EditorFields = Record<string, ComponentSchema>

function collectionEntry(spec: ContentFileSpec): Collection<EditorFields, string> {
  const match = /^(.+)\/\*\.([a-z]+)$/.exec(spec.path)
  if (!match) throw new Error(`a collection's path looks like "folder/*.md", not "${spec.path}"`)
  const [, folder, extension] = match as unknown as [string, string, string]
  const fileName = fields.text({
    label: 'File name',
    description: "The entry's name, in lowercase words joined by hyphens; it is the file's name, not a field inside it",
  })
  const { contentField } = spec
  const schemaFields = editorFields(spec, extension)
  // Written out rather than through collection(), whose types need field names known when compiling.
  return {
    label: spec.label,
    path: `${folder}/*`,
    slugField: FILE_NAME_FIELD,
    format: contentField ? { contentField } : { data: extension as 'yaml' | 'json' },
    schema: { [FILE_NAME_FIELD]: fileName, ...schemaFields },
  }
}

/** Where the editor reads and saves: the content folder on this machine, or a GitHub repository (docs/editing.md). */
export type EditorStorage = { kind: 'local' } | { kind: 'github'; repo: `${string}/${string}`; pathPrefix: string }

/** The editor's whole configuration: one singleton per content file, one collection per content folder, in CONTENT_FILES's order. */
export function buildKeystaticConfig(storage: EditorStorage = { kind: 'local' }): Config {
  const singletons = CONTENT_FILES.filter((spec) => spec.kind === 'singleton').map((spec) => {
    const location = singletonLocation(spec)
    if ('contentField' in location)
      return [
        spec.key,
        singleton({
          label: spec.label,
          path: location.path,
          format: { contentField: location.contentField },
          schema: editorFields(spec, 'md'),
        }),
      ] as const
    return [
      spec.key,
      singleton({
        label: spec.label,
        path: location.path,
        format: { data: location.data },
        schema: keystaticFields(spec.schema),
      }),
    ] as const
  })
  const collections = CONTENT_FILES.filter((spec) => spec.kind === 'collection').map(
    (spec) => [spec.key, collectionEntry(spec)] as const,
  )
  return config<Record<string, Collection<EditorFields, string>>, Record<string, Singleton<EditorFields>>>({
    storage,
    singletons: Object.fromEntries(singletons),
    collections: Object.fromEntries(collections),
    ui: { brand: { name: 'Site content' }, navigation: CONTENT_FILES.map((spec) => spec.key) },
  })
}

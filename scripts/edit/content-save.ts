/**
 * What the content editor does with a save before anything reaches disk: each file Keystatic sends is
 * parsed by the content store's parser, tidied (an optional field left empty is dropped, fields take the
 * schema's order, the Markdown body loses the escapes Markdoc adds), checked against the file's zod schema
 * with the store's own check, and written in the project's YAML style with the file's leading comment
 * kept, so an edit changes only the lines it touched. One problem in any file refuses the whole save.
 */
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { z } from 'zod'
import { CONTENT_FILES, type ContentFileSpec } from '~/config/content-schema/files'
import { SERVICE_CATALOG } from '~/copy/service-catalog'
import {
  ContentFileError,
  checkContent,
  collectionParts,
  displayName,
  parseContentText,
} from '~/lib/content-folder/content-files.server'
import { describeFieldProblems, type FieldProblem } from './field-problems'
import { discriminatedUnionParts, unwrapOptional, variantValue } from './keystatic-config'

/** A file as Keystatic's update request carries it: a path inside the content folder and its bytes. */
export interface FileAddition {
  path: string
  contents: Uint8Array
}

/** The content file a path inside the content folder belongs to, if any. */
export function findContentSpec(relativePath: string): ContentFileSpec | undefined {
  return CONTENT_FILES.find((spec) => {
    if (spec.kind === 'singleton') return spec.path === relativePath
    const { folder, extension } = collectionParts(spec.path)
    const name = relativePath.slice(folder.length + 1, -extension.length)
    return (
      relativePath.startsWith(`${folder}/`) &&
      relativePath.endsWith(extension) &&
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)
    )
  })
}

/** The entry name of a collection file: "services/pricing-strategy.md" -> "pricing-strategy". */
function entryName(spec: ContentFileSpec, relativePath: string): string {
  const { folder, extension } = collectionParts(spec.path)
  return relativePath.slice(folder.length + 1, -extension.length)
}

/**
 * The entries a collection must have and may have. Service texts belong to the services of
 * app/copy/service-catalog.ts: a live service needs its text, and a text needs a service.
 */
function collectionRules(
  spec: ContentFileSpec,
): { allowed: ReadonlySet<string>; required: ReadonlySet<string>; why: string } | undefined {
  if (spec.key !== 'services') return undefined
  return {
    allowed: new Set(SERVICE_CATALOG.map((service) => service.slug)),
    required: new Set(SERVICE_CATALOG.filter((service) => service.live).map((service) => service.slug)),
    why: 'the services and their slugs are listed in app/copy/service-catalog.ts',
  }
}

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isPlainObject(value) && Object.values(value).every(isEmpty))

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The value as the schema expects to find it: an optional field whose value is empty (no text, an empty
 * list, an object with nothing filled in) is left out; an object's fields come in the schema's order, any
 * field the schema does not know kept at the end for the check to name. A required field is never
 * touched: the check reports it.
 */
export function tidyForSchema(schema: z.ZodType, value: unknown): unknown {
  const { inner, optional } = unwrapOptional(schema)
  if (optional && isEmpty(value)) return undefined
  if (inner instanceof z.ZodArray && Array.isArray(value))
    return value.map((item) => tidyForSchema(inner.element as z.ZodType, item))
  const union = discriminatedUnionParts(inner)
  const shape =
    inner instanceof z.ZodObject
      ? inner.shape
      : union && isPlainObject(value)
        ? union.variants.find((variant) => variantValue(variant, union.discriminator) === value[union.discriminator])
            ?.shape
        : undefined
  if (!shape || !isPlainObject(value)) return value
  const tidy: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(shape)) {
    const fieldValue = tidyForSchema(field as z.ZodType, value[key])
    if (fieldValue !== undefined) tidy[key] = fieldValue
  }
  for (const [key, extra] of Object.entries(value)) if (!(key in shape) && extra !== undefined) tidy[key] = extra
  return tidy
}

/** Plain paragraphs back from Markdoc's Markdown: its backslash escapes (CommonMark's, of ASCII punctuation) removed. */
export function plainParagraphs(markdown: string): string {
  return markdown.replace(/\\([!-/:-@[-`{-~])/g, '$1').trim()
}

/** The leading comment lines of a YAML file (or a Markdown file's front matter), kept when the file is rewritten. */
function leadingComments(previous: string | undefined): string {
  return /^(?:#[^\n]*\n)+/.exec(previous ?? '')?.[0] ?? ''
}

/** A checked value written as the content files are: YAML without folding, a Markdown body after its front matter. */
export function writeContentFile(spec: ContentFileSpec, value: Record<string, unknown>, previous?: string): string {
  const yaml = (data: unknown) => YAML.stringify(data, { lineWidth: 0 })
  if (!spec.contentField) return leadingComments(previous) + yaml(value)
  const { [spec.contentField]: body, ...frontMatter } = value
  return `---\n${yaml(frontMatter)}---\n${String(body)}\n`
}

function readIfPresent(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

const problemCount = (count: number) => (count === 1 ? 'One problem' : `${String(count)} problems`)

/**
 * A refused save: every problem of every file, each naming its file and field (`problems`), and those
 * that concern a field again in plain words, tied to the field (`fields`), for the page to show next to it.
 * `plain` is what a member of staff reads: the plain words of the field problems, else the message.
 */
export class EditorSaveError extends Error {
  readonly plain: string

  constructor(
    readonly problems: string[],
    readonly fields: FieldProblem[] = [],
  ) {
    super(`Not saved. ${problemCount(problems.length)} to fix first:\n${problems.join('\n')}`)
    this.name = 'EditorSaveError'
    const unnamed = problems.length > fields.length ? ' The technical details name the others.' : ''
    this.plain = fields.length
      ? `Not saved. ${problemCount(problems.length)} to fix first: ${fields.map((field) => field.message).join(' ')}${unnamed}`
      : this.message
  }
}

/**
 * Checks a save (the files Keystatic would write and delete, paths inside `directory`) and returns the
 * bytes to write instead, tidied; throws an EditorSaveError naming every problem when anything is wrong.
 */
export function prepareSave(
  directory: string,
  additions: readonly FileAddition[],
  deletions: readonly string[],
): FileAddition[] {
  const problems: string[] = []
  const fieldProblems: FieldProblem[] = []
  const prepared: FileAddition[] = []
  const decoder = new TextDecoder('utf-8', { fatal: true })
  for (const addition of additions) {
    const spec = findContentSpec(addition.path)
    if (!spec) {
      problems.push(
        `${displayName(addition.path)}: the editor saves only the content files listed in app/config/content-schema/files.ts`,
      )
      continue
    }
    const rules = spec.kind === 'collection' ? collectionRules(spec) : undefined
    if (rules && !rules.allowed.has(entryName(spec, addition.path))) {
      problems.push(
        `${displayName(addition.path)}: "${entryName(spec, addition.path)}" is not a name this folder accepts (${rules.why})`,
      )
      continue
    }
    try {
      const raw = parseContentText(decoder.decode(addition.contents), addition.path, spec.contentField)
      const tidy = tidyForSchema(spec.schema, raw) as Record<string, unknown>
      if (spec.contentField && typeof tidy[spec.contentField] === 'string')
        tidy[spec.contentField] = plainParagraphs(tidy[spec.contentField] as string)
      const result = spec.schema.safeParse(tidy)
      if (!result.success)
        fieldProblems.push(...describeFieldProblems(addition.path, spec.schema, tidy, result.error.issues))
      const checked = checkContent(tidy, spec.schema, addition.path) as Record<string, unknown>
      const previous = readIfPresent(path.join(directory, addition.path))
      prepared.push({
        path: addition.path,
        contents: new TextEncoder().encode(writeContentFile(spec, checked, previous)),
      })
    } catch (error) {
      if (error instanceof ContentFileError) problems.push(...error.message.split('\n'))
      else if (error instanceof TypeError) problems.push(`${displayName(addition.path)}: the file is not UTF-8 text`)
      else throw error
    }
  }
  const added = new Set(additions.map((addition) => addition.path))
  for (const deletion of deletions) {
    if (added.has(deletion)) continue
    const spec = findContentSpec(deletion)
    const rules = spec?.kind === 'collection' ? collectionRules(spec) : undefined
    if (!spec || spec.kind === 'singleton')
      problems.push(`${displayName(deletion)}: the site needs this file; it cannot be deleted from the editor`)
    else if (rules?.required.has(entryName(spec, deletion)))
      problems.push(`${displayName(deletion)}: a live service needs its text (${rules.why})`)
  }
  if (problems.length) throw new EditorSaveError(problems, fieldProblems)
  return prepared
}

/**
 * A refused save's problems in plain words, each tied to its field: what the editor's page shows next
 * to the field ("The answer cannot be empty"), where the build's check names a path
 * ("questions[0].answer"). Pure: from the file's schema, the value saved and zod's issues.
 */
import { z } from 'zod'
import { discriminatedUnionParts, humanize, itemLabel, unwrapOptional, variantValue } from './keystatic-config'

/** The response header a refused save carries its field problems in: FieldProblem[] as JSON, URI-encoded so that any text fits a header. */
export const FIELD_PROBLEMS_HEADER = 'x-field-problems'
/** The header a refused save carries every problem in as the build states it ("content/faq.yaml: questions[0].answer: …"), string[] likewise: for whoever needs the file and path. */
export const SAVE_DETAILS_HEADER = 'x-save-problems'

export interface FieldProblem {
  /** The file inside the content folder: "faq.yaml" */
  file: string
  /** Where in the file, as zod gives it: ["questions", 0, "answer"] */
  path: (string | number)[]
  /** The field's label in the editor: "Answer" */
  field: string
  /** For a field inside a list item, the list's label and the item's readable label */
  list?: string
  item?: string
  /** The problem in plain words, a full sentence */
  message: string
}

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text)
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const sentence = (text: string) => upperFirst(/[.?!]$/.test(text) ? text : `${text}.`)

function labelOf(schema: z.ZodType | undefined, key: string): string {
  if (!schema) return humanize(key)
  const { inner, wrappers } = unwrapOptional(schema)
  const title = [...wrappers, inner].map((each) => z.globalRegistry.get(each)?.title).find(Boolean)
  return title ?? humanize(key)
}

/** The schema of the field one step below `schema` (an object's key, an array's element, a union variant's key). */
function childSchema(schema: z.ZodType, step: string | number, value: unknown): z.ZodType | undefined {
  const { inner } = unwrapOptional(schema)
  if (inner instanceof z.ZodArray) return inner.element as z.ZodType
  if (inner instanceof z.ZodObject) return inner.shape[String(step)] as z.ZodType | undefined
  const union = discriminatedUnionParts(inner)
  if (union && typeof value === 'object' && value !== null) {
    const variant =
      union.variants.find(
        (each) => variantValue(each, union.discriminator) === (value as Record<string, unknown>)[union.discriminator],
      ) ?? union.variants[0]
    return variant?.shape[String(step)] as z.ZodType | undefined
  }
  return undefined
}

/** One issue's sentence, in the words a member of staff uses. */
function plainMessage(issue: z.core.$ZodIssue, label: string, value: unknown): string {
  const the = `The ${lowerFirst(label)}`
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined || value === null
        ? `${the} cannot be empty.`
        : `${the} is not the right kind of value (${issue.expected} expected).`
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? `${the} cannot be empty.`
          : `${the} needs at least ${String(issue.minimum)} characters.`
      if (issue.origin === 'array')
        return `${the} needs at least ${String(issue.minimum)} ${Number(issue.minimum) === 1 ? 'item' : 'items'}.`
      return `${the} must be at least ${String(issue.minimum)}.`
    case 'too_big':
      if (issue.origin === 'string') return `${the} can be at most ${String(issue.maximum)} characters.`
      if (issue.origin === 'array') return `${the} can hold at most ${String(issue.maximum)} items.`
      return `${the} must be at most ${String(issue.maximum)}.`
    case 'invalid_value':
      return `${the}: choose one of the options offered.`
    case 'unrecognized_keys':
      return `The file holds ${issue.keys.length === 1 ? 'a field' : 'fields'} the site does not know: ${issue.keys.join(', ')}.`
    default:
      return sentence(`${label}: ${issue.message}`)
  }
}

/** Each issue of a refused file, tied to its field, in plain words. */
export function describeFieldProblems(
  file: string,
  schema: z.ZodType,
  saved: unknown,
  issues: readonly z.core.$ZodIssue[],
): FieldProblem[] {
  return issues.map((issue) => {
    const path = issue.path.map((step) => (typeof step === 'number' ? step : String(step)))
    let fieldSchema: z.ZodType | undefined = schema
    let value: unknown = saved
    let list: string | undefined
    let item: string | undefined
    let key = ''
    for (const step of path) {
      const parent: z.ZodType | undefined = fieldSchema
      fieldSchema = parent ? childSchema(parent, step, value) : undefined
      if (typeof step === 'number' && fieldSchema) {
        const itemValue = Array.isArray(value) ? (value[step] as unknown) : undefined
        list = labelOf(parent, key)
        item = `${String(step + 1)}. ${itemLabel(fieldSchema, (name) => (name === undefined ? itemValue : (itemValue as Record<string, unknown> | undefined)?.[name]))}`
      } else key = String(step)
      value =
        value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[step] : undefined
    }
    const field = path.length ? labelOf(fieldSchema, key) : 'The whole file'
    return { file, path, field, ...(list ? { list, item } : {}), message: plainMessage(issue, field, value) }
  })
}

import type { BoundField, LeadFormBinding } from '~/components/forms/use-lead-form'
import { FIELD_LIMITS, type LeadField } from '~/lib/leads/fields'
import type { ValidationIssue } from '~/lib/leads/rules'

/** A posted value as text, cut to its field's limit (the most the form takes), so the page stays small whatever the body held. */
export function postedText(body: Readonly<Record<string, unknown>>, field: string): string {
  const raw = body[field]
  const text =
    typeof raw === 'string' ? raw : Array.isArray(raw) ? raw.filter((item) => typeof item === 'string').join(' ') : ''
  return text.slice(0, Object.hasOwn(FIELD_LIMITS, field) ? FIELD_LIMITS[field as LeadField] : 0)
}

const unchanged = () => undefined

/**
 * The form binding of a form posted without JavaScript and refused: each control holds what was typed,
 * and every field that failed a check is marked, with its first message under it (the app's forms show
 * every failure at once, as this page does).
 */
export function postedFormBinding(
  body: Readonly<Record<string, unknown>>,
  issues: readonly ValidationIssue[],
  idPrefix: string,
): LeadFormBinding<LeadField> {
  const fieldId = (name: string) => `${idPrefix}-${name}`
  const errorId = (name: string) => `${fieldId(name)}-error`
  const errorFor = (name: string) => issues.find((issue) => issue.field === name)?.message
  return {
    bind: (name, maxLength): BoundField => {
      const invalid = errorFor(name) !== undefined
      return {
        id: fieldId(name),
        name,
        value: postedText(body, name),
        onChange: unchanged,
        maxLength: maxLength ?? FIELD_LIMITS[name],
        'aria-invalid': invalid || undefined,
        'aria-describedby': invalid ? errorId(name) : undefined,
      }
    },
    errorId,
    errorFor,
  }
}

/** No-JavaScript form posts: filled in as the app would, answered with the form again on a rule failure, else a 303 back to the site. */
import {
  NEXT_FIELD,
  renderCorrectionPage,
  renderRefusalPage,
  type FormPageSetting,
} from '~/form-fallback/form-fallback-pages'
import { isFormType, type FormType } from '~/lib/leads/fields'
import { buildSubject, splitName } from '~/lib/leads/request'
import type { ValidationIssue } from '~/lib/leads/rules'
import { buildCourtOptions } from '~/lib/pages/intake-options'

/** The home page's short form has one name field; the app splits it, and so does the collector. */
const FULL_NAME_FIELD = 'name'

export function isFormPost(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded'
}

/** The posted pairs as a prototype-less record ("__proto__" is refused as unknown); a repeated name keeps every value, refused as not text. */
/** A single-slash site path or undefined (never "//host" or a backslash); visible ASCII only, so it is always a valid Location header. */
export function sitePath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const path = value.trim()
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || path.length > 2000) return undefined
  if (!/^[\x21-\x7e]+$/.test(path)) return undefined
  return path
}

export interface FormSubmission {
  body: Record<string, unknown>
  next: string | undefined
}

/** The posted form as the app's JSON: formType, subject and time filled in as the browser does, a single name split; next taken out. */
export function submissionFromForm(
  formId: string,
  fields: Record<string, string | string[]>,
  now: Date = new Date(),
): FormSubmission {
  const { [NEXT_FIELD]: next, ...rest } = fields
  const body: Record<string, unknown> = { ...rest }
  const text = (field: string) => (typeof body[field] === 'string' ? (body[field] as string).trim() : '')
  if (FULL_NAME_FIELD in body && !('firstName' in body) && !('lastName' in body)) {
    const full = body[FULL_NAME_FIELD]
    delete body[FULL_NAME_FIELD]
    if (typeof full === 'string') Object.assign(body, splitName(full))
    else body[FULL_NAME_FIELD] = full
  }
  if (!('formType' in body)) body.formType = isFormType(formId) ? formId : 'contact'
  if (!text('submittedAt')) body.submittedAt = now.toISOString()
  if (!text('subject')) body.subject = buildSubject(text('formType'), text('firstName'), text('lastName'))
  return { body, next: sitePath(next) }
}

/** What the form pages show besides the post: the site's stylesheets, case types and court suggestions, read once. */
export function formPageSetting(options: {
  stylesheets: readonly string[]
  caseTypes: readonly string[]
  siteUrl: string
}): () => FormPageSetting {
  let setting: FormPageSetting | undefined
  return () =>
    (setting ??= {
      ...options,
      // The records to gather appear once a case type is chosen in the app; this page has none.
      intake: { ...buildCourtOptions(), records: {} },
    })
}

export interface CorrectionInput {
  formId: string
  body: Record<string, unknown>
  next: string | undefined
  errors: readonly ValidationIssue[]
}

export function correctionPage({ formId, body, next, errors }: CorrectionInput, setting: FormPageSetting): string {
  const formType: FormType = isFormType(body.formType) ? body.formType : 'contact'
  return renderCorrectionPage({ formId, formType, body, next, issues: errors }, setting)
}

/** A refusal that has no form to correct (too large, too many requests, not stored): the reason and the way back. */
export function refusalPage(message: string, setting: FormPageSetting): string {
  return renderRefusalPage(message, setting)
}

/**
 * Forms posted without JavaScript (application/x-www-form-urlencoded): the fields the browser leaves out
 * are filled in as the app's JavaScript would, a rule failure is answered with the form again (prefilled,
 * every value escaped), and a stored lead sends the browser back to the site with a 303.
 */
import { NEXT_FIELD, renderCorrectionPage, renderRefusalPage, type FormPageSetting } from '~/form-fallback/form-fallback-pages'
import { siteConfig } from '~/config/site-config'
import { isFormType, type FormType } from '~/lib/leads/fields'
import { buildSubject, splitName } from '~/lib/leads/request'
import type { ValidationIssue } from '~/lib/leads/rules'
import { buildCourtOptions } from '~/lib/pages/intake-options'

/** The home page's short form has one name field; the app splits it, and so does the collector. */
const FULL_NAME_FIELD = 'name'

/** The policy of the collector's own pages: no script; the site's own stylesheet and fonts; a form that posts back here. */
export const FORM_PAGE_POLICY = "default-src 'none'; style-src 'self'; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

export function isFormPost(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded'
}

/**
 * The posted pairs as a record; a name sent twice keeps every value, so the rules refuse it as not text.
 * The record has no prototype: "__proto__" is a field like any other, refused as unknown as in JSON.
 */
export function parseFormBody(body: string): Record<string, string | string[]> {
  const record = Object.create(null) as Record<string, string | string[]>
  for (const [name, value] of new URLSearchParams(body)) {
    const seen = record[name]
    if (seen === undefined) record[name] = value
    else record[name] = Array.isArray(seen) ? [...seen, value] : [seen, value]
  }
  return record
}

/**
 * A single-slash path on the site ("/contact"), or undefined: never "//host", a backslash or a URL. Only
 * visible ASCII passes (the site's paths are ASCII; anything else is percent-encoded by the browser), so
 * the path is always a valid Location header: no space, no control or non-Latin-1 character.
 */
export function sitePath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const path = value.trim()
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || path.length > 2000) return undefined
  if (!/^[\x21-\x7e]+$/.test(path)) return undefined
  return path
}

export interface FormSubmission {
  /** the body as the JSON API would have received it */
  body: Record<string, unknown>
  /** the path the visitor asked to return to, when valid */
  next: string | undefined
}

/**
 * The posted form as the JSON the app would send: formType from the form when absent, the subject built
 * and the time stamped as the browser does, a single name split in two. The next field is taken out.
 */
export function submissionFromForm(formId: string, fields: Record<string, string | string[]>, now: Date = new Date()): FormSubmission {
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

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
}

/** A plain page of the server (no script, no style): the booking link's pages. */
export function plainPage(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(siteConfig.name)}</title>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`
}


/**
 * What the collector's form pages show besides the post: the site's stylesheets (from the runtime file,
 * none before a build), the case types, and the court's state and court suggestions, read once at the
 * first page.
 */
export function formPageSetting(options: { stylesheets: readonly string[]; caseTypes: readonly string[]; siteUrl: string }): () => FormPageSetting {
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
  /** the body as posted (after submissionFromForm) */
  body: Record<string, unknown>
  next: string | undefined
  errors: readonly ValidationIssue[]
}

/** The form again, with the messages the app would show and every value the visitor typed. */
export function correctionPage({ formId, body, next, errors }: CorrectionInput, setting: FormPageSetting): string {
  const formType: FormType = isFormType(body.formType) ? body.formType : 'contact'
  return renderCorrectionPage({ formId, formType, body, next, issues: errors }, setting)
}

/** A refusal that has no form to correct (too large, too many requests, not stored): the reason and the way back. */
export function refusalPage(message: string, setting: FormPageSetting): string {
  return renderRefusalPage(message, setting)
}

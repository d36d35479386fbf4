/**
 * Forms posted without JavaScript (application/x-www-form-urlencoded): the fields the browser leaves out
 * are filled in as the app's JavaScript would, a rule failure is answered with the form again (prefilled,
 * every value escaped), and a stored lead sends the browser back to the site with a 303.
 */
import { FORM_FALLBACK_COPY } from '~/content/form-fallback-copy'
import { siteConfig } from '~/config/site-config'
import { RETAINED_BY, RETAINED_BY_LABELS } from '~/config/retained-by'
import { CASE_DATE_FIELDS, CASE_DETAIL_FIELDS, FIELD_LABELS, FIELD_LIMITS, HONEYPOT_FIELD, isFormType, type FormType, type LeadField } from '~/lib/leads/fields'
import { NOTICE_TITLES } from '~/lib/leads/messages'
import { buildSubject, splitName } from '~/lib/leads/request'
import type { ValidationIssue } from '~/lib/leads/rules'

/** The field that says where to send the browser after a plain form post: a path on the site. */
const NEXT_FIELD = 'next'
/** The home page's short form has one name field; the app splits it, and so does the collector. */
const FULL_NAME_FIELD = 'name'

/** The policy of the collector's own pages: no script, no style from anywhere, a form that posts back here. */
export const FORM_PAGE_POLICY = "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

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

/** The visible fields of each form, in the order the site's forms show them. */
const VISIBLE_FIELDS: Record<FormType, LeadField[]> = {
  contact: ['firstName', 'lastName', 'email', 'phone', 'organization', 'caseType', 'message', ...CASE_DETAIL_FIELDS],
  schedule: ['firstName', 'lastName', 'email', 'phone', 'organization', 'caseType', 'preferredDate', 'preferredTime', 'message', ...CASE_DETAIL_FIELDS],
  emergency: ['firstName', 'lastName', 'email', 'phone', 'organization', 'caseType', 'urgency', 'deadline', 'message', ...CASE_DETAIL_FIELDS],
}
const REQUIRED: Partial<Record<LeadField, FormType[]>> = {
  firstName: ['contact', 'schedule', 'emergency'],
  lastName: ['contact', 'schedule', 'emergency'],
  email: ['contact', 'schedule', 'emergency'],
  urgency: ['emergency'],
  deadline: ['emergency'],
}
const INPUT_TYPES: Partial<Record<LeadField, string>> = { email: 'email', phone: 'tel', ...Object.fromEntries(CASE_DATE_FIELDS.map((field) => [field, 'date'])) }

/** The side that retained the firm, as the site's forms offer it: a choice, not free text. */
function retainedBySelect(id: string, current: string, attributes: string): string {
  const options = [['', ''], ...RETAINED_BY.map((side) => [side, RETAINED_BY_LABELS[side]])]
    .map(([value, label]) => `<option value="${escapeHtml(value ?? '')}"${value === current ? ' selected' : ''}>${escapeHtml(label ?? '')}</option>`)
  return `<select id="${id}" name="retainedBy" ${attributes}>${options.join('')}</select>`
}
/** Filled in by the collector, carried along unseen so the second post is the same request. */
const CARRIED_FIELDS: LeadField[] = ['formType', 'submittedAt', 'subject']

/** A plain page of the server (no script, no style): the form fallbacks and the booking link. */
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

export interface FormPageInput {
  formId: string
  /** the body as posted (after submissionFromForm) */
  body: Record<string, unknown>
  next: string | undefined
  errors: readonly ValidationIssue[]
  siteUrl: string
}

/** The form again, with the messages the app would show and every value the visitor typed. */
export function renderCorrectionPage({ formId, body, next, errors, siteUrl }: FormPageInput): string {
  const formType: FormType = isFormType(body.formType) ? body.formType : 'contact'
  // Each value comes back cut to its field's limit (the most the form takes), so the page stays small
  // whatever the body held.
  const value = (field: string) => {
    const raw = body[field]
    const text = typeof raw === 'string' ? raw : Array.isArray(raw) ? raw.filter((item) => typeof item === 'string').join(' ') : ''
    return text.slice(0, Object.hasOwn(FIELD_LIMITS, field) ? FIELD_LIMITS[field as LeadField] : 0)
  }
  const failing = new Set(errors.map((issue) => issue.field))
  const messages = [...new Set(errors.map((issue) => issue.message))]
  // Everything typed comes back: the form's own fields, then any other known field the post carried.
  const shown = [...VISIBLE_FIELDS[formType], ...(Object.keys(FIELD_LIMITS) as LeadField[]).filter((field) => !VISIBLE_FIELDS[formType].includes(field) && !CARRIED_FIELDS.includes(field) && field !== HONEYPOT_FIELD && value(field) !== '')]
  const controls = shown.map((field) => {
    const id = `field-${field}`
    const required = REQUIRED[field]?.includes(formType) ?? false
    const invalid = failing.has(field) ? ' aria-invalid="true"' : ''
    const label = `<label for="${id}">${escapeHtml(FIELD_LABELS[field])}${required ? '' : ` ${escapeHtml(FORM_FALLBACK_COPY.optional)}`}</label>`
    const limits = `maxlength="${String(FIELD_LIMITS[field])}"${required ? ' required' : ''}${invalid}`
    const control =
      field === 'message'
        ? `<textarea id="${id}" name="${field}" rows="6" ${limits}>${escapeHtml(value(field))}</textarea>`
        : field === 'retainedBy'
          ? retainedBySelect(id, value(field), invalid.trim())
          : `<input id="${id}" name="${field}" type="${INPUT_TYPES[field] ?? 'text'}" value="${escapeHtml(value(field))}" ${limits}>`
    return `<p>${label}<br>${control}</p>`
  })
  const hidden = [...CARRIED_FIELDS.map((field) => [field, value(field)] as const), ...(next ? [[NEXT_FIELD, next] as const] : [])]
    .map(([name, text]) => `<input type="hidden" name="${name}" value="${escapeHtml(text)}">`)
  const main = `<h1>${escapeHtml(FORM_FALLBACK_COPY.correctTitle)}</h1>
<div role="alert">
<h2>${escapeHtml(NOTICE_TITLES.validation)}</h2>
<ul>
${messages.map((message) => `<li>${escapeHtml(message)}</li>`).join('\n')}
</ul>
</div>
<p>${escapeHtml(FORM_FALLBACK_COPY.correctIntro)}</p>
<form method="post" action="/f/${encodeURIComponent(formId)}">
${hidden.join('\n')}
${controls.join('\n')}
<p><button type="submit">${escapeHtml(FORM_FALLBACK_COPY.submit)}</button></p>
</form>
<p><a href="${escapeHtml(`${siteUrl}${next ?? '/'}`)}">${escapeHtml(FORM_FALLBACK_COPY.returnLink)}</a></p>`
  return plainPage(FORM_FALLBACK_COPY.correctTitle, main)
}

/** A refusal that has no form to correct (too large, too many requests, not stored): the reason and the way back. */
export function renderRefusalPage(message: string, siteUrl: string): string {
  return plainPage(
    FORM_FALLBACK_COPY.refusedTitle,
    `<h1>${escapeHtml(FORM_FALLBACK_COPY.refusedTitle)}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(`${siteUrl}/`)}">${escapeHtml(FORM_FALLBACK_COPY.returnLink)}</a></p>`,
  )
}

import { RETAINED_BY } from '~/config/retained-by'
import { siteConfig } from '~/config/site-config'
import { addCalendarDays, calendarDateIn, isCalendarDate } from './case-dates'
import {
  CASE_DATE_FIELDS,
  CASE_DETAIL_FIELDS,
  COURT_STATE_CODES,
  FIELD_LABELS,
  FIELD_LIMITS,
  FORM_TYPES,
  HONEYPOT_FIELD,
  isFormType,
  type CaseDetailField,
  type FormType,
  type LeadField,
} from './fields'
import { VALIDATION_MESSAGES } from './messages'

/** A consultation request as the browser sends it and the collector stores it. */
export interface LeadRequest {
  firstName: string
  lastName: string
  email: string
  phone: string
  message: string
  caseType: string
  organization: string
  formType: FormType
  /** ISO 8601 time the visitor pressed submit */
  submittedAt: string
  subject: string
  urgency?: string
  deadline?: string
  preferredDate?: string
  preferredTime?: string
  /** The optional case details (CASE_DETAIL_FIELDS): present only when given */
  retainedBy?: string
  plaintiffs?: string
  defendants?: string
  counselFirm?: string
  caseNumber?: string
  /** USPS code */
  courtState?: string
  courtName?: string
  /** YYYY-MM-DD */
  disclosureDeadline?: string
  depositionDate?: string
  trialDate?: string
}

type IssueCode =
  | 'required'
  | 'invalid_email'
  | 'invalid_phone'
  | 'too_long'
  | 'invalid_type'
  | 'unknown_field'
  | 'invalid_value'
  | 'invalid_characters'
  | 'invalid_date'
  | 'past_date'
  | 'date_order'

export interface ValidationIssue {
  field: string
  code: IssueCode
  message: string
}

/** name@domain.tld with no spaces anywhere. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** At least 10 characters, each a digit, a space, a parenthesis, plus or minus. */
const PHONE_PATTERN = /^[0-9 ()+-]{10,}$/

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email)
}

export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone)
}

type RuleInput = Pick<LeadRequest, 'firstName' | 'lastName' | 'email' | 'phone' | 'formType' | 'urgency' | 'deadline' | CaseDetailField>

/** The clock the date rules read; tests pass a fixed one. */
export interface RuleClock {
  now?: Date
  /** The firm's time zone (site-config hours) */
  timeZone?: string
}

/**
 * The four rules, in order. Each returns the issue it finds or null.
 * Values are expected trimmed (buildLeadRequest and checkLeadPayload trim them).
 */
const RULES: ReadonlyArray<(lead: RuleInput) => ValidationIssue | null> = [
  ({ firstName, lastName }) => {
    if (!firstName) return { field: 'firstName', code: 'required', message: VALIDATION_MESSAGES.name }
    if (!lastName) return { field: 'lastName', code: 'required', message: VALIDATION_MESSAGES.name }
    return null
  },
  ({ email }) =>
    isValidEmail(email)
      ? null
      : { field: 'email', code: email ? 'invalid_email' : 'required', message: VALIDATION_MESSAGES.email },
  ({ phone }) =>
    !phone || isValidPhone(phone) ? null : { field: 'phone', code: 'invalid_phone', message: VALIDATION_MESSAGES.phone },
  ({ formType, urgency, deadline }) => {
    if (formType !== 'emergency') return null
    if (!urgency) return { field: 'urgency', code: 'required', message: VALIDATION_MESSAGES.emergency }
    if (!deadline) return { field: 'deadline', code: 'required', message: VALIDATION_MESSAGES.emergency }
    return null
  },
]

const RETAINED_BY_VALUES: readonly string[] = RETAINED_BY
const COURT_STATES: readonly string[] = COURT_STATE_CODES

/** One case detail on its own: its length, then its kind (side, state code, date not in the past). */
function caseDetailIssue(field: CaseDetailField, value: string, earliestDate: string): ValidationIssue | null {
  const label = FIELD_LABELS[field]
  const limit = FIELD_LIMITS[field]
  if (value.length > limit) return { field, code: 'too_long', message: `${label} must be at most ${String(limit)} characters.` }
  if (field === 'retainedBy' && !RETAINED_BY_VALUES.includes(value)) {
    return { field, code: 'invalid_value', message: `${label} must be one of: ${RETAINED_BY.join(', ')}.` }
  }
  if (field === 'courtState' && !COURT_STATES.includes(value)) {
    return { field, code: 'invalid_value', message: `${label} must be the two-letter postal code of a state or DC, such as NY.` }
  }
  if ((CASE_DATE_FIELDS as readonly string[]).includes(field)) {
    if (!isCalendarDate(value)) return { field, code: 'invalid_date', message: `${label} must be a real date, written YYYY-MM-DD.` }
    if (value < earliestDate) return { field, code: 'past_date', message: `${label} cannot be in the past.` }
  }
  return null
}

/**
 * The case-detail rules, after the four above and only on what was given: each field's own check in
 * form order, then the trial not before the disclosure deadline. "Today" is the firm's date; the day
 * before is accepted, for a visitor whose own date is still yesterday's.
 */
function findCaseDetailIssues(lead: RuleInput, { now = new Date(), timeZone = siteConfig.hours.timeZone }: RuleClock): ValidationIssue[] {
  const earliestDate = addCalendarDays(calendarDateIn(timeZone, now), -1)
  const issues: ValidationIssue[] = []
  for (const field of CASE_DETAIL_FIELDS) {
    const value = lead[field]
    if (!value) continue
    const issue = caseDetailIssue(field, value, earliestDate)
    if (issue) issues.push(issue)
  }
  const { disclosureDeadline, trialDate } = lead
  const datesValid = !issues.some((issue) => issue.field === 'disclosureDeadline' || issue.field === 'trialDate')
  if (disclosureDeadline && trialDate && datesValid && trialDate < disclosureDeadline) {
    issues.push({ field: 'trialDate', code: 'date_order', message: `${FIELD_LABELS.trialDate} cannot be before the ${FIELD_LABELS.disclosureDeadline.toLowerCase()}.` })
  }
  return issues
}

/** Every rule that fails: the four in their order, then the case details. */
export function findLeadIssues(lead: RuleInput, clock: RuleClock = {}): ValidationIssue[] {
  const seedIssues = RULES.map((rule) => rule(lead)).filter((issue): issue is ValidationIssue => issue !== null)
  return [...seedIssues, ...findCaseDetailIssues(lead, clock)]
}

/** The first failing rule, which stops a submission in the browser; null when the request may be sent. */
export function validateLead(lead: RuleInput, clock: RuleClock = {}): ValidationIssue | null {
  for (const rule of RULES) {
    const issue = rule(lead)
    if (issue) return issue
  }
  return findCaseDetailIssues(lead, clock)[0] ?? null
}

export type PayloadCheck =
  | { ok: true; lead: LeadRequest; spam: boolean }
  | { ok: false; errors: ValidationIssue[] }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Line breaks and other control characters (C0, DEL, C1, Unicode line and paragraph separators). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
/** The message keeps its line breaks and tabs; other control characters are refused. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE_UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/** A 422 names at most this many unknown fields, each cut to this length; the rest are counted. */
const MAX_UNKNOWN_FIELDS_LISTED = 10
const MAX_FIELD_NAME_SHOWN = 64

/**
 * The collector's check of a posted body: only known fields, only strings, within the length limits,
 * a known form type, then the same rules the browser runs (the four, then the case details).
 */
export function checkLeadPayload(body: unknown, clock: RuleClock = {}): PayloadCheck {
  if (!isRecord(body)) {
    return { ok: false, errors: [{ field: '(body)', code: 'invalid_type', message: 'The request body must be a JSON object.' }] }
  }
  const errors: ValidationIssue[] = []
  const values: Partial<Record<LeadField, string>> = {}
  const unknownFields: string[] = []
  for (const [field, raw] of Object.entries(body)) {
    if (!Object.hasOwn(FIELD_LIMITS, field)) {
      unknownFields.push(field)
      continue
    }
    const known = field as LeadField
    if (raw === null || raw === undefined) continue
    if (typeof raw !== 'string') {
      errors.push({ field, code: 'invalid_type', message: `${FIELD_LABELS[known]} must be text.` })
      continue
    }
    const value = raw.trim()
    if ((known === 'message' ? MULTI_LINE_UNSAFE : SINGLE_LINE_UNSAFE).test(value)) {
      errors.push({ field, code: 'invalid_characters', message: known === 'message' ? `${FIELD_LABELS[known]} contains control characters.` : `${FIELD_LABELS[known]} must be one line of text, without line breaks or control characters.` })
      continue
    }
    const limit = FIELD_LIMITS[known]
    if (value.length > limit) {
      errors.push({ field, code: 'too_long', message: `${FIELD_LABELS[known]} must be at most ${limit} characters.` })
      continue
    }
    values[known] = value
  }
  // Each unknown field is named, up to a point: a body of thousands of keys gets a short answer.
  for (const field of unknownFields.slice(0, MAX_UNKNOWN_FIELDS_LISTED)) {
    errors.push({ field: field.slice(0, MAX_FIELD_NAME_SHOWN), code: 'unknown_field', message: `${field.slice(0, MAX_FIELD_NAME_SHOWN)} is not a field of this form.` })
  }
  if (unknownFields.length > MAX_UNKNOWN_FIELDS_LISTED) {
    const more = unknownFields.length - MAX_UNKNOWN_FIELDS_LISTED
    errors.push({ field: '(body)', code: 'unknown_field', message: more === 1 ? '1 more field is not a field of this form.' : `${String(more)} more fields are not fields of this form.` })
  }
  const formType = values.formType
  if (!isFormType(formType)) {
    errors.push({ field: 'formType', code: 'invalid_value', message: `Form type must be one of: ${FORM_TYPES.join(', ')}.` })
  }
  if (values.submittedAt && Number.isNaN(Date.parse(values.submittedAt))) {
    errors.push({ field: 'submittedAt', code: 'invalid_value', message: 'Submission time must be an ISO 8601 time.' })
  }
  const lead: LeadRequest = {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    message: values.message ?? '',
    caseType: values.caseType ?? '',
    organization: values.organization ?? '',
    formType: isFormType(formType) ? formType : 'contact',
    submittedAt: values.submittedAt ?? '',
    subject: values.subject ?? '',
    ...(values.urgency ? { urgency: values.urgency } : {}),
    ...(values.deadline ? { deadline: values.deadline } : {}),
    ...(values.preferredDate ? { preferredDate: values.preferredDate } : {}),
    ...(values.preferredTime ? { preferredTime: values.preferredTime } : {}),
    ...Object.fromEntries(CASE_DETAIL_FIELDS.filter((field) => values[field]).map((field) => [field, values[field]])),
  }
  const ruleIssues = findLeadIssues(lead, clock).filter((issue) => !errors.some((error) => error.field === issue.field))
  errors.push(...ruleIssues)
  if (errors.length > 0) return { ok: false, errors: sortIssues(errors) }
  return { ok: true, lead, spam: Boolean(values[HONEYPOT_FIELD]) }
}

/** Rule failures first, in rule order, then the shape problems; so `errors[0]` is what the browser would say. */
function sortIssues(issues: ValidationIssue[]): ValidationIssue[] {
  const ruleMessages: string[] = Object.values(VALIDATION_MESSAGES)
  const caseDetails: readonly string[] = CASE_DETAIL_FIELDS
  const rank = (issue: ValidationIssue) => {
    const index = ruleMessages.indexOf(issue.message)
    if (index !== -1) return index
    // The case details come right after the four, as in the browser; other shape problems last.
    return caseDetails.includes(issue.field) ? ruleMessages.length : ruleMessages.length + 1
  }
  return issues.map((issue, index) => ({ issue, index })).sort((a, b) => rank(a.issue) - rank(b.issue) || a.index - b.index).map(({ issue }) => issue)
}

import { siteConfig } from '~/config/site-config'
import {
  CASE_DETAIL_FIELDS,
  FIELD_LABELS,
  FIELD_LIMITS,
  FORM_TYPES,
  HONEYPOT_FIELD,
  isFormType,
  type CaseDetailField,
  type FormType,
  type LeadField,
} from './fields'
import { EMAIL_PATTERN } from '~/lib/input-patterns'
import { BOOKING_PHONE_MESSAGE, VALIDATION_MESSAGES } from './messages'
import { findCaseDetailIssues, findOfferedValueIssues } from './value-rules'

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
  retainedBy?: string
  plaintiffs?: string
  defendants?: string
  counselFirm?: string
  caseNumber?: string
  courtState?: string
  courtName?: string
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
  | 'far_date'

export interface ValidationIssue {
  field: string
  code: IssueCode
  message: string
}

const PHONE_PATTERN = /^[0-9 ()+-]{10,}$/

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email)
}

export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone)
}

export type RuleInput = Pick<
  LeadRequest,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'formType'
  | 'urgency'
  | 'deadline'
  | 'preferredDate'
  | 'preferredTime'
  | CaseDetailField
>

/** The clock the date rules read (tests pass a fixed one), and whether a consultation time comes with the request. */
export interface RuleClock {
  now?: Date
  timeZone?: string
  /** A booked time: the office calls the attorney then, so a phone number is required (issue 54). */
  timeChosen?: boolean
}

// Values arrive trimmed (buildLeadRequest and checkLeadPayload trim them). Each rule reports every field it
// finds missing, so a form can list them all at once.
const RULES: ReadonlyArray<(lead: RuleInput, clock: RuleClock) => ValidationIssue[]> = [
  ({ firstName, lastName }) => [
    ...(firstName ? [] : [required('firstName', VALIDATION_MESSAGES.name)]),
    ...(lastName ? [] : [required('lastName', VALIDATION_MESSAGES.name)]),
  ],
  ({ email }) =>
    isValidEmail(email)
      ? []
      : [{ field: 'email', code: email ? 'invalid_email' : 'required', message: VALIDATION_MESSAGES.email }],
  ({ phone }, { timeChosen }) =>
    !phone && timeChosen
      ? [required('phone', BOOKING_PHONE_MESSAGE)]
      : !phone || isValidPhone(phone)
        ? []
        : [{ field: 'phone', code: 'invalid_phone', message: VALIDATION_MESSAGES.phone }],
  ({ formType, urgency, deadline }) =>
    formType === 'emergency'
      ? [
          ...(urgency ? [] : [required('urgency', VALIDATION_MESSAGES.emergency)]),
          ...(deadline ? [] : [required('deadline', VALIDATION_MESSAGES.emergency)]),
        ]
      : [],
]

function required(field: LeadField, message: string): ValidationIssue {
  return { field, code: 'required', message }
}

/** Every rule that fails: the four in their order, then the offered choices, then the case details. */
export function findLeadIssues(lead: RuleInput, clock: RuleClock = {}): ValidationIssue[] {
  const seedIssues = RULES.flatMap((rule) => rule(lead, clock))
  return [...seedIssues, ...findOfferedValueIssues(lead, clock), ...findCaseDetailIssues(lead, clock)]
}

/** The first failing rule, which stops a submission in the browser; null when the request may be sent. */
export function validateLead(lead: RuleInput, clock: RuleClock = {}): ValidationIssue | null {
  for (const rule of RULES) {
    const [issue] = rule(lead, clock)
    if (issue) return issue
  }
  return findOfferedValueIssues(lead, clock)[0] ?? findCaseDetailIssues(lead, clock)[0] ?? null
}

export type PayloadCheck = { ok: true; lead: LeadRequest; spam: boolean } | { ok: false; errors: ValidationIssue[] }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE_UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
// Format characters and lone surrogates: a one-line field refuses them, so "\u202eTNEGRU" cannot read as "URGENT".
const INVISIBLE_OR_BROKEN = /[\p{Cf}\p{Cs}]/u
const LONE_SURROGATE = /\p{Cs}/u
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g

function characterIssue(field: LeadField, value: string): ValidationIssue | null {
  const label = FIELD_LABELS[field]
  if (field === 'message') {
    return MULTI_LINE_UNSAFE.test(value) || LONE_SURROGATE.test(value)
      ? { field, code: 'invalid_characters', message: `${label} contains control characters.` }
      : null
  }
  return SINGLE_LINE_UNSAFE.test(value) || INVISIBLE_OR_BROKEN.test(value)
    ? {
        field,
        code: 'invalid_characters',
        message: `${label} must be one line of text, without line breaks, control characters or invisible formatting characters.`,
      }
    : null
}

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const MESSAGE_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/gu

/** A value without the characters the rules refuse: what a lead stored anyway (spam) keeps. */
export function cleanLeadText(field: LeadField, value: string): string {
  if (field === 'message') {
    return value.replace(MESSAGE_CONTROL_CHARACTERS, '').replace(BIDI_CONTROLS, '').trim()
  }
  return (
    value
      .replace(/[\r\n\t\u2028\u2029]+/g, ' ')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\p{Cf}\p{Cs}]/gu, '')
      .trim()
  )
}

function formTypeOfForm(formId: string): FormType | undefined {
  const entry = Object.entries(siteConfig.forms.ids).find(([, id]) => id === formId)
  if (!entry) return undefined
  return entry[0] === 'quick' ? 'contact' : (entry[0] as FormType)
}

const SUBMITTED_AT_TOLERANCE_MS = 24 * 60 * 60_000

/** What the collector knows beyond the body: the form posted to, the case types the forms list, its clock. */
export interface PayloadContext extends RuleClock {
  formId?: string
  caseTypes?: readonly string[]
}

const MAX_UNKNOWN_FIELDS_LISTED = 10
const MAX_FIELD_NAME_SHOWN = 64

/** The collector's check of a posted body: known string fields within limits, then the browser's rules. */
export function checkLeadPayload(body: unknown, context: PayloadContext = {}): PayloadCheck {
  if (!isRecord(body)) {
    return {
      ok: false,
      errors: [{ field: '(body)', code: 'invalid_type', message: 'The request body must be a JSON object.' }],
    }
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
    const trimmed = raw.trim()
    const characters = characterIssue(known, trimmed)
    if (characters) {
      errors.push(characters)
      continue
    }
    const value = known === 'message' ? trimmed.replace(BIDI_CONTROLS, '') : trimmed
    const limit = FIELD_LIMITS[known]
    if (value.length > limit) {
      errors.push({ field, code: 'too_long', message: `${FIELD_LABELS[known]} must be at most ${limit} characters.` })
      continue
    }
    values[known] = value
  }
  // Each unknown field is named, up to a point: a body of thousands of keys gets a short answer.
  for (const field of unknownFields.slice(0, MAX_UNKNOWN_FIELDS_LISTED)) {
    errors.push({
      field: field.slice(0, MAX_FIELD_NAME_SHOWN),
      code: 'unknown_field',
      message: `${field.slice(0, MAX_FIELD_NAME_SHOWN)} is not a field of this form.`,
    })
  }
  if (unknownFields.length > MAX_UNKNOWN_FIELDS_LISTED) {
    const more = unknownFields.length - MAX_UNKNOWN_FIELDS_LISTED
    errors.push({
      field: '(body)',
      code: 'unknown_field',
      message:
        more === 1
          ? '1 more field is not a field of this form.'
          : `${String(more)} more fields are not fields of this form.`,
    })
  }
  const formType = values.formType
  if (!isFormType(formType)) {
    errors.push({
      field: 'formType',
      code: 'invalid_value',
      message: `Form type must be one of: ${FORM_TYPES.join(', ')}.`,
    })
  }
  const expectedType = context.formId === undefined ? undefined : formTypeOfForm(context.formId)
  if (expectedType && isFormType(formType) && formType !== expectedType) {
    errors.push({
      field: 'formType',
      code: 'invalid_value',
      message: `Form type must be "${expectedType}" for this form.`,
    })
  }
  if (values.submittedAt) {
    const submitted = Date.parse(values.submittedAt)
    const now = (context.now ?? new Date()).getTime()
    if (Number.isNaN(submitted))
      errors.push({ field: 'submittedAt', code: 'invalid_value', message: 'Submission time must be an ISO 8601 time.' })
    else if (Math.abs(submitted - now) > SUBMITTED_AT_TOLERANCE_MS)
      errors.push({
        field: 'submittedAt',
        code: 'invalid_value',
        message: 'Submission time must be within a day of the present time.',
      })
  }
  if (values.caseType && context.caseTypes && !context.caseTypes.includes(values.caseType)) {
    errors.push({
      field: 'caseType',
      code: 'invalid_value',
      message: `${FIELD_LABELS.caseType} must be one of the case types the form lists.`,
    })
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
  const ruleIssues = findLeadIssues(lead, context).filter(
    (issue) => !errors.some((error) => error.field === issue.field),
  )
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
    return caseDetails.includes(issue.field) ? ruleMessages.length : ruleMessages.length + 1
  }
  return issues
    .map((issue, index) => ({ issue, index }))
    .sort((a, b) => rank(a.issue) - rank(b.issue) || a.index - b.index)
    .map(({ issue }) => issue)
}

/**
 * What a consultation request is made of: the form types, the known fields and their length limits.
 * The browser and the collector both read these, so a field cannot be allowed in one and refused in the other.
 */

export const FORM_TYPES = ['contact', 'schedule', 'emergency'] as const
export type FormType = (typeof FORM_TYPES)[number]

/** The honeypot: people never see it, so a filled one marks a robot. */
export const HONEYPOT_FIELD = '_gotcha'

/** Every field a request may carry, with the longest value the collector stores. */
export const FIELD_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  organization: 200,
  caseType: 200,
  message: 5000,
  formType: 20,
  submittedAt: 40,
  subject: 300,
  urgency: 100,
  deadline: 100,
  preferredDate: 40,
  preferredTime: 100,
  [HONEYPOT_FIELD]: 500,
} as const satisfies Record<string, number>

export type LeadField = keyof typeof FIELD_LIMITS
export const LEAD_FIELDS = Object.keys(FIELD_LIMITS) as LeadField[]

/** How people read each field in messages about it. */
export const FIELD_LABELS: Record<LeadField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  organization: 'Organization',
  caseType: 'Case type',
  message: 'Message',
  formType: 'Form type',
  submittedAt: 'Submission time',
  subject: 'Subject',
  urgency: 'Urgency level',
  deadline: 'Deadline',
  preferredDate: 'Preferred date',
  preferredTime: 'Preferred time',
  [HONEYPOT_FIELD]: 'Leave this field empty',
}

/** What the emergency option offers for urgency. */
export const URGENCY_LEVELS = [
  'Critical: within 24 hours',
  'High: within 48 hours',
  'Elevated: within one week',
] as const

/** The last name stored when the home form's single name field has no second word. */
export const MISSING_LAST_NAME = 'Not Provided'

export function isFormType(value: unknown): value is FormType {
  return typeof value === 'string' && (FORM_TYPES as readonly string[]).includes(value)
}

// The browser and the collector both read these, so a field cannot be allowed in one and refused in the other.

export const FORM_TYPES = ['contact', 'schedule', 'emergency'] as const
export type FormType = (typeof FORM_TYPES)[number]

/** The honeypot: people never see it, so a filled one marks a robot. */
export const HONEYPOT_FIELD = '_gotcha'

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
  retainedBy: 20,
  plaintiffs: 1000,
  defendants: 1000,
  counselFirm: 300,
  caseNumber: 100,
  courtState: 2,
  courtName: 200,
  disclosureDeadline: 10,
  depositionDate: 10,
  trialDate: 10,
  [HONEYPOT_FIELD]: 500,
} as const satisfies Record<string, number>

export type LeadField = keyof typeof FIELD_LIMITS
export const LEAD_FIELDS = Object.keys(FIELD_LIMITS) as LeadField[]

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
  retainedBy: 'Retained by',
  plaintiffs: 'Plaintiffs',
  defendants: 'Defendants',
  counselFirm: 'Opposing counsel',
  caseNumber: 'Case number',
  courtState: 'Court state',
  courtName: 'Court',
  disclosureDeadline: 'Expert disclosure date',
  depositionDate: 'Deposition date',
  trialDate: 'Trial date',
  [HONEYPOT_FIELD]: 'Leave this field empty',
}

// Stored as columns of their own, never inside the message.
export const CASE_DETAIL_FIELDS = [
  'retainedBy',
  'plaintiffs',
  'defendants',
  'counselFirm',
  'caseNumber',
  'courtState',
  'courtName',
  'disclosureDeadline',
  'depositionDate',
  'trialDate',
] as const satisfies readonly LeadField[]
export type CaseDetailField = (typeof CASE_DETAIL_FIELDS)[number]

export const CASE_DATE_FIELDS = [
  'disclosureDeadline',
  'depositionDate',
  'trialDate',
] as const satisfies readonly CaseDetailField[]

// The 50 states, DC and the places served (a unit test holds it to locations.json); kept here so the browser bundle stays small.
export const COURT_STATE_CODES = [
  'AK',
  'AL',
  'AR',
  'AZ',
  'CA',
  'CO',
  'CT',
  'DC',
  'DE',
  'FL',
  'GA',
  'HI',
  'IA',
  'ID',
  'IL',
  'IN',
  'KS',
  'KY',
  'LA',
  'MA',
  'MD',
  'ME',
  'MI',
  'MN',
  'MO',
  'MS',
  'MT',
  'NC',
  'ND',
  'NE',
  'NH',
  'NJ',
  'NM',
  'NV',
  'NY',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VA',
  'VT',
  'WA',
  'WI',
  'WV',
  'WY',
] as const

export const URGENCY_LEVELS = [
  'Critical: within 24 hours',
  'High: within 48 hours',
  'Elevated: within one week',
] as const

export const MISSING_LAST_NAME = 'Not Provided'

export function isFormType(value: unknown): value is FormType {
  return typeof value === 'string' && (FORM_TYPES as readonly string[]).includes(value)
}

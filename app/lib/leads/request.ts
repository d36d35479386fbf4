import { CASE_DETAIL_FIELDS, FIELD_LIMITS, MISSING_LAST_NAME, type CaseDetailField, type FormType } from './fields'
import type { LeadRequest } from './rules'

/** The home form's single name: split at the first space; a missing last name becomes "Not Provided". */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const name = fullName.trim()
  const space = name.search(/\s/)
  if (space === -1) return { firstName: name, lastName: MISSING_LAST_NAME }
  const lastName = name.slice(space + 1).trim()
  return { firstName: name.slice(0, space), lastName: lastName || MISSING_LAST_NAME }
}

export function buildSubject(formType: string, firstName: string, lastName: string): string {
  const type = formType ? formType.charAt(0).toUpperCase() + formType.slice(1) : ''
  const fullName = [firstName, lastName].filter(Boolean).join(' ')
  return `${type} Form Submission - ${fullName}`.slice(0, FIELD_LIMITS.subject)
}

export interface LeadFormValues extends Partial<Record<CaseDetailField, string>> {
  firstName?: string
  lastName?: string
  email?: string
  phone?: string
  message?: string
  caseType?: string
  organization?: string
  urgency?: string
  deadline?: string
  preferredDate?: string
  preferredTime?: string
}

/** The request a form sends: values trimmed, subject built, the submission time stamped. */
export function buildLeadRequest(formType: FormType, values: LeadFormValues, now: Date = new Date()): LeadRequest {
  const text = (value: string | undefined) => (value ?? '').trim()
  const firstName = text(values.firstName)
  const lastName = text(values.lastName)
  const request: LeadRequest = {
    firstName,
    lastName,
    email: text(values.email),
    phone: text(values.phone),
    message: text(values.message),
    caseType: text(values.caseType),
    organization: text(values.organization),
    formType,
    submittedAt: now.toISOString(),
    subject: buildSubject(formType, firstName, lastName),
  }
  if (formType === 'emergency') {
    request.urgency = text(values.urgency)
    request.deadline = text(values.deadline)
  }
  if (formType === 'schedule') {
    request.preferredDate = text(values.preferredDate)
    request.preferredTime = text(values.preferredTime)
  }
  for (const field of CASE_DETAIL_FIELDS) {
    const value = text(values[field])
    if (value) request[field] = value
  }
  return request
}

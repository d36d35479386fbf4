import type { CaseDetailField, FormType } from './fields'

/**
 * A lead as the store keeps it and the inbox reads it: the form's fields, its case details, and when it was sent and
 * received. The store's own record (`StoredLead`) adds what only the server holds.
 */
export type LeadRecord = {
  id: string
  formId: string
  formType: FormType
  firstName: string
  lastName: string
  email: string
  phone: string
  organization: string
  caseType: string
  message: string
  subject: string
  urgency: string | null
  deadline: string | null
  preferredDate: string | null
  preferredTime: string | null
  submittedAt: string | null
  receivedAt: string
} & Record<CaseDetailField, string | null>

import { CASE_DETAIL_FIELDS, type FormType, type LeadField } from './fields'

/** Name, contact details, case type and message: the fields the contact and schedule forms share. */
export const PERSON_FIELD_NAMES = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'organization',
  'caseType',
  'message',
] as const satisfies readonly LeadField[]
/** What an emergency request adds. */
export const EMERGENCY_FIELD_NAMES = ['urgency', 'deadline'] as const satisfies readonly LeadField[]
/** What a consultation request adds when no open time is chosen. */
export const PREFERRED_TIME_FIELD_NAMES = ['preferredDate', 'preferredTime'] as const satisfies readonly LeadField[]

/**
 * Each form type's visible fields: the one list the app's forms take their state from and the
 * collector's no-JavaScript page shows again (decision 030).
 */
export const FORM_FIELDS = {
  contact: [...PERSON_FIELD_NAMES, ...CASE_DETAIL_FIELDS],
  emergency: [...PERSON_FIELD_NAMES, ...EMERGENCY_FIELD_NAMES, ...CASE_DETAIL_FIELDS],
  schedule: [...PERSON_FIELD_NAMES, ...PREFERRED_TIME_FIELD_NAMES, ...CASE_DETAIL_FIELDS],
} as const satisfies Record<FormType, readonly LeadField[]>

/** A form's empty values: one empty string per field. */
export function emptyValues<F extends string>(fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>
}

import { isRetainedBy, RETAINED_BY_LABELS } from '~/config/retained-by'
import { CALCULATOR_FORM_COPY } from '~/copy/calculator'
import { firmTimeZone } from '~/lib/booking/firm-zone'
import { shortCalendarDate, shortZonedTime } from '~/lib/booking/zoned-time'
import { listStates } from '~/lib/content-folder/locations'
import { CASE_DETAIL_FIELDS, FIELD_LABELS, type LeadField } from '~/lib/leads/fields'
import type { LeadRecord } from '~/lib/leads/lead-record'

/** A label and its value, as the request page lists them. */
export interface FieldLine {
  label: string
  value: string
}

/** What the request page reads of a stored lead. */
export type RequestRecord = LeadRecord

const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'organization',
  'caseType',
  'formType',
  'subject',
  'urgency',
  'deadline',
  'preferredDate',
  'preferredTime',
  'submittedAt',
] as const

const CALENDAR_DATE_FIELDS = new Set<LeadField>([
  'deadline',
  'preferredDate',
  'disclosureDeadline',
  'depositionDate',
  'trialDate',
])

let stateNames: Map<string, string> | undefined
function stateName(code: string): string {
  stateNames ??= new Map(listStates().map((state) => [state.abbreviation, state.name]))
  return stateNames.get(code.toUpperCase()) ?? code
}

/**
 * A stored value as the forms offered it: a side and a state by the labels of the forms' own lists
 * ("Plaintiff", "Texas"), dates in the short form, the sent time in the firm's zone.
 */
function displayValue(field: LeadField, value: string): string {
  if (field === 'retainedBy' && isRetainedBy(value)) return RETAINED_BY_LABELS[value]
  if (field === 'courtState') return stateName(value)
  if (CALENDAR_DATE_FIELDS.has(field)) return shortCalendarDate(value)
  if (field === 'submittedAt' && !Number.isNaN(Date.parse(value))) return shortZonedTime(value, firmTimeZone())
  return value
}

function linesOf(request: RequestRecord, fields: readonly (keyof RequestRecord & LeadField)[]): FieldLine[] {
  return fields
    .map((field) => ({ field, value: request[field] ?? '' }))
    .filter(({ value }) => value.trim() !== '')
    .map(({ field, value }) => ({ label: FIELD_LABELS[field], value: displayValue(field, value) }))
}

/** Each field the request carries (contact, form, urgency, times), in the forms' order; empty ones left out. */
export function requestFieldLines(request: RequestRecord): FieldLine[] {
  return linesOf(request, CONTACT_FIELDS)
}

/** The case details the request gives (parties, counsel, court, dates). */
export function caseDetailLines(request: RequestRecord): FieldLine[] {
  return linesOf(request, CASE_DETAIL_FIELDS)
}

/**
 * The calculator's figures when the message carries the calculator's hand-off (its first line, then one
 * "label: value" line per input and total, until its closing line); none otherwise.
 */
export function calculatorFigures(message: string): FieldLine[] {
  const { intro, closing } = CALCULATOR_FORM_COPY.handoff
  const lines = message.split(/\r?\n/)
  const start = lines.findIndex((line) => line.trim() === intro)
  if (start === -1) return []
  const figures: FieldLine[] = []
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === closing) break
    const separator = line.indexOf(': ')
    if (separator > 0) figures.push({ label: line.slice(0, separator).trim(), value: line.slice(separator + 2).trim() })
  }
  return figures
}

/** The request as plain text, to paste into an email or a case file. */
export function requestPlainText(request: RequestRecord): string {
  const section = (title: string, lines: FieldLine[]) =>
    lines.length === 0 ? [] : [title, ...lines.map((line) => `${line.label}: ${line.value}`), '']
  return [
    `Request ${request.id}, received ${request.receivedAt}`,
    '',
    ...section('Contact and request', requestFieldLines(request)),
    ...section('Case details', caseDetailLines(request)),
    'Message',
    request.message || '(none)',
    '',
  ].join('\n')
}

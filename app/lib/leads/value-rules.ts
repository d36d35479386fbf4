import { RETAINED_BY } from '~/config/retained-by'
import { siteConfig } from '~/config/site-config'
import { addCalendarDays, calendarDateIn, isCalendarDate } from './case-dates'
import {
  CASE_DATE_FIELDS,
  CASE_DETAIL_FIELDS,
  COURT_STATE_CODES,
  FIELD_LABELS,
  FIELD_LIMITS,
  type CaseDetailField,
  URGENCY_LEVELS,
  type LeadField,
} from './fields'
import type { RuleClock, RuleInput, ValidationIssue } from './rules'
import { listTimeWindows } from './time-windows'

// The rules on the offered choices (urgency, dates, time window) and the case details, after the four in rules.ts.

const RETAINED_BY_VALUES: readonly string[] = RETAINED_BY
const COURT_STATES: readonly string[] = COURT_STATE_CODES
const URGENCY_VALUES: readonly string[] = URGENCY_LEVELS

const LATEST_DATE_DAYS_AHEAD = 10 * 366

/** From the firm's yesterday (a visitor still on yesterday's date) to ten years ahead. */
function dateRange({ now = new Date(), timeZone = siteConfig.hours.timeZone }: RuleClock): {
  earliest: string
  latest: string
} {
  const today = calendarDateIn(timeZone, now)
  return { earliest: addCalendarDays(today, -1), latest: addCalendarDays(today, LATEST_DATE_DAYS_AHEAD) }
}

function dateIssue(
  field: LeadField,
  value: string,
  range: { earliest: string; latest: string },
): ValidationIssue | null {
  const label = FIELD_LABELS[field]
  if (!isCalendarDate(value))
    return { field, code: 'invalid_date', message: `${label} must be a real date, written YYYY-MM-DD.` }
  if (value < range.earliest) return { field, code: 'past_date', message: `${label} cannot be in the past.` }
  if (value > range.latest) return { field, code: 'far_date', message: `${label} must be within the next ten years.` }
  return null
}

function caseDetailIssue(
  field: CaseDetailField,
  value: string,
  range: { earliest: string; latest: string },
): ValidationIssue | null {
  const label = FIELD_LABELS[field]
  const limit = FIELD_LIMITS[field]
  if (value.length > limit)
    return { field, code: 'too_long', message: `${label} must be at most ${String(limit)} characters.` }
  if (field === 'retainedBy' && !RETAINED_BY_VALUES.includes(value)) {
    return { field, code: 'invalid_value', message: `${label} must be one of: ${RETAINED_BY.join(', ')}.` }
  }
  if (field === 'courtState' && !COURT_STATES.includes(value)) {
    return {
      field,
      code: 'invalid_value',
      message: `${label} must be the two-letter postal code of a state or DC, such as NY.`,
    }
  }
  if ((CASE_DATE_FIELDS as readonly string[]).includes(field)) return dateIssue(field, value, range)
  return null
}

export function findOfferedValueIssues(lead: RuleInput, clock: RuleClock): ValidationIssue[] {
  const issues: ValidationIssue[] = []
  const range = dateRange(clock)
  if (lead.urgency && !URGENCY_VALUES.includes(lead.urgency)) {
    issues.push({
      field: 'urgency',
      code: 'invalid_value',
      message: `${FIELD_LABELS.urgency} must be one of: ${URGENCY_LEVELS.join('; ')}.`,
    })
  }
  for (const field of ['deadline', 'preferredDate'] as const) {
    const value = lead[field]
    const issue = value ? dateIssue(field, value, range) : null
    if (issue) issues.push(issue)
  }
  if (lead.preferredTime) {
    const windows = listTimeWindows()
    if (!windows.includes(lead.preferredTime))
      issues.push({
        field: 'preferredTime',
        code: 'invalid_value',
        message: `${FIELD_LABELS.preferredTime} must be one of: ${windows.join('; ')}.`,
      })
  }
  return issues
}

export function findCaseDetailIssues(lead: RuleInput, clock: RuleClock): ValidationIssue[] {
  const range = dateRange(clock)
  const issues: ValidationIssue[] = []
  for (const field of CASE_DETAIL_FIELDS) {
    const value = lead[field]
    if (!value) continue
    const issue = caseDetailIssue(field, value, range)
    if (issue) issues.push(issue)
  }
  const { disclosureDeadline, trialDate } = lead
  const datesValid = !issues.some((issue) => issue.field === 'disclosureDeadline' || issue.field === 'trialDate')
  if (disclosureDeadline && trialDate && datesValid && trialDate < disclosureDeadline) {
    issues.push({
      field: 'trialDate',
      code: 'date_order',
      message: `${FIELD_LABELS.trialDate} cannot be before the ${FIELD_LABELS.disclosureDeadline.toLowerCase()}.`,
    })
  }
  return issues
}

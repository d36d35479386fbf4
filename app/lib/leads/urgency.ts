import { siteConfig } from '~/config/site-config'
import { firmOpeningHours, firmTimeZone } from '~/lib/booking/firm-zone'
import { addDays, wallClock, weekdayOf } from '~/lib/booking/zoned-time'
import { calendarDateIn, calendarDaysBetween, isCalendarDate } from './case-dates'
import type { FormType } from './fields'

/**
 * Why a lead is urgent: the visitor asked for an emergency, the expert disclosure deadline is close, or a
 * court date (disclosure or deposition) comes before the booked consultation plus two business days.
 */
export type UrgentReason = 'emergency' | 'disclosure-deadline' | 'court-date-before-consultation'

/** A court date earlier than the booked consultation plus this many business days makes a booking urgent. */
const COURT_DATE_BUSINESS_DAYS = 2

/** A disclosure deadline on or before the received date plus this many calendar days makes a lead urgent. */
export const DISCLOSURE_URGENT_DAYS = 14

interface UrgencyInput {
  formType: FormType
  disclosureDeadline?: string | null
  /** ISO time the collector stored the lead */
  receivedAt: string
  depositionDate?: string | null
  /** the booked consultation's start (ms since the epoch), when the request holds one */
  consultationAt?: number | null
}

/**
 * Calendar days from the date the lead was received (in the firm's time zone) to its disclosure
 * deadline, or null when it has none.
 */
export function daysToDisclosure(lead: Pick<UrgencyInput, 'disclosureDeadline' | 'receivedAt'>, timeZone: string = siteConfig.hours.timeZone): number | null {
  const deadline = lead.disclosureDeadline
  const received = new Date(lead.receivedAt)
  if (!deadline || !isCalendarDate(deadline) || Number.isNaN(received.getTime())) return null
  return calendarDaysBetween(calendarDateIn(timeZone, received), deadline)
}

/** Whether the disclosure deadline falls on or before the received date plus DISCLOSURE_URGENT_DAYS. */
export function isDisclosureClose(lead: Pick<UrgencyInput, 'disclosureDeadline' | 'receivedAt'>, timeZone?: string): boolean {
  const days = daysToDisclosure(lead, timeZone)
  return days !== null && days <= DISCLOSURE_URGENT_DAYS
}

/** The date `count` business days (the firm's opening days, in its zone) after an instant's date. */
export function businessDaysAfter(instant: number, count: number, timeZone: string = firmTimeZone()): string {
  const open = new Set(firmOpeningHours().map((block) => block.day))
  let date = wallClock(instant, timeZone).date
  for (let added = 0; added < count; ) {
    date = addDays(date, 1)
    if (open.has(weekdayOf(date))) added += 1
  }
  return date
}

/** Whether a court date of the request (disclosure deadline, deposition) is earlier than the consultation plus two business days. */
export function isCourtDateBeforeConsultation(lead: Pick<UrgencyInput, 'disclosureDeadline' | 'depositionDate' | 'consultationAt'>, timeZone?: string): boolean {
  if (lead.consultationAt === null || lead.consultationAt === undefined) return false
  const limit = businessDaysAfter(lead.consultationAt, COURT_DATE_BUSINESS_DAYS, timeZone)
  return [lead.disclosureDeadline, lead.depositionDate].some((date) => typeof date === 'string' && isCalendarDate(date) && date < limit)
}

/** The reason a lead is urgent, or null: an emergency first, then a close disclosure deadline, then a court date before the consultation. */
export function urgentReason(lead: UrgencyInput, timeZone?: string): UrgentReason | null {
  if (lead.formType === 'emergency') return 'emergency'
  if (isDisclosureClose(lead, timeZone)) return 'disclosure-deadline'
  return isCourtDateBeforeConsultation(lead, timeZone) ? 'court-date-before-consultation' : null
}


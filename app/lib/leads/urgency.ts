import { siteConfig } from '~/config/site-config'
import { firmOpeningHours, firmTimeZone } from '~/lib/booking/firm-zone'
import { addDays, wallClock, weekdayOf } from '~/lib/booking/zoned-time'
import { calendarDateIn, calendarDaysBetween, isCalendarDate } from './case-dates'
import type { FormType } from './fields'

export type UrgentReason = 'emergency' | 'disclosure-deadline' | 'court-date-before-consultation'

const COURT_DATE_BUSINESS_DAYS = 2

export const DISCLOSURE_URGENT_DAYS = 14

interface UrgencyInput {
  formType: FormType
  disclosureDeadline?: string | null
  receivedAt: string
  depositionDate?: string | null
  consultationAt?: number | null
}

export function daysToDisclosure(
  lead: Pick<UrgencyInput, 'disclosureDeadline' | 'receivedAt'>,
  timeZone: string = siteConfig.hours.timeZone,
): number | null {
  const deadline = lead.disclosureDeadline
  const received = new Date(lead.receivedAt)
  if (!deadline || !isCalendarDate(deadline) || Number.isNaN(received.getTime())) return null
  return calendarDaysBetween(calendarDateIn(timeZone, received), deadline)
}

export function isDisclosureClose(
  lead: Pick<UrgencyInput, 'disclosureDeadline' | 'receivedAt'>,
  timeZone?: string,
): boolean {
  const days = daysToDisclosure(lead, timeZone)
  return days !== null && days <= DISCLOSURE_URGENT_DAYS
}

export function businessDaysAfter(instant: number, count: number, timeZone: string = firmTimeZone()): string {
  const open = new Set(firmOpeningHours().map((block) => block.day))
  let date = wallClock(instant, timeZone).date
  for (let added = 0; added < count;) {
    date = addDays(date, 1)
    if (open.has(weekdayOf(date))) added += 1
  }
  return date
}

export function isCourtDateBeforeConsultation(
  lead: Pick<UrgencyInput, 'disclosureDeadline' | 'depositionDate' | 'consultationAt'>,
  timeZone?: string,
): boolean {
  if (lead.consultationAt === null || lead.consultationAt === undefined) return false
  const limit = businessDaysAfter(lead.consultationAt, COURT_DATE_BUSINESS_DAYS, timeZone)
  return [lead.disclosureDeadline, lead.depositionDate].some(
    (date) => typeof date === 'string' && isCalendarDate(date) && date < limit,
  )
}

/** Why a lead is urgent, or null: an emergency, then a close disclosure deadline, then a court date before the consultation. */
export function urgentReason(lead: UrgencyInput, timeZone?: string): UrgentReason | null {
  if (lead.formType === 'emergency') return 'emergency'
  if (isDisclosureClose(lead, timeZone)) return 'disclosure-deadline'
  return isCourtDateBeforeConsultation(lead, timeZone) ? 'court-date-before-consultation' : null
}

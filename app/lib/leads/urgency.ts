import { siteConfig } from '~/config/site-config'
import { calendarDateIn, calendarDaysBetween, isCalendarDate } from './case-dates'
import type { FormType } from './fields'

/** Why a lead is urgent: the visitor asked for an emergency, or the expert disclosure deadline is close. */
export type UrgentReason = 'emergency' | 'disclosure-deadline'

/** A disclosure deadline on or before the received date plus this many calendar days makes a lead urgent. */
export const DISCLOSURE_URGENT_DAYS = 14

interface UrgencyInput {
  formType: FormType
  disclosureDeadline?: string | null
  /** ISO time the collector stored the lead */
  receivedAt: string
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

/** The reason a lead is urgent, or null: an emergency first, then a close disclosure deadline. */
export function urgentReason(lead: UrgencyInput, timeZone?: string): UrgentReason | null {
  if (lead.formType === 'emergency') return 'emergency'
  return isDisclosureClose(lead, timeZone) ? 'disclosure-deadline' : null
}


/**
 * The booking link's pages, rendered by React DOM from their screens in app/booking; this module only
 * shapes the stored booking for them.
 */
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { BookingLinkProblemPage, BookingPage } from '~/booking/booking-pages'
import type { Slot } from '~/lib/booking/slots'
import type { StoredBooking } from '../shared/database/booking-types'

export function renderLinkProblem(kind: 'invalid' | 'expired', stylesheets: readonly string[]): string {
  return `<!DOCTYPE html>${renderToString(createElement(BookingLinkProblemPage, { kind, stylesheets }))}`
}

export interface BookingPageInput {
  leadId: string
  token: string
  booking: StoredBooking
  personName: string
  timeZone: string
  /** open times the booking can move to (the person's) */
  slots: readonly Slot[]
  /** what was just done, shown first */
  notice?: string
  /** why the time picked was refused */
  problem?: string
}

export function renderBookingPage(input: BookingPageInput, stylesheets: readonly string[]): string {
  const action = (verb: string) =>
    `/booking/${encodeURIComponent(input.leadId)}/${verb}?t=${encodeURIComponent(input.token)}`
  const page = createElement(BookingPage, {
    startAt: input.booking.startAt,
    booked: input.booking.status === 'booked',
    personName: input.personName,
    timeZone: input.timeZone,
    cancelAction: action('cancel'),
    rescheduleAction: action('reschedule'),
    slots: input.slots,
    ...(input.notice ? { notice: input.notice } : {}),
    ...(input.problem ? { problem: input.problem } : {}),
    stylesheets,
  })
  return `<!DOCTYPE html>${renderToString(page)}`
}

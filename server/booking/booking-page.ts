/**
 * The booking link's pages, rendered by React DOM from their screens in app/booking; this module only
 * shapes the stored booking for them.
 */
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { BookingLinkProblemPage, BookingPage, CancelConfirmPage } from '~/booking/booking-pages'
import type { Slot } from '~/lib/booking/slots'
import type { StoredBooking } from './booking-types'

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

const linkTo = (input: Pick<BookingPageInput, 'leadId' | 'token'>, verb: string) =>
  `/booking/${encodeURIComponent(input.leadId)}${verb ? `/${verb}` : ''}?t=${encodeURIComponent(input.token)}`

export function renderBookingPage(input: BookingPageInput, stylesheets: readonly string[]): string {
  const page = createElement(BookingPage, {
    startAt: input.booking.startAt,
    booked: input.booking.status === 'booked',
    personName: input.personName,
    timeZone: input.timeZone,
    attorneyTimeZone: input.booking.visitorTimeZone ?? undefined,
    cancelHref: linkTo(input, 'cancel'),
    rescheduleAction: linkTo(input, 'reschedule'),
    slots: input.slots,
    ...(input.notice ? { notice: input.notice } : {}),
    ...(input.problem ? { problem: input.problem } : {}),
    stylesheets,
  })
  return `<!DOCTYPE html>${renderToString(page)}`
}

/** The question before a cancel, whose yes posts the cancel. */
export function renderCancelConfirm(
  input: Pick<BookingPageInput, 'leadId' | 'token' | 'booking' | 'timeZone'>,
  stylesheets: readonly string[],
): string {
  const page = createElement(CancelConfirmPage, {
    startAt: input.booking.startAt,
    timeZone: input.timeZone,
    attorneyTimeZone: input.booking.visitorTimeZone ?? undefined,
    cancelAction: linkTo(input, 'cancel'),
    backHref: linkTo(input, ''),
    stylesheets,
  })
  return `<!DOCTYPE html>${renderToString(page)}`
}

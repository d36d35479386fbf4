/**
 * The booking link's pages (/booking/{id}?t=TOKEN): the consultation, a button to cancel it, and the open
 * times to move it to, as plain HTML forms that work without JavaScript. A tampered or expired link gets a
 * page that says so and gives the office's phone number.
 */
import { siteConfig } from '~/config/site-config'
import { dayLabel, slotSentence, timeLabel } from '~/lib/booking/slot-labels'
import type { Slot } from '~/lib/booking/slots'
import { escapeHtml, plainPage } from '../collector/form-post'
import type { StoredBooking } from './booking-types'

const call = () =>
  `call the office at <a href="tel:${escapeHtml(siteConfig.phone.replace(/[^\d+]/g, ''))}">${escapeHtml(siteConfig.phone)}</a>`

export function renderLinkProblem(kind: 'invalid' | 'expired'): string {
  const title = kind === 'expired' ? 'This booking link has expired' : 'This booking link is not valid'
  const why =
    kind === 'expired'
      ? 'A booking link works until the consultation starts.'
      : 'The link may have been cut short or changed when it was copied.'
  return plainPage(title, `<h1>${title}</h1>\n<p>${why} To cancel or change the consultation, ${call()}.</p>`)
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
}

/** The open times as radio buttons grouped by the firm's day, in the firm's zone (stated). */
function slotChoices(slots: readonly Slot[], timeZone: string): string {
  const days = new Map<string, Slot[]>()
  for (const slot of slots) {
    const day = dayLabel(slot.start, timeZone)
    days.set(day, [...(days.get(day) ?? []), slot])
  }
  return [...days.entries()]
    .map(
      ([day, daySlots]) =>
        `<fieldset><legend>${escapeHtml(day)}</legend>\n${daySlots.map((slot) => `<label><input type="radio" name="slotStart" value="${new Date(slot.start).toISOString()}" required> ${escapeHtml(timeLabel(slot.start, timeZone))}</label>`).join('\n')}\n</fieldset>`,
    )
    .join('\n')
}

export function renderBookingPage(input: BookingPageInput): string {
  const { booking, timeZone } = input
  const action = (verb: string) =>
    `/booking/${encodeURIComponent(input.leadId)}/${verb}?t=${encodeURIComponent(input.token)}`
  const notice = input.notice ? `<p role="status">${escapeHtml(input.notice)}</p>\n` : ''
  if (booking.status !== 'booked') {
    return plainPage(
      'Consultation cancelled',
      `${notice}<h1>Consultation cancelled</h1>\n<p>The consultation of ${escapeHtml(slotSentence(booking.startAt, timeZone))} with ${escapeHtml(input.personName)} is cancelled. To book another, use the <a href="/schedule-consultation">schedule page</a> or ${call()}.</p>`,
    )
  }
  const when = slotSentence(booking.startAt, timeZone)
  const move = input.slots.length
    ? `<form method="post" action="${escapeHtml(action('reschedule'))}">
<h2>Pick another time</h2>
<p>Times are in the firm's time zone (${escapeHtml(timeZone)}).</p>
${slotChoices(input.slots, timeZone)}
<p><button type="submit">Move the consultation</button></p>
</form>`
    : `<h2>Pick another time</h2>\n<p>No other time is open online just now; ${call()}.</p>`
  return plainPage(
    'Your consultation',
    `${notice}<h1>Your consultation</h1>
<p>With ${escapeHtml(input.personName)} of ${escapeHtml(siteConfig.name)}, ${escapeHtml(when)}.</p>
<form method="post" action="${escapeHtml(action('cancel'))}">
<h2>Cancel</h2>
<p><button type="submit">Cancel the consultation</button></p>
</form>
${move}
<p>Questions? ${call()}.</p>`,
  )
}

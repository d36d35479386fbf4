import { siteConfig } from '~/config/site-config'
import { calendarHref } from '~/lib/booking/calendar-file'
import { meetingSentence, PHONE_MEETING } from '~/lib/booking/meeting'
import { counselTime } from '~/lib/booking/zoned-time'
import type { BookingAnswer } from '~/lib/leads/submit'

const BOOKED_COPY = {
  addToCalendar: 'Add to calendar (.ics)',
  manage: 'Move or cancel the consultation',
  earlier: 'Your case has a court date soon after this time. An earlier time is open:',
  moveEarlier: 'Move the consultation to an earlier time',
} as const

/**
 * Under a booked consultation's confirmation: the calendar file, the link to move or cancel it, and an
 * earlier open time when a court date is close.
 */
export function BookedActions({
  booking,
  reference,
  phone,
  timeZone,
  firmTimeZone,
}: {
  booking: BookingAnswer
  reference?: string
  phone: string
  /** the attorney's zone */
  timeZone: string
  firmTimeZone: string
}) {
  const manage = booking.manageUrl ? new URL(booking.manageUrl, window.location.href).href : undefined
  const ics = calendarHref({
    uid: `${reference ?? booking.start}@${window.location.host}`,
    start: Date.parse(booking.start),
    end: Date.parse(booking.end),
    summary: `Consultation with ${siteConfig.name}`,
    description: [
      `Consultation on ${counselTime(Date.parse(booking.start), timeZone, firmTimeZone)}.`,
      meetingSentence(booking.meeting ?? PHONE_MEETING, phone, siteConfig.phone),
      manage ? `To move or cancel: ${manage}` : '',
    ]
      .filter(Boolean)
      .join(' '),
    ...(manage ? { url: manage } : {}),
  })
  return (
    <div className="flex flex-col gap-3">
      {booking.earlierSlot ? (
        <p>
          {BOOKED_COPY.earlier} {counselTime(Date.parse(booking.earlierSlot.start), timeZone, firmTimeZone)}.
        </p>
      ) : null}
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <a href={ics} download="consultation.ics" className="font-semibold text-link underline">
          {BOOKED_COPY.addToCalendar}
        </a>
        {booking.manageUrl ? (
          <a href={booking.manageUrl} className="font-semibold text-link underline">
            {booking.earlierSlot ? BOOKED_COPY.moveEarlier : BOOKED_COPY.manage}
          </a>
        ) : null}
      </p>
    </div>
  )
}

/** The request's consultation: when (in the firm's zone), with whom, its status, and what happened to it. */
import { bookingEventLabel, type RequestBooking } from '~/lib/booking/booking-history'
import { longZonedTime } from '~/lib/booking/zoned-time'
import { formatTime, Panel } from './inbox-document'

export function BookingPanel({ booking, timeZone }: { booking: RequestBooking; timeZone: string }) {
  const lines = [
    { label: 'Time', value: formatTime(booking.startAt) },
    { label: 'With', value: booking.personName },
    { label: 'Status', value: booking.status === 'booked' ? 'Booked' : 'Cancelled' },
    ...(booking.visitorTimeZone && booking.visitorTimeZone !== timeZone
      ? [{ label: "Attorney's time", value: longZonedTime(booking.startAt, booking.visitorTimeZone) }]
      : []),
  ]
  return (
    <Panel title="Consultation" id="consultation">
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {lines.map((line) => (
          <div key={line.label} className="contents">
            <dt className="font-medium text-muted-foreground">{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 mb-2 font-semibold">History</h3>
      <ol className="grid gap-1">
        {booking.history.map((event, index) => (
          <li key={`${event.kind}-${String(index)}`}>
            <time dateTime={new Date(event.at).toISOString()} className="text-muted-foreground">
              {formatTime(event.at)}
            </time>
            {`: ${bookingEventLabel(event, timeZone)}`}
          </li>
        ))}
      </ol>
    </Panel>
  )
}

import { bookingsByDay, type BookingListItem } from '~/lib/booking/bookings-by-day'

/**
 * The inbox's list of upcoming consultations, one section per day of the firm's calendar. Plain
 * semantic markup without style classes of its own, so it takes the inbox's styles wherever it is
 * mounted; `requestHref` links each booking to its request.
 */
export function UpcomingBookings({
  bookings,
  timeZone,
  personName,
  requestHref,
}: {
  bookings: readonly BookingListItem[]
  timeZone: string
  personName: (person: string) => string
  requestHref: (leadId: string) => string
}) {
  const days = bookingsByDay(bookings, timeZone)
  if (days.length === 0) return <p>No consultations are booked.</p>
  return (
    <div>
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`bookings-${day.date}`}>
          <h3 id={`bookings-${day.date}`}>{day.label}</h3>
          <ul>
            {day.bookings.map((booking) => (
              <li key={booking.leadId}>
                <a href={requestHref(booking.leadId)}>{`${booking.time}: ${booking.firstName} ${booking.lastName}`}</a>
                {booking.organization ? `, ${booking.organization}` : ''}
                {booking.caseType ? ` (${booking.caseType})` : ''}, with {personName(booking.person)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/** Upcoming bookings grouped by the firm's day, soonest first: the inbox's list of consultations. */
import { pickerTime, shortCalendarDay, wallClock } from './zoned-time'

export interface BookingListItem {
  leadId: string
  person: string
  startAt: number
  endAt: number
  firstName: string
  lastName: string
  organization: string
  caseType: string
}

export interface BookingDay<T extends BookingListItem> {
  /** YYYY-MM-DD in the firm's zone */
  date: string
  /** "Wed, Mar 3, 2027", as staff read a day */
  label: string
  bookings: Array<T & { time: string }>
}

export function bookingsByDay<T extends BookingListItem>(
  bookings: readonly T[],
  timeZone: string,
): Array<BookingDay<T>> {
  const days = new Map<string, BookingDay<T>>()
  for (const booking of [...bookings].sort((a, b) => a.startAt - b.startAt)) {
    const { date } = wallClock(booking.startAt, timeZone)
    const day = days.get(date) ?? { date, label: shortCalendarDay(date), bookings: [] }
    day.bookings.push({
      ...booking,
      time: `${pickerTime(booking.startAt, timeZone)}-${pickerTime(booking.endAt, timeZone)}`,
    })
    days.set(date, day)
  }
  return [...days.values()]
}

/** The consultations booked in the weeks ahead. */
import type { FastifyInstance } from 'fastify'
import { BookingsPage } from '~/inbox/render'
import { firmTimeZone } from '~/lib/booking/firm-zone'
import { noQuery, withInput } from '../../shared/route-input'
import { html, type InboxContext } from './context'
import { inboxGuards, sessionOf, viewerOf } from './guards'

/** How far ahead the inbox lists booked consultations: the booking horizon's three weeks and a little more. */
const UPCOMING_BOOKING_DAYS = 30

export async function bookingRoutes(scope: FastifyInstance, context: InboxContext): Promise<void> {
  scope.get(
    '/inbox/bookings',
    withInput({ input: { querystring: noQuery }, before: inboxGuards(context).page }),
    async (request, reply) => {
      const from = Date.now()
      const bookings = await context.bookings.upcoming(from, from + UPCOMING_BOOKING_DAYS * 24 * 60 * 60 * 1000)
      const personNames = Object.fromEntries(
        [...new Set(bookings.map((booking) => booking.person))].map((person) => [person, context.personName(person)]),
      )
      return html(
        reply,
        <BookingsPage
          assets={context.assets}
          viewer={viewerOf(sessionOf(request))}
          bookings={bookings}
          timeZone={firmTimeZone()}
          days={UPCOMING_BOOKING_DAYS}
          personNames={personNames}
        />,
      )
    },
  )
}

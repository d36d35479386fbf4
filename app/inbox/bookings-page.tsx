import { UpcomingBookings } from '~/components/booking/upcoming-bookings'
import type { BookingListItem } from '~/lib/booking/bookings-by-day'
import { InboxDocument, PageTitle } from './inbox-document'
import type { InboxAssets, Viewer } from './view-types'

interface BookingsPageProps {
  assets: InboxAssets
  viewer: Viewer
  bookings: readonly BookingListItem[]
  timeZone: string
  /** how many days ahead the list reaches */
  days: number
  personNames: Readonly<Record<string, string>>
}

/** The consultations booked from today on, by day in the firm's time zone, each linked to its request. */
export function BookingsPage({ assets, viewer, bookings, timeZone, days, personNames }: BookingsPageProps) {
  return (
    <InboxDocument title="Upcoming consultations" assets={assets} viewer={viewer}>
      <PageTitle
        lead={`Booked consultations for the next ${String(days)} days, by day, in the firm's time zone (${timeZone}).`}
      >
        Upcoming consultations
      </PageTitle>
      <div className="grid gap-4 [&_h3]:mt-4 [&_h3]:font-semibold [&_ul]:grid [&_ul]:gap-1 [&_a]:text-link [&_a]:underline">
        <UpcomingBookings
          bookings={bookings}
          timeZone={timeZone}
          personName={(person) => personNames[person] ?? person}
          requestHref={(leadId) => `/inbox/requests/${encodeURIComponent(leadId)}`}
        />
      </div>
    </InboxDocument>
  )
}

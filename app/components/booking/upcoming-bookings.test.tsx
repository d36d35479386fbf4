import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { UpcomingBookings } from './upcoming-bookings'

const booking = (leadId: string, iso: string, lastName: string) => ({
  leadId,
  person: 'principal',
  startAt: Date.parse(iso),
  endAt: Date.parse(iso) + 1_800_000,
  firstName: 'Pat',
  lastName,
  organization: 'Roe LLP',
  caseType: 'Personal Injury',
})

describe('the inbox list of upcoming bookings', () => {
  it("groups them by the firm's day (the staff's short form), soonest first, each linked to its request", () => {
    const html = renderToStaticMarkup(
      <UpcomingBookings
        bookings={[
          booking('ld_b', '2027-03-04T15:00:00Z', 'Later'),
          booking('ld_a', '2027-03-03T14:00:00Z', 'Sooner'),
          booking('ld_c', '2027-03-04T04:30:00Z', 'Late night'),
        ]}
        timeZone="America/New_York"
        personName={() => 'Dr. Sample'}
        requestHref={(id) => `/inbox/requests/${id}`}
      />,
    )
    // 04:30Z on the 4th is 11:30 PM on the 3rd in New York.
    expect(html.match(/<h3[^>]*>[^<]+<\/h3>/g)).toEqual([
      '<h3 id="bookings-2027-03-03">Wed, Mar 3, 2027</h3>',
      '<h3 id="bookings-2027-03-04">Thu, Mar 4, 2027</h3>',
    ])
    expect(html.indexOf('Sooner')).toBeLessThan(html.indexOf('Late night'))
    expect(html).toContain(
      '<a href="/inbox/requests/ld_a">9:00 AM-9:30 AM: Pat Sooner</a>, Roe LLP (Personal Injury), with Dr. Sample',
    )
    expect(
      renderToStaticMarkup(
        <UpcomingBookings bookings={[]} timeZone="America/New_York" personName={() => ''} requestHref={() => ''} />,
      ),
    ).toContain('No consultations are booked.')
  })
})

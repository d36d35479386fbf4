import type { Generated } from 'kysely'

/** The bookings' tables (booking steps 1 and 2) as the query builder sees them: times as numbers on both engines. */
export type BookingTables = {
  bookings: {
    lead_id: string
    person: string
    start_at: number
    end_at: number
    buffer_ms: Generated<number>
    status: Generated<'booked' | 'cancelled'>
    sequence: Generated<number>
    visitor_time_zone: string | null
    created_at: number
    updated_at: number
  }
  booking_messages: {
    id: Generated<number>
    lead_id: string
    recipient: 'attendee' | 'organizer'
    method: 'REQUEST' | 'CANCEL'
    sequence: number
    start_at: number
    end_at: number
    created_at: number
    attempts: Generated<number>
    next_attempt_at: number
    last_error: string | null
    sent_at: number | null
    claimed_by: string | null
    lease_until: number | null
  }
  busy_feeds: {
    person: string
    fetched_at: number | null
    attempted_at: number | null
    last_error: string | null
  }
  busy_intervals: {
    person: string
    start_at: number
    end_at: number
  }
  booking_reminders: {
    id: Generated<number>
    lead_id: string
    sequence: number
    kind: string
    start_at: number
    due_at: number
    created_at: number
    attempts: Generated<number>
    next_attempt_at: number
    last_error: string | null
    sent_at: number | null
    dropped_at: number | null
    claimed_by: string | null
    lease_until: number | null
  }
  /** read only: a booking's request, for the list of upcoming bookings */
  leads: {
    id: string
    first_name: string
    last_name: string
    organization: string
    case_type: string
    email: string
    phone: string
  }
}

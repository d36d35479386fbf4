/**
 * The iCalendar invitation of a booking, made with ical-generator. Every time is written in UTC (a "Z"
 * time): ical-generator given a plain Date and a time zone would write the UTC clock under the zone's
 * TZID without a VTIMEZONE, hours off; UTC names the instant without one. Calendars show it in their
 * owner's zone.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { siteConfig } from '~/config/site-config'
import { meetingLocation, meetingSentence, type Meeting } from '~/lib/booking/meeting'
import type { InvitationMethod } from './booking-types'
import { parameterText } from './ical-parameter'

export interface InvitationInput {
  method: InvitationMethod
  /** the booking's lead id: with the site's host, the event's stable UID */
  leadId: string
  uidDomain: string
  sequence: number
  startAt: number
  endAt: number
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
  /** who the attorney meets: the person's name */
  withName: string
  /** the time in counsel's long form, as the mails say it (`counselTime`) */
  when: string
  /** the office's number */
  phone: string
  /** where the consultation happens: the firm calls the attorney's number, or a video link */
  meeting: Meeting
  attendeePhone: string
  /** the attendee's link to cancel or reschedule; none in the firm's copy */
  manageUrl?: string
}

/** The UID of a booking's event: the same in every message about it, so calendars update one event. */
function invitationUid(leadId: string, uidDomain: string): string {
  return `${leadId}@${uidDomain}`
}

export function invitationText(input: InvitationInput): string {
  const calendar = ical({
    prodId: { company: siteConfig.name, product: 'Consultation booking', language: 'EN' },
    method: input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  const description = [
    `Consultation with ${input.withName} of ${siteConfig.name} on ${input.when}.`,
    meetingSentence(input.meeting, input.attendeePhone, input.phone),
    `To reach the office, call ${input.phone}.`,
    ...(input.manageUrl ? [`To cancel or pick another time: ${input.manageUrl}`] : []),
  ].join('\n')
  calendar.createEvent({
    id: invitationUid(input.leadId, input.uidDomain),
    sequence: input.sequence,
    start: new Date(input.startAt),
    end: new Date(input.endAt),
    stamp: new Date(),
    summary: `Consultation with ${siteConfig.name}`,
    description,
    location: meetingLocation(input.meeting, input.attendeePhone),
    ...(input.manageUrl ? { url: input.manageUrl } : {}),
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: parameterText(input.organizer.name), email: input.organizer.email },
    attendees: [
      {
        name: parameterText(input.attendee.name),
        email: input.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: false,
      },
    ],
  })
  return calendar.toString()
}

/**
 * Where a consultation happens: the firm calls the attorney, or a video link. The invitation's LOCATION and
 * every message say the same line.
 */
import type { z } from 'zod'
import type { MeetingSchema } from '~/config/content-schema/people'

export type Meeting = z.infer<typeof MeetingSchema>

export const PHONE_MEETING: Meeting = { kind: 'phone' }

/** The invitation's LOCATION: the number the firm calls, or the video link. */
export function meetingLocation(meeting: Meeting, attorneyPhone: string): string {
  if (meeting.kind === 'video') return meeting.url
  return attorneyPhone.trim() ? `We will call you at ${attorneyPhone.trim()}` : 'We will call you'
}

/** The sentence of every message: who calls which number, or the link to join. */
export function meetingSentence(meeting: Meeting, attorneyPhone: string, officePhone: string): string {
  if (meeting.kind === 'video') return `Join the video call at ${meeting.url}`
  return attorneyPhone.trim()
    ? `We will call you at ${attorneyPhone.trim()}.`
    : `We will call you; please call the office at ${officePhone} with the number to reach you.`
}

import { describe, expect, it } from 'vitest'
import { PHONE_MEETING } from '~/lib/booking/meeting'
import { FACT_LABELS, sentFacts } from '~/lib/leads/confirmation'
import { noCaseDetails, sampleLead } from '../../tests/support/server-fixtures'
import type { StoredLead } from '../shared/database/store-types'
import type { InvitationMessage } from './booking-types'
import { firmBookingNotice, invitationMail, type BookingMailSettings } from './booking-mail'
import { reminderMail } from './reminder-mail'

// Tuesday, December 1, 2026, 15:15 UTC: 9:15 AM in Houston, 10:15 AM at the firm in New York.
const START = Date.parse('2026-12-01T15:15:00Z')
const COUNSEL_TIME = "Tuesday, December 1 at 9:15 AM Central (10:15 AM Eastern, the firm's time)"

const settings: BookingMailSettings = {
  firmAddress: 'office@firm.example.com',
  fromAddress: 'noreply@firm.example.com',
  siteUrl: 'https://www.firm.example.com',
  secret: 'a-secret-of-at-least-thirty-two-characters',
  timeZone: 'America/New_York',
  personName: () => 'Dr. Sample',
  meeting: () => PHONE_MEETING,
}

const lead = (visitorTimeZone: string | null): StoredLead => ({
  ...sampleLead({ formType: 'schedule', phone: '(713) 555-0100' }),
  ...noCaseDetails(),
  urgency: null,
  deadline: null,
  preferredDate: null,
  preferredTime: null,
  id: 'ld_mail',
  formId: 'schedule',
  receivedAt: new Date(START - 86_400_000).toISOString(),
  clientAddress: null,
  origin: null,
  userAgent: null,
  spam: false,
  booking: {
    leadId: 'ld_mail',
    person: 'principal',
    startAt: START,
    endAt: START + 1_800_000,
    bufferMs: 0,
    status: 'booked',
    sequence: 0,
    visitorTimeZone,
    createdAt: START - 86_400_000,
    updatedAt: START - 86_400_000,
  },
})

const message = (recipient: InvitationMessage['recipient']): InvitationMessage => ({
  id: 1,
  leadId: 'ld_mail',
  recipient,
  method: 'REQUEST',
  sequence: 0,
  startAt: START,
  endAt: START + 1_800_000,
  attempts: 0,
})

/** An iCalendar DESCRIPTION unfolded and unescaped (RFC 5545 3.1 and 3.3.11). */
function description(ics: string): string {
  const unfolded = ics.replace(/\r\n[ \t]/g, '')
  const line = unfolded.split('\r\n').find((entry) => entry.startsWith('DESCRIPTION:')) ?? ''
  return line
    .slice('DESCRIPTION:'.length)
    .replace(/\\n/gi, '\n')
    .replace(/\\([\\;,])/g, '$1')
}

describe("counsel's time, said one way everywhere (issue 54 item 7)", () => {
  it("the confirmation, the invitation's text, its mail and the reminders say the attorney's time with the firm's", () => {
    const booked = lead('America/Chicago')
    const confirmation = sentFacts(booked, booked.id, {
      start: START,
      timeZone: 'America/Chicago',
      firmTimeZone: 'America/New_York',
    }).find((fact) => fact.label === FACT_LABELS.consultation)?.value
    const mail = invitationMail(booked, message('attendee'), settings)
    const invitation = mail.icalEvent?.content ?? ''
    const reminder = reminderMail(booked, booked.booking!, 'day', settings)

    expect(confirmation).toContain(`booked for ${COUNSEL_TIME}.`)
    expect(mail.text).toContain(`is booked for ${COUNSEL_TIME}.`)
    expect(description(String(invitation))).toContain(`Consultation with Dr. Sample of `)
    expect(description(String(invitation))).toContain(` on ${COUNSEL_TIME}.`)
    expect(reminder.text).toContain(`: ${COUNSEL_TIME}.`)
    // The subject keeps the attorney's time alone, in the same words.
    expect(mail.subject).toBe('Consultation booked: Tuesday, December 1 at 9:15 AM Central')
  })

  it("staff read the short form in the firm's zone; one zone when the attorney's is the firm's", () => {
    const staff = invitationMail(lead('America/Chicago'), message('organizer'), settings)
    expect(staff.subject).toBe('Consultation booked: Dec 1, 2026, 10:15 AM ET')
    expect(firmBookingNotice(lead('America/Chicago'), settings)?.lines[0]).toBe(
      'CONSULTATION BOOKED: Dec 1, 2026, 10:15 AM ET, with Dr. Sample.',
    )
    const sameZone = invitationMail(lead(null), message('attendee'), settings)
    expect(sameZone.text).toContain('is booked for Tuesday, December 1 at 10:15 AM Eastern.')
    expect(sameZone.text).not.toContain("the firm's time")
  })
})

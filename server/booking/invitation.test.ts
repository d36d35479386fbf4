import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { invitationText } from './invitation'

const START = Date.parse('2027-03-03T14:00:00Z')
const input = {
  method: 'REQUEST' as const,
  leadId: 'ld_abc',
  uidDomain: 'www.firm.example.com',
  sequence: 0,
  startAt: START,
  endAt: START + 30 * 60_000,
  organizer: { name: 'Sample Economics', email: 'office@firm.example.com' },
  attendee: { name: 'Jane Doe', email: 'jane@lawfirm.example.com' },
  withName: 'Dr. Sample',
  when: "Wednesday, March 3 at 8:00 AM Central (9:00 AM Eastern, the firm's time)",
  phone: '(555) 010-0100',
  meeting: { kind: 'phone' as const },
  attendeePhone: '(713) 555-0188',
  manageUrl: 'https://www.firm.example.com/booking/ld_abc?t=1.abc',
}

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined)
  return { calendar, event }
}

describe('the invitation of a booking', () => {
  it('names the same instant as the slot (UTC, no zone to misread), the firm as organizer and the attorney as attendee', () => {
    const text = invitationText(input)
    const { calendar, event } = parsed(text)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(event.startDate.toUnixTime() * 1000).toBe(START)
    expect(event.endDate.toUnixTime() * 1000).toBe(START + 30 * 60_000)
    expect(text).toMatch(/DTSTART:20270303T140000Z/)
    expect(text).not.toMatch(/TZID/)
    expect(event.uid).toBe('ld_abc@www.firm.example.com')
    expect(event.component.getFirstPropertyValue('sequence')).toBe(0)
    expect(String(event.component.getFirstPropertyValue('organizer')).toLowerCase()).toBe(
      'mailto:office@firm.example.com',
    )
    expect(String(event.component.getFirstPropertyValue('attendee')).toLowerCase()).toBe(
      'mailto:jane@lawfirm.example.com',
    )
    expect(event.description).toContain(input.manageUrl)
  })

  it('a cancellation keeps the UID with a higher sequence', () => {
    const { calendar, event } = parsed(invitationText({ ...input, method: 'CANCEL', sequence: 2 }))
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(event.uid).toBe('ld_abc@www.firm.example.com')
    expect(event.component.getFirstPropertyValue('sequence')).toBe(2)
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED')
  })

  it("keeps a quote in the attendee's name inside CN: no ROLE or SENT-BY of its own reaches a parser (both invitations)", () => {
    const name = 'Jane Q";ROLE=CHAIR;SENT-BY="mailto:ceo@firm.test'
    for (const method of ['REQUEST', 'CANCEL'] as const) {
      const { event } = parsed(invitationText({ ...input, method, attendee: { ...input.attendee, name } }))
      const attendees = event.component.getAllProperties('attendee')
      expect(attendees).toHaveLength(1)
      const attendee = attendees[0]!
      expect(attendee.getParameter('role')).toBe('REQ-PARTICIPANT')
      expect(attendee.getParameter('sent-by')).toBeUndefined()
      expect(attendee.getParameter('cn')).toBe("Jane Q';ROLE=CHAIR;SENT-BY='mailto:ceo@firm.test")
      expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:jane@lawfirm.example.com')
    }
  })

  it("says where the call happens in LOCATION and the text alike: the attorney's number, or the video link", () => {
    const phone = parsed(invitationText(input)).event
    expect(phone.location).toBe('We will call you at (713) 555-0188')
    expect(phone.description).toContain('We will call you at (713) 555-0188.')
    expect(phone.description).not.toContain('the number you gave')
    const url = 'https://meet.example.com/doe-consult'
    const video = parsed(invitationText({ ...input, meeting: { kind: 'video', url } })).event
    expect(video.location).toBe(url)
    expect(video.description).toContain(`Join the video call at ${url}`)
    expect(video.description).not.toContain('We will call you')
  })
})

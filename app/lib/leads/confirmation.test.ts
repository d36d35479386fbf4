import { describe, expect, test } from 'vitest'
import { siteConfig } from '~/config/site-config'
import { FACT_LABELS, replyPromise, sentFacts } from './confirmation'

const request = { formType: 'contact' as const, caseType: 'Personal Injury', email: 'jane@firm.com', phone: '' }

describe('the confirmation of a stored request', () => {
  test('names the reference first, then the kind of request, the case type and where the reply goes', () => {
    expect(sentFacts(request, 'ld_00abc123def456')).toEqual([
      { label: FACT_LABELS.reference, value: 'ld_00abc123def456' },
      { label: FACT_LABELS.kind, value: 'Consultation request' },
      { label: FACT_LABELS.caseType, value: 'Personal Injury' },
      { label: FACT_LABELS.replyTo, value: 'jane@firm.com' },
    ])
  })

  test('leaves out what it does not know, and gives a booked time in the visitor zone', () => {
    const facts = sentFacts({ ...request, formType: 'schedule', caseType: '', phone: '215-555-0100' }, undefined, {
      start: Date.parse('2027-03-03T16:00:00Z'),
      timeZone: 'America/New_York',
    })
    expect(facts.map((fact) => fact.label)).toEqual([
      FACT_LABELS.kind,
      FACT_LABELS.consultation,
      FACT_LABELS.call,
      FACT_LABELS.replyTo,
    ])
    expect(facts[1]!.value).toMatch(/^Your consultation is booked for .*11:00 AM/)
    expect(facts[3]!.value).toBe('jane@firm.com or 215-555-0100')
  })

  test("a booked call: the time in the attorney's zone and the firm's, and who calls which number (issue 54)", () => {
    const facts = sentFacts({ ...request, formType: 'schedule', caseType: '', phone: '(713) 555-0100' }, 'ld_1', {
      start: Date.parse('2026-12-01T15:15:00Z'),
      timeZone: 'America/Chicago',
      firmTimeZone: 'America/New_York',
    })
    expect(facts.map((fact) => fact.label)).toEqual([
      FACT_LABELS.reference,
      FACT_LABELS.kind,
      FACT_LABELS.consultation,
      FACT_LABELS.call,
      FACT_LABELS.replyTo,
    ])
    expect(facts[1]!.value).toBe('Booked consultation')
    // Counsel's long form, as the mails and the calendar file say it: the attorney's zone, then the firm's.
    expect(facts[2]!.value).toBe(
      "Your consultation is booked for Tuesday, December 1 at 9:15 AM Central (10:15 AM Eastern, the firm's time). A calendar invitation is on its way.",
    )
    expect(facts[3]!.value).toBe('We will call you at (713) 555-0100.')
    const sameZone = sentFacts({ ...request, formType: 'schedule', phone: '(713) 555-0100' }, 'ld_1', {
      start: Date.parse('2026-12-01T15:15:00Z'),
      timeZone: 'America/New_York',
      firmTimeZone: 'America/New_York',
    })
    expect(sameZone.find((fact) => fact.label === FACT_LABELS.consultation)?.value).toBe(
      'Your consultation is booked for Tuesday, December 1 at 10:15 AM Eastern. A calendar invitation is on its way.',
    )
  })

  test('a booked video call gives the link to join in place of the number (issue 54)', () => {
    const facts = sentFacts({ ...request, formType: 'schedule', phone: '(713) 555-0100' }, 'ld_1', {
      start: Date.parse('2026-12-01T15:15:00Z'),
      timeZone: 'America/Chicago',
      meeting: { kind: 'video', url: 'https://meet.firm.example/consult' },
    })
    const call = facts.find((fact) => fact.label === FACT_LABELS.call)
    expect(call?.value).toBe('Join the video call at https://meet.firm.example/consult')
    expect(call?.value).not.toContain('(713) 555-0100')
  })

  test("says when the firm answers, in the promises' hours; a booked time needs no promise", () => {
    const { inquiryResponse, emergency } = siteConfig.promises
    expect(replyPromise('contact', false)).toContain(`within ${String(inquiryResponse.withinHours)} hours`)
    expect(replyPromise('emergency', false)).toContain(`within ${String(emergency.withinHours)} hours`)
    expect(replyPromise('schedule', false)).toContain('confirm the consultation time')
    expect(replyPromise('schedule', true)).toBeUndefined()
  })
})

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
    expect(facts.map((fact) => fact.label)).toEqual([FACT_LABELS.kind, FACT_LABELS.consultation, FACT_LABELS.replyTo])
    expect(facts[1]!.value).toMatch(/^Your consultation is booked for .*11:00 AM/)
    expect(facts[2]!.value).toBe('jane@firm.com or 215-555-0100')
  })

  test("says when the firm answers, in the promises' hours; a booked time needs no promise", () => {
    const { inquiryResponse, emergency } = siteConfig.promises
    expect(replyPromise('contact', false)).toContain(`within ${String(inquiryResponse.withinHours)} hours`)
    expect(replyPromise('emergency', false)).toContain(`within ${String(emergency.withinHours)} hours`)
    expect(replyPromise('schedule', false)).toContain('confirm the consultation time')
    expect(replyPromise('schedule', true)).toBeUndefined()
  })
})

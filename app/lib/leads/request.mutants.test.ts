/**
 * Tests written against surviving mutants (npm run mutation): the subject with missing parts and
 * its length cap, splitting names on any white space, and the default submission time.
 */
import { describe, expect, it } from 'vitest'
import { FIELD_LIMITS } from './fields'
import { buildLeadRequest, buildSubject, splitName } from './request'

describe('splitName', () => {
  it('splits at the first white space of any kind', () => {
    expect(splitName('Jane\tDoe')).toEqual({ firstName: 'Jane', lastName: 'Doe' })
    expect(splitName('Jane\n  Doe  ')).toEqual({ firstName: 'Jane', lastName: 'Doe' })
  })
})

describe('buildSubject', () => {
  it('leaves out missing names without stray spaces', () => {
    expect(buildSubject('contact', '', 'Doe')).toBe('Contact Form Submission - Doe')
    expect(buildSubject('contact', 'Jane', '')).toBe('Contact Form Submission - Jane')
    expect(buildSubject('contact', '', '')).toBe('Contact Form Submission - ')
  })

  it('capitalises only the first letter, and copes with no form type', () => {
    expect(buildSubject('schedule', 'a', 'b')).toBe('Schedule Form Submission - a b')
    expect(buildSubject('', 'Jane', 'Doe')).toBe(' Form Submission - Jane Doe')
  })

  it('is cut to the subject field limit', () => {
    const subject = buildSubject('contact', 'J'.repeat(400), 'Doe')
    expect(subject).toHaveLength(FIELD_LIMITS.subject)
    expect(subject.startsWith('Contact Form Submission - JJJ')).toBe(true)
  })
})

describe('buildLeadRequest', () => {
  it('stamps the current time by default and trims every value', () => {
    const before = Date.now()
    const request = buildLeadRequest('emergency', {
      firstName: 'Jane',
      lastName: 'Doe',
      caseType: ' PI ',
      organization: ' Org ',
      urgency: ' High ',
      deadline: ' Friday ',
    })
    const after = Date.now()
    const stamped = Date.parse(request.submittedAt)
    expect(stamped).toBeGreaterThanOrEqual(before)
    expect(stamped).toBeLessThanOrEqual(after)
    expect(request).toMatchObject({
      caseType: 'PI',
      organization: 'Org',
      urgency: 'High',
      deadline: 'Friday',
      email: '',
      phone: '',
      message: '',
    })
    expect(request).not.toHaveProperty('preferredDate')
    expect(request).not.toHaveProperty('preferredTime')
  })

  it('gives schedule requests empty preferred fields when none were chosen, and trims them', () => {
    const request = buildLeadRequest('schedule', { firstName: 'Jane', preferredTime: ' Morning ' }, new Date(0))
    expect(request.preferredDate).toBe('')
    expect(request.preferredTime).toBe('Morning')
    expect(request).not.toHaveProperty('urgency')
    expect(request).not.toHaveProperty('deadline')
    expect(request.subject).toBe('Schedule Form Submission - Jane')
  })

  it('gives emergency requests empty urgency and deadline when none were given', () => {
    const request = buildLeadRequest('emergency', {}, new Date(0))
    expect(request).toMatchObject({ urgency: '', deadline: '', firstName: '', lastName: '' })
  })
})

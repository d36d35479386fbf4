import { describe, expect, it } from 'vitest'
import { buildLeadRequest, buildSubject, splitName } from './request'

describe('splitName', () => {
  it('splits at the first space', () => {
    expect(splitName('Jane Doe')).toEqual({ firstName: 'Jane', lastName: 'Doe' })
    expect(splitName('Mary Ann van der Berg')).toEqual({ firstName: 'Mary', lastName: 'Ann van der Berg' })
  })
  it('uses "Not Provided" when there is no last name', () => {
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: 'Not Provided' })
    expect(splitName('  Cher   ')).toEqual({ firstName: 'Cher', lastName: 'Not Provided' })
  })
  it('leaves the first name empty for an empty field, so check 1 fails', () => {
    expect(splitName('   ')).toEqual({ firstName: '', lastName: 'Not Provided' })
  })
  it('ignores surrounding spaces and extra spaces between the names', () => {
    expect(splitName('  Jane    Doe ')).toEqual({ firstName: 'Jane', lastName: 'Doe' })
  })
})

describe('buildSubject', () => {
  it('capitalises the form type and appends the full name', () => {
    expect(buildSubject('contact', 'Jane', 'Doe')).toBe('Contact Form Submission - Jane Doe')
    expect(buildSubject('schedule', 'Jane', 'Doe')).toBe('Schedule Form Submission - Jane Doe')
    expect(buildSubject('emergency', 'Jane', 'Not Provided')).toBe('Emergency Form Submission - Jane Not Provided')
  })
})

describe('buildLeadRequest', () => {
  const now = new Date('2025-03-04T15:16:17.000Z')

  it('builds a contact request with trimmed values, subject and ISO time', () => {
    expect(
      buildLeadRequest(
        'contact',
        { firstName: ' Jane ', lastName: 'Doe', email: ' jane@x.io ', phone: '2155550100', message: ' Hi ' },
        now,
      ),
    ).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@x.io',
      phone: '2155550100',
      message: 'Hi',
      caseType: '',
      organization: '',
      formType: 'contact',
      submittedAt: '2025-03-04T15:16:17.000Z',
      subject: 'Contact Form Submission - Jane Doe',
    })
  })

  it('adds urgency and deadline only to emergency requests', () => {
    const values = { firstName: 'Jane', lastName: 'Doe', urgency: 'High', deadline: '2025-03-10' }
    expect(buildLeadRequest('emergency', values, now)).toMatchObject({
      urgency: 'High',
      deadline: '2025-03-10',
      subject: 'Emergency Form Submission - Jane Doe',
    })
    expect(buildLeadRequest('contact', values, now)).not.toHaveProperty('urgency')
  })

  it('adds the preferred date and time only to schedule requests', () => {
    const request = buildLeadRequest(
      'schedule',
      { firstName: 'Jane', lastName: 'Doe', preferredDate: '2025-03-11', preferredTime: 'Morning' },
      now,
    )
    expect(request).toMatchObject({ formType: 'schedule', preferredDate: '2025-03-11', preferredTime: 'Morning' })
    expect(buildLeadRequest('contact', { preferredDate: '2025-03-11' }, now)).not.toHaveProperty('preferredDate')
  })
})

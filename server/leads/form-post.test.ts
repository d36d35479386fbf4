import { describe, expect, it } from 'vitest'
import { parseFormBody } from '../shared/form-body'
import { sitePath, submissionFromForm, isFormPost } from './form-post'

describe('plain form posts', () => {
  it('recognise the urlencoded content type only', () => {
    expect(isFormPost('application/x-www-form-urlencoded')).toBe(true)
    expect(isFormPost('Application/X-WWW-Form-Urlencoded; charset=UTF-8')).toBe(true)
    expect(isFormPost('application/json')).toBe(false)
    expect(isFormPost('multipart/form-data; boundary=x')).toBe(false)
    expect(isFormPost(undefined)).toBe(false)
  })

  it('parse pairs, keeping every value of a repeated name so the rules refuse it', () => {
    expect(parseFormBody('firstName=Jane&message=Line+1%0D%0ALine+2&email=a%40b.co')).toEqual({
      firstName: 'Jane',
      message: 'Line 1\r\nLine 2',
      email: 'a@b.co',
    })
    expect(parseFormBody('email=a@b.co&email=c@d.co')).toEqual({ email: ['a@b.co', 'c@d.co'] })
    const withProto = parseFormBody('__proto__=x&constructor=y')
    expect(Object.keys(withProto)).toEqual(['__proto__', 'constructor'])
    expect(Object.getPrototypeOf(withProto)).toBeNull()
  })

  it('fill in what the app adds: the form type from the form, the subject, the time; a single name is split', () => {
    const now = new Date('2025-05-01T12:00:00Z')
    expect(
      submissionFromForm('schedule', { firstName: 'Ann', lastName: 'Lee', next: '/schedule-consultation' }, now),
    ).toEqual({
      body: {
        firstName: 'Ann',
        lastName: 'Lee',
        formType: 'schedule',
        submittedAt: '2025-05-01T12:00:00.000Z',
        subject: 'Schedule Form Submission - Ann Lee',
      },
      next: '/schedule-consultation',
    })
    expect(submissionFromForm('quick', { name: 'Solo' }, now).body).toMatchObject({
      firstName: 'Solo',
      lastName: 'Not Provided',
      formType: 'contact',
    })
    expect(submissionFromForm('contact', { formType: 'emergency', subject: 'Given' }, now).body).toMatchObject({
      formType: 'emergency',
      subject: 'Given',
    })
  })

  it('send the browser only to a single-slash path of the site', () => {
    expect(sitePath('/contact')).toBe('/contact')
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'contact',
      '/a\nb',
      undefined,
      ['/a'],
    ])
      expect(sitePath(bad)).toBeUndefined()
    for (const notAscii of ['/\u4e2d', '/\u2028x', '/a b', '/caf\u00e9', '/\u007f'])
      expect(sitePath(notAscii), notAscii).toBeUndefined()
    expect(sitePath('/contact?sent=1#top')).toBe('/contact?sent=1#top')
  })
})

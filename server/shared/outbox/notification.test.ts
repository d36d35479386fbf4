import { describe, expect, it } from 'vitest'
import { siteConfig } from '~/config/site-config'
import { buildNotification, headerSafe, notificationSubject } from './notification'
import { backoffDelay } from './outbox-sender'
import type { StoredLead } from '../database/store-types'
import { noCaseDetails } from '../../../tests/support/server-fixtures'

const lead: StoredLead = {
  id: 'ld_1',
  formId: 'contact',
  formType: 'contact',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@x.io',
  phone: '2155550100',
  organization: 'Doe LLP',
  caseType: 'Wrongful Death',
  message: 'The message body\nover two lines',
  subject: 'ignored',
  urgency: null,
  deadline: null,
  preferredDate: null,
  preferredTime: null,
  submittedAt: '2025-01-01T00:00:00.000Z',
  receivedAt: '2025-01-01T00:00:01.000Z',
  clientAddress: null,
  origin: null,
  userAgent: null,
  spam: false,
  ...noCaseDetails(),
}

describe('headerSafe', () => {
  it('turns line breaks and control characters into spaces', () => {
    expect(headerSafe('Jane\r\nBcc: x@y.z')).toBe('Jane Bcc: x@y.z')
    expect(headerSafe('a\u2028b\u0000c\td')).toBe('a b c d')
    expect(headerSafe('x'.repeat(300), 10)).toBe('x'.repeat(10))
  })
})

describe('notificationSubject', () => {
  it('is the form subject, with URGENT first for emergencies', () => {
    expect(notificationSubject(lead)).toBe('Contact Form Submission - Jane Doe')
    expect(notificationSubject({ ...lead, formType: 'emergency' })).toBe('URGENT: Emergency Form Submission - Jane Doe')
    expect(notificationSubject({ ...lead, firstName: 'J\r\nTo: evil@x.y' })).toBe(
      'Contact Form Submission - J To: evil@x.y Doe',
    )
  })
})

describe('buildNotification', () => {
  it('addresses the firm, replies to the visitor and carries every field in the body', () => {
    const message = buildNotification(lead, { to: 'intake@firm.example', from: 'site@firm.example' })
    expect(message.to).toBe('intake@firm.example')
    expect(message.from).toEqual({ name: `${siteConfig.name} website`, address: 'site@firm.example' })
    expect(message.replyTo).toEqual({ name: 'Jane Doe', address: 'jane@x.io' })
    expect(message.text).toContain('Case type: Wrongful Death')
    expect(message.text).toContain('Message:\n> The message body\n> over two lines\n')
    expect(message.headers).toEqual({})
  })

  it('marks emergencies as high priority', () => {
    const message = buildNotification(
      { ...lead, formType: 'emergency', urgency: 'High', deadline: '2025-02-01' },
      { to: 'a@b.co', from: 'c@d.co' },
    )
    expect(message.headers).toMatchObject({ Importance: 'high' })
    expect(message.text).toContain('Urgency level: High')
  })

  it('leaves Reply-To out when the address is not plainly an address', () => {
    expect(
      buildNotification({ ...lead, email: 'a"<b>"@x.io' }, { to: 'a@b.co', from: 'c@d.co' }).replyTo,
    ).toBeUndefined()
  })
})

describe('backoffDelay', () => {
  const options = { baseDelayMs: 1_000, maxDelayMs: 30_000 }
  it('doubles from the base up to the cap, within 10% jitter', () => {
    const middle = () => 0.5
    expect([1, 2, 3, 4, 5, 6, 7].map((attempts) => backoffDelay(attempts, options, middle))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ])
    expect(backoffDelay(1, options, () => 0)).toBe(900)
    expect(backoffDelay(1, options, () => 1)).toBe(1_100)
  })
})

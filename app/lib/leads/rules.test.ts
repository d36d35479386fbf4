import { describe, expect, it } from 'vitest'
import { addCalendarDays, calendarDateIn } from './case-dates'
import { FIELD_LIMITS, URGENCY_LEVELS } from './fields'
import { BOOKING_PHONE_MESSAGE, VALIDATION_MESSAGES } from './messages'
import { checkLeadPayload, findLeadIssues, isValidEmail, isValidPhone, validateLead, type LeadRequest } from './rules'

/** A date the forms take: next week, on the firm's calendar. */
const nextWeek = addCalendarDays(calendarDateIn('America/New_York', new Date()), 7)

const valid: LeadRequest = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@firm.example.com',
  phone: '(215) 555-0100',
  message: 'Wrongful death matter, trial in March.',
  caseType: 'Wrongful Death',
  organization: 'Doe & Partners',
  formType: 'contact',
  submittedAt: new Date().toISOString(),
  subject: 'Contact Form Submission - Jane Doe',
}

describe('validateLead: the four checks in order', () => {
  it('accepts a complete request', () => {
    expect(validateLead(valid)).toBeNull()
  })

  it('check 1: first and last name are both required', () => {
    expect(validateLead({ ...valid, firstName: '' })).toEqual({
      field: 'firstName',
      code: 'required',
      message: 'Please provide your first and last name.',
    })
    expect(validateLead({ ...valid, lastName: '' })).toEqual({
      field: 'lastName',
      code: 'required',
      message: 'Please provide your first and last name.',
    })
  })

  it('check 2: email is required and must look like name@domain.tld', () => {
    expect(validateLead({ ...valid, email: '' })).toEqual({
      field: 'email',
      code: 'required',
      message: 'Please provide a valid email address.',
    })
    expect(validateLead({ ...valid, email: 'jane@firm' })?.message).toBe(VALIDATION_MESSAGES.email)
    expect(validateLead({ ...valid, email: 'jane@firm' })?.code).toBe('invalid_email')
  })

  it('check 3: a given phone must be valid; an empty phone passes', () => {
    expect(validateLead({ ...valid, phone: '555-01' })).toEqual({
      field: 'phone',
      code: 'invalid_phone',
      message: 'Please provide a valid phone number.',
    })
    expect(validateLead({ ...valid, phone: '' })).toBeNull()
  })

  it('check 4: emergency requests need urgency and deadline; other types do not', () => {
    const emergency = { ...valid, formType: 'emergency' as const }
    expect(validateLead(emergency)).toEqual({
      field: 'urgency',
      code: 'required',
      message: 'Please specify urgency level and deadline for emergency requests.',
    })
    expect(validateLead({ ...emergency, urgency: URGENCY_LEVELS[1] })).toEqual({
      field: 'deadline',
      code: 'required',
      message: VALIDATION_MESSAGES.emergency,
    })
    expect(validateLead({ ...emergency, urgency: URGENCY_LEVELS[1], deadline: nextWeek })).toBeNull()
    expect(validateLead({ ...valid, formType: 'schedule' })).toBeNull()
  })

  it('stops at the first failure: name before email before phone before emergency', () => {
    const allWrong = { ...valid, firstName: '', email: 'x', phone: 'abc', formType: 'emergency' as const }
    expect(validateLead(allWrong)?.message).toBe(VALIDATION_MESSAGES.name)
    expect(validateLead({ ...allWrong, firstName: 'Jane' })?.message).toBe(VALIDATION_MESSAGES.email)
    expect(validateLead({ ...allWrong, firstName: 'Jane', email: 'j@x.io' })?.message).toBe(VALIDATION_MESSAGES.phone)
    expect(validateLead({ ...allWrong, firstName: 'Jane', email: 'j@x.io', phone: '' })?.message).toBe(
      VALIDATION_MESSAGES.emergency,
    )
    expect(findLeadIssues(allWrong).map((issue) => issue.field)).toEqual([
      'firstName',
      'email',
      'phone',
      'urgency',
      'deadline',
    ])
  })
})

describe('email rule', () => {
  it.each(['a@b.co', 'jane.doe+case@law-firm.example.com', 'x@y.z'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })
  it.each(['', 'plain', 'a@b', '@b.co', 'a@.co', 'a b@c.co', 'a@b .co', 'a@b.co ', 'a@@b.co', 'a@b.co\nBcc: x@y.z'])(
    'rejects %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false)
    },
  )
})

describe('phone rule', () => {
  it.each(['2155550100', '(215) 555-0100', '+1 215 555 0100', '215-555-0100'])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true)
  })
  it.each(['555-0100', '215.555.0100', '215-555-01OO', 'call me please', '(215)555-'])('rejects %j', (phone) => {
    expect(isValidPhone(phone)).toBe(false)
  })
  it('counts characters, not digits: ten characters of the allowed kinds pass', () => {
    expect(isValidPhone('(12) 34-56')).toBe(true)
    expect(isValidPhone('(12) 34-5')).toBe(false)
  })
})

describe('phone once a consultation time is chosen (issue 54)', () => {
  const schedule = { ...valid, formType: 'schedule' as const, phone: '' }
  it('is optional without a time, as decision 008 keeps it', () => {
    expect(findLeadIssues(schedule)).toEqual([])
    expect(checkLeadPayload(schedule)).toMatchObject({ ok: true })
  })
  it('is required with a time: the office calls that number', () => {
    expect(findLeadIssues(schedule, { timeChosen: true })).toEqual([
      { field: 'phone', code: 'required', message: BOOKING_PHONE_MESSAGE },
    ])
    expect(checkLeadPayload(schedule, { timeChosen: true })).toMatchObject({
      ok: false,
      errors: [{ field: 'phone', code: 'required' }],
    })
    expect(findLeadIssues({ ...schedule, phone: '(215) 555-0100' }, { timeChosen: true })).toEqual([])
  })
})

describe('checkLeadPayload (the collector)', () => {
  it('accepts a valid body and trims values', () => {
    const result = checkLeadPayload({ ...valid, firstName: '  Jane ', _gotcha: '' })
    expect(result).toEqual({ ok: true, spam: false, lead: valid })
  })

  it('flags a filled honeypot as spam but still accepts it', () => {
    expect(checkLeadPayload({ ...valid, _gotcha: 'http://spam.example' })).toMatchObject({ ok: true, spam: true })
  })

  it('refuses unknown fields', () => {
    const result = checkLeadPayload({ ...valid, admin: true })
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'admin', code: 'unknown_field', message: 'admin is not a field of this form.' }],
    })
  })

  it('refuses values that are not text', () => {
    const result = checkLeadPayload({ ...valid, phone: 2155550100 })
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(result.errors).toEqual([{ field: 'phone', code: 'invalid_type', message: 'Phone must be text.' }])
  })

  it('enforces the length limit of every field', () => {
    for (const [field, limit] of Object.entries(FIELD_LIMITS)) {
      if (field === 'formType') continue
      const result = checkLeadPayload({ ...valid, [field]: 'x'.repeat(limit + 1) })
      expect(result.ok, field).toBe(false)
      if (!result.ok)
        expect(
          result.errors.some((error) => error.field === field && error.code === 'too_long'),
          field,
        ).toBe(true)
    }
  })

  it('accepts values exactly at the limit', () => {
    expect(checkLeadPayload({ ...valid, message: 'x'.repeat(FIELD_LIMITS.message) }).ok).toBe(true)
  })

  it('requires a known form type', () => {
    const result = checkLeadPayload({ ...valid, formType: 'newsletter' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[0]).toMatchObject({ field: 'formType', code: 'invalid_value' })
  })

  it('reports rule failures first, in rule order, with the browser messages', () => {
    const result = checkLeadPayload({ ...valid, firstName: '', email: 'nope', extra: 'x' })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.errors.map((error) => error.message)).toEqual([
        VALIDATION_MESSAGES.name,
        VALIDATION_MESSAGES.email,
        'extra is not a field of this form.',
      ])
    }
  })

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'text', 42]) expect(checkLeadPayload(body).ok).toBe(false)
  })

  it('refuses an unreadable submission time', () => {
    expect(checkLeadPayload({ ...valid, submittedAt: 'yesterday' }).ok).toBe(false)
  })
})

describe('checkLeadPayload: control characters and unknown fields', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({ ...valid, ...overrides })

  it('refuses a line break, a control character or a Unicode line separator in a one-line field, naming the field', () => {
    for (const [field, value] of [
      ['firstName', 'Jane\nBcc: x'],
      ['phone', '215\r555 0100'],
      ['organization', 'Doe\u0000LLP'],
      ['caseType', 'Other\u2028Lead id: 1'],
      ['email', 'jane@x.io\u0085'],
    ] as const) {
      const check = checkLeadPayload(body({ [field]: value }))
      expect(check.ok, field).toBe(false)
      if (!check.ok) {
        const issue = check.errors.find((error) => error.field === field)
        expect(issue, field).toMatchObject({ code: 'invalid_characters' })
        expect(issue?.message).toMatch(
          /must be one line of text, without line breaks, control characters or invisible formatting characters\.$/,
        )
      }
    }
  })

  it('keeps the line breaks and tabs of the message but refuses its other control characters', () => {
    expect(checkLeadPayload(body({ message: 'First line.\r\nSecond line.\n\tIndented.' })).ok).toBe(true)
    const check = checkLeadPayload(body({ message: 'Bell\u0007 here' }))
    expect(check.ok).toBe(false)
    if (!check.ok)
      expect(check.errors).toContainEqual({
        field: 'message',
        code: 'invalid_characters',
        message: 'Message contains control characters.',
      })
  })

  it('names ten unknown fields, each cut to 64 characters, and counts the rest in one line', () => {
    const extra = Object.fromEntries(
      Array.from({ length: 12 }, (_, index) => [`${'x'.repeat(70)}${String(index)}`, '']),
    )
    const check = checkLeadPayload(body(extra))
    expect(check.ok).toBe(false)
    if (check.ok) return
    const unknown = check.errors.filter((error) => error.code === 'unknown_field')
    expect(unknown).toHaveLength(11)
    expect(unknown[0]?.field).toBe('x'.repeat(64))
    expect(unknown[0]?.message).toBe(`${'x'.repeat(64)} is not a field of this form.`)
    expect(unknown[10]).toEqual({
      field: '(body)',
      code: 'unknown_field',
      message: '2 more fields are not fields of this form.',
    })
    const one = checkLeadPayload(
      body(Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`k${String(index)}`, '']))),
    )
    if (!one.ok) expect(one.errors.at(-1)?.message).toBe('1 more field is not a field of this form.')
  })
})

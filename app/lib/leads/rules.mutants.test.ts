/**
 * Tests written against surviving mutants (npm run mutation): the collector's exact messages, which
 * problems hide which, the order of the errors, what an accepted lead carries, and the field tables.
 */
import { describe, expect, it } from 'vitest'
import { addCalendarDays, calendarDateIn } from './case-dates'
import { FIELD_LABELS, FIELD_LIMITS, FORM_TYPES, LEAD_FIELDS, URGENCY_LEVELS, isFormType } from './fields'
import { SUBMISSION_ERROR, VALIDATION_MESSAGES, submissionErrorText } from './messages'
import { checkLeadPayload, findLeadIssues, isValidEmail, isValidPhone, validateLead } from './rules'
import { listTimeWindows } from './time-windows'

/** Values the forms offer: an urgency of the list, a date next week, the first time window. */
const HIGH = URGENCY_LEVELS[1]
const nextWeek = addCalendarDays(calendarDateIn('America/New_York', new Date()), 7)
const MORNING = listTimeWindows()[0] ?? ''

const valid = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@x.io',
  phone: '',
  message: '',
  caseType: '',
  organization: '',
  formType: 'contact',
  submittedAt: new Date().toISOString(),
  subject: 'Contact Form Submission - Jane Doe',
}

const errorsOf = (body: unknown) => {
  const result = checkLeadPayload(body)
  if (result.ok) throw new Error('expected errors')
  return result.errors
}

describe('the rules', () => {
  it('names the missing last name, and a missing email as required', () => {
    expect(validateLead({ ...valid, formType: 'contact', lastName: '' })).toEqual({
      field: 'lastName',
      code: 'required',
      message: VALIDATION_MESSAGES.name,
    })
    expect(validateLead({ ...valid, formType: 'contact', email: '' })).toEqual({
      field: 'email',
      code: 'required',
      message: VALIDATION_MESSAGES.email,
    })
    expect(validateLead({ ...valid, formType: 'contact', email: 'a@b' })).toEqual({
      field: 'email',
      code: 'invalid_email',
      message: VALIDATION_MESSAGES.email,
    })
    expect(validateLead({ ...valid, formType: 'contact', phone: '12345' })).toEqual({
      field: 'phone',
      code: 'invalid_phone',
      message: VALIDATION_MESSAGES.phone,
    })
  })

  it('asks emergencies for the urgency and the deadline, each missing one on its own', () => {
    const emergency = { ...valid, formType: 'emergency' as const }
    expect(findLeadIssues(emergency)).toEqual([
      { field: 'urgency', code: 'required', message: VALIDATION_MESSAGES.emergency },
      { field: 'deadline', code: 'required', message: VALIDATION_MESSAGES.emergency },
    ])
    expect(findLeadIssues({ ...emergency, deadline: nextWeek })).toEqual([
      { field: 'urgency', code: 'required', message: VALIDATION_MESSAGES.emergency },
    ])
    expect(findLeadIssues({ ...emergency, urgency: HIGH })).toEqual([
      { field: 'deadline', code: 'required', message: VALIDATION_MESSAGES.emergency },
    ])
    expect(findLeadIssues({ ...emergency, urgency: HIGH, deadline: nextWeek })).toEqual([])
    expect(validateLead({ ...emergency, urgency: HIGH, deadline: nextWeek })).toBeNull()
  })

  it('lists every failing rule, in rule order, each missing field on its own', () => {
    expect(
      findLeadIssues({ firstName: '', lastName: '', email: 'x', phone: 'abc', formType: 'emergency' }).map(
        (issue) => issue.field,
      ),
    ).toEqual(['firstName', 'lastName', 'email', 'phone', 'urgency', 'deadline'])
  })

  it('checks the whole email and phone, not a part of them', () => {
    expect(isValidEmail('jane@x.io ')).toBe(false)
    expect(isValidEmail(' jane@x.io')).toBe(false)
    expect(isValidEmail('jane@@x.io')).toBe(false)
    expect(isValidEmail('jane@x.')).toBe(false)
    expect(isValidPhone('215-555-0100x')).toBe(false)
    expect(isValidPhone('x2155550100')).toBe(false)
    expect(isValidPhone('+1 (215) 555')).toBe(true)
    expect(isValidPhone('215555010')).toBe(false)
  })
})

describe('checkLeadPayload, messages and codes', () => {
  it('says the body must be a JSON object', () => {
    for (const body of [null, undefined, [], 'text', 42]) {
      expect(errorsOf(body)).toEqual([
        { field: '(body)', code: 'invalid_type', message: 'The request body must be a JSON object.' },
      ])
    }
  })

  it('says which field is too long and its limit', () => {
    expect(errorsOf({ ...valid, organization: 'x'.repeat(201) })).toEqual([
      { field: 'organization', code: 'too_long', message: 'Organization must be at most 200 characters.' },
    ])
  })

  it('measures the length after trimming', () => {
    const result = checkLeadPayload({ ...valid, organization: ` ${'x'.repeat(200)} ` })
    expect(result).toMatchObject({ ok: true, lead: { organization: 'x'.repeat(200) } })
  })

  it('lists the form types when the type is unknown or missing', () => {
    const message = 'Form type must be one of: contact, schedule, emergency.'
    expect(errorsOf({ ...valid, formType: 'newsletter' })).toEqual([
      { field: 'formType', code: 'invalid_value', message },
    ])
    const { formType: _omitted, ...withoutType } = valid
    expect(errorsOf(withoutType)).toEqual([{ field: 'formType', code: 'invalid_value', message }])
  })

  it('explains an unreadable submission time, and accepts a missing one', () => {
    expect(errorsOf({ ...valid, submittedAt: 'yesterday' })).toEqual([
      { field: 'submittedAt', code: 'invalid_value', message: 'Submission time must be an ISO 8601 time.' },
    ])
    const { submittedAt: _omitted, ...withoutTime } = valid
    expect(checkLeadPayload(withoutTime)).toMatchObject({ ok: true, lead: { submittedAt: '' } })
  })

  it('skips null and undefined values, as if the field were absent', () => {
    expect(checkLeadPayload({ ...valid, phone: null, message: undefined })).toMatchObject({
      ok: true,
      lead: { phone: '', message: '' },
    })
    expect(errorsOf({ ...valid, lastName: null })).toEqual([
      { field: 'lastName', code: 'required', message: VALIDATION_MESSAGES.name },
    ])
    expect(errorsOf({ ...valid, firstName: undefined })).toEqual([
      { field: 'firstName', code: 'required', message: VALIDATION_MESSAGES.name },
    ])
    expect(errorsOf({ ...valid, email: null })).toEqual([
      { field: 'email', code: 'required', message: VALIDATION_MESSAGES.email },
    ])
  })

  it('reports a field once: a shape error hides the rule error of the same field', () => {
    expect(errorsOf({ ...valid, email: 42 })).toEqual([
      { field: 'email', code: 'invalid_type', message: 'Email must be text.' },
    ])
    expect(errorsOf({ ...valid, email: `${'x'.repeat(250)}@x.io` })).toEqual([
      { field: 'email', code: 'too_long', message: 'Email must be at most 254 characters.' },
    ])
  })

  it('keeps each shape error, and the order they came in', () => {
    expect(errorsOf({ ...valid, zeta: 1, alpha: 2 }).map((error) => error.field)).toEqual(['zeta', 'alpha'])
    expect(
      errorsOf({ ...valid, phone: 'abc', zeta: 1, email: 'bad', firstName: '' }).map((error) => error.field),
    ).toEqual(['firstName', 'email', 'phone', 'zeta'])
    expect(errorsOf({ ...valid, formType: 'emergency', zeta: 1, lastName: '' }).map((error) => error.field)).toEqual([
      'lastName',
      'urgency',
      'deadline',
      'zeta',
    ])
  })

  it('accepts an emergency with its urgency and deadline, and carries the optional fields only when given', () => {
    const result = checkLeadPayload({
      ...valid,
      formType: 'emergency',
      urgency: ` ${HIGH} `,
      deadline: nextWeek,
      preferredDate: '',
      preferredTime: MORNING,
    })
    expect(result).toEqual({
      ok: true,
      spam: false,
      lead: { ...valid, formType: 'emergency', urgency: HIGH, deadline: nextWeek, preferredTime: MORNING },
    })
    const plain = checkLeadPayload(valid)
    expect(plain.ok && Object.keys(plain.lead)).toEqual(Object.keys(valid))
    const scheduled = checkLeadPayload({ ...valid, formType: 'schedule', preferredDate: nextWeek })
    expect(scheduled).toMatchObject({ ok: true, lead: { formType: 'schedule', preferredDate: nextWeek } })
  })

  it('fills the missing text fields with empty strings', () => {
    expect(checkLeadPayload({ firstName: 'A', lastName: 'B', email: 'a@b.co', formType: 'contact' })).toEqual({
      ok: true,
      spam: false,
      lead: {
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.co',
        phone: '',
        message: '',
        caseType: '',
        organization: '',
        formType: 'contact',
        submittedAt: '',
        subject: '',
      },
    })
  })

  it('treats a honeypot of spaces as empty', () => {
    expect(checkLeadPayload({ ...valid, _gotcha: '   ' })).toMatchObject({ ok: true, spam: false })
  })

  it('does not take inherited properties for fields', () => {
    expect(errorsOf({ ...valid, toString: 'x' })).toEqual([
      { field: 'toString', code: 'unknown_field', message: 'toString is not a field of this form.' },
    ])
  })
})

describe('fields and messages', () => {
  it('knows the three form types and nothing else', () => {
    expect(FORM_TYPES).toEqual(['contact', 'schedule', 'emergency'])
    expect(isFormType('schedule')).toBe(true)
    expect(isFormType('Schedule')).toBe(false)
    expect(isFormType(undefined)).toBe(false)
    expect(isFormType(['contact'])).toBe(false)
  })

  it('labels and limits the same fields', () => {
    expect(Object.keys(FIELD_LABELS)).toEqual(LEAD_FIELDS)
    expect(LEAD_FIELDS).toContain('_gotcha')
    expect(FIELD_LIMITS).toMatchObject({ firstName: 100, email: 254, phone: 40, message: 5000, subject: 300 })
  })

  it('puts the phone number inside the submission error', () => {
    expect(submissionErrorText('(215) 555-0000')).toBe(
      'There was an error submitting the request. Please try again or call the office at (215) 555-0000.',
    )
    expect(submissionErrorText()).toMatch(/^There was an error submitting the request\. .*\(\d{3}\) \d{3}-\d{4}\.$/)
    expect(SUBMISSION_ERROR.after).toBe('.')
  })
})

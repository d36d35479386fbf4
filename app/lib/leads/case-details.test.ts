/**
 * The case-detail rules: after the seed's four, which keep their order and messages exactly; each
 * message names its field; "today" is the firm's date, read from a clock the tests fix.
 */
import { describe, expect, it } from 'vitest'
import { RETAINED_BY } from '~/config/retained-by'
import { listStates } from '~/lib/content-folder/locations'
import { CASE_DETAIL_FIELDS, COURT_STATE_CODES, FIELD_LIMITS, URGENCY_LEVELS } from './fields'
import { VALIDATION_MESSAGES } from './messages'
import { buildLeadRequest } from './request'
import { checkLeadPayload, findLeadIssues, validateLead, type LeadRequest } from './rules'

// 10:00 in New York on 24 November 2026 (the firm's zone in site-config).
const clock = { now: new Date('2026-11-24T15:00:00Z'), timeZone: 'America/New_York' }

const valid: LeadRequest = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@firm.example.com',
  phone: '(215) 555-0100',
  message: 'Wrongful death matter.',
  caseType: 'Wrongful Death',
  organization: 'Doe & Partners',
  formType: 'contact',
  submittedAt: '2026-11-24T15:00:00.000Z',
  subject: 'Contact Form Submission - Jane Doe',
}

const details = {
  retainedBy: 'plaintiff',
  plaintiffs: 'Estate of John Roe',
  defendants: 'Acme Freight LLC; Pat Driver',
  counselFirm: 'Smith & Jones LLP',
  caseNumber: '2:26-cv-01234',
  courtState: 'PA',
  courtName: 'United States District Court for the Eastern District of Pennsylvania',
  disclosureDeadline: '2027-01-15',
  depositionDate: '2027-02-10',
  trialDate: '2027-06-01',
}

describe("the seed's rules stay exactly as they were", () => {
  it('the four messages, in their order, word for word', () => {
    expect(Object.entries(VALIDATION_MESSAGES)).toEqual([
      ['name', 'Please provide your first and last name.'],
      ['email', 'Please provide a valid email address.'],
      ['phone', 'Please provide a valid phone number.'],
      ['emergency', 'Please specify urgency level and deadline for emergency requests.'],
    ])
  })

  it('run before any case detail: a request failing everything reports the four first, in order, each missing field on its own', () => {
    const allWrong = {
      ...valid,
      ...details,
      firstName: '',
      email: 'x',
      phone: 'abc',
      formType: 'emergency' as const,
      trialDate: '2026-01-01',
      retainedBy: 'judge',
    }
    const messages = findLeadIssues(allWrong, clock).map((issue) => issue.message)
    expect(messages.slice(0, 5)).toEqual([
      VALIDATION_MESSAGES.name,
      VALIDATION_MESSAGES.email,
      VALIDATION_MESSAGES.phone,
      VALIDATION_MESSAGES.emergency,
      VALIDATION_MESSAGES.emergency,
    ])
    expect(messages.slice(5)).toEqual([
      'Retained by must be one of: plaintiff, defense, neutral, other.',
      'Trial date cannot be in the past.',
    ])
    expect(validateLead(allWrong, clock)?.message).toBe(VALIDATION_MESSAGES.name)
    expect(
      validateLead(
        {
          ...allWrong,
          firstName: 'Jane',
          email: 'j@x.io',
          phone: '',
          urgency: URGENCY_LEVELS[1],
          deadline: '2026-12-01',
        },
        clock,
      )?.field,
    ).toBe('retainedBy')
  })

  it('a request without case details passes as before', () => {
    expect(validateLead(valid, clock)).toBeNull()
    expect(findLeadIssues(valid, clock)).toEqual([])
  })
})

describe('case details', () => {
  it('accepts a complete set', () => {
    expect(validateLead({ ...valid, ...details }, clock)).toBeNull()
  })

  it('retainedBy takes the shared enum only', () => {
    for (const side of RETAINED_BY) expect(validateLead({ ...valid, retainedBy: side }, clock)).toBeNull()
    expect(validateLead({ ...valid, retainedBy: 'Plaintiff' }, clock)).toEqual({
      field: 'retainedBy',
      code: 'invalid_value',
      message: 'Retained by must be one of: plaintiff, defense, neutral, other.',
    })
  })

  it('courtState is the USPS code of a state the site serves', () => {
    expect(validateLead({ ...valid, courtState: 'DC' }, clock)).toBeNull()
    expect(validateLead({ ...valid, courtState: 'Pennsylvania' }, clock)?.message).toBe(
      'Court state must be at most 2 characters.',
    )
    for (const code of ['pa', 'PR', 'XX']) {
      expect(validateLead({ ...valid, courtState: code }, clock)).toEqual({
        field: 'courtState',
        code: 'invalid_value',
        message: 'Court state must be the two-letter postal code of a state or DC, such as NY.',
      })
    }
    expect([...COURT_STATE_CODES].sort()).toEqual(
      listStates()
        .map((state) => state.abbreviation)
        .sort(),
    )
  })

  it('dates must exist on the calendar', () => {
    expect(validateLead({ ...valid, disclosureDeadline: '2027-02-30' }, clock)).toEqual({
      field: 'disclosureDeadline',
      code: 'invalid_date',
      message: 'Expert disclosure date must be a real date, written YYYY-MM-DD.',
    })
    expect(validateLead({ ...valid, depositionDate: '02/10/2027' }, clock)).toEqual({
      field: 'depositionDate',
      code: 'invalid_date',
      message: 'Deposition date must be a real date, written YYYY-MM-DD.',
    })
    expect(validateLead({ ...valid, trialDate: 'June' }, clock)?.message).toBe(
      'Trial date must be a real date, written YYYY-MM-DD.',
    )
  })

  it("dates may not be before today in the firm's time zone; the day before is accepted", () => {
    expect(validateLead({ ...valid, disclosureDeadline: '2026-11-24' }, clock)).toBeNull()
    expect(validateLead({ ...valid, disclosureDeadline: '2026-11-23' }, clock)).toBeNull()
    expect(validateLead({ ...valid, disclosureDeadline: '2026-11-22' }, clock)).toEqual({
      field: 'disclosureDeadline',
      code: 'past_date',
      message: 'Expert disclosure date cannot be in the past.',
    })
    expect(validateLead({ ...valid, depositionDate: '2025-12-01' }, clock)?.message).toBe(
      'Deposition date cannot be in the past.',
    )
    // 03:00 UTC on the 25th is still the 24th in New York: the 23rd is accepted there, not in UTC.
    const lateEvening = new Date('2026-11-25T03:00:00Z')
    expect(
      validateLead({ ...valid, trialDate: '2026-11-23' }, { now: lateEvening, timeZone: 'America/New_York' }),
    ).toBeNull()
    expect(validateLead({ ...valid, trialDate: '2026-11-23' }, { now: lateEvening, timeZone: 'UTC' })?.code).toBe(
      'past_date',
    )
  })

  it('the trial may not come before the disclosure deadline; the same day is accepted', () => {
    expect(validateLead({ ...valid, disclosureDeadline: '2027-03-01', trialDate: '2027-02-28' }, clock)).toEqual({
      field: 'trialDate',
      code: 'date_order',
      message: 'Trial date cannot be before the expert disclosure date.',
    })
    expect(validateLead({ ...valid, disclosureDeadline: '2027-03-01', trialDate: '2027-03-01' }, clock)).toBeNull()
    // An invalid date is reported as such, not compared.
    expect(
      findLeadIssues({ ...valid, disclosureDeadline: '2027-13-01', trialDate: '2027-02-28' }, clock).map(
        (issue) => issue.code,
      ),
    ).toEqual(['invalid_date'])
  })

  it('every text is capped, with a message naming the field', () => {
    expect(validateLead({ ...valid, plaintiffs: 'x'.repeat(FIELD_LIMITS.plaintiffs + 1) }, clock)).toEqual({
      field: 'plaintiffs',
      code: 'too_long',
      message: 'Plaintiffs must be at most 1000 characters.',
    })
    expect(validateLead({ ...valid, counselFirm: 'x'.repeat(FIELD_LIMITS.counselFirm + 1) }, clock)?.message).toBe(
      'Opposing counsel must be at most 300 characters.',
    )
    expect(validateLead({ ...valid, caseNumber: 'x'.repeat(101) }, clock)?.message).toBe(
      'Case number must be at most 100 characters.',
    )
    expect(validateLead({ ...valid, courtName: 'x'.repeat(201) }, clock)?.message).toBe(
      'Court must be at most 200 characters.',
    )
  })

  it('reports every failing detail in form order', () => {
    const issues = findLeadIssues(
      { ...valid, retainedBy: 'x', courtState: 'ZZ', disclosureDeadline: '2020-01-01', trialDate: '2020-13-01' },
      clock,
    )
    expect(issues.map((issue) => issue.field)).toEqual(['retainedBy', 'courtState', 'disclosureDeadline', 'trialDate'])
  })
})

describe('the collector checks the same rules', () => {
  const body = { ...valid, ...details }

  it('stores every case detail given, and leaves out the empty ones', () => {
    const check = checkLeadPayload({ ...body, caseNumber: '  ', depositionDate: '' }, clock)
    expect(check.ok).toBe(true)
    if (!check.ok) return
    const { caseNumber: _number, depositionDate: _date, ...given } = details
    expect(check.lead).toMatchObject(given)
    expect('caseNumber' in check.lead).toBe(false)
    expect('depositionDate' in check.lead).toBe(false)
  })

  it('answers the case-detail messages after the four, naming the field', () => {
    const check = checkLeadPayload(
      { ...body, email: 'nope', trialDate: '2026-01-01', courtState: 'Pennsylvania' },
      clock,
    )
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.errors.map((issue) => [issue.field, issue.message])).toEqual([
      ['email', VALIDATION_MESSAGES.email],
      ['courtState', 'Court state must be at most 2 characters.'],
      ['trialDate', 'Trial date cannot be in the past.'],
    ])
  })

  it('refuses a case detail that is not text', () => {
    const check = checkLeadPayload({ ...body, plaintiffs: ['A', 'B'] }, clock)
    expect(check.ok ? [] : check.errors).toEqual([
      { field: 'plaintiffs', code: 'invalid_type', message: 'Plaintiffs must be text.' },
    ])
  })
})

describe('the forms send the case details', () => {
  it('buildLeadRequest trims them and sends only those given, for every form type', () => {
    for (const formType of ['contact', 'schedule', 'emergency'] as const) {
      const request = buildLeadRequest(
        formType,
        {
          firstName: 'Jane',
          lastName: 'Doe',
          email: 'j@x.io',
          ...details,
          plaintiffs: '  Estate of John Roe ',
          caseNumber: '',
        },
        clock.now,
      )
      for (const field of CASE_DETAIL_FIELDS.filter((name) => name !== 'caseNumber'))
        expect(request[field], field).toBe(details[field].trim())
      expect('caseNumber' in request).toBe(false)
    }
  })
})

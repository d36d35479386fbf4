import { describe, expect, it } from 'vitest'
import { CALCULATOR_FORM_COPY } from '~/copy/calculator'
import {
  calculatorFigures,
  caseDetailLines,
  requestFieldLines,
  requestPlainText,
  type RequestRecord,
} from './request-view'

const request: RequestRecord = {
  id: 'ld_1',
  formId: 'contact',
  formType: 'contact',
  firstName: 'Ada',
  lastName: 'Quill',
  email: 'ada@example.com',
  phone: '',
  organization: 'Quill LLP',
  caseType: 'Wrongful Death',
  message: 'Please call.',
  subject: 'Contact',
  urgency: null,
  deadline: null,
  preferredDate: null,
  preferredTime: null,
  submittedAt: null,
  receivedAt: '2026-11-27T10:00:00.000Z',
  retainedBy: 'plaintiff',
  plaintiffs: 'Estate of Roe',
  defendants: 'Acme Freight',
  counselFirm: null,
  caseNumber: null,
  courtState: null,
  courtName: null,
  disclosureDeadline: '2027-01-15',
  depositionDate: null,
  trialDate: null,
}

describe("the request page's lines", () => {
  it("lists the given fields and case details with the forms' labels, leaving out empty ones", () => {
    expect(requestFieldLines(request).map((line) => line.label)).toEqual([
      'First name',
      'Last name',
      'Email',
      'Organization',
      'Case type',
      'Form type',
      'Subject',
    ])
    expect(caseDetailLines(request)).toEqual([
      { label: 'Retained by', value: 'Plaintiff' },
      { label: 'Plaintiffs', value: 'Estate of Roe' },
      { label: 'Defendants', value: 'Acme Freight' },
      { label: 'Expert disclosure date', value: 'Jan 15, 2027' },
    ])
  })

  it('shows values by the labels of the lists the forms use, dates in the short form and times in the firm’s zone', () => {
    const lines = [
      ...requestFieldLines({ ...request, submittedAt: '2026-11-29T00:43:22.188Z' }),
      ...caseDetailLines({ ...request, courtState: 'TX', retainedBy: 'defense' }),
    ]
    const value = (label: string) => lines.find((line) => line.label === label)?.value
    expect(value('Court state')).toBe('Texas')
    expect(value('Retained by')).toBe('Defense')
    expect(value('Submission time')).toBe('Nov 28, 2026, 7:43 PM ET')
  })

  it("reads the calculator's figures out of a hand-off message, and none out of another", () => {
    const { intro, closing } = CALCULATOR_FORM_COPY.handoff
    const message = `Hello.\n${intro}\nAnnual earnings: $60,000\nDiscount rate: 4.5%\n\nTotal: $1,234,567\n\n${closing}\nThanks`
    expect(calculatorFigures(message)).toEqual([
      { label: 'Annual earnings', value: '$60,000' },
      { label: 'Discount rate', value: '4.5%' },
      { label: 'Total', value: '$1,234,567' },
    ])
    expect(calculatorFigures('Total: $5')).toEqual([])
  })

  it('copies as plain text with every given field, the case details and the message', () => {
    const text = requestPlainText(request)
    expect(text).toContain('Request ld_1, received 2026-11-27T10:00:00.000Z')
    expect(text).toContain('Email: ada@example.com')
    expect(text).toContain('Defendants: Acme Freight')
    expect(text).toMatch(/Message\nPlease call\.\n$/)
  })
})

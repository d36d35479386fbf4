import { describe, expect, it } from 'vitest'
import { caseDetailsOf, fillLetter, NOT_GIVEN, SAMPLE_CASE_DETAILS, signedText } from './letter'

const lead = {
  firstName: 'Marisol',
  lastName: 'Pell',
  organization: 'Pell & Ward LLP',
  plaintiffs: 'Marisol Pell',
  defendants: 'Acme Freight, Inc.',
  retainedBy: 'plaintiff',
  caseNumber: '2026-CV-0142',
  courtName: 'Court of Common Pleas',
  courtState: 'PA',
}

describe('the engagement letter', () => {
  it('fills the case details from the request, saying so when one was not given', () => {
    const details = caseDetailsOf({ ...lead, caseNumber: null })
    expect(details).toMatchObject({
      caption: 'Marisol Pell v. Acme Freight, Inc.',
      court: 'Court of Common Pleas, PA',
      retainingSide: 'plaintiff',
      counselName: 'Marisol Pell',
      counselFirm: 'Pell & Ward LLP',
    })
    expect(fillLetter('In {{case.caption}}, case {{case.caseNumber}}.', details)).toBe(
      `In Marisol Pell v. Acme Freight, Inc., case ${NOT_GIVEN}.`,
    )
  })

  it('refuses a template with a placeholder it cannot fill', () => {
    expect(() => fillLetter('Dear {{case.judge}}', SAMPLE_CASE_DETAILS)).toThrow(/case\.judge/)
  })

  it('makes one exact text to sign: the title, then the paragraphs, LF line ends', () => {
    expect(signedText('Engagement letter', 'First  line\nwrapped.\r\n\r\nSecond.')).toBe(
      'Engagement letter\n\nFirst line wrapped.\n\nSecond.\n',
    )
  })
})

import { describe, expect, it } from 'vitest'
import {
  conflictsParagraph,
  consultingRetainer,
  courtLine,
  expertFeeSentence,
  isTableBlock,
  payerClause,
  ratesTable,
  tableCells,
  withPeriod,
} from './letter-terms'

const counsel = { counselName: 'Dana Reyes', counselFirm: 'Reyes & Hart LLP' }

describe('who pays', () => {
  it('the law firm (the default): the law firm owes the invoices and the retainer, and counsel signs for it', () => {
    const clause = payerClause('law-firm', counsel)
    expect(clause).toMatch(/Reyes & Hart LLP engages the firm and owes its invoices and the retainer/)
    expect(clause).toMatch(/signs this letter for Reyes & Hart LLP/)
    expect(clause).not.toMatch(/personally|authorized agent/)
  })

  it('counsel personally: the lawyer owes them, whoever reimburses the lawyer', () => {
    const clause = payerClause('counsel', counsel)
    expect(clause).toMatch(/Dana Reyes engages the firm personally and personally owes/)
    expect(clause).not.toMatch(/authorized agent/)
  })

  it("the client jointly with counsel: each owes the whole, and counsel signs as the client's authorized agent", () => {
    const clause = payerClause('client-and-counsel', counsel)
    expect(clause).toMatch(/client and counsel each owe[^.]*jointly and severally/)
    expect(clause).toMatch(/as the client's authorized agent/)
  })
})

describe("the forum's expert-fee rule", () => {
  const rules = {
    CA: { rule: 'The deposing party pays.', citation: 'Cal. Code Civ. Proc. § 2034.430(b)', compiled: '2026-11-29' },
  }
  const names = { CA: 'California', TX: 'Texas' }

  it('a federal court: Fed. R. Civ. P. 26(b)(4)(E)', () => {
    expect(expertFeeSentence({ kind: 'federal' }, rules, names)).toMatch(/Fed\. R\. Civ\. P\. 26\(b\)\(4\)\(E\)/)
  })

  it("a state court with a stored rule: the state's rule and its citation, never the federal one", () => {
    const sentence = expertFeeSentence({ kind: 'state', state: 'CA' }, rules, names)
    expect(sentence).toBe(
      'The rule in California courts (Cal. Code Civ. Proc. § 2034.430(b)): The deposing party pays.',
    )
    expect(sentence).not.toMatch(/Fed\. R\. Civ\. P\./)
  })

  it("a state court without one: only that the forum's rules apply", () => {
    const sentence = expertFeeSentence({ kind: 'state', state: 'TX' }, rules, names)
    expect(sentence).toMatch(/rules of the Texas court where the case is pending govern/)
    expect(sentence).not.toMatch(/Fed\. R\. Civ\. P\.|Tex\. R\./)
  })
})

describe('the conflicts paragraph', () => {
  it('none found', () => {
    expect(conflictsParagraph({ kind: 'none' })).toMatch(/found no possible conflict/)
  })

  it('possible conflicts reviewed and found not to be the same parties: never "no conflict"', () => {
    const text = conflictsParagraph({ kind: 'not-same-party' })
    expect(text).toMatch(/none involves the same parties/)
    expect(text).not.toMatch(/no (possible )?conflict/)
  })

  it('a prior engagement disclosed by caption and side, with the consent counsel gives by signing', () => {
    const text = conflictsParagraph({
      kind: 'waived',
      matters: [
        { caption: 'Ortiz v. Gulf Freight, Inc.', side: 'the defense' },
        { caption: 'Lee v. Harbor Co.', side: 'the plaintiff' },
      ],
    })
    expect(text).toMatch(
      /Ortiz v\. Gulf Freight, Inc\., in which the firm was retained by the defense; and Lee v\. Harbor Co\., in which/,
    )
    expect(text).toMatch(/By signing this letter, counsel consents/)
    expect(text).not.toMatch(/no (possible )?conflict|\.\./)
  })
})

describe('the letter text', () => {
  it('a rates table keeps a row per person, the header first', () => {
    const table = ratesTable([
      { name: 'Ms. A', role: 'Vocational expert', analysis: '$295 an hour', testimony: '$395 an hour' },
    ])
    expect(isTableBlock(table)).toBe(true)
    expect(tableCells(table)).toEqual([
      ['Name', 'Role', 'Analysis and reports', 'Testimony'],
      ['Ms. A', 'Vocational expert', '$295 an hour', '$395 an hour'],
    ])
    expect(isTableBlock('Fees. The firm bills | by the hour.')).toBe(false)
  })

  it('names the state once on the court line', () => {
    expect(courtLine('295th District Court, Harris County, Texas', 'TX', 'Texas')).toBe(
      '295th District Court, Harris County, Texas',
    )
    expect(courtLine('295th District Court, Harris County, TX', 'TX', 'Texas')).toBe(
      '295th District Court, Harris County, TX',
    )
    expect(courtLine('Court of Common Pleas', 'PA', 'Pennsylvania')).toBe('Court of Common Pleas, Pennsylvania')
    expect(courtLine('', 'PA', 'Pennsylvania')).toBe('Pennsylvania')
  })

  it('ends a sentence with one period after an abbreviation', () => {
    expect(withPeriod('Ortiz v. Gulf Freight, Inc.')).toBe('Ortiz v. Gulf Freight, Inc.')
    expect(withPeriod('Ortiz v. Gulf Freight')).toBe('Ortiz v. Gulf Freight.')
  })

  it('the consulting retainer is half the standard one', () => {
    expect(consultingRetainer(5000)).toBe(2500)
  })
})

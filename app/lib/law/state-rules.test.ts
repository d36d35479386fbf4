/**
 * Rows of the law tables that the site's calculator and its most-read pages rely on, pinned to what their
 * sources say (issue 28): a change to one of them must be a deliberate one.
 */
import { describe, expect, it } from 'vitest'
import { lawRows } from './courts'

const row = (state: string, topic: Parameters<typeof lawRows>[1][number]) => {
  const rows = lawRows(state, [topic])
  expect(rows, `${state} ${topic}`).toHaveLength(1)
  return rows[0]!
}

describe('pinned law rows', () => {
  it('Pennsylvania: inflation offsets discounting (Kaczkowski), productivity is added on evidence, MCARE discounts in malpractice', () => {
    const presentValue = row('PA', 'present-value')
    expect(presentValue.citation).toMatch(/Kaczkowski v\. Bolubasz, 491 Pa\. 561, 421 A\.2d 1027 \(1980\)/)
    expect(presentValue.citation).toMatch(/40 P\.S\. § 1303\.510/)
    expect(presentValue.rule).toMatch(/inflation/)
    expect(presentValue.rule).toMatch(/productivity[^.]*added where the evidence supports it/)
    expect(presentValue.rule).not.toMatch(/including inflation and productivity/)
    expect(presentValue.rule).toMatch(/medical professional liability/)
    expect(row('PA', 'periodic-payments').citation).toMatch(/40 P\.S\. § 1303\.509/)
  })

  it("Alaska: future economic damages discounted by statute; Beaulieu's total offset only when the parties agree", () => {
    const presentValue = row('AK', 'present-value')
    expect(presentValue.citation).toMatch(/Alaska Stat\. § 09\.17\.040\(b\), \(c\)/)
    expect(presentValue.citation).toMatch(/Beaulieu v\. Elliott, 434 P\.2d 665 \(Alaska 1967\)/)
    expect(presentValue.rule).toMatch(/reduce future economic damages to present value/)
    expect(presentValue.rule).toMatch(/total offset of Beaulieu v\. Elliott[^.]*applies only if the parties agree/)
  })

  it('Texas: lost earnings proven net of federal income tax, with a jury instruction (§ 18.091)', () => {
    const tax = row('TX', 'tax-treatment')
    expect(tax.citation).toBe('Tex. Civ. Prac. & Rem. Code § 18.091')
    expect(tax.rule).toMatch(/net figure after reduction for income taxes/)
    expect(tax.rule).toMatch(/instruct the jury/)
  })

  it('Michigan: 5% a year, compounded annually, outside medical malpractice (MCL 600.6306)', () => {
    const presentValue = row('MI', 'present-value')
    expect(presentValue.citation).toMatch(/MCL 600\.6306\b/)
    expect(presentValue.rule).toMatch(/5%/)
    expect(presentValue.rule).toMatch(/compounded annually/)
  })

  it("Michigan, for the vocational page: wage-earning capacity in workers' compensation (MCL 418.301(4)-(5), Stokes) and no-fault work loss (MCL 500.3107(1)(b))", () => {
    const capacity = row('MI', 'earning-capacity')
    expect(capacity.citation).toMatch(/MCL 418\.301\(4\)-\(5\)/)
    expect(capacity.citation).toMatch(/Stokes v\. Chrysler LLC, 481 Mich\. 266 \(2008\)/)
    expect(capacity.rule).toMatch(/qualifications and training/)
    expect(capacity.rule).toMatch(/maximum wages/)
    expect(capacity.rule).toMatch(/good-faith/)
    const workLoss = row('MI', 'no-fault-work-loss')
    expect(workLoss.citation).toMatch(/MCL 500\.3107\(1\)\(b\)/)
    expect(workLoss.rule).toMatch(/first three years after the accident/)
    expect(workLoss.rule).toMatch(/would have earned from work/)
    expect(lawRows('TX', ['no-fault-work-loss'])).toEqual([])
  })

  it("Pennsylvania survival actions: lost earnings less the decedent's personal maintenance (McClinton v. White)", () => {
    const deduction = row('PA', 'survival-deductions')
    expect(deduction.citation).toMatch(/42 Pa\.C\.S\. § 8302/)
    expect(deduction.citation).toMatch(/McClinton v\. White, 497 Pa\. 610, 444 A\.2d 85 \(1982\)/)
    expect(deduction.rule).toMatch(/personal maintenance/)
    expect(deduction.rule).not.toMatch(/personal consumption/)
  })

  it('New Jersey: Accutane for civil cases; Olenowski noted as the criminal case it is', () => {
    const standard = row('NJ', 'expert-testimony')
    expect(standard.citation).toMatch(/In re Accutane Litigation, 234 N\.J\. 340 \(2018\)/)
    expect(standard.citation).toMatch(/State v\. Olenowski, 253 N\.J\. 133 \(2023\)/)
    expect(standard.rule).toMatch(/Olenowski \(2023\) is a criminal case/)
    expect(standard.rule).toMatch(/civil cases continue to follow Accutane/)
  })

  it('Delaware appraisal: statutory interest compounded quarterly (8 Del. C. § 262(h))', () => {
    const fairValue = row('DE', 'fair-value')
    expect(fairValue.citation).toMatch(/tit\. 8, § 262\(h\)/)
    expect(fairValue.rule).toMatch(/5 points over the Federal Reserve discount rate, compounded quarterly/)
  })

  it('Texas: the pattern charge asks what sum, if paid now in cash, would compensate, with future damages answered apart from past ones', () => {
    const presentValue = row('TX', 'present-value')
    expect(presentValue.citation).toMatch(/PJC 28\.3, 29\.3/)
    expect(presentValue.citation).toMatch(/Tex\. Fin\. Code § 304\.1045/)
    expect(presentValue.rule).toMatch(/if paid now in cash/)
    expect(presentValue.rule).toMatch(/in reasonable probability will be sustained in the future/)
    expect(presentValue.rule).toMatch(/present value of the assets/)
    expect(presentValue.compiled).toBe('2026-11-27')
  })

  it('present value where a statute or pattern instruction states it: Iowa (§ 624.18), Arizona, New Mexico, Colorado, Arkansas', () => {
    const iowa = row('IA', 'present-value')
    expect(iowa.citation).toMatch(/Iowa Code § 624\.18\(2\)-\(3\)/)
    expect(iowa.rule).toMatch(/adjusted to its present value, by the court or by the finder of fact/)
    expect(iowa.rule).toMatch(/more than once/)
    const arizona = row('AZ', 'present-value')
    expect(arizona.citation).toMatch(/§§ 12-582\(A\), 12-589/)
    expect(arizona.rule).toMatch(/medical malpractice/)
    expect(arizona.rule).toMatch(/52-week U\.S\. Treasury bills/)
    const newMexico = row('NM', 'present-value')
    expect(newMexico.citation).toBe('UJI 13-1830 NMRA')
    expect(newMexico.rule).toMatch(/reasonable discount must be made for the future earning power/)
    const colorado = row('CO', 'present-value')
    expect(colorado.citation).toMatch(/§§ 13-64-202\(7\), 13-64-205\(1\)\(d\)/)
    expect(colorado.rule).toMatch(/commercially reasonable rate/)
    const arkansas = row('AR', 'present-value')
    expect(arkansas.citation).toMatch(/AMI 2206, 2220/)
    expect(arkansas.rule).toMatch(/reasonable earning power of money/)
    for (const state of ['IA', 'AZ', 'NM', 'CO', 'AR'])
      expect(row(state, 'present-value').compiled, state).toBe('2026-11-27')
  })

  it('present value as the courts and pattern texts state it: Nevada (2018 edition, bracket noted), Mississippi, Georgia', () => {
    const nevada = row('NV', 'present-value')
    expect(nevada.citation).toBe('Nev. J.I. 5PID.1 (State Bar of Nev., Nevada Jury Instructions: Civil, 2018 ed.)')
    expect(nevada.rule).toMatch(
      /earning capacity the plaintiff is reasonably certain to experience in the future, discounted to present value/,
    )
    expect(nevada.rule).toMatch(/future medical expenses[^.]*in brackets/)
    expect(nevada.rule).not.toMatch(/each discounted to present value/)
    expect(nevada.compiled).toBe('2026-11-29')
    const mississippi = row('MS', 'present-value')
    expect(mississippi.citation).toMatch(/Young v\. Robinson, 538 So\. 2d 781 \(Miss\. 1989\)/)
    expect(mississippi.rule).toMatch(/had not asked for that instruction/)
    const georgia = row('GA', 'present-value')
    expect(georgia.citation).toMatch(/O\.C\.G\.A\. § 24-14-45/)
    expect(georgia.citation).toMatch(/66\.303/)
    expect(georgia.rule).toMatch(/supplement other lawful methods/)
    for (const state of ['MS', 'GA']) expect(row(state, 'present-value').compiled, state).toBe('2026-11-27')
  })

  it('Nebraska states no present-value row: the only holding read in its text (Abbott) is about future pain and suffering, not earning capacity', () => {
    expect(lawRows('NE', ['present-value'])).toEqual([])
    expect(JSON.stringify(lawRows('NE', ['present-value', 'prejudgment-interest']))).not.toMatch(/Abbott/)
  })

  it('present value in wrongful death as the Supreme Courts held it: Oregon (Meier), New Hampshire (Lees)', () => {
    const oregon = row('OR', 'present-value')
    expect(oregon.citation).toMatch(/Meier v\. Bray, 256 Or\. 613, 475 P\.2d 587 \(1970\)/)
    expect(oregon.rule).toMatch(/wrongful death action is reduced to present value/)
    const newHampshire = row('NH', 'present-value')
    expect(newHampshire.citation).toBe('Lees v. Nolan, 121 N.H. 680 (1981)')
    expect(newHampshire.rule).toMatch(/discounting only that lost-earning-capacity part/)
    for (const state of ['OR', 'NH']) expect(row(state, 'present-value').compiled, state).toBe('2026-11-27')
  })

  it('Delaware discounts future medical expenses (Thorpe); the District of Columbia lets the jury weigh future inflation in lost future earnings (Barriteau)', () => {
    const delaware = row('DE', 'present-value')
    expect(delaware.citation).toBe('Thorpe v. Bailey, 386 A.2d 668 (Del. 1978)')
    expect(delaware.rule).toMatch(/future medical expenses is reduced to its present value/)
    const district = row('DC', 'present-value')
    expect(district.citation).toBe('District of Columbia v. Barriteau, 399 A.2d 563 (D.C. 1979)')
    expect(district.rule).toMatch(/impact of future inflation/)
    for (const state of ['DE', 'DC']) expect(row(state, 'present-value').compiled, state).toBe('2026-11-27')
  })

  it('Massachusetts: front pay under c. 151B reduced to present economic value (Handrahan, citing Boothby)', () => {
    const massachusetts = row('MA', 'present-value')
    expect(massachusetts.citation).toMatch(/Handrahan v\. Red Roof Inns, Inc\., 48 Mass\. App\. Ct\. 901 \(1999\)/)
    expect(massachusetts.citation).toMatch(/Boothby v\. Texon, Inc\., 414 Mass\. 468, 486 \(1993\)/)
    expect(massachusetts.rule).toMatch(/present economic value/)
    expect(massachusetts.compiled).toBe('2026-11-27')
  })

  it("who pays an expert's deposition fee, from the rule's own text: Florida and Pennsylvania, each with its source", () => {
    const florida = row('FL', 'expert-fees')
    expect(florida.citation).toBe('Fla. R. Civ. P. 1.390(c)')
    expect(florida.rule).toMatch(/reasonable witness fee/)
    expect(florida.rule).toMatch(/taxed as costs/)
    expect(florida.compiled).toBe('2026-11-29')
    expect(florida.source).toMatch(
      /^https:\/\/e\.casetext\.com\/rule\/florida-court-rules\/.*rule-1390-depositions-of-expert-witnesses$/,
    )
    const pennsylvania = row('PA', 'expert-fees')
    expect(pennsylvania.citation).toBe('Pa. R.C.P. 4003.5(a)(2)')
    expect(pennsylvania.rule).toMatch(/court order on cause shown/)
    expect(pennsylvania.rule).toMatch(/fees and expenses/)
    expect(pennsylvania.compiled).toBe('2026-11-29')
    expect(pennsylvania.source).toMatch(/^https:\/\/pacodeandbulletin\.gov\/.*s4003\.5\.html$/)
  })

  it("who pays an expert's deposition fee, read in a repository holding the rule book: Michigan and Ohio", () => {
    const michigan = row('MI', 'expert-fees')
    expect(michigan.citation).toBe('MCR 2.302(B)(4)(c)')
    expect(michigan.rule).toMatch(/Unless manifest injustice would result/)
    expect(michigan.rule).toMatch(/not including preparation time/)
    expect(michigan.compiled).toBe('2026-11-29')
    expect(michigan.source).toMatch(
      /^https:\/\/github\.com\/codearranger\/claude-legal\/blob\/[0-9a-f]{40}\/.*MCR-chapter-2-civil\.md$/,
    )
    const ohio = row('OH', 'expert-fees')
    expect(ohio.citation).toBe('Ohio Civ.R. 26(B)(7)(e), (h)(iii)')
    expect(ohio.rule).toMatch(/only after the expert reports have been exchanged/)
    expect(ohio.rule).toMatch(/reasonable fee for the time spent in the deposition/)
    expect(ohio.compiled).toBe('2026-11-29')
    expect(ohio.source).toMatch(
      /^https:\/\/github\.com\/codearranger\/claude-legal\/blob\/[0-9a-f]{40}\/.*CivilProcedure\.md$/,
    )
  })

  it("Texas has no expert-fee row until the text of Tex. R. Civ. P. 195.7 is read, so its letters say only that the forum's rules apply", () => {
    expect(lawRows('TX', ['expert-fees'])).toEqual([])
  })

  it('every state states its admissibility standard, with a citation, compiled from its source', () => {
    for (const state of ['AL', 'AK', 'AZ', 'CA', 'DC', 'FL', 'NY', 'PA', 'TX', 'WY']) {
      const standard = row(state, 'expert-testimony')
      expect(standard.citation.length, state).toBeGreaterThan(5)
      expect(standard.compiled, state).toBe('2026-11-25')
    }
  })
})

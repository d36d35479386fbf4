import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONTENT_DIR_ENV } from '~/config/content-schema/files'
import { feeSchedule, principal } from '~/lib/content-folder/firm-content.server'
import { engagementContent } from './engagement-content.server'
import {
  CASE_PLACEHOLDERS,
  caseDetailsOf,
  fillLetter,
  type LetterTerms,
  SAMPLE_TERMS,
  TERMS_PLACEHOLDERS,
} from './letter'
import { PAYERS } from './letter-terms'

const folders: string[] = []
function copyOfContent(): string {
  const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'engagement-content-')), 'content')
  fs.cpSync(path.resolve('content'), folder, { recursive: true })
  folders.push(folder)
  vi.stubEnv(CONTENT_DIR_ENV, folder)
  return folder
}

afterEach(() => {
  vi.unstubAllEnvs()
  for (const folder of folders.splice(0)) fs.rmSync(path.dirname(folder), { recursive: true, force: true })
})

describe('the engagement letter content', () => {
  it('fills the firm, the principal and the fees at build, and leaves exactly the case and terms placeholders for the server', () => {
    const content = engagementContent()
    const left = (template: string) => new Set([...template.matchAll(/\{\{(\w+\.\w+)\}\}/g)].map((match) => match[1]))
    const serverFills = [
      ...CASE_PLACEHOLDERS.map((name) => `case.${name}`),
      ...TERMS_PLACEHOLDERS.map((name) => `terms.${name}`),
    ]
    expect(left(content.template)).toEqual(new Set(serverFills))
    for (const name of left(content.consulting.template)) expect(serverFills).toContain(name)
    expect(content.template).toContain('$5,000')
    expect(content.feeLines.length).toBeGreaterThan(3)
  })

  it('stops on an unknown placeholder, naming the file and the placeholder', () => {
    const folder = copyOfContent()
    const file = path.join(folder, 'engagement-letter.md')
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('{{case.court}}', '{{case.judge}}'))
    expect(() => engagementContent()).toThrow(/engagement-letter\.md[\s\S]*case\.judge/)
  })

  describe('a letter as counsel signs it', () => {
    const harrisCounty = caseDetailsOf(
      {
        firstName: 'Dana',
        lastName: 'Reyes',
        organization: 'Reyes & Hart, P.C.',
        plaintiffs: 'Luis Ortiz',
        defendants: 'Gulf Freight, Inc.',
        retainedBy: 'plaintiff',
        caseNumber: '2026-41177',
        courtName: '295th District Court, Harris County, Texas',
        courtState: 'TX',
      },
      { TX: 'Texas' },
    )
    const letter = (chosen: Partial<LetterTerms> = {}, scope: 'testifying' | 'consulting' = 'testifying') => {
      const content = engagementContent()
      const template = scope === 'consulting' ? content.consulting.template : content.template
      return fillLetter(template, harrisCounty, { chosen: { ...SAMPLE_TERMS, ...chosen }, content })
    }

    it("lists every person the firm may assign with their role's rates from fees.yaml, and the principal's", () => {
      const fees = feeSchedule()
      const text = letter()
      expect(text).toMatch(/\| Name \| Role \| Analysis and reports \| Testimony \|/)
      expect(text).toContain(
        `| ${principal().name} | ${principal().title} | $${String(fees.rates.review.rate)} an hour |`,
      )
      const vocational = fees.staffRates.vocationalExpert
      expect(text).toContain(
        `| Ms. Avery R. Sample | Senior Vocational Expert | $${String(vocational.analysis)} an hour | $${String(vocational.testimony)} an hour |`,
      )
      const rows = text.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Name'))
      expect(rows).toHaveLength(1 + fs.readdirSync(path.resolve('content/firm/people')).length)
    })

    it('has its own clause for each payer, the law firm by default', () => {
      expect(letter()).toMatch(/Reyes & Hart, P\.C\. engages the firm and owes its invoices/)
      const clauses = PAYERS.map((payer) => letter({ payer }).match(/Who pays\.[^\n]*/)?.[0])
      expect(new Set(clauses).size).toBe(PAYERS.length)
      expect(letter({ payer: 'counsel' })).toMatch(/Dana Reyes engages the firm personally/)
      expect(letter({ payer: 'client-and-counsel' })).toMatch(/as the client's authorized agent/)
      expect(letter()).toMatch(/falls below \$1,500, the party that pays under this letter restores it to \$5,000/)
      expect(letter()).toMatch(
        /If the noticing party does not pay, the party that pays under this letter pays that time/,
      )
    })

    it("a Harris County court: Texas's own rules, never the federal rule; the Southern District of Texas: Rule 26(b)(4)(E)", () => {
      const state = letter({ forum: { kind: 'state', state: 'TX' } })
      const depositions = state.match(/Depositions\.[^\n]*/)?.[0] ?? ''
      expect(depositions).toMatch(/rules of the Texas court where the case is pending govern/)
      expect(depositions).not.toMatch(/Fed\. R\. Civ\. P\./)
      const federal = letter({ forum: { kind: 'federal' } }).match(/Depositions\.[^\n]*/)?.[0] ?? ''
      expect(federal).toMatch(/Fed\. R\. Civ\. P\. 26\(b\)\(4\)\(E\)/)
    })

    it('a California court: the stored state rule with its citation', () => {
      expect(letter({ forum: { kind: 'state', state: 'CA' } })).toMatch(
        /The rule in California courts \(Cal\. Code Civ\. Proc\. §§ 2034\.430\(b\)/,
      )
    })

    it("a Florida or Pennsylvania court: that state's stored rule with its citation, never the federal one", () => {
      const florida = letter({ forum: { kind: 'state', state: 'FL' } }).match(/Depositions\.[^\n]*/)?.[0] ?? ''
      expect(florida).toMatch(
        /The rule in Florida courts \(Fla\. R\. Civ\. P\. 1\.390\(c\)\): [^\n]*reasonable witness fee/,
      )
      expect(florida).not.toMatch(/Fed\. R\. Civ\. P\./)
      const pennsylvania = letter({ forum: { kind: 'state', state: 'PA' } }).match(/Depositions\.[^\n]*/)?.[0] ?? ''
      expect(pennsylvania).toMatch(/The rule in Pennsylvania courts \(Pa\. R\.C\.P\. 4003\.5\(a\)\(2\)\): /)
      expect(pennsylvania).not.toMatch(/\.\./)
    })

    it('a Michigan or Ohio court: the rule read in the rule book, with its citation', () => {
      const michigan = letter({ forum: { kind: 'state', state: 'MI' } }).match(/Depositions\.[^\n]*/)?.[0] ?? ''
      expect(michigan).toMatch(
        /The rule in Michigan courts \(MCR 2\.302\(B\)\(4\)\(c\)\): [^\n]*not including preparation time/,
      )
      const ohio = letter({ forum: { kind: 'state', state: 'OH' } }).match(/Depositions\.[^\n]*/)?.[0] ?? ''
      expect(ohio).toMatch(/The rule in Ohio courts \(Ohio Civ\.R\. 26\(B\)\(7\)\(e\), \(h\)\(iii\)\): /)
      for (const text of [michigan, ohio]) expect(text).not.toMatch(/Fed\. R\. Civ\. P\./)
    })

    it('the consulting-only letter asks for half the retainer', () => {
      const text = letter({}, 'consulting')
      expect(text).toMatch(/The retainer for consulting work is \$2,500, half the standard retainer/)
      expect(text).not.toMatch(/\$5,000/)
      expect(text).not.toMatch(/26\(a\)\(2\)\(B\)/)
    })

    it('the testifying letter: the report, drafts and communications, governing law, later subpoenas and the records kept', () => {
      const text = letter()
      expect(text).toMatch(/Fed\. R\. Civ\. P\. 26\(a\)\(2\)\(B\)/)
      expect(text).toMatch(/26\(b\)\(4\)\(B\)[\s\S]*26\(b\)\(4\)\(C\)[^\n]*A state court's protection may differ/)
      expect(text).toMatch(/The law of Pennsylvania governs this letter/)
      expect(text).toMatch(/subpoenas the firm or its expert[^\n]*billed at this letter's rates/)
      expect(text).toContain(feeSchedule().recordsRetention)
    })

    it('speaks as the firm throughout, names the state once and never doubles a period', () => {
      for (const scope of ['testifying', 'consulting'] as const) {
        const text = letter({}, scope)
        expect(text).toContain('pending in 295th District Court, Harris County, Texas, case number')
        expect(text).not.toMatch(/Texas, TX/)
        expect(text).not.toMatch(/\.\./)
        expect(text).not.toMatch(/\b(we|our|us)\b/i)
      }
      const { consent, payment } = engagementContent()
      expect(`${consent} ${payment.check} ${payment.wire}`).not.toMatch(/\b(we|our|us)\b/i)
    })
  })
})

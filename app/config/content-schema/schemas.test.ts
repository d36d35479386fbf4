import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { CaseStudySchema } from './case-studies'
import { FaqItemSchema, HowToItemSchema } from './faq'
import { FeeScheduleSchema } from './fees'
import { LocationsFileSchema } from './locations'
import { PrincipalSchema } from './people'
import { PageLinkSchema } from './primitives'
import { ChallengeSchema, TestimonyEntrySchema } from './testimony'
import fs from 'node:fs'
import YAML from 'yaml'

/** The fee schedule as content/fees.yaml holds it. */
const feeSchedule = () => YAML.parse(fs.readFileSync('content/fees.yaml', 'utf8')) as z.infer<typeof FeeScheduleSchema>

const issuePaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('content schemas', () => {
  test('locations.json: a city needs a name and a kebab-case slug, a state a USPS code', () => {
    const file = {
      states: [
        {
          name: 'Ohio',
          slug: 'ohio',
          abbreviation: 'OH',
          cities: [{ name: 'Columbus', slug: 'columbus', population: 913175 }],
        },
      ],
    }
    expect(LocationsFileSchema.safeParse(file).success).toBe(true)
    const broken = {
      states: [{ name: 'Ohio', slug: 'ohio', abbreviation: 'Oh', cities: [{ name: ' ', slug: 'Columbus OH' }] }],
    }
    expect(issuePaths(LocationsFileSchema.safeParse(broken))).toEqual([
      'states.0.abbreviation',
      'states.0.cities.0.name',
      'states.0.cities.0.slug',
    ])
  })

  test('a FAQ question ends with a question mark and its link is a site path', () => {
    const item = {
      id: 'fees',
      question: 'How are fees set?',
      answer: 'By the hour.',
      link: { label: 'Contact', to: '/contact' },
    }
    expect(FaqItemSchema.safeParse(item).success).toBe(true)
    expect(
      issuePaths(
        FaqItemSchema.safeParse({ ...item, question: 'Fees', link: { label: 'Contact', to: 'https://example.com' } }),
      ),
    ).toEqual(['question', 'link.to'])
    expect(PageLinkSchema.safeParse({ label: 'Home', to: '/' }).success).toBe(true)
  })

  test('a link target is a path on this site, never a way off it (protocol-relative, backslash, whitespace)', () => {
    for (const to of ['/', '/fees', '/services/lost-earnings#method', '/contact?from=faq'])
      expect([to, PageLinkSchema.safeParse({ label: 'L', to }).success]).toEqual([to, true])
    for (const to of [
      '//evil.example/phish',
      '/\\evil.example/phish',
      '/fees\\..\\x',
      '/ /evil.example',
      '/fees x',
      '/\tx',
      'fees',
      'https://evil.example',
      '/fees\n',
    ]) {
      expect([to, issuePaths(PageLinkSchema.safeParse({ label: 'L', to }))]).toEqual([to, ['to']])
    }
  })

  test("the principal's profiles elsewhere are https URLs with a host, and nothing else", () => {
    const sameAs = (url: string) => PrincipalSchema.shape.sameAs.safeParse([url]).success
    expect(sameAs('https://www.linkedin.com/in/example')).toBe(true)
    for (const url of [
      'http://example.com/me',
      'https:///example.com',
      'https://',
      'javascript:alert(1)//https://x.y',
      'https://user:pw@example.com/me',
      'https://example.com/a b',
      'https://exa mple.com',
    ])
      expect([url, sameAs(url)]).toEqual([url, false])
  })

  test('a how-to guide has at least two steps; a case study one of the three badges', () => {
    expect(
      issuePaths(
        HowToItemSchema.safeParse({
          id: 'retain',
          title: 'Retain us',
          description: 'How.',
          steps: [{ name: 'Call', text: 'Call us.' }],
        }),
      ),
    ).toEqual(['steps'])
    const study = {
      id: 'a-study',
      title: 'T',
      category: 'Personal Injury',
      challenge: 'C',
      outcome: 'O',
      duration: '3 months',
      highlights: ['H'],
      badge: 'Landmark',
    }
    expect(issuePaths(CaseStudySchema.safeParse(study))).toEqual(['badge'])
  })

  const entry = {
    caption: 'Doe v. Example Co. (fictional example)',
    court: { kind: 'federal', district: 'paed' },
    date: '2025-03-04',
    type: 'deposition',
    retainedBy: 'plaintiff',
    retainingFirm: 'Sample LLP (fictional)',
  }

  test("a testimony entry names the retaining counsel's firm and its caption, unless it is confidential; a state court may name a division and a part", () => {
    const { caption: _caption, retainingFirm: _firm, ...bare } = entry
    expect(issuePaths(TestimonyEntrySchema.safeParse(bare))).toEqual(['caption', 'retainingFirm'])
    expect(TestimonyEntrySchema.safeParse({ ...bare, confidential: true }).success).toBe(true)
    expect(
      TestimonyEntrySchema.safeParse({
        ...entry,
        court: {
          kind: 'state',
          state: 'NJ',
          county: 'Camden County',
          division: 'Chancery Division',
          part: 'Family Part',
        },
      }).success,
    ).toBe(true)
    expect(
      TestimonyEntrySchema.safeParse({ ...entry, court: { kind: 'federal', district: 'njd', division: 'Camden' } })
        .success,
    ).toBe(false)
  })

  test("a challenge: the matter, the standard, the court, the ruling's date, one of five rulings, one sentence, an optional citation", () => {
    const challenge = {
      matter: 'Doe v. Example Co. (fictional example)',
      standard: 'Fed. R. Evid. 702 (Daubert)',
      court: { kind: 'federal', district: 'paed' },
      rulingDate: '2025-05-06',
      outcome: 'granted-in-part',
      summary: 'The court limited one opinion.',
    }
    expect(ChallengeSchema.safeParse(challenge).success).toBe(true)
    expect(
      ChallengeSchema.safeParse({ ...challenge, citation: '2025 WL 0000001 (E.D. Pa. 2025) (fictional)' }).success,
    ).toBe(true)
    expect(issuePaths(ChallengeSchema.safeParse({ ...challenge, outcome: 'won' }))).toEqual(['outcome'])
    expect(issuePaths(ChallengeSchema.safeParse({ ...challenge, rulingDate: '2025-13-01' }))).toEqual(['rulingDate'])
    // the case's result has no field: a challenge records the ruling on the motion only
    expect(ChallengeSchema.safeParse({ ...challenge, verdict: 'Defense verdict' }).success).toBe(false)
  })

  test('a testimony entry: a real date, one of the four kinds, one of the four sides, a court of one of three kinds', () => {
    expect(TestimonyEntrySchema.safeParse(entry).success).toBe(true)
    expect(
      TestimonyEntrySchema.safeParse({ ...entry, court: { kind: 'state', state: 'PA', county: 'Philadelphia County' } })
        .success,
    ).toBe(true)
    expect(
      TestimonyEntrySchema.safeParse({
        ...entry,
        court: { kind: 'other', name: 'American Arbitration Association' },
        docket: 'No. 01-23-0004-5678',
      }).success,
    ).toBe(true)
    expect(issuePaths(TestimonyEntrySchema.safeParse({ ...entry, date: '2025-02-30' }))).toEqual(['date'])
    expect(issuePaths(TestimonyEntrySchema.safeParse({ ...entry, date: '03/04/2025' }))).toEqual(['date'])
    expect(issuePaths(TestimonyEntrySchema.safeParse({ ...entry, type: 'mediation' }))).toEqual(['type'])
    expect(issuePaths(TestimonyEntrySchema.safeParse({ ...entry, retainedBy: 'insurer' }))).toEqual(['retainedBy'])
    expect(issuePaths(TestimonyEntrySchema.safeParse({ ...entry, caption: ' ' }))).toEqual(['caption'])
    expect(
      issuePaths(
        TestimonyEntrySchema.safeParse({ ...entry, court: { kind: 'federal', district: 'Eastern District' } }),
      ),
    ).toEqual(['court.district'])
    expect(issuePaths(TestimonyEntrySchema.safeParse({ ...entry, court: { kind: 'state', state: 'Pa' } }))).toEqual([
      'court.state',
    ])
    expect(TestimonyEntrySchema.safeParse({ ...entry, court: { kind: 'county', name: 'X' } }).success).toBe(false)
  })

  test('a testimony entry records no outcome or amount', () => {
    expect(TestimonyEntrySchema.safeParse({ ...entry, outcome: 'Verdict for plaintiff' }).success).toBe(false)
    expect(TestimonyEntrySchema.safeParse({ ...entry, amount: 1_250_000 }).success).toBe(false)
  })

  test('the fee schedule: four hourly rates in whole dollars, a retainer and every term', () => {
    expect(FeeScheduleSchema.safeParse(feeSchedule()).success).toBe(true)
    const fees = feeSchedule()
    expect(
      issuePaths(
        FeeScheduleSchema.safeParse({ ...fees, rates: { ...fees.rates, trial: { label: 'Trial', rate: -1 } } }),
      ),
    ).toEqual(['rates.trial.rate'])
    expect(
      issuePaths(
        FeeScheduleSchema.safeParse({
          ...fees,
          rates: { review: fees.rates.review, report: fees.rates.report, deposition: fees.rates.deposition },
        }),
      ),
    ).toEqual(['rates.trial'])
    expect(issuePaths(FeeScheduleSchema.safeParse({ ...fees, effectiveDate: '2026-13-01', travel: '' }))).toEqual([
      'effectiveDate',
      'travel',
    ])
    expect(
      issuePaths(
        FeeScheduleSchema.safeParse({
          ...fees,
          retainer: { amount: 2500.5, replenishBelow: 1000, terms: 'Due at signing.' },
        }),
      ),
    ).toEqual(['retainer.amount'])
    expect(
      issuePaths(
        FeeScheduleSchema.safeParse({ ...fees, retainer: { amount: 2500, replenishBelow: 2500, terms: 'Due.' } }),
      ),
    ).toEqual(['retainer.replenishBelow'])
  })

  test('the fee schedule has a rate for every role on staff and the terms an engagement letter repeats', () => {
    const fees = feeSchedule()
    const { associateEconomist: _associate, ...twoRoles } = fees.staffRates
    expect(issuePaths(FeeScheduleSchema.safeParse({ ...fees, staffRates: twoRoles }))).toEqual([
      'staffRates.associateEconomist',
    ])
    const { consulting: _consulting, recordsRetention: _retention, taxForms: _tax, ...withoutTerms } = fees
    expect(issuePaths(FeeScheduleSchema.safeParse(withoutTerms))).toEqual([
      'consulting',
      'recordsRetention',
      'taxForms',
    ])
    expect(issuePaths(FeeScheduleSchema.safeParse({ ...fees, paymentMethods: [] }))).toEqual(['paymentMethods'])
    expect(
      issuePaths(
        FeeScheduleSchema.safeParse({ ...fees, deposition: { paidBy: 'The deposing party', terms: 'In advance.' } }),
      ),
    ).toEqual(['deposition.preparation'])
  })
})

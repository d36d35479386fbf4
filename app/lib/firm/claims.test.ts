import { describe, expect, test } from 'vitest'
import { principal } from '~/lib/content-folder/firm-content.server'
import { siteConfig } from '~/config/site-config'
import { assertClaimsAddUp, claimedAtLeast, countProblems, firmClaims, testifyingExperts } from './claims'

const fine = {
  totalMatters: 1800,
  casesAnalyzed: 1600,
  practiceAreas: { a: 1000, b: 600 },
  foundingYear: 2012,
  currentYear: 2026,
  testifyingExperts: 1,
}

describe('firm counts', () => {
  test('reads the number a claim asserts at least', () => {
    expect(claimedAtLeast({ value: '1,800+', label: 'x' })).toBe(1800)
    expect(claimedAtLeast({ value: '25', label: 'x' })).toBe(25)
    expect(() => claimedAtLeast({ value: '5.0', label: 'Stars' })).toThrow(/Stars/)
  })

  test('counts that add up pass; each inconsistency is named by its fields', () => {
    expect(countProblems(fine)).toEqual([])
    expect(countProblems({ ...fine, casesAnalyzed: 1900 })).toEqual([
      expect.stringMatching(/^claims\.totalCases \(1800\) is smaller than claims\.casesAnalyzed \(1900\)/),
    ])
    expect(countProblems({ ...fine, practiceAreas: { a: 1000, b: 601 } })).toEqual([
      expect.stringMatching(
        /claims\.casesAnalyzed \(1600\) is smaller than the sum of claims\.byArea \(a \+ b = 1601\)/,
      ),
    ])
    // 14 years at 150 a year for one testifying expert: 2,100 at most.
    expect(countProblems({ ...fine, totalMatters: 2101 })).toEqual([
      expect.stringMatching(/claims\.totalCases \(2101\) is more than 150 matters a year .* \(at most 2100\)/),
    ])
    expect(countProblems({ ...fine, totalMatters: 2100 })).toEqual([])
    expect(countProblems({ ...fine, totalMatters: 2500, testifyingExperts: 2 })).toEqual([])
  })

  test("the configured counts add up, and the certification count is the profile's own list", () => {
    expect(() => assertClaimsAddUp(2026)).not.toThrow()
    expect(firmClaims().certifications.value).toBe(String(principal().certifications.length))
    expect(Object.keys(firmClaims())).not.toContain('rating')
  })

  test('the build refuses counts that do not add up, naming the fields', () => {
    const saved = siteConfig.claims.casesAnalyzed
    try {
      siteConfig.claims.casesAnalyzed = { value: '5000+', label: 'Cases analyzed' }
      expect(() => assertClaimsAddUp(2026)).toThrow(
        /app\/config\/site-config\.ts do not add up:[\s\S]*claims\.totalCases \(1800\) is smaller than claims\.casesAnalyzed \(5000\)/,
      )
    } finally {
      siteConfig.claims.casesAnalyzed = saved
    }
  })

  test('the ceiling counts the people on staff who sign reports and testify, not the rest', () => {
    const savedTotal = siteConfig.claims.totalCases
    try {
      const roles = [
        { role: 'principal economist', count: 1, testifies: true, work: 'signs' },
        { role: 'associate economists', count: 4, testifies: false, work: 'calculates' },
      ]
      expect(testifyingExperts(roles)).toBe(1)
      // 14 years since 2012 at 150 a year for one testifying expert: 2,100 at most.
      siteConfig.claims.totalCases = { value: '2500+', label: 'Total matters' }
      expect(() => assertClaimsAddUp(2026, roles)).toThrow(
        /claims\.totalCases \(2500\) is more than 150 matters a year for 1 testifying expert/,
      )
      const more = [...roles, { role: 'life care planners', count: 2, testifies: true, work: 'sign plans' }]
      expect(testifyingExperts(more)).toBe(3)
      expect(() => assertClaimsAddUp(2026, more)).not.toThrow()
    } finally {
      siteConfig.claims.totalCases = savedTotal
    }
  })
})

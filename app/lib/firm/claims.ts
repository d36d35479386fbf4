// Configured counts must add up, and at most 150 matters a year per testifying expert: the build fails otherwise.
import type { StaffRole } from '~/config/content-schema/types'
import { type Claim, siteConfig } from '~/config/site-config'
import { principal, staffRoles } from '../content-folder/firm-content.server'
import { countCredentials, principalCredentials } from './credentials'

const MAX_MATTERS_PER_EXPERT_YEAR = 150

export function claimedAtLeast(claim: Claim): number {
  const digits = claim.value.replace(/[,+]/g, '')
  if (!/^\d+$/.test(digits)) throw new Error(`Claim "${claim.label}" has no count: ${claim.value}`)
  return Number(digits)
}

export type FirmClaimKey = Exclude<keyof typeof siteConfig.claims, 'byArea'> | 'certifications'

export function firmClaims(): Record<FirmClaimKey, Claim> {
  const { byArea: _areas, ...configured } = siteConfig.claims
  return {
    ...configured,
    certifications: {
      value: String(countCredentials(principalCredentials(principal()), 'certification')),
      label: 'Professional certifications held',
    },
  }
}

export interface CountInputs {
  totalMatters: number
  casesAnalyzed: number
  practiceAreas: Record<string, number>
  foundingYear: number
  currentYear: number
  testifyingExperts: number
}

export function countProblems(inputs: CountInputs): string[] {
  const problems: string[] = []
  const areaSum = Object.values(inputs.practiceAreas).reduce((sum, value) => sum + value, 0)
  if (inputs.totalMatters < inputs.casesAnalyzed)
    problems.push(
      `claims.totalCases (${String(inputs.totalMatters)}) is smaller than claims.casesAnalyzed (${String(inputs.casesAnalyzed)})`,
    )
  if (inputs.casesAnalyzed < areaSum) {
    problems.push(
      `claims.casesAnalyzed (${String(inputs.casesAnalyzed)}) is smaller than the sum of claims.byArea (${Object.keys(inputs.practiceAreas).join(' + ')} = ${String(areaSum)})`,
    )
  }
  const years = Math.max(1, inputs.currentYear - inputs.foundingYear)
  const ceiling = years * MAX_MATTERS_PER_EXPERT_YEAR * Math.max(1, inputs.testifyingExperts)
  if (inputs.totalMatters > ceiling) {
    problems.push(
      `claims.totalCases (${String(inputs.totalMatters)}) is more than ${String(MAX_MATTERS_PER_EXPERT_YEAR)} matters a year for ${String(inputs.testifyingExperts)} testifying expert(s) since foundingYear ${String(inputs.foundingYear)} (at most ${String(ceiling)})`,
    )
  }
  return problems
}

export function testifyingExperts(roles: readonly StaffRole[] = staffRoles()): number {
  return roles.filter((staff) => staff.testifies).reduce((sum, staff) => sum + staff.count, 0)
}

// The site states no outcome counts: docs/decisions/023-no-outcome-counts.md.
const PRACTICE_AREAS = ['economicLoss', 'vocational', 'lifeCare', 'businessValuation', 'disability'] as const

/** Throws, naming the fields, when the configured counts do not add up. */
export function assertClaimsAddUp(
  currentYear = new Date().getUTCFullYear(),
  roles: readonly StaffRole[] = staffRoles(),
): void {
  const { claims, foundingYear } = siteConfig
  const problems = countProblems({
    totalMatters: claimedAtLeast(claims.totalCases),
    casesAnalyzed: claimedAtLeast(claims.casesAnalyzed),
    practiceAreas: Object.fromEntries(PRACTICE_AREAS.map((area) => [area, claimedAtLeast(claims.byArea[area])])),
    foundingYear,
    currentYear,
    testifyingExperts: testifyingExperts(roles),
  })
  if (problems.length)
    throw new Error(`The firm's counts in app/config/site-config.ts do not add up:\n  ${problems.join('\n  ')}`)
}

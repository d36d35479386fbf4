import { DISTRICTS_BY_STATE, LAW_BY_STATE } from '~/copy/law/law-data'
import type { LawRule, LawTopic, StateLaw } from '~/copy/law/schema'

interface FederalCourtPlacement {
  districtId: string
  district: string
  division?: string
  /** The division's paragraph, else the district's section */
  citation: string
  districtCitation: string
}

const placementByCounty = new Map<string, FederalCourtPlacement>()
for (const { districts } of DISTRICTS_BY_STATE.values()) {
  for (const district of districts) {
    const groups = district.divisions ?? [
      { name: undefined, citation: district.citation, counties: district.counties ?? {} },
    ]
    for (const group of groups) {
      for (const fips of Object.keys(group.counties)) {
        placementByCounty.set(fips, {
          districtId: district.id,
          district: district.name,
          ...(group.name ? { division: group.name } : {}),
          citation: group.citation,
          districtCitation: district.citation,
        })
      }
    }
  }
}

export function districtCourtName(district: string): string {
  return `United States District Court for the ${district}`
}

export interface FederalCourtForPlace extends FederalCourtPlacement {
  counties: string[]
}

export function federalCourtsFor(countyFips: readonly string[]): FederalCourtForPlace[] {
  const courts: FederalCourtForPlace[] = []
  for (const fips of countyFips) {
    const placement = placementByCounty.get(fips)
    if (!placement) continue
    const existing = courts.find(
      (court) => court.districtId === placement.districtId && court.division === placement.division,
    )
    if (existing) existing.counties.push(fips)
    else courts.push({ ...placement, counties: [fips] })
  }
  return courts
}

export function districtsCompiled(stateCode: string): string | undefined {
  return DISTRICTS_BY_STATE.get(stateCode)?.compiled
}

export function federalDistrictsOf(stateCode: string) {
  return DISTRICTS_BY_STATE.get(stateCode)?.districts ?? []
}

export function stateLawOf(stateCode: string): StateLaw | undefined {
  return LAW_BY_STATE.get(stateCode)
}

export function lawRows(stateCode: string, topics: readonly LawTopic[]): LawRule[] {
  const rules = stateLawOf(stateCode)?.rules ?? []
  return topics.flatMap((topic) => rules.filter((rule) => rule.topic === topic))
}

export function lastCompiled(stateCode: string): string | undefined {
  const dates = (stateLawOf(stateCode)?.rules ?? []).map((rule) => rule.compiled).sort()
  return dates[dates.length - 1]
}

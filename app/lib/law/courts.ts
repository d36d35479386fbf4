/**
 * Which courts hear a case from a place: the federal district (and division, where 28 U.S.C. names
 * divisions) for each county, and the state's trial court and workers' compensation agency.
 */
import { DISTRICTS_BY_STATE, LAW_BY_STATE } from '~/content/law/law-data'
import type { LawRule, LawTopic, StateLaw } from '~/content/law/schema'

interface FederalCourtPlacement {
  districtId: string
  /** "Southern District of Texas" */
  district: string
  /** "Houston Division", where the statute names divisions */
  division?: string
  /** The provision that places the county: the division's paragraph, else the district's section */
  citation: string
  /** The section that creates the district: "28 U.S.C. § 124(b)" */
  districtCitation: string
}

const placementByCounty = new Map<string, FederalCourtPlacement>()
for (const { districts } of DISTRICTS_BY_STATE.values()) {
  for (const district of districts) {
    const groups = district.divisions ?? [{ name: undefined, citation: district.citation, counties: district.counties ?? {} }]
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

/** The full name of a district court: "United States District Court for the Southern District of Texas". */
export function districtCourtName(district: string): string {
  return `United States District Court for the ${district}`
}

export interface FederalCourtForPlace extends FederalCourtPlacement {
  /** the place's counties that this district (and division) covers, in the place's order */
  counties: string[]
}

/**
 * The district courts for a place lying in these counties (primary first): one entry per district
 * and division, with the counties each covers.
 */
export function federalCourtsFor(countyFips: readonly string[]): FederalCourtForPlace[] {
  const courts: FederalCourtForPlace[] = []
  for (const fips of countyFips) {
    const placement = placementByCounty.get(fips)
    if (!placement) continue
    const existing = courts.find((court) => court.districtId === placement.districtId && court.division === placement.division)
    if (existing) existing.counties.push(fips)
    else courts.push({ ...placement, counties: [fips] })
  }
  return courts
}

/** The date the state's district table was compiled from 28 U.S.C. chapter 5. */
export function districtsCompiled(stateCode: string): string | undefined {
  return DISTRICTS_BY_STATE.get(stateCode)?.compiled
}

export function federalDistrictsOf(stateCode: string) {
  return DISTRICTS_BY_STATE.get(stateCode)?.districts ?? []
}

export function stateLawOf(stateCode: string): StateLaw | undefined {
  return LAW_BY_STATE.get(stateCode)
}

/** The state's rows on these topics, in the order asked, skipping topics the table leaves out. */
export function lawRows(stateCode: string, topics: readonly LawTopic[]): LawRule[] {
  const rules = stateLawOf(stateCode)?.rules ?? []
  return topics.flatMap((topic) => rules.filter((rule) => rule.topic === topic))
}

/** The latest compilation date among a state's rows (ISO), or undefined when it has none. */
export function lastCompiled(stateCode: string): string | undefined {
  const dates = (stateLawOf(stateCode)?.rules ?? []).map((rule) => rule.compiled).sort()
  return dates[dates.length - 1]
}

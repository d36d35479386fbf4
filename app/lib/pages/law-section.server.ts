/** The damages-law tables: the full table on a state page, the rows a service quotes on its city pages. */
import type { LawRule } from '~/copy/law/schema'
import { COURT_COPY, LAW_COPY, SERVICE_LAW } from '~/copy/location-copy'
import { statePath } from '~/lib/content-folder/paths'
import type { PageLink, Service, State } from '~/config/content-schema/types'
import {
  districtCourtName,
  districtsCompiled,
  type FederalCourtForPlace,
  lastCompiled,
  lawRows,
  stateLawOf,
} from '~/lib/law/courts'
import { formatIsoDate, stateInProse } from '~/lib/places/format'

interface LawRow {
  topic: string
  rule: string
  citation: string
  compiled?: string
}

export interface LawTable {
  id: string
  heading: string
  caption: string
  rows: LawRow[]
  disclaimer: string
  link?: PageLink
  factCount: number
}

const rowOf = (rule: LawRule): LawRow => ({
  topic: LAW_COPY.topics[rule.topic],
  rule: rule.rule,
  citation: rule.citation,
  compiled: formatIsoDate(rule.compiled),
})

export function buildStateLawTable(state: State): LawTable | undefined {
  const law = stateLawOf(state.abbreviation)
  const compiled = lastCompiled(state.abbreviation)
  if (!law || !law.rules.length || !compiled) return undefined
  const prose = stateInProse(state)
  return {
    id: 'damages-law',
    heading: LAW_COPY.tableHeading(prose),
    caption: LAW_COPY.caption(prose),
    rows: law.rules.map(rowOf),
    disclaimer: LAW_COPY.disclaimer,
    factCount: law.rules.length,
  }
}

/** The rows a litigation service quotes on a city page, with a link to the state's full table. */
export function buildServiceLawSection(
  service: Service,
  state: State,
  courts: readonly FederalCourtForPlace[],
): LawTable | undefined {
  const choice = SERVICE_LAW[service.slug]
  const law = stateLawOf(state.abbreviation)
  if (!choice || !law) return undefined
  const rows: LawRow[] = []
  const compiled = lastCompiled(state.abbreviation)
  if (choice.federalDistrict) {
    const districtDate = districtsCompiled(state.abbreviation)
    for (const court of courts) {
      rows.push({
        topic: LAW_COPY.federalDistrictTopic,
        rule: `${COURT_COPY.federalName(districtCourtName(court.district), court.division)}.`,
        citation: court.citation,
        ...(districtDate ? { compiled: formatIsoDate(districtDate) } : {}),
      })
    }
  }
  rows.push(...lawRows(state.abbreviation, choice.topics).map(rowOf))
  if (choice.workersCompensation) {
    rows.push({
      topic: LAW_COPY.workersCompensationTopic,
      rule: [
        `${COURT_COPY.workersCompensation(stateInProse(state), law.workersCompensation.name)}.`,
        law.workersCompensation.note,
      ]
        .filter(Boolean)
        .join(' '),
      citation: law.workersCompensation.citation,
      ...(compiled ? { compiled: formatIsoDate(compiled) } : {}),
    })
  }
  if (!rows.length) return undefined
  const prose = stateInProse(state)
  const heading = LAW_COPY.serviceHeading(prose.charAt(0).toUpperCase() + prose.slice(1))
  return {
    id: 'state-law',
    heading,
    // The state page's longer caption would only repeat the heading.
    caption: heading,
    rows,
    disclaimer: LAW_COPY.disclaimer,
    link: { label: LAW_COPY.tableHeading(prose), to: `${statePath(state.slug)}#damages-law` },
    factCount: rows.length,
  }
}

import { WAGE_COPY } from '~/copy/location-copy'
import {
  type GroupWages,
  metroGroupWages,
  nationGroupWages,
  WAGE_GROUPS,
  WAGE_SOURCE,
} from '~/lib/labor/occupation-wages'
import type { county } from '~/lib/places/place-data'
import { formatWage, PERCENTILE_LABELS, wageCitation } from '~/lib/wages/format'

interface WageTable {
  caption: string
  /** the first column's header, then one per area */
  headers: string[]
  rows: { label: string; values: string[] }[]
}

/** OEWS wages of the city's metro beside the nation's, or the nation's alone with the reason */
export interface WageSection {
  heading: string
  intro: string
  tables: WageTable[]
  source: string
  factCount: number
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export function buildWageSection(primary: ReturnType<typeof county>, countyInProse: string): WageSection {
  const area = primary.area
  const metro = area?.kind === 'metropolitan' ? metroGroupWages(area.code) : undefined
  if (area?.kind === 'metropolitan' && !metro)
    throw new Error(`No OEWS figures for metro ${area.code}: run npm run data:wages`)
  const nation = nationGroupWages()
  const areas: { name: string; wages: GroupWages }[] = [
    ...(metro && area ? [{ name: area.title, wages: metro }] : []),
    { name: WAGE_COPY.nation, wages: nation },
  ]
  const intro =
    metro && area
      ? WAGE_COPY.metro(area.title)
      : area
        ? WAGE_COPY.micropolitan(capitalized(countyInProse), area.title)
        : WAGE_COPY.noMetro(capitalized(countyInProse))
  const headers = (first: string) => [first, ...areas.map((entry) => entry.name)]
  return {
    heading: WAGE_COPY.heading,
    intro,
    tables: [
      {
        caption: WAGE_COPY.allOccupationsCaption,
        headers: headers(WAGE_COPY.percentileHeader),
        rows: PERCENTILE_LABELS.map((label, index) => ({
          label,
          values: areas.map((entry) => formatWage(entry.wages.allOccupations[index])),
        })),
      },
      {
        caption: WAGE_COPY.groupsCaption,
        headers: headers(WAGE_COPY.groupHeader),
        rows: WAGE_GROUPS.map(([, title], index) => ({
          label: title,
          values: areas.map((entry) => formatWage(entry.wages.groupMedians[index])),
        })),
      },
    ],
    source: WAGE_COPY.source(areas.map((entry) => wageCitation(WAGE_SOURCE.vintage, entry.name)).join('; ')),
    factCount: metro ? 2 : 1,
  }
}

// BLS OEWS May 2024: all occupations' percentiles and the 22 major groups' medians, by metro and for the nation.
import wageDataJson from '~/copy/labor/oews-2024.generated.json'
import { type GroupWageData, GroupWageDataSchema } from '~/copy/labor/wage-schema'
import type { Percentiles } from '~/lib/wages/types'

const WAGE_DATA: GroupWageData = GroupWageDataSchema.parse(wageDataJson as unknown)

export const WAGE_SOURCE = {
  source: WAGE_DATA.source,
  vintage: WAGE_DATA.vintage,
  referenceMonth: WAGE_DATA.referenceMonth,
}

export interface GroupWages {
  allOccupations: Percentiles
  /** the median of each major group, in WAGE_GROUPS order; null where BLS published none */
  groupMedians: (number | null)[]
}

/** [SOC code, title] of the 22 major occupation groups, by code */
export const WAGE_GROUPS: readonly (readonly [string, string])[] = WAGE_DATA.groups

const split = (figures: (number | null)[]): GroupWages => ({
  allOccupations: figures.slice(0, 5) as unknown as Percentiles,
  groupMedians: figures.slice(5),
})

/** A metropolitan area's figures by CBSA code; undefined where OEWS publishes none (a micropolitan area) */
export function metroGroupWages(code: string): GroupWages | undefined {
  const figures = WAGE_DATA.areas[code]
  return figures ? split(figures) : undefined
}

export const nationGroupWages = (): GroupWages => split(WAGE_DATA.nation)

import { matchesAtWordStart, normalizeQuery } from '~/lib/search/rank'
import type { AreaWages, Percentiles, WageIndex } from './types'

export { NATION_AREA } from './types'

/** Where the derived files are served (public/data/wages/) */
export const WAGE_INDEX_PATH = '/data/wages/index.json'

/** The file of one area's figures: a CBSA code of the index, or NATION_AREA */
export const areaWagesPath = (area: string) => `/data/wages/${area}.json`

export interface Metro {
  code: string
  name: string
}

/** The metro with this CBSA code, or undefined when OEWS publishes no figures for it (a micropolitan area, a code not in May 2024) */
export function metroByCode(index: Pick<WageIndex, 'metros'>, code: string): Metro | undefined {
  const found = index.metros.find(([candidate]) => candidate === code)
  return found ? { code: found[0], name: found[1] } : undefined
}

export interface Occupation {
  soc: string
  title: string
}

const MAX_OCCUPATION_MATCHES = 12

/**
 * Occupations whose title has every word of the query at the start of one of its words, with the site
 * search's word-start rule ("truck" finds Heavy and Tractor-Trailer Truck Drivers, not Construction);
 * a query of digits and a dash matches the start of the SOC code. Titles that begin with the query come
 * first, then the index's order (by SOC code).
 */
export function matchOccupations(
  index: Pick<WageIndex, 'occupations'>,
  text: string,
  limit = MAX_OCCUPATION_MATCHES,
): Occupation[] {
  const query = normalizeQuery(text)
  if (!query) return []
  const words = query.split(/\s+/)
  const leading: Occupation[] = []
  const rest: Occupation[] = []
  for (const [soc, title] of index.occupations) {
    const lower = title.toLowerCase()
    if (/^[\d-]+$/.test(query) ? soc.startsWith(query) : words.every((word) => matchesAtWordStart(lower, word))) {
      ;(lower.startsWith(query) ? leading : rest).push({ soc, title })
    }
  }
  return [...leading, ...rest].slice(0, limit)
}

/** An occupation's five percentiles in an area, or undefined when BLS published none of them there */
export function occupationWages(area: Pick<AreaWages, 'wages'>, soc: string): Percentiles | undefined {
  return area.wages[soc]
}

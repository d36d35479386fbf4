/**
 * The testimony list as an attorney reads it under Fed. R. Civ. P. 26(a)(2)(B)(v): the matters of the
 * 4 years before the build date, newest first, with the court named from the site's own court data and
 * the split by the side that retained the firm. The build date comes in as an argument; each window
 * reports it as an input of the page being rendered, so the incremental build re-renders that page
 * when the build date changes.
 */
import type { TestimonyEntry } from '~/config/content-types'
import { RETAINED_BY, RETAINED_BY_LABELS, type RetainedBy } from '~/config/retained-by'
import { DISTRICTS_BY_STATE, LAW_BY_STATE } from '~/content/law/law-data'
import { TESTIMONY_TYPE_LABELS } from '~/content/testimony'
import { BUILD_DATE_INPUT, recordContentRead } from '~/lib/content/content-reads'
import { listStates } from '~/lib/content/locations'
import { districtCourtName } from '~/lib/law/courts'

/** The years of testimony a disclosure lists, and of publications: Fed. R. Civ. P. 26(a)(2)(B)(iv) and (v). */
const TESTIMONY_YEARS = 4
const PUBLICATION_YEARS = 10

/** The same calendar day `years` earlier ("2026-11-25", 4 -> "2022-11-25"); 29 February becomes 1 March. */
export function yearsBefore(isoDate: string, years: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year - years, month - 1, day)).toISOString().slice(0, 10)
}

export interface TestimonySelection {
  /** Entries dated after the cutoff, newest first */
  shown: TestimonyEntry[]
  /** Entries dated on or before the cutoff, newest first: left out, with a build message */
  dropped: TestimonyEntry[]
  /** The build date minus 4 years: an entry must be dated after it */
  cutoff: string
}

/** The entries of the 4 years before the build date (dated after the build date minus 4 years). */
export function selectTestimony(entries: readonly TestimonyEntry[], buildDate: string): TestimonySelection {
  recordContentRead(BUILD_DATE_INPUT)
  const cutoff = yearsBefore(buildDate, TESTIMONY_YEARS)
  const newestFirst = [...entries].sort((a, b) => b.date.localeCompare(a.date) || a.caption.localeCompare(b.caption))
  return { shown: newestFirst.filter((entry) => entry.date > cutoff), dropped: newestFirst.filter((entry) => entry.date <= cutoff), cutoff }
}

/** The build message for the entries the window left out, or undefined when none was. */
export function droppedTestimonyMessage(selection: TestimonySelection): string | undefined {
  if (!selection.dropped.length) return undefined
  const list = selection.dropped.map((entry) => `"${entry.caption}" (${entry.date})`).join('; ')
  return `testimony list: ${selection.dropped.length} ${selection.dropped.length === 1 ? 'entry' : 'entries'} dated on or before ${selection.cutoff} (more than ${TESTIMONY_YEARS} years before the build date) left out: ${list}`
}

export interface SideCount {
  side: RetainedBy
  label: string
  count: number
  /** Whole percent of all entries shown */
  percent: number
}

/**
 * How many of the entries each side retained the firm in, every side listed in the shared order. The
 * percentages are rounded by largest remainder, so that they add up to 100 as the counts add up to the list.
 */
export function splitByRetainingSide(entries: readonly TestimonyEntry[]): SideCount[] {
  const counts = RETAINED_BY.map((side) => ({ side, label: RETAINED_BY_LABELS[side], count: entries.filter((entry) => entry.retainedBy === side).length }))
  if (!entries.length) return counts.map((side) => ({ ...side, percent: 0 }))
  const exact = counts.map((side) => (side.count / entries.length) * 100)
  const percents = exact.map(Math.floor)
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder.slice(0, 100 - percents.reduce((sum, value) => sum + value, 0))) percents[index] = (percents[index] ?? 0) + 1
  return counts.map((side, index) => ({ ...side, percent: percents[index] ?? 0 }))
}

/** The court's full name from the site's court data; throws, naming the field, when the data has no such court. */
export function courtName(court: TestimonyEntry['court']): string {
  if (court.kind === 'other') return court.name
  if (court.kind === 'federal') {
    const district = [...DISTRICTS_BY_STATE.values()].flatMap((state) => state.districts).find((candidate) => candidate.id === court.district)
    if (!district) throw new Error(`court.district "${court.district}" is not a district id in app/content/law/districts`)
    return districtCourtName(district.name)
  }
  const law = LAW_BY_STATE.get(court.state)
  if (!law) throw new Error(`court.state "${court.state}" has no file in app/content/law/states, so its trial court is unknown`)
  const stateName = listStates().find((state) => state.abbreviation === court.state)?.name ?? court.state
  if (court.county) {
    const counties = new Set((DISTRICTS_BY_STATE.get(court.state)?.districts ?? []).flatMap((district) => [
      ...Object.values(district.counties ?? {}),
      ...(district.divisions ?? []).flatMap((division) => Object.values(division.counties)),
    ]))
    if (!counties.has(court.county)) throw new Error(`court.county "${court.county}" is not a county of ${court.state} in app/content/law/districts`)
    return `${law.trialCourt.name}, ${court.county}, ${stateName}`
  }
  return `${law.trialCourt.name}, ${stateName}`
}

/** Every problem with the testimony list, each naming the entry and the field; empty when it is sound. */
export function testimonyProblems(entries: readonly TestimonyEntry[]): string[] {
  return entries.flatMap((entry, index) => {
    try {
      courtName(entry.court)
      return []
    } catch (error) {
      return [`principal.testimonyList ${String(index)} ("${entry.caption}"): ${(error as Error).message}`]
    }
  })
}

export interface TestimonyRow {
  caption: string
  court: string
  date: string
  year: number
  type: string
  retainedBy: string
  docket?: string
}

/** An entry as the page and the CV show it. */
export function toTestimonyRow(entry: TestimonyEntry): TestimonyRow {
  return {
    caption: entry.caption,
    court: courtName(entry.court),
    date: entry.date,
    year: Number(entry.date.slice(0, 4)),
    type: TESTIMONY_TYPE_LABELS[entry.type],
    retainedBy: RETAINED_BY_LABELS[entry.retainedBy],
    ...(entry.docket ? { docket: entry.docket } : {}),
  }
}

/** Publications dated in the build year or the 10 years before it, newest first. */
export function recentPublications<T extends { year: number; title: string }>(publications: readonly T[], buildDate: string): T[] {
  recordContentRead(BUILD_DATE_INPUT)
  const since = Number(buildDate.slice(0, 4)) - PUBLICATION_YEARS
  return publications.filter((publication) => publication.year >= since).sort((a, b) => b.year - a.year || a.title.localeCompare(b.title))
}

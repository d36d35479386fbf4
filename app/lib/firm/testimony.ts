// The build date is a page input (decision 019): a page that counts back from it re-renders when it changes.
import type { Challenge, TestimonyEntry } from '~/config/content-schema/types'
import { RETAINED_BY, RETAINED_BY_LABELS, type RetainedBy } from '~/config/retained-by'
import { DISTRICTS_BY_STATE, LAW_BY_STATE } from '~/copy/law/law-data'
import { CHALLENGE_OUTCOME_LABELS, CONFIDENTIAL_MATTER, TESTIMONY_TYPE_LABELS } from '~/copy/testimony'
import { BUILD_DATE_INPUT, recordContentRead } from '~/lib/content-folder/content-reads'
import { listStates } from '~/lib/content-folder/locations'
import { districtCourtName } from '~/lib/law/courts'
import { formatLongDate } from './dates'

// Fed. R. Civ. P. 26(a)(2)(B)(v) and (iv): testimony of the previous 4 years, publications of the previous 10.
const TESTIMONY_YEARS = 4
const PUBLICATION_YEARS = 10
/** Below this many matters the split shows counts only: a percentage of a handful misleads. */
const PERCENT_MINIMUM_MATTERS = 20

/** The same calendar day `years` earlier ("2026-11-25", 4 -> "2022-11-25"); 29 February becomes 1 March. */
export function yearsBefore(isoDate: string, years: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year - years, month - 1, day)).toISOString().slice(0, 10)
}

export interface TestimonySelection {
  shown: TestimonyEntry[]
  dropped: TestimonyEntry[]
  cutoff: string
}

export function selectTestimony(entries: readonly TestimonyEntry[], buildDate: string): TestimonySelection {
  recordContentRead(BUILD_DATE_INPUT)
  const cutoff = yearsBefore(buildDate, TESTIMONY_YEARS)
  const newestFirst = [...entries].sort(
    (a, b) => b.date.localeCompare(a.date) || (a.caption ?? '').localeCompare(b.caption ?? ''),
  )
  return {
    shown: newestFirst.filter((entry) => entry.date > cutoff),
    dropped: newestFirst.filter((entry) => entry.date <= cutoff),
    cutoff,
  }
}

export function droppedTestimonyMessage(selection: TestimonySelection): string | undefined {
  if (!selection.dropped.length) return undefined
  const list = selection.dropped.map((entry) => `"${entry.caption ?? CONFIDENTIAL_MATTER}" (${entry.date})`).join('; ')
  return `testimony list: ${selection.dropped.length} ${selection.dropped.length === 1 ? 'entry' : 'entries'} dated on or before ${selection.cutoff} (more than ${TESTIMONY_YEARS} years before the build date) left out: ${list}`
}

export interface SideCount {
  side: RetainedBy
  label: string
  count: number
  percent: number
}

export function showsPercentages(total: number): boolean {
  return total >= PERCENT_MINIMUM_MATTERS
}

/** Matters per retaining side; percentages by largest remainder, so they add up to 100. */
export function splitByRetainingSide(entries: readonly TestimonyEntry[]): SideCount[] {
  const counts = RETAINED_BY.map((side) => ({
    side,
    label: RETAINED_BY_LABELS[side],
    count: entries.filter((entry) => entry.retainedBy === side).length,
  }))
  if (!entries.length) return counts.map((side) => ({ ...side, percent: 0 }))
  const exact = counts.map((side) => (side.count / entries.length) * 100)
  const percents = exact.map(Math.floor)
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder.slice(0, 100 - percents.reduce((sum, value) => sum + value, 0)))
    percents[index] = (percents[index] ?? 0) + 1
  return counts.map((side, index) => ({ ...side, percent: percents[index] ?? 0 }))
}

// These states name the trial court after the county ("Court of Common Pleas of Philadelphia County").
const COUNTY_NAMED_COURTS: ReadonlySet<string> = new Set(['PA', 'OH'])

/** The court's full name in the state's own style; throws, naming the field, when the data has no such court. */
export function courtName(court: TestimonyEntry['court']): string {
  if (court.kind === 'other') return court.name
  if (court.kind === 'federal') {
    const district = [...DISTRICTS_BY_STATE.values()]
      .flatMap((state) => state.districts)
      .find((candidate) => candidate.id === court.district)
    if (!district) throw new Error(`court.district "${court.district}" is not a district id in app/copy/law/districts`)
    return districtCourtName(district.name)
  }
  const law = LAW_BY_STATE.get(court.state)
  if (!law)
    throw new Error(`court.state "${court.state}" has no file in app/copy/law/states, so its trial court is unknown`)
  const stateName = listStates().find((state) => state.abbreviation === court.state)?.name ?? court.state
  if (court.county) {
    const counties = new Set(
      (DISTRICTS_BY_STATE.get(court.state)?.districts ?? []).flatMap((district) => [
        ...Object.values(district.counties ?? {}),
        ...(district.divisions ?? []).flatMap((division) => Object.values(division.counties)),
      ]),
    )
    if (!counties.has(court.county))
      throw new Error(`court.county "${court.county}" is not a county of ${court.state} in app/copy/law/districts`)
  }
  const subdivisions = [court.division, court.part].filter((part): part is string => Boolean(part))
  const courtOfState = law.trialCourt.name.includes(stateName)
    ? law.trialCourt.name
    : `${law.trialCourt.name} of ${stateName}`
  if (court.county && COUNTY_NAMED_COURTS.has(court.state))
    return [`${law.trialCourt.name} of ${court.county}, ${stateName}`, ...subdivisions].join(', ')
  return [courtOfState, ...subdivisions, ...(court.county ? [court.county] : [])].join(', ')
}

export function testimonyProblems(entries: readonly Pick<TestimonyEntry, 'caption' | 'court'>[]): string[] {
  return entries.flatMap((entry, index) => {
    try {
      courtName(entry.court)
      return []
    } catch (error) {
      return [`testimony ${String(index)} ("${entry.caption ?? CONFIDENTIAL_MATTER}"): ${(error as Error).message}`]
    }
  })
}

export interface TestimonyRow {
  caption: string
  court: string
  date: string
  dateLabel: string
  year: number
  type: string
  retainedBy: string
  docket?: string
  retainingFirm?: string
  confidential: boolean
}

/** An entry as the page and the CV show it: a confidential one with its forum and year only. */
export function toTestimonyRow(entry: TestimonyEntry): TestimonyRow {
  const year = Number(entry.date.slice(0, 4))
  const common = {
    court: courtName(entry.court),
    year,
    type: TESTIMONY_TYPE_LABELS[entry.type],
    retainedBy: RETAINED_BY_LABELS[entry.retainedBy],
  }
  if (entry.confidential)
    return {
      ...common,
      caption: CONFIDENTIAL_MATTER,
      date: `${String(year)}-01-01`,
      dateLabel: String(year),
      confidential: true,
    }
  return {
    ...common,
    caption: entry.caption ?? CONFIDENTIAL_MATTER,
    date: entry.date,
    dateLabel: formatLongDate(entry.date),
    ...(entry.docket ? { docket: entry.docket } : {}),
    ...(entry.retainingFirm ? { retainingFirm: entry.retainingFirm } : {}),
    confidential: false,
  }
}

export interface ChallengeRow {
  matter: string
  standard: string
  court: string
  rulingDate: string
  ruled: string
  outcome: string
  summary: string
  citation?: string
}

export function toChallengeRows(challenges: readonly Challenge[]): ChallengeRow[] {
  return [...challenges]
    .sort((a, b) => b.rulingDate.localeCompare(a.rulingDate) || a.matter.localeCompare(b.matter))
    .map((challenge) => ({
      matter: challenge.matter,
      standard: challenge.standard,
      court: courtName(challenge.court),
      rulingDate: challenge.rulingDate,
      ruled: formatLongDate(challenge.rulingDate),
      outcome: CHALLENGE_OUTCOME_LABELS[challenge.outcome],
      summary: challenge.summary,
      ...(challenge.citation ? { citation: challenge.citation } : {}),
    }))
}

/** Why the testimony list is short against the firm's matter count: most matters end without testimony. */
export function testimonyShareSentence(shown: number, totalMatters: string, foundingYear: number): string {
  return `Most matters end without testimony. Of the ${totalMatters} matters since ${String(foundingYear)}, most settled or were resolved before a deposition or trial, and advisory and consulting engagements never lead to testimony; that is why the testimony list holds ${String(shown)} ${shown === 1 ? 'matter' : 'matters'} for the last four years.`
}

export function recentPublications<T extends { year: number; title: string }>(
  publications: readonly T[],
  buildDate: string,
): T[] {
  recordContentRead(BUILD_DATE_INPUT)
  const since = Number(buildDate.slice(0, 4)) - PUBLICATION_YEARS
  return publications
    .filter((publication) => publication.year >= since)
    .sort((a, b) => b.year - a.year || a.title.localeCompare(b.title))
}

/** A publication as a court cites it: "Title," Venue 36(2), 58-74 (2017). */
export function citePublication(publication: {
  title: string
  authors?: string
  venue: string
  volume?: string
  pages?: string
  year: number
}): string {
  const title = `\u201c${publication.title.replace(/[.,]$/, '')},\u201d`
  const source = [
    publication.volume ? `${publication.venue} ${publication.volume}` : publication.venue,
    publication.pages,
  ]
    .filter(Boolean)
    .join(', ')
  return [title, publication.authors ? `${publication.authors},` : '', `${source} (${String(publication.year)})`]
    .filter(Boolean)
    .join(' ')
}

/**
 * Whether the public-record sources the site states are older than their own refresh threshold: OEWS
 * (yearly, published about 11 months after its May reference month), Treasury par yields and the CPI-U
 * (monthly). The build prints a warning for each stale one; it never fails on it, since the figures stay
 * true for their stated vintage.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { RatesData } from '~/lib/rates/types'
import type { WageIndex } from '~/lib/wages/types'

interface SourceVintage {
  name: string
  /** the newest date or month the data holds, ISO */
  latest: string
  /** the day by which a newer edition should have been published, ISO */
  dueBy: string
  refresh: string
}

/** "2024-05" + 23 -> "2026-04" */
export function addMonths(month: string, months: number): string {
  const total = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months
  return `${String(Math.floor(total / 12))}-${String((total % 12) + 1).padStart(2, '0')}`
}

/** One year to the next reference month, then the publication lag */
const OEWS_MONTHS_TO_NEXT_RELEASE = 12 + 11
/** A month's CPI is published about the middle of the next month */
const CPI_RELEASE_DAY = '15'

function sourceVintages(wages: Pick<WageIndex, 'referenceMonth'>, rates: RatesData): SourceVintage[] {
  const cpi = (name: string, month: string): SourceVintage => ({
    name,
    latest: month,
    dueBy: `${addMonths(month, 2)}-${CPI_RELEASE_DAY}`,
    refresh: 'monthly, npm run data:rates',
  })
  const day = rates.treasury.date
  return [
    {
      name: 'BLS OEWS wages (sources/oews, sources/bls/raw)',
      latest: wages.referenceMonth,
      dueBy: `${addMonths(wages.referenceMonth, OEWS_MONTHS_TO_NEXT_RELEASE)}-01`,
      refresh: 'yearly, npm run data:wages',
    },
    {
      name: 'Treasury par yields (sources/treasury)',
      latest: day,
      dueBy: `${addMonths(day.slice(0, 7), 1)}${day.slice(7)}`,
      refresh: 'monthly, npm run data:rates',
    },
    cpi('CPI-U all items (sources/bls)', rates.allItems.growth.to),
    cpi('CPI-U medical care (sources/bls)', rates.medicalCare.growth[0]!.to),
  ]
}

/** A warning line for each source whose newer edition was due before `today` (ISO) */
export function staleSourceWarnings(today: string, vintages: readonly SourceVintage[]): string[] {
  return vintages
    .filter((source) => source.dueBy < today)
    .map(
      (source) =>
        `${source.name} end at ${source.latest}; a newer edition was due by ${source.dueBy} (refresh ${source.refresh}; docs/development.md)`,
    )
}

export function readSourceVintages(root: string): SourceVintage[] {
  const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T
  return sourceVintages(read<WageIndex>('public/data/wages/index.json'), read<RatesData>('public/data/rates.json'))
}

import { formatDollars } from '~/lib/calculator/format'
import type { Percentiles } from './types'

/**
 * OEWS publishes no annual wage at or above this ($115.00 an hour x 2,080 hours); a cell left empty is
 * either above it or withheld, and the files do not say which.
 */
export const OEWS_TOP_CODE = 239_200

export const NOT_PUBLISHED = `not published (withheld, or ${formatDollars(OEWS_TOP_CODE)} or more)`

/** The five percentiles in file order, as a person reads them */
export const PERCENTILE_LABELS = [
  '10th percentile',
  '25th percentile',
  'Median',
  '75th percentile',
  '90th percentile',
] as const

export type PercentileIndex = 0 | 1 | 2 | 3 | 4

export const MEDIAN: PercentileIndex = 2

/** "$48,490", or the not-published text: a missing figure is never estimated */
export function formatWage(value: number | null | undefined): string {
  return typeof value === 'number' ? formatDollars(value) : NOT_PUBLISHED
}

/** The figure a calculator field may take, or undefined when BLS published none */
export function usableWage(figures: Percentiles | undefined, which: PercentileIndex): number | undefined {
  return figures?.[which] ?? undefined
}

/** "BLS OEWS, May 2024, Houston-Pasadena-The Woodlands, TX" */
export function wageCitation(vintage: string, areaName: string): string {
  return `BLS OEWS, ${vintage}, ${areaName}`
}

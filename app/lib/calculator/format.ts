import type { FieldUnit } from './inputs'

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 })
const PLAIN = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** Whole US dollars: 1065242.16 -> "$1,065,242". */
export function formatDollars(amount: number): string {
  // Rounding first keeps -0.4 from printing as "-$0".
  return DOLLARS.format(Math.round(amount) || 0)
}

/** A number as people write it: 4.5, 60,000, -2. */
export function formatNumber(value: number): string {
  return PLAIN.format(value)
}

/** A value with its unit, for messages and the hand-off text: "$60,000", "4.5%", "40", "2 years". */
export function formatWithUnit(value: number, unit: FieldUnit): string {
  switch (unit) {
    case 'dollars':
      return DOLLARS.format(value)
    case 'percent':
      return `${formatNumber(value)}%`
    case 'years':
      return `${formatNumber(value)} ${value === 1 ? 'year' : 'years'}`
    case 'age':
      return formatNumber(value)
  }
}

/** A discount factor to four places: 0.9569. */
export function formatFactor(value: number): string {
  return value.toFixed(4)
}

/** A year's share: 1 -> "1", 0.5 -> "0.5". */
export function formatShare(value: number): string {
  return formatNumber(Math.round(value * 100) / 100)
}

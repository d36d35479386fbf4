import type { FieldUnit } from './inputs'

const DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
})
const PLAIN = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

export function formatDollars(amount: number): string {
  // Rounding first keeps -0.4 from printing as "-$0".
  return DOLLARS.format(Math.round(amount) || 0)
}

export function formatNumber(value: number): string {
  return PLAIN.format(value)
}

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

export function formatFactor(value: number): string {
  return value.toFixed(4)
}

export function formatShare(value: number): string {
  return formatNumber(Math.round(value * 100) / 100)
}

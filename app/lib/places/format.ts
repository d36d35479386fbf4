import { longCalendarDate } from '~/lib/booking/zoned-time'

export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`
}

// One formatter each, made once: toLocaleString with options builds a new one at every call.
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const TENTHS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

export const formatCount = (value: number) => WHOLE.format(Math.round(value))

export const formatPercent = (share: number) => TENTHS.format(share * 100)

export const formatSquareMiles = (value: number) => TENTHS.format(value)

/** "2026-11-22" -> "November 22, 2026"; calendar dates, so no time zone shifts them */
export function formatIsoDate(iso: string): string {
  return longCalendarDate(iso)
}

export function stateInProse(state: { name: string }): string {
  return state.name.startsWith('District of ') ? `the ${state.name}` : state.name
}

export function countyInProse(countyName: string): string {
  return countyName.startsWith('District of ') ? `the ${countyName}` : countyName
}

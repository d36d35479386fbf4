import { calendarDaysBetween, isCalendarDate } from '~/lib/leads/case-dates'

/**
 * How the inbox's list is ordered: by default for triage (urgent first, then the nearest disclosure
 * deadline, then the newest), or by one column, each in the direction a reader expects first.
 */
const LIST_SORT_KEYS = [
  'triage',
  'received',
  'name',
  'caseType',
  'deadline',
  'consultation',
  'status',
  'assignee',
] as const
export type ListSortKey = (typeof LIST_SORT_KEYS)[number]

export interface ListSort {
  key: ListSortKey
  descending: boolean
}

/** The direction a column sorts in when first chosen: the newest received, the nearest deadline or call. */
const FIRST_DESCENDING: Record<ListSortKey, boolean> = {
  triage: false,
  received: true,
  name: false,
  caseType: false,
  deadline: false,
  consultation: false,
  status: false,
  assignee: false,
}

export const TRIAGE_SORT: ListSort = { key: 'triage', descending: false }

function isSortKey(value: string): value is ListSortKey {
  return (LIST_SORT_KEYS as readonly string[]).includes(value)
}

/** The `sort` parameter ("deadline", "-received") as a sort; anything else is the triage order. */
export function parseListSort(value: string | undefined): ListSort {
  const text = value?.trim() ?? ''
  const descending = text.startsWith('-')
  const key = descending ? text.slice(1) : text
  if (!isSortKey(key) || key === 'triage') return TRIAGE_SORT
  return { key, descending }
}

/** The `sort` parameter of a sort; empty for the triage order (the default needs none). */
export function sortParameter(sort: ListSort): string {
  if (sort.key === 'triage') return ''
  return `${sort.descending ? '-' : ''}${sort.key}`
}

/** What a column header's link does: the column in its first direction, or the other way when already sorted by it. */
export function nextSort(current: ListSort, key: Exclude<ListSortKey, 'triage'>): ListSort {
  if (current.key === key) return { key, descending: !current.descending }
  return { key, descending: FIRST_DESCENDING[key] }
}

/** The `aria-sort` of a column header under a sort. */
export function ariaSort(current: ListSort, key: ListSortKey): 'ascending' | 'descending' | undefined {
  if (current.key !== key) return undefined
  return current.descending ? 'descending' : 'ascending'
}

/** Days from the firm's today to a deadline, in words: "in 3 days", "tomorrow", "today", "2 days ago". */
export function daysLeftLabel(deadline: string, today: string): string | undefined {
  if (!isCalendarDate(deadline) || !isCalendarDate(today)) return undefined
  const days = calendarDaysBetween(today, deadline)
  if (days === 0) return 'today'
  if (days === 1) return 'tomorrow'
  if (days === -1) return 'yesterday'
  return days > 0 ? `in ${String(days)} days` : `${String(-days)} days ago`
}

import { describe, expect, test } from 'vitest'
import { ariaSort, daysLeftLabel, nextSort, parseListSort, sortParameter, TRIAGE_SORT } from './triage'

describe('the inbox list order', () => {
  test('no sort, or one it does not know, is the triage order', () => {
    expect(parseListSort(undefined)).toEqual(TRIAGE_SORT)
    expect(parseListSort('')).toEqual(TRIAGE_SORT)
    expect(parseListSort('-triage')).toEqual(TRIAGE_SORT)
    expect(parseListSort('received; DROP TABLE leads')).toEqual(TRIAGE_SORT)
  })

  test('a column sorts either way, and round-trips through its parameter', () => {
    expect(parseListSort('deadline')).toEqual({ key: 'deadline', descending: false })
    expect(parseListSort('-received')).toEqual({ key: 'received', descending: true })
    for (const value of ['deadline', '-deadline', 'name', '-assignee'])
      expect(sortParameter(parseListSort(value))).toBe(value)
    expect(sortParameter(TRIAGE_SORT)).toBe('')
  })

  test('a header first sorts its column the way a reader expects, then flips', () => {
    expect(nextSort(TRIAGE_SORT, 'received')).toEqual({ key: 'received', descending: true })
    expect(nextSort(TRIAGE_SORT, 'deadline')).toEqual({ key: 'deadline', descending: false })
    expect(nextSort({ key: 'deadline', descending: false }, 'deadline')).toEqual({ key: 'deadline', descending: true })
    expect(ariaSort({ key: 'deadline', descending: true }, 'deadline')).toBe('descending')
    expect(ariaSort({ key: 'deadline', descending: true }, 'name')).toBeUndefined()
  })

  test('days left to a deadline read as words, from the firm’s today', () => {
    expect(daysLeftLabel('2026-12-01', '2026-11-28')).toBe('in 3 days')
    expect(daysLeftLabel('2026-11-29', '2026-11-28')).toBe('tomorrow')
    expect(daysLeftLabel('2026-11-28', '2026-11-28')).toBe('today')
    expect(daysLeftLabel('2026-11-26', '2026-11-28')).toBe('2 days ago')
    expect(daysLeftLabel('soon', '2026-11-28')).toBeUndefined()
  })
})

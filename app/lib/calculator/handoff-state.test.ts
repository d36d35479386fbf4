import { describe, expect, test } from 'vitest'
import {
  CALCULATOR_HANDOFF_KEY,
  readScheduleParams,
  scheduleHref,
  storeCalculatorHandoff,
  takeCalculatorHandoff,
} from './handoff-state'

/** A Storage in memory, as sessionStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

describe('the calculator hand-off in one sessionStorage entry (decision 033)', () => {
  test('is read once: the entry is gone after the contact page takes it', () => {
    const storage = memoryStorage()
    storeCalculatorHandoff({ [CALCULATOR_HANDOFF_KEY]: { message: 'Total: $1', caseType: 'Personal Injury' } }, storage)
    expect(storage.length).toBe(1)
    expect(takeCalculatorHandoff(storage)).toEqual({ message: 'Total: $1', caseType: 'Personal Injury' })
    expect(storage.length).toBe(0)
    expect(takeCalculatorHandoff(storage)).toBeUndefined()
  })

  test('an entry that is not a hand-off, or not JSON, gives nothing and is removed too', () => {
    const storage = memoryStorage()
    storeCalculatorHandoff({ [CALCULATOR_HANDOFF_KEY]: { message: ' ' } }, storage)
    expect(takeCalculatorHandoff(storage)).toBeUndefined()
    storage.setItem('calculator-handoff', '{not json')
    expect(takeCalculatorHandoff(storage)).toBeUndefined()
    expect(storage.length).toBe(0)
  })
})

describe('links to the schedule page carry the place, never the figures (issue 54)', () => {
  test('the calculator and the location pages use the same state and metro keys', () => {
    expect(scheduleHref('/schedule-consultation', { state: 'texas', metro: '26420' })).toBe(
      '/schedule-consultation?state=texas&metro=26420',
    )
    expect(scheduleHref('/schedule-consultation', { service: 'economic-loss-assessment', state: 'texas' })).toBe(
      '/schedule-consultation?service=economic-loss-assessment&state=texas',
    )
    expect(scheduleHref('/schedule-consultation', { state: '' })).toBe('/schedule-consultation')
  })

  test('reads each key strictly and drops the rest', () => {
    expect(readScheduleParams('?service=economic-loss-assessment&state=texas&metro=26420&total=1000')).toEqual({
      service: 'economic-loss-assessment',
      state: 'texas',
      metro: '26420',
    })
    expect(readScheduleParams('?state=<script>&metro=12')).toEqual({})
  })
})

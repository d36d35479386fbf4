import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { addMonths, readSourceVintages, staleSourceWarnings } from './source-freshness'

const vintages = readSourceVintages(path.resolve(import.meta.dirname, '../..'))

describe('source freshness warnings', () => {
  test('each source is due again by its own threshold: OEWS 23 months after its reference month, yields a month, the CPI two months', () => {
    expect(vintages.map(({ latest, dueBy }) => [latest, dueBy])).toEqual([
      ['2024-05', '2026-04-01'],
      ['2026-08-17', '2026-09-17'],
      ['2026-05', '2026-07-15'],
      ['2026-03', '2026-05-15'],
    ])
    expect(addMonths('2025-12', 1)).toBe('2026-01')
    expect(addMonths('2024-05', 23)).toBe('2026-04')
  })

  test('warns for every source past its date, naming how to refresh it, and for none before', () => {
    expect(staleSourceWarnings('2026-03-31', vintages)).toEqual([])
    const late = staleSourceWarnings('2026-11-29', vintages)
    expect(late).toHaveLength(4)
    expect(late[0]).toBe(
      'BLS OEWS wages (sources/oews, sources/bls/raw) end at 2024-05; a newer edition was due by 2026-04-01 (refresh yearly, npm run data:wages; docs/development.md)',
    )
    expect(staleSourceWarnings('2026-06-01', vintages).map((line) => line.split(' end at')[0])).toEqual([
      'BLS OEWS wages (sources/oews, sources/bls/raw)',
      'CPI-U medical care (sources/bls)',
    ])
  })
})

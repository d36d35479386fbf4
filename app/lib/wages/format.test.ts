import { describe, expect, test } from 'vitest'
import { formatWage, MEDIAN, NOT_PUBLISHED, OEWS_TOP_CODE, PERCENTILE_LABELS, usableWage, wageCitation } from './format'

describe('wage formatting', () => {
  test('a published figure in whole dollars; a missing one says not published, with the top code', () => {
    expect(formatWage(48_490)).toBe('$48,490')
    expect(formatWage(null)).toBe('not published (withheld, or $239,200 or more)')
    expect(formatWage(undefined)).toBe(NOT_PUBLISHED)
    expect(OEWS_TOP_CODE).toBe(239_200)
  })

  test('only a published figure can be used; the median is the third', () => {
    const figures = [110_320, 170_640, null, null, null] as const
    expect(usableWage(figures, 1)).toBe(170_640)
    expect(usableWage(figures, MEDIAN)).toBeUndefined()
    expect(usableWage(undefined, MEDIAN)).toBeUndefined()
    expect(PERCENTILE_LABELS[MEDIAN]).toBe('Median')
  })

  test('the citation names the survey, its vintage and the area', () => {
    expect(wageCitation('May 2024', 'Houston-Pasadena-The Woodlands, TX')).toBe(
      'BLS OEWS, May 2024, Houston-Pasadena-The Woodlands, TX',
    )
  })
})

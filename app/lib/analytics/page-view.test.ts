import { describe, expect, test } from 'vitest'
import { omitsQuery, pageViewPath } from './page-view'

describe('page views', () => {
  test('keep the query of an ordinary page', () => {
    expect(pageViewPath('/search', '?q=texas', omitsQuery([{ handle: undefined }, { handle: { other: true } }]))).toBe('/search?q=texas')
  })

  test('send only the path of a page whose route keeps its query out of analytics', () => {
    const matches = [{ handle: undefined }, { handle: { analyticsQuery: 'omit' } }]
    expect(omitsQuery(matches)).toBe(true)
    expect(pageViewPath('/economic-loss-calculator', '?age=40&earnings=60000', omitsQuery(matches))).toBe('/economic-loss-calculator')
  })
})

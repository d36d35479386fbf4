import { afterEach, describe, expect, test, vi } from 'vitest'
import { omitsQuery, pageViewPath } from './page-view'
import { setPageLocation } from './track'

afterEach(() => vi.unstubAllGlobals())

describe('page views', () => {
  test('keep the query of an ordinary page', () => {
    expect(pageViewPath('/search', '?q=texas', omitsQuery([{ handle: undefined }, { handle: { other: true } }]))).toBe(
      '/search?q=texas',
    )
  })

  test('send only the path of a page whose route keeps its query out of analytics', () => {
    const matches = [{ handle: undefined }, { handle: { analyticsQuery: 'omit' } }]
    expect(omitsQuery(matches)).toBe(true)
    expect(pageViewPath('/economic-loss-calculator', '?age=40&earnings=60000', omitsQuery(matches))).toBe(
      '/economic-loss-calculator',
    )
  })

  test('set the address later events report, so the tag does not read the query from document.location', () => {
    const gtag = vi.fn()
    vi.stubGlobal('window', { gtag })
    vi.stubGlobal('navigator', { globalPrivacyControl: false })
    setPageLocation('https://example.com/economic-loss-calculator')
    expect(gtag).toHaveBeenCalledWith('set', { page_location: 'https://example.com/economic-loss-calculator' })
  })

  test('set nothing for a visitor who sends Global Privacy Control', () => {
    const gtag = vi.fn()
    vi.stubGlobal('window', { gtag })
    vi.stubGlobal('navigator', { globalPrivacyControl: true })
    setPageLocation('https://example.com/')
    expect(gtag).not.toHaveBeenCalled()
  })
})

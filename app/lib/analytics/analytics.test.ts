import { afterEach, describe, expect, test, vi } from 'vitest'
import { siteConfig } from '~/config/site-config'
import { mayTrack } from './consent'
import { gtagScriptUrl } from './gtag'
import { track } from './track'

function stubBrowser({ gpc = false }: { gpc?: boolean } = {}) {
  const gtag = vi.fn()
  vi.stubGlobal('window', { gtag })
  vi.stubGlobal('navigator', { globalPrivacyControl: gpc })
  return gtag
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('analytics', () => {
  test('track() hands the event to gtag', () => {
    const gtag = stubBrowser()
    track({ name: 'phone_click', params: { event_label: 'header', value: siteConfig.phone } })
    expect(gtag).toHaveBeenCalledWith('event', 'phone_click', { event_label: 'header', value: siteConfig.phone })
  })

  test('a visitor who sends Global Privacy Control is not tracked', () => {
    const gtag = stubBrowser({ gpc: true })
    expect(mayTrack()).toBe(false)
    track({ name: 'form_submit', params: { event_label: 'contact', value: 'unknown' } })
    expect(gtag).not.toHaveBeenCalled()
  })

  test('without a measurement id track() does nothing and throws nothing', () => {
    const gtag = stubBrowser()
    vi.spyOn(siteConfig.analytics, 'measurementId', 'get').mockReturnValue('')
    expect(mayTrack()).toBe(false)
    expect(() => track({ name: 'form_submit', params: { event_label: 'contact', value: 'unknown' } })).not.toThrow()
    expect(gtag).not.toHaveBeenCalled()
  })

  test('on the server (no window) track() is a no-op', () => {
    expect(() => track({ name: 'page_view', params: { page_path: '/', page_location: 'x', page_title: 'y' } })).not.toThrow()
  })

  test("the script URL is Google's tag for the configured id", () => {
    expect(gtagScriptUrl('G-ABC123')).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123')
  })
})

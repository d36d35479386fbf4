import { afterEach, describe, expect, test, vi } from 'vitest'
import { siteConfig } from '~/config/site-config'
import { mayTrack } from './consent'
import { addGtagScript, defineGtag, gtagScriptUrl } from './gtag'
import { track, trackPhoneClick } from './track'

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

  test("trackPhoneClick() sends phone_click with the place and the firm's number", () => {
    const gtag = stubBrowser()
    trackPhoneClick('footer')
    expect(gtag).toHaveBeenCalledWith('event', 'phone_click', { event_label: 'footer', value: siteConfig.phone })
  })

  test('a visitor who sends Global Privacy Control is not tracked', () => {
    const gtag = stubBrowser({ gpc: true })
    expect(mayTrack()).toBe(false)
    track({ name: 'form_submit', params: { event_label: 'contact', value: 'unknown' } })
    expect(gtag).not.toHaveBeenCalled()
  })

  test('without a measurement id nothing is recorded: no event, no dataLayer queue, no Google script', () => {
    const gtag = vi.fn()
    const win: { gtag: typeof gtag; dataLayer?: unknown[] } = { gtag }
    vi.stubGlobal('window', win)
    vi.stubGlobal('navigator', { globalPrivacyControl: false })
    const appendChild = vi.fn()
    const createElement = vi.fn(() => ({}))
    vi.stubGlobal('document', { querySelector: vi.fn(() => null), createElement, head: { appendChild } })
    vi.spyOn(siteConfig.analytics, 'measurementId', 'get').mockReturnValue('')

    expect(mayTrack()).toBe(false)
    expect(track({ name: 'form_submit', params: { event_label: 'contact', value: 'unknown' } })).toBeUndefined()
    expect(gtag).not.toHaveBeenCalled()
    expect(defineGtag()).toBe(false)
    expect(win.dataLayer).toBeUndefined()
    expect(win.gtag).toBe(gtag)
    addGtagScript()
    expect(createElement).not.toHaveBeenCalled()
    expect(appendChild).not.toHaveBeenCalled()
  })

  test('on the server (no window) nothing is sent, even where a global gtag exists, and mayTrack() says no', () => {
    expect(typeof window).toBe('undefined')
    // A tracking-allowed visitor in every other respect: measurement id configured, no GPC signal.
    expect(siteConfig.analytics.measurementId).not.toBe('')
    vi.stubGlobal('navigator', { globalPrivacyControl: false })
    const globalGtag = vi.fn()
    vi.stubGlobal('gtag', globalGtag)
    expect(mayTrack()).toBe(false)
    expect(
      track({ name: 'page_view', params: { page_path: '/', page_location: 'x', page_title: 'y' } }),
    ).toBeUndefined()
    expect(globalGtag).not.toHaveBeenCalled()
    expect(defineGtag()).toBe(false)
    expect((globalThis as { dataLayer?: unknown }).dataLayer).toBeUndefined()
  })

  test('a gtag that throws does not break the page, and the next event still reaches gtag', () => {
    const gtag = stubBrowser()
    gtag.mockImplementationOnce(() => {
      throw new Error('gtag blew up')
    })
    expect(track({ name: 'phone_click', params: { event_label: 'header', value: 'first' } })).toBeUndefined()
    track({ name: 'phone_click', params: { event_label: 'footer', value: 'second' } })
    expect(gtag).toHaveBeenCalledTimes(2)
    expect(gtag).toHaveBeenLastCalledWith('event', 'phone_click', { event_label: 'footer', value: 'second' })
  })

  test("before Google's script arrives, defineGtag() queues config then the tracked event in dataLayer", () => {
    const win: { gtag?: (...args: unknown[]) => void; dataLayer?: IArguments[] } = {}
    vi.stubGlobal('window', win)
    vi.stubGlobal('navigator', { globalPrivacyControl: false })
    expect(defineGtag()).toBe(true)
    track({ name: 'form_submit', params: { event_label: 'contact', value: 'quote' } })
    const queued = (win.dataLayer ?? []).map((entry) => Array.from(entry))
    expect(queued.map((entry) => entry[0])).toEqual(['js', 'config', 'event'])
    expect(queued[1]?.[1]).toBe(siteConfig.analytics.measurementId)
    expect(queued[1]?.[2]).toMatchObject({ send_page_view: false })
    expect(queued[2]).toEqual(['event', 'form_submit', { event_label: 'contact', value: 'quote' }])
    // Defined once: a second call keeps the same function and queue.
    const first = win.gtag
    expect(defineGtag()).toBe(true)
    expect(win.gtag).toBe(first)
    expect(win.dataLayer).toHaveLength(3)
  })

  test("the script URL is Google's tag for the configured id", () => {
    expect(gtagScriptUrl('G-ABC123')).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123')
  })
})

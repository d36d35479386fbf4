import { describe, expect, test } from 'vitest'
import { clientNavigationTarget, prefetchTarget } from './static-page'

const PLAIN = { button: 0, defaultPrevented: false, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }
const LINK = { href: '/search', target: '', download: false }
const HERE = { href: 'https://example.com/about?view=map#top' }

describe('clientNavigationTarget', () => {
  test('a plain click on a link to a page of the site is left to the browser: every page is a document the build renders', () => {
    expect(clientNavigationTarget(PLAIN, LINK, HERE)).toBeUndefined()
    expect(
      clientNavigationTarget(PLAIN, { ...LINK, href: 'https://example.com/search?q=texas#results' }, HERE),
    ).toBeUndefined()
    expect(
      clientNavigationTarget(
        PLAIN,
        { ...LINK, href: 'economic-loss-calculator?age=40' },
        { href: 'https://example.com/search' },
      ),
    ).toBeUndefined()
    expect(clientNavigationTarget(PLAIN, { ...LINK, href: '/about' }, HERE)).toBeUndefined()
  })

  test('the browser keeps modified, secondary and already handled clicks', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey', 'defaultPrevented'] as const) {
      expect(clientNavigationTarget({ ...PLAIN, [key]: true }, LINK, HERE), key).toBeUndefined()
    }
    expect(clientNavigationTarget({ ...PLAIN, button: 1 }, LINK, HERE)).toBeUndefined()
  })

  test('the browser keeps other windows, downloads, other origins, other schemes, anchors on this page and files', () => {
    expect(clientNavigationTarget(PLAIN, { ...LINK, target: '_blank' }, HERE)).toBeUndefined()
    expect(clientNavigationTarget(PLAIN, { ...LINK, download: true }, HERE)).toBeUndefined()
    expect(clientNavigationTarget(PLAIN, { ...LINK, href: 'https://other.example.org/texas' }, HERE)).toBeUndefined()
    expect(clientNavigationTarget(PLAIN, { ...LINK, href: 'tel:+12155550142' }, HERE)).toBeUndefined()
    expect(clientNavigationTarget(PLAIN, { ...LINK, href: 'mailto:intake@example.com' }, HERE)).toBeUndefined()
    expect(clientNavigationTarget(PLAIN, { ...LINK, href: '#damages-law' }, HERE)).toBeUndefined()
    expect(clientNavigationTarget(PLAIN, { ...LINK, href: 'http://[broken' }, HERE)).toBeUndefined()
    expect(clientNavigationTarget(PLAIN, { ...LINK, href: '/ai/pages/texas.json' }, HERE)).toBeUndefined()
    expect(clientNavigationTarget(PLAIN, { ...LINK, href: '/texas/houston' }, HERE)).toBeUndefined()
    expect(clientNavigationTarget(PLAIN, { ...LINK, href: '/llms.txt' }, HERE)).toBeUndefined()
  })

  test('a link to a state, city or service-in-city page is a document navigation (decision 022)', () => {
    for (const href of [
      '/texas',
      '/texas/houston',
      '/services/economic-loss-assessment/texas/houston',
      'https://example.com/ohio/columbus?x=1',
    ]) {
      expect(clientNavigationTarget(PLAIN, { ...LINK, href }, HERE), href).toBeUndefined()
    }
  })

  test('a link to a content page (home, about, fees, a service hub, ...) is a document navigation (decision 033)', () => {
    for (const href of [
      '/',
      '/about',
      '/fees#retainer',
      '/services/economic-loss-assessment',
      '/contact',
      '/request-received',
    ]) {
      expect(clientNavigationTarget(PLAIN, { ...LINK, href }, HERE), href).toBeUndefined()
    }
  })
})

describe('prefetchTarget', () => {
  test('a link to another page of this site, of either renderer, is prefetched by its path and query', () => {
    expect(prefetchTarget({ ...LINK, href: '/about/testimony#list' }, HERE)).toBe('/about/testimony')
    expect(prefetchTarget({ ...LINK, href: '/texas/houston' }, HERE)).toBe('/texas/houston')
    expect(prefetchTarget({ ...LINK, href: '/search?q=texas' }, HERE)).toBe('/search?q=texas')
  })

  test('nothing for the page shown, other origins, files, downloads, other windows and other schemes', () => {
    for (const href of [
      '/about?view=map',
      '#top',
      'https://other.example.org/texas',
      '/downloads/cv.pdf',
      'tel:+12155550142',
    ])
      expect(prefetchTarget({ ...LINK, href }, HERE), href).toBeUndefined()
    expect(prefetchTarget({ ...LINK, target: '_blank' }, HERE)).toBeUndefined()
    expect(prefetchTarget({ ...LINK, download: true }, HERE)).toBeUndefined()
  })
})

import { describe, expect, test } from 'vitest'
import { renderDirectPage, renderNotFoundPage } from '~/components/location/render-direct-page.server'
import { scriptHashes, secureHtml } from './csp-hashes'
import { inlineScriptsOf } from '../../tests/support/page-html'

const ASSETS = { stylesheets: ['/assets/root.css'], islandsStart: 'import("/assets/islands.js")' }

describe('script hashes from the scripts the renderer emits (decisions 033, 043)', () => {
  test.each(['/', '/contact', '/texas', '/search', '/economic-loss-calculator'])(
    '%s: the renderer names every executable inline script its HTML holds, and only those',
    (path) => {
      const page = renderDirectPage(path, ASSETS)
      expect(scriptHashes(page.scripts)).toEqual(scriptHashes(inlineScriptsOf(page.html)))
    },
  )

  test('the policy a page gets lists the hashes of the scripts it was given, not what its markup holds', () => {
    const html = '<html><head><meta charSet="utf-8"/></head><body><script>a()</script></body></html>'
    const secured = secureHtml(html, ['b()'])
    expect(secured.hashes).toEqual(scriptHashes(['b()']))
    expect(secured.hashes).not.toEqual(scriptHashes(inlineScriptsOf(html)))
    expect(secured.html).toContain(secured.hashes[0])
  })

  test('the not-found page names its scripts too', () => {
    const page = renderNotFoundPage(ASSETS)
    expect(page.scripts.length).toBeGreaterThan(0)
    expect(scriptHashes(page.scripts)).toEqual(scriptHashes(inlineScriptsOf(page.html)))
  })
})

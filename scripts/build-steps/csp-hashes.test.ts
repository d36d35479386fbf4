import { describe, expect, test } from 'vitest'
import { renderDirectPage } from '~/components/location/render-direct-page.server'
import { inlineScriptHashes, scriptHashes, secureHtml } from './csp-hashes'

const ASSETS = { stylesheets: ['/assets/root.css'], islandsStart: 'import("/assets/islands.js")' }

describe('script hashes from the scripts the renderer emits (decision 033)', () => {
  test.each(['/', '/contact', '/texas'])(
    '%s: the renderer names every executable inline script its HTML holds, and only those',
    (path) => {
      const page = renderDirectPage(path, ASSETS)
      expect(scriptHashes(page.scripts)).toEqual(inlineScriptHashes(page.html))
    },
  )

  test('the policy a page gets lists the hashes of the scripts it was given, not what its markup holds', () => {
    const html = '<html><head><meta charSet="utf-8"/></head><body><script>a()</script></body></html>'
    const secured = secureHtml(html, ['b()'])
    expect(secured.hashes).toEqual(scriptHashes(['b()']))
    expect(secured.hashes).not.toEqual(inlineScriptHashes(html))
    expect(secured.html).toContain(secured.hashes[0])
  })
})

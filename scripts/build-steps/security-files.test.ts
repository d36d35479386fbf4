import { describe, expect, test } from 'vitest'
import { contentSecurityPolicy, formEndpointOrigins, pageScriptPolicy, staticHostPolicy } from '~/lib/security/headers'
import { scriptHashes, withScriptPolicyMeta } from './csp-hashes'
import { inlineScriptsOf } from '../../tests/support/page-html'
import { renderHeadersFile } from './headers-file'

const PAGE =
  '<html><head><meta charSet="utf-8"/><title>x</title></head><body><script>alert(1)</script><script type="application/ld+json">{"a":1}</script><script src="/assets/a.js"></script><script type="module">import "/assets/b.js";</script></body></html>'

describe('Content-Security-Policy', () => {
  test('hashes every executable inline script and nothing else', () => {
    const hashes = scriptHashes(inlineScriptsOf(PAGE))
    // sha256 of "alert(1)" and of the module script's body
    expect(hashes).toEqual(['sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=', expect.stringMatching(/^sha256-/)])
  })

  test("the policy allows those hashes and never 'unsafe-inline' or 'unsafe-eval' for scripts", () => {
    const policy = contentSecurityPolicy(['sha256-abc'])
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'))!
    expect(scriptSrc).toContain("'sha256-abc'")
    expect(scriptSrc).not.toMatch(/unsafe-(inline|eval)/)
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"])
      expect(policy).toContain(directive)
  })

  test('each page carries its script policy first in <head>', () => {
    const html = withScriptPolicyMeta(PAGE, ['sha256-abc'])
    expect(html).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${pageScriptPolicy(['sha256-abc'])}"/>`,
    )
  })

  test('the _headers file sends the security headers on every path and caches hashed assets for a year', () => {
    const file = renderHeadersFile()
    expect(file).toMatch(/^\/\*\n/)
    for (const header of [
      'Strict-Transport-Security: max-age=31536000',
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: strict-origin-when-cross-origin',
      'Permissions-Policy:',
      'Cross-Origin-Opener-Policy:',
      `Content-Security-Policy: ${staticHostPolicy()}`,
    ]) {
      expect(file).toContain(header)
    }
    expect(staticHostPolicy()).toContain("frame-ancestors 'none'")
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable')
  })

  test("the _headers policy has a default-src, so frames, workers and media are the site's own; scripts are held to each page's hashes by its meta policy", () => {
    const directives = staticHostPolicy().split('; ')
    expect(directives).toContain("default-src 'self'")
    for (const fetchDirective of ['frame-src', 'worker-src', 'media-src', 'child-src'])
      expect(directives.some((directive) => directive.startsWith(fetchDirective))).toBe(false)
    // The host sends one header for every page: it allows inline scripts, and each page's meta policy (both
    // apply) allows only its own hashes, so no inline script runs that the page did not list.
    expect(directives).toContain("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com")
    expect(pageScriptPolicy(['sha256-abc'])).toMatch(/^script-src 'self' 'sha256-abc' /)
    expect(pageScriptPolicy(['sha256-abc'])).not.toContain('unsafe-inline')
  })

  test('an external form collector (FORM_ENDPOINT) is allowed in connect-src and form-action of _headers, the meta policy and the server policy', () => {
    const origins = formEndpointOrigins('https://collector.example.com/f')
    expect(origins).toEqual(['https://collector.example.com'])
    expect(formEndpointOrigins('/f')).toEqual([])
    const headers = renderHeadersFile(origins)
    expect(headers).toMatch(/connect-src 'self'[^;\n]* https:\/\/collector\.example\.com/)
    expect(headers).toMatch(/form-action 'self' https:\/\/collector\.example\.com/)
    const meta = pageScriptPolicy(['sha256-abc'], origins)
    expect(meta).toMatch(/connect-src 'self'[^;]* https:\/\/collector\.example\.com/)
    expect(meta).toContain("form-action 'self' https://collector.example.com")
    const server = contentSecurityPolicy(['sha256-abc'], origins)
    expect(server).toMatch(/connect-src 'self'[^;]* https:\/\/collector\.example\.com/)
    expect(server).toContain("form-action 'self' https://collector.example.com")
    // The built-in collector needs nothing added.
    expect(renderHeadersFile([])).not.toContain('collector.example.com')
  })
})

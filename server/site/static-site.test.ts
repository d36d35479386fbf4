import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { frameworkErrorHandler, registerResponseHardening } from './response-hardening'
import { registerStaticSite } from './static-site'

let root: string
let app: FastifyInstance

function write(rel: string, contents: string | Buffer) {
  const file = path.join(root, 'client', rel)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, contents)
}

function writePrecompressed(rel: string, contents: Buffer) {
  const file = path.join(root, 'precompressed', rel)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, contents)
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-site-'))
  write('index.html', '<h1>Home</h1>')
  write('404.html', '<h1>We could not find that page</h1>')
  write('about/index.html', '<h1>About</h1>')
  // The precompressed copies live beside the deploy directory, in build/precompressed.
  writePrecompressed('about/index.html.br', zlib.brotliCompressSync('<h1>About</h1>'))
  writePrecompressed('about/index.html.gz', zlib.gzipSync('<h1>About</h1>'))
  write('ai/pages/about.json', '{"title":"About"}')
  write('texas/houston/index.html', '<h1>Houston</h1>')
  write('assets/root-abc123.js', 'console.log(1)')
  write('sitemap.xml', '<sitemapindex/>')
  // Files that must never be served even when a deploy leaves them in the build directory.
  write('.env', 'SMTP_URL=smtps://user:secret@mail.example.com')
  write('.git/config', '[remote "origin"]')
  write('assets/.DS_Store', 'x')
  write('.well-known/security.txt', 'Contact: mailto:security@example.com')
  fs.writeFileSync(path.join(root, 'csp-hashes.json'), JSON.stringify({ '/about/index.html': ['sha256-AAAA'] }))
  app = Fastify({ frameworkErrors: frameworkErrorHandler })
  registerResponseHardening(app)
  await registerStaticSite(app, {
    buildDir: path.join(root, 'client'),
    cspManifestPath: path.join(root, 'csp-hashes.json'),
  })
  await app.ready()
})

afterAll(async () => {
  await app.close()
  fs.rmSync(root, { recursive: true, force: true })
})

describe('static site', () => {
  test('serves pages at clean URLs', async () => {
    for (const [url, body] of [
      ['/', '<h1>Home</h1>'],
      ['/about', '<h1>About</h1>'],
      ['/texas/houston', '<h1>Houston</h1>'],
    ]) {
      const response = await app.inject({ url: url! })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.body).toBe(body)
    }
  })

  test('a trailing slash redirects to the canonical address', async () => {
    const response = await app.inject({ url: '/about/?x=1' })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe('/about?x=1')
  })

  test('serves the precompressed file the client accepts', async () => {
    const br = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('<h1>About</h1>')
    const gzip = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.headers.vary).toBe('Accept-Encoding')
  })

  test('serves JSON files and assets with the right types and caching', async () => {
    const data = await app.inject({ url: '/ai/pages/about.json' })
    expect(data.statusCode).toBe(200)
    expect(data.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(data.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    const asset = await app.inject({ url: '/assets/root-abc123.js' })
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const sitemap = await app.inject({ url: '/sitemap.xml' })
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8')
  })

  test('an unknown path answers 404 with the not-found page, uncached', async () => {
    for (const url of [
      '/nowhere/at/all',
      '/texas/atlantis',
      '/assets/missing.js',
      '/../etc/passwd',
      '/about/..%2F..%2Fcsp-hashes.json',
    ]) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.body).toContain('We could not find that page')
      expect(response.headers['cache-control']).toBe('no-store')
    }
  })

  test('a path with repeated slashes redirects once to its single-slash form, never off the site', async () => {
    const offsite = await app.inject({ url: '//evil.com/contact' })
    expect(offsite.statusCode).toBe(301)
    expect(offsite.headers.location).toBe('/evil.com/contact')
    const doubled = await app.inject({ url: '/texas//houston/?q=1' })
    expect(doubled.statusCode).toBe(301)
    expect(doubled.headers.location).toBe('/texas/houston?q=1')
  })

  test('a long run of slashes is answered at once and does not slow other requests', async () => {
    // Regression: "/x" + 16,000 slashes + "y" cost 0.54 s of CPU each through a quadratic regular expression.
    const response = await app.inject({ url: '/x' + '/'.repeat(16_000) + 'y' })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe('/x/y')
    const trailing = await app.inject({ url: '/about' + '/'.repeat(16_000) })
    expect(trailing.statusCode).toBe(301)
    expect(trailing.headers.location).toBe('/about')
  })

  test('a malformed address is a bad request', async () => {
    const response = await app.inject({ url: '/%E0%A4%A' })
    expect(response.statusCode).toBe(400)
  })

  test('/emergency-consultation answers 301 to /contact', async () => {
    const response = await app.inject({ url: '/emergency-consultation' })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe('/contact')
  })

  test('pages carry the security headers and a policy with their own script hashes', async () => {
    const response = await app.inject({ url: '/about' })
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toContain("script-src 'self' 'sha256-AAAA'")
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(response.headers['permissions-policy']).toBeTruthy()
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin')
  })

  test('content negotiation honors q=0 and exact tokens', async () => {
    const refused = await app.inject({ url: '/about', headers: { 'accept-encoding': 'br;q=0, gzip' } })
    expect(refused.headers['content-encoding']).toBe('gzip')
    const lookalike = await app.inject({ url: '/about', headers: { 'accept-encoding': 'foo-br' } })
    expect(lookalike.headers['content-encoding']).toBeUndefined()
    expect(lookalike.body).toBe('<h1>About</h1>')
    const nothing = await app.inject({ url: '/about', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } })
    expect(nothing.headers['content-encoding']).toBeUndefined()
    const weighted = await app.inject({ url: '/about', headers: { 'accept-encoding': 'br;q=0.5, gzip;q=0.9' } })
    expect(weighted.headers['content-encoding']).toBe('gzip')
    const equal = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, br' } })
    expect(equal.headers['content-encoding']).toBe('br')
  })

  test('every response type carries CSP, nosniff and HSTS; redirects are cacheable', async () => {
    const responses = {
      page: await app.inject({ url: '/about' }),
      data: await app.inject({ url: '/ai/pages/about.json' }),
      asset: await app.inject({ url: '/assets/root-abc123.js' }),
      redirect: await app.inject({ url: '/emergency-consultation' }),
      notFound: await app.inject({ url: '/nowhere' }),
      badUrl: await app.inject({ url: '/about/%ff' }),
    }
    for (const [kind, response] of Object.entries(responses)) {
      expect(response.headers['content-security-policy'], kind).toMatch(/frame-ancestors 'none'/)
      expect(response.headers['x-content-type-options'], kind).toBe('nosniff')
      expect(response.headers['strict-transport-security'], kind).toBe('max-age=31536000; includeSubDomains')
    }
    expect(responses.redirect.headers['cache-control']).toBe('public, max-age=86400')
    expect(responses.asset.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    )
  })

  test('an undecodable address gets a generic 400 that does not echo it', async () => {
    const response = await app.inject({ url: '/about/%ff' })
    expect(response.statusCode).toBe(400)
    expect(response.body).toBe('Bad request')
    expect(response.body).not.toContain('%ff')
    expect(response.headers['cache-control']).toBe('no-store')
  })

  test('a file missing at serve time (a rebuild in progress) is a logged 500 with a generic body, never the internal path', async () => {
    write('gone/index.html', '<h1>Gone</h1>')
    const local = Fastify({
      frameworkErrors: frameworkErrorHandler,
      logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
    })
    const logged: string[] = []
    registerResponseHardening(local)
    await registerStaticSite(local, { buildDir: path.join(root, 'client') })
    fs.rmSync(path.join(root, 'client', 'gone'), { recursive: true })
    const response = await local.inject({ url: '/gone' })
    await local.close()
    expect(response.statusCode).toBe(500)
    expect(response.body).toBe('Internal server error')
    expect(response.body).not.toContain(root)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(logged.join('\n')).toMatch(/request failed/)
  })

  test('never follows a symbolic link in the build, present at start or added later', async () => {
    const outside = path.join(root, 'secret.txt')
    fs.writeFileSync(outside, 'outside the build')
    fs.symlinkSync(outside, path.join(root, 'client', 'linked.txt'))
    const local = Fastify({ frameworkErrors: frameworkErrorHandler })
    registerResponseHardening(local)
    await registerStaticSite(local, { buildDir: path.join(root, 'client') })
    const atStart = await local.inject({ url: '/linked.txt' })
    expect(atStart.statusCode).toBe(404)
    expect(atStart.body).not.toContain('outside the build')
    // A page replaced by a link after the server started
    fs.rmSync(path.join(root, 'client', 'texas/houston/index.html'))
    fs.symlinkSync(outside, path.join(root, 'client', 'texas/houston/index.html'))
    const later = await local.inject({ url: '/texas/houston' })
    await local.close()
    expect(later.statusCode).toBe(500)
    expect(later.body).not.toContain('outside the build')
  })

  test('HEAD answers like GET without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/about' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('')
  })

  test('a page and an asset answer 304 to a conditional GET, by ETag or by date', async () => {
    for (const url of ['/about', '/assets/root-abc123.js']) {
      const first = await app.inject({ url, headers: { 'accept-encoding': 'br' } })
      expect(first.statusCode, url).toBe(200)
      const etag = String(first.headers.etag)
      const lastModified = String(first.headers['last-modified'])
      expect(etag, url).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/)
      expect(Date.parse(lastModified), url).not.toBeNaN()

      const byTag = await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': etag } })
      expect(byTag.statusCode, url).toBe(304)
      expect(byTag.body, url).toBe('')
      expect(byTag.headers.etag, url).toBe(etag)
      expect(byTag.headers['cache-control'], url).toBe(first.headers['cache-control'])
      expect(byTag.headers.vary, url).toBe('Accept-Encoding')

      const byDate = await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-modified-since': lastModified } })
      expect(byDate.statusCode, url).toBe(304)

      const changed = await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': 'W/"0-0"' } })
      expect(changed.statusCode, url).toBe(200)
      expect(changed.rawPayload.length, url).toBeGreaterThan(0)
    }
  })

  test('each encoding has its own validator: a tag of the brotli copy does not match the gzip one', async () => {
    const br = await app.inject({ url: '/about', headers: { 'accept-encoding': 'br' } })
    const gzip = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } })
    expect(br.headers.etag).not.toBe(gzip.headers.etag)
    const crossed = await app.inject({
      url: '/about',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) },
    })
    expect(crossed.statusCode).toBe(200)
    expect(crossed.headers['content-encoding']).toBe('gzip')
  })

  test('the not-found page is never answered 304', async () => {
    const first = await app.inject({ url: '/nowhere' })
    expect(first.headers.etag).toBeUndefined()
    const again = await app.inject({
      url: '/nowhere',
      headers: { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() },
    })
    expect(again.statusCode).toBe(404)
  })

  test('never serves a dotfile or a dot directory, whatever its depth; /.well-known/ stays public', async () => {
    for (const url of ['/.env', '/.git/config', '/assets/.DS_Store', '/.git/', '/%2Eenv', '/.well-known/../.env']) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.body, url).not.toMatch(/secret|origin/)
    }
    const wellKnown = await app.inject({ url: '/.well-known/security.txt' })
    expect(wellKnown.statusCode).toBe(200)
    expect(wellKnown.body).toBe('Contact: mailto:security@example.com')
  })
})

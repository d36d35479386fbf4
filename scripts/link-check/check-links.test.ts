import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { REQUEST_RECEIVED_PATH } from '~/lib/routing'
import { checkLinks, internalPath } from './check-links'

const ORIGIN = 'https://www.example.com'
let dir: string | undefined

function site(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'links-'))
  dir = root
  for (const [rel, contents] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    fs.writeFileSync(path.join(root, rel), contents)
  }
  return root
}

const sitemap = (...paths: string[]) =>
  `<urlset>${paths.map((p) => `<url><loc>${ORIGIN}${p}</loc></url>`).join('')}</urlset>`

afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

describe('link check', () => {
  test('internal paths: relative, absolute on the site, other hosts and schemes', () => {
    expect(internalPath('/about?x=1#y', ORIGIN)).toBe('/about')
    expect(internalPath(`${ORIGIN}/texas`, ORIGIN)).toBe('/texas')
    expect(internalPath('https://elsewhere.example.org/a', ORIGIN)).toBeNull()
    expect(internalPath('tel:+12155550142', ORIGIN)).toBeNull()
    expect(internalPath('#main', ORIGIN)).toBeNull()
  })

  test('a sound site passes; a legacy link counts as a link to its target', () => {
    const report = checkLinks(
      site({
        'index.html':
          '<a href="/about">About</a><a href="/forensic-economist">old</a><a href="mailto:x@example.com">mail</a>',
        'about/index.html': '<a href="/">Home</a><a href="/sitemap.xml">map</a>',
        '404.html': '',
        'sitemap.xml': sitemap('/', '/about', '/services/economic-loss-assessment'),
        'services/economic-loss-assessment/index.html': '<a href="/">Home</a>',
      }),
      ORIGIN,
    )
    expect(report).toEqual({
      pages: 3,
      links: 5,
      broken: [],
      sitemapWithoutPage: [],
      missingFromSitemap: [],
      noindexInSitemap: [],
      unreachable: [],
    })
  })

  test('finds broken links, sitemap URLs with no page, and orphans', () => {
    const report = checkLinks(
      site({
        'index.html': '<a href="/about">About</a><a href="/nowhere">gone</a>',
        'about/index.html': '<a href="/">Home</a>',
        'orphan/index.html': '',
        '404.html': '',
        'sitemap.xml': sitemap('/', '/about', '/orphan', '/deleted'),
      }),
      ORIGIN,
    )
    expect(report.broken).toEqual(['/ -> /nowhere'])
    expect(report.sitemapWithoutPage).toEqual(['/deleted'])
    expect(report.unreachable).toEqual(['/orphan'])
    expect(report.missingFromSitemap).toEqual([])
  })

  test('the request-received page needs no link and no sitemap entry, and its own links are checked', () => {
    const report = checkLinks(
      site({
        'index.html': '<a href="/about">About</a>',
        'about/index.html': '<a href="/">Home</a>',
        [`${REQUEST_RECEIVED_PATH.slice(1)}/index.html`]: '<a href="/">Home</a><a href="/gone">gone</a>',
        '404.html': '',
        'sitemap.xml': sitemap('/', '/about'),
      }),
      ORIGIN,
    )
    expect(report.unreachable).toEqual([])
    expect(report.missingFromSitemap).toEqual([])
    expect(report.broken).toEqual([`${REQUEST_RECEIVED_PATH} -> /gone`])
  })

  test('a page that carries noindex needs no sitemap entry and must not have one; its links are followed', () => {
    const advisory = '/services/pricing-strategy/texas/houston'
    const noindexHead = '<meta name="robots" content="noindex, follow"/>'
    const report = checkLinks(
      site({
        'index.html': `<a href="/about">About</a><a href="${advisory}">Pricing</a>`,
        'about/index.html': '<a href="/">Home</a>',
        [`${advisory.slice(1)}/index.html`]: `${noindexHead}<a href="/orphan">orphan</a>`,
        'orphan/index.html': '<a href="/">Home</a>',
        'listed/index.html': `${noindexHead}<a href="/">Home</a>`,
        '404.html': '',
        'sitemap.xml': sitemap('/', '/about', '/orphan', '/listed'),
      }),
      ORIGIN,
    )
    expect(report.missingFromSitemap).toEqual([])
    expect(report.noindexInSitemap).toEqual(['/listed'])
    expect(report.unreachable).toEqual([])
    expect(report.broken).toEqual([])
  })
})

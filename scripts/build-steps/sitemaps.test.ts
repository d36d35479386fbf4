import { describe, expect, it } from 'vitest'
import { listIndexedServiceCityPaths, listNoindexPagePaths, listPagePaths } from '~/lib/content-folder/paths'
import { absoluteUrl } from '~/config/site-config'
import { buildSitemaps, chunkEntries, escapeXml, SITEMAP_LIMITS, sitemapSections } from './sitemaps'

const LASTMOD = '2026-01-02T03:04:05Z'
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

describe('sitemap sections', () => {
  it('puts every page of the site in exactly one section', () => {
    const listed = sitemapSections().flatMap((section) => section.paths)
    expect(listed.sort()).toEqual([...listPagePaths()].sort())
    expect(new Set(listed).size).toBe(listed.length)
  })

  it('lists the six litigation services in every city and no advisory service-in-city page (decision 017)', () => {
    const cities = sitemapSections().find((section) => section.name === 'service-cities')!
    expect(cities.paths).toHaveLength(6 * 1015)
    expect(cities.paths).toContain('/services/economic-loss-assessment/texas/houston')
    expect(cities.paths).not.toContain('/services/pricing-strategy/texas/houston')
    const noindex = new Set(listNoindexPagePaths())
    expect(noindex).toContain('/services/pricing-strategy/texas/houston')
    expect(
      sitemapSections()
        .flatMap((section) => section.paths)
        .filter((page) => noindex.has(page)),
    ).toEqual([])
  })
})

/** Every page dated LASTMOD */
const dated = (pages: Iterable<string>, lastmod = LASTMOD) => new Map([...pages].map((page) => [page, lastmod]))

describe('buildSitemaps', () => {
  const all = new Set(listPagePaths())
  const { index, children } = buildSitemaps(sitemapSections(), dated(all))

  it('writes an index of child sitemaps by section, each with lastmod', () => {
    expect(index).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    expect(children.map((child) => child.file)).toEqual([
      '/sitemap-core.xml',
      '/sitemap-services.xml',
      '/sitemap-locations.xml',
      '/sitemap-service-cities-1.xml',
    ])
    expect(children.find((child) => child.file === '/sitemap-service-cities-1.xml')?.urls).toBe(6090)
    expect(locs(index)).toEqual(children.map((child) => absoluteUrl(child.file)))
    expect(index.match(/<lastmod>/g)).toHaveLength(children.length)
  })

  it('lists every page once, absolute, with lastmod, and keeps every file within the protocol limits', () => {
    const urls = children.flatMap((child) => locs(child.contents))
    expect(urls).toHaveLength(all.size)
    expect(new Set(urls)).toEqual(new Set([...all].map((page) => absoluteUrl(page))))
    for (const child of children) {
      expect(child.urls).toBeLessThanOrEqual(SITEMAP_LIMITS.maxUrls)
      expect(Buffer.byteLength(child.contents)).toBeLessThanOrEqual(SITEMAP_LIMITS.maxBytes)
      expect(child.contents.match(/<url>/g)).toHaveLength(child.urls)
      expect(child.contents.match(/<lastmod>2026-01-02T03:04:05Z<\/lastmod>/g)).toHaveLength(child.urls)
    }
  })

  it('leaves out pages that are not canonical 200 pages of this build', () => {
    const some = new Set(['/', '/about', listIndexedServiceCityPaths()[5] ?? ''])
    const built = buildSitemaps(sitemapSections(), dated(some))
    expect(built.children.map((child) => child.file)).toEqual(['/sitemap-core.xml', '/sitemap-service-cities-1.xml'])
    expect(built.children.flatMap((child) => locs(child.contents))).toEqual([...some].map((page) => absoluteUrl(page)))
  })

  it('dates each URL by its page, and each child sitemap in the index by the newest of its URLs', () => {
    const dates = dated(all)
    dates.set('/about', '2026-03-04T05:06:07Z')
    const built = buildSitemaps(sitemapSections(), dates)
    const core = built.children.find((child) => child.file === '/sitemap-core.xml')!
    expect(core.contents).toContain(`<loc>${absoluteUrl('/about')}</loc><lastmod>2026-03-04T05:06:07Z</lastmod>`)
    expect(core.contents).toContain(`<loc>${absoluteUrl('/')}</loc><lastmod>${LASTMOD}</lastmod>`)
    expect(built.index).toContain(
      `<loc>${absoluteUrl('/sitemap-core.xml')}</loc><lastmod>2026-03-04T05:06:07Z</lastmod>`,
    )
    expect(built.index).toContain(`<loc>${absoluteUrl('/sitemap-locations.xml')}</loc><lastmod>${LASTMOD}</lastmod>`)
  })

  it('splits the service-in-city section when a file would pass the URL or byte limit', () => {
    const byCount = buildSitemaps(sitemapSections(), dated(all), { maxUrls: 5000, maxBytes: SITEMAP_LIMITS.maxBytes })
    const cityFiles = byCount.children.filter((child) => child.file.startsWith('/sitemap-service-cities-'))
    expect(cityFiles.length).toBe(Math.ceil(listIndexedServiceCityPaths().length / 5000))
    expect(cityFiles.map((child) => child.urls).reduce((a, b) => a + b)).toBe(listIndexedServiceCityPaths().length)
    expect(() =>
      buildSitemaps(sitemapSections(), dated(all), { maxUrls: 10, maxBytes: SITEMAP_LIMITS.maxBytes }),
    ).toThrow(/outgrew one file/)
  })
})

describe('chunkEntries', () => {
  it('closes a file before it passes either limit', () => {
    const entries = Array.from({ length: 10 }, (_, i) => `<url>${'x'.repeat(90)}${i}</url>\n`)
    expect(chunkEntries(entries, { maxUrls: 4, maxBytes: 1_000_000 }).map((chunk) => chunk.length)).toEqual([4, 4, 2])
    const bySize = chunkEntries(entries, { maxUrls: 100, maxBytes: 500 })
    expect(bySize.flat()).toEqual(entries)
    for (const chunk of bySize) expect(chunk.join('').length).toBeLessThanOrEqual(500)
    expect(bySize.length).toBeGreaterThan(2)
  })

  it('escapes XML special characters', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;')
  })
})

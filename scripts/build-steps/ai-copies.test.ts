import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { absoluteUrl } from '~/config/site-config'
import { aiCopyFromHtml } from '../../tests/support/page-html'
import { readPageIndex, writePageIndex } from './ai-copies'
import { createBuildContext } from './context'
import { writePageOutputs } from './render-pages'

/** The page's one executable inline script, as its renderer hands it over with the HTML. */
const startScript = (pagePath: string) => `window.__start=${JSON.stringify(pagePath)}`
const html = (pagePath: string, extraHead = '') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Page ${pagePath} | Firm</title><meta name="description" content="About ${pagePath}."/>` +
  `<link rel="canonical" href="${absoluteUrl(pagePath)}"/>${extraHead}<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite"}</script>` +
  `<script>${startScript(pagePath)}</script></head>` +
  `<body><main><h1>Heading of ${pagePath}</h1><p>${`Text of ${pagePath}. `.repeat(40)}</p><a href="/contact">Contact</a></main></body></html>`

/** The copy maker the render step hands writePageOutputs, here made from the fixture page. */
const copyOf = (pagePath: string) => (date: string) => aiCopyFromHtml(html(pagePath), pagePath, date)

let roots: string[] = []
afterEach(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true })
  roots = []
})

/** The dates of a page's possible inputs: the code's, and one content file newer than it. */
const DATES = { code: '2026-01-02T03:04:05Z', content: { 'testimonials.yaml': '2026-02-03T04:05:06Z' } }

function emptyBuild() {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ai-copies-'))
  roots.push(buildDir)
  return { ...createBuildContext(buildDir), dates: DATES }
}

describe('the AI copy of a page', () => {
  it("states the url, title, description, h1, content, links and the page's date, each once, as compact JSON, with the site's origin once", () => {
    const { copy, record } = aiCopyFromHtml(html('/about'), '/about', '2026-01-02T03:04:05Z')
    expect(copy).toMatchObject({
      url: absoluteUrl('/about'),
      title: 'Page /about | Firm',
      description: 'About /about.',
      h1: 'Heading of /about',
      dateModified: '2026-01-02T03:04:05Z',
    })
    expect(record.lastModified).toBe('2026-01-02T03:04:05Z')
    expect(copy?.links).toEqual([{ text: 'Contact', url: '/contact' }])
    expect(Object.keys(copy ?? {})).not.toContain('path')
  })

  it("states the breadcrumb trail once: as breadcrumbs, not again in the page's structured data", () => {
    const trail = {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') },
        { '@type': 'ListItem', position: 2, name: 'About', item: absoluteUrl('/about') },
      ],
    }
    const ld = `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Person', name: 'P' }, trail] })}</script>`
    const { copy } = aiCopyFromHtml(html('/about', ld), '/about', '2026-01-02T03:04:05.000Z')
    expect(copy?.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: 'About', url: '/about' },
    ])
    expect(JSON.stringify(copy?.structuredData)).not.toContain('BreadcrumbList')
    expect(copy?.structuredData).toContainEqual({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Person', name: 'P' }],
    })
  })

  it('is no larger than the page it copies', () => {
    const page = html('/services/life-care-planning/texas/houston')
    const { copy } = aiCopyFromHtml(page, '/services/life-care-planning/texas/houston', '2026-01-02T03:04:05.000Z')
    expect(JSON.stringify(copy).length).toBeLessThan(page.length)
  })

  it('is not written for a page that asks not to be indexed', () => {
    const { copy, record } = aiCopyFromHtml(
      html('/404', '<meta name="robots" content="noindex, follow"/>'),
      '/404',
      '2026-01-02T03:04:05.000Z',
    )
    expect(copy).toBeUndefined()
    expect(record).toMatchObject({ indexable: false, aiCopy: false })
  })
})

describe('writePageOutputs: one page rendered, everything it leaves in one pass', () => {
  it('writes the page with its script policy, its compact AI copy and its precompressed copy beside build/client, and no .data file', () => {
    const context = emptyBuild()
    const result = writePageOutputs(context, '/about', html('/about'), [], copyOf('/about'), [startScript('/about')])
    const served = fs.readFileSync(path.join(context.clientDir, 'about/index.html'), 'utf8')
    expect(served).toContain('<meta http-equiv="Content-Security-Policy"')
    expect(result.hashes).toHaveLength(1)
    expect(served).toContain(result.hashes[0])
    expect(result.htmlFile).toBe('/about/index.html')
    expect(fs.existsSync(path.join(context.clientDir, 'about.data'))).toBe(false)
    const copyText = fs.readFileSync(path.join(context.clientDir, 'ai/pages/about.json'), 'utf8')
    expect(copyText).not.toContain('\n')
    expect((JSON.parse(copyText) as { h1: string }).h1).toBe('Heading of /about')
    expect(
      zlib
        .brotliDecompressSync(fs.readFileSync(path.join(context.precompressedDir, 'about/index.html.br')))
        .toString('utf8'),
    ).toBe(served)
    expect(result.precompressed).toEqual(['/about/index.html'])
    expect(fs.existsSync(path.join(context.clientDir, 'about/index.html.br'))).toBe(false)
    expect(result.record).toMatchObject({ path: '/about', indexable: true, aiCopy: true })
  })

  it("dates the page by the newest of its inputs (the code's and the content files' it read), and keeps its inputs", () => {
    const context = emptyBuild()
    const plain = writePageOutputs(context, '/about', html('/about'), [], copyOf('/about'), [startScript('/about')])
    expect(plain.record.lastModified).toBe(DATES.code)
    const reading = writePageOutputs(context, '/', html('/'), ['build-date', 'testimonials.yaml'], copyOf('/'), [
      startScript('/'),
    ])
    expect(reading.record.lastModified).toBe('2026-02-03T04:05:06Z')
    expect(reading.inputs).toEqual(['build-date', 'testimonials.yaml'])
    expect(
      (
        JSON.parse(fs.readFileSync(path.join(context.clientDir, 'ai/pages/index.json'), 'utf8')) as {
          dateModified: string
        }
      ).dateModified,
    ).toBe('2026-02-03T04:05:06Z')
  })

  it('writes the home page to /index.html and its AI copy to /ai/pages/index.json', () => {
    const context = emptyBuild()
    writePageOutputs(context, '/', html('/'), [], copyOf('/'), [startScript('/')])
    expect(fs.existsSync(path.join(context.clientDir, 'index.html'))).toBe(true)
    expect(
      (JSON.parse(fs.readFileSync(path.join(context.clientDir, 'ai/pages/index.json'), 'utf8')) as { url: string }).url,
    ).toBe(absoluteUrl('/'))
  })

  it('keeps the page index sorted for the sitemap and discovery steps', () => {
    const context = emptyBuild()
    const records = ['/b', '/', '/a'].map((pagePath) => aiCopyFromHtml(html(pagePath), pagePath, DATES.code).record)
    writePageIndex(context, records)
    expect(readPageIndex(context).map((record) => record.path)).toEqual(['/', '/a', '/b'])
  })
})

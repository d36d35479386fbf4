import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { CSS_BUDGET_GZIP_BYTES, gzipSize, htmlFileFor, initialAssets, JS_BUDGET_GZIP_BYTES, withStaticImports } from './initial-assets'

const ONE_PAGE_OF_EVERY_SCREEN = [
  '/',
  '/services',
  '/advisory',
  '/about',
  '/experience',
  '/contact',
  '/case-studies',
  '/schedule-consultation',
  '/locations',
  '/search',
  '/case-types',
  '/case-types/wrongful-death',
  '/services/economic-loss-assessment',
  '/ohio',
  '/ohio/columbus',
  '/services/vocational-evaluation/ohio/columbus',
]

describe('what a page loads before interaction', () => {
  test.each(ONE_PAGE_OF_EVERY_SCREEN)('%s: JavaScript at most 120 KB and CSS at most 20 KB gzipped', (pagePath) => {
    const html = fs.readFileSync(htmlFileFor(pagePath), 'utf8')
    const { js, css } = initialAssets(html)
    expect(js.length).toBeGreaterThan(0)
    const jsBytes = gzipSize(withStaticImports(js))
    const cssBytes = gzipSize(css)
    expect(jsBytes).toBeLessThanOrEqual(JS_BUDGET_GZIP_BYTES)
    expect(cssBytes).toBeLessThanOrEqual(CSS_BUDGET_GZIP_BYTES)
  })

  test('the whole budget is measured: the entry, the root and the page route are all counted', () => {
    const html = fs.readFileSync(htmlFileFor('/services/vocational-evaluation/ohio/columbus'), 'utf8')
    const files = withStaticImports(initialAssets(html).js)
    expect(files.some((file) => /entry\.client/.test(file))).toBe(true)
    expect(files.some((file) => /root/.test(file))).toBe(true)
    expect(files.some((file) => /service-city/.test(file))).toBe(true)
  })
})

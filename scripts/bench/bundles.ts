import fs from 'node:fs'
import { CSS_BUDGET_GZIP_BYTES, gzipSize, htmlFileFor, initialAssets, JS_BUDGET_GZIP_BYTES, withStaticImports } from '../../tests/e2e/initial-assets'
import type { Bench, BenchRow } from './types'

const SAMPLE = ['/', '/about', '/contact', '/ohio', '/ohio/columbus', '/services/economic-loss-assessment', '/services/vocational-evaluation/ohio/columbus']
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Gzipped JavaScript and CSS each sample page loads before interaction. */
export const benchBundles: Bench = async () => {
  if (!fs.existsSync(htmlFileFor('/'))) return [{ area: 'bundles', metric: 'initial JS', value: 'no build yet: run npm run build' }]
  const rows: BenchRow[] = []
  for (const page of SAMPLE) {
    const { js, css } = initialAssets(fs.readFileSync(htmlFileFor(page), 'utf8'))
    const jsBytes = gzipSize(withStaticImports(js))
    const cssBytes = gzipSize(css)
    rows.push({ area: 'bundles', metric: `${page} JS (gzip)`, value: kb(jsBytes), budget: `<= ${kb(JS_BUDGET_GZIP_BYTES)}`, ok: jsBytes <= JS_BUDGET_GZIP_BYTES })
    rows.push({ area: 'bundles', metric: `${page} CSS (gzip)`, value: kb(cssBytes), budget: `<= ${kb(CSS_BUDGET_GZIP_BYTES)}`, ok: cssBytes <= CSS_BUDGET_GZIP_BYTES })
  }
  return rows
}

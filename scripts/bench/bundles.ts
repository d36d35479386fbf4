import fs from 'node:fs'
import path from 'node:path'
import {
  CSS_BUDGET_GZIP_BYTES,
  gzipSize,
  htmlFileFor,
  initialAssets,
  JS_BUDGET_GZIP_BYTES,
  SITE_CODE_BUDGET_GZIP_BYTES,
  withStaticImports,
} from '../../tests/e2e/initial-assets'
import type { Bench, BenchRow } from './types'

const SAMPLE = [
  '/',
  '/about',
  '/contact',
  '/ohio',
  '/ohio/columbus',
  '/services/economic-loss-assessment',
  '/services/vocational-evaluation/ohio/columbus',
]
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The framework chunk (React, React DOM, React Router), which every page loads. */
const isFramework = (file: string) => path.posix.basename(file).startsWith('framework-')

/** Gzipped JavaScript and CSS each sample page loads before interaction; the framework is reported once, on its own. */
export const benchBundles: Bench = async () => {
  if (!fs.existsSync(htmlFileFor('/')))
    return [{ area: 'bundles', metric: 'initial JS', value: 'no build yet: run npm run build' }]
  const rows: BenchRow[] = []
  const framework = withStaticImports(initialAssets(fs.readFileSync(htmlFileFor('/'), 'utf8')).js).filter(isFramework)
  rows.push({
    area: 'bundles',
    metric: 'framework chunk: React, React DOM, React Router (gzip)',
    value: kb(gzipSize(framework)),
  })
  for (const page of SAMPLE) {
    const { js, css } = initialAssets(fs.readFileSync(htmlFileFor(page), 'utf8'))
    const files = withStaticImports(js)
    const jsBytes = gzipSize(files)
    const siteBytes = gzipSize(files.filter((file) => !isFramework(file)))
    const cssBytes = gzipSize(css)
    rows.push({
      area: 'bundles',
      metric: `${page} JS (gzip)`,
      value: kb(jsBytes),
      budget: `<= ${kb(JS_BUDGET_GZIP_BYTES)}`,
      ok: jsBytes <= JS_BUDGET_GZIP_BYTES,
    })
    rows.push({
      area: 'bundles',
      metric: `${page} site's own JS (gzip)`,
      value: kb(siteBytes),
      budget: `<= ${kb(SITE_CODE_BUDGET_GZIP_BYTES)}`,
      ok: siteBytes <= SITE_CODE_BUDGET_GZIP_BYTES,
    })
    rows.push({
      area: 'bundles',
      metric: `${page} CSS (gzip)`,
      value: kb(cssBytes),
      budget: `<= ${kb(CSS_BUDGET_GZIP_BYTES)}`,
      ok: cssBytes <= CSS_BUDGET_GZIP_BYTES,
    })
  }
  return rows
}

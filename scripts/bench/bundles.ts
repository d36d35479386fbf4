import fs from 'node:fs'
import path from 'node:path'
import {
  BEFORE_INPUT_JS_BUDGET_GZIP_BYTES,
  CSS_BUDGET_GZIP_BYTES,
  everythingOnDemand,
  FRAMEWORK_BUDGET_GZIP_BYTES,
  gzipSize,
  htmlFileFor,
  HYDRATOR_BUDGET_GZIP_BYTES,
  initialAssets,
  ISLAND_BUDGETS_GZIP_BYTES,
  withStaticImports,
} from '../../tests/e2e/initial-assets'
import type { Bench, BenchRow } from './types'

const SAMPLE = [
  '/',
  '/about',
  '/fees',
  '/contact',
  '/ohio',
  '/ohio/columbus',
  '/services/economic-loss-assessment',
  '/services/vocational-evaluation/ohio/columbus',
  '/economic-loss-calculator',
]
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** "framework" for /assets/framework-B0wofFao.js: the chunk's name without Vite's eight-character hash. */
const chunkName = (file: string) => /^(.+)-[\w-]{8}\.js$/.exec(path.posix.basename(file))?.[1]

const row = (metric: string, bytes: number, budget: number): BenchRow => ({
  area: 'bundles',
  metric,
  value: kb(bytes),
  budget: `<= ${kb(budget)}`,
  ok: bytes <= budget,
})

/**
 * Gzipped JavaScript and CSS each sample page loads before any input; then what hydrating costs: React,
 * the hydrator (header and floating menu), and each body island's own code, as the bundle test measures them.
 */
export const benchBundles: Bench = async () => {
  if (!fs.existsSync(htmlFileFor('/')))
    return [{ area: 'bundles', metric: 'initial JS', value: 'no build yet: run npm run build' }]
  const rows: BenchRow[] = []
  for (const page of SAMPLE) {
    const { js, css } = initialAssets(fs.readFileSync(htmlFileFor(page), 'utf8'))
    rows.push(
      row(`${page} JS before any input (gzip)`, gzipSize(withStaticImports(js)), BEFORE_INPUT_JS_BUDGET_GZIP_BYTES),
    )
    rows.push(row(`${page} CSS (gzip)`, gzipSize(css), CSS_BUDGET_GZIP_BYTES))
  }
  const front = withStaticImports(initialAssets(fs.readFileSync(htmlFileFor('/'), 'utf8')).js)
  const onDemand = everythingOnDemand(front)
  const named = (name: string) => onDemand.filter((file) => chunkName(file) === name)
  rows.push(
    row(
      'React and React DOM, at the first hydration (gzip)',
      gzipSize(named('framework')),
      FRAMEWORK_BUDGET_GZIP_BYTES,
    ),
  )
  const hydrator = named('hydrate-island.client')
  rows.push(
    row('the hydrator with the header and floating menu (gzip)', gzipSize(hydrator), HYDRATOR_BUDGET_GZIP_BYTES),
  )
  const shared = new Set([...front, ...withStaticImports(hydrator)])
  for (const [island, { chunk, bytes }] of Object.entries(ISLAND_BUDGETS_GZIP_BYTES)) {
    const fetched = withStaticImports(named(chunk)).filter((file) => !shared.has(file))
    rows.push(row(`island ${island}: its own code when it hydrates (gzip)`, gzipSize(fetched), bytes))
  }
  return rows
}

/**
 * Where a page's render goes, on one thread from a build's kept server bundle: first the build's own
 * render of each page (scripts/build-steps/render-pages.ts, written to a scratch folder), then the same
 * pages step by step: the page's data and HTML (react-dom/server), the body rendered again as a tree for
 * its AI copy, the AI copy itself, the script policy, the brotli copy, the writes, and what other
 * compression levels would cost and weigh. Run with `npm run bench -- render-cost` after a build
 * (`NODE_ENV=production npm run bench -- render-cost`; `BUILD_DIR` names a sample build). The pages are a run of the build's page list, in its order, so the
 * place caches a render worker fills serve them as in a build (a first pass, not counted, fills them):
 * `RENDER_COST_PAGES` of them (default 1,000) from the first service-in-city page. Figures in CPU time (user and system) of this process.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import zlib from 'node:zlib'
import { listPrerenderPaths } from '~/lib/content-folder/paths'
import { deferredModuleStart } from '~/lib/html/defer-app-start'
import { aiCopyOf, headFromMeta } from '../build-steps/ai-copies'
import { keptServerBundle } from '../build-steps/build-layout'
import { secureHtml } from '../build-steps/csp-hashes'
import { readPageTree } from '../build-steps/page-text-from-tree'
import { LEVELS } from '../build-steps/precompress'
import { createPageRenderer } from '../build-steps/render-pages'
import { readIslandsManifest } from '../build-steps/vite-builds'
import type { Bench, BenchRow } from './types'

/** The full build's page count the per-page figures are extrapolated to (the site on 2026-11-29). */
const FULL_BUILD_PAGES = 21_461
const SERVICE_IN_CITY = /^\/services\/[^/]+\/[^/]+\/[^/]+$/

interface SiteEntry {
  renderDirectPage(pathname: string, assets: unknown): { html: string; meta: never; body: unknown; scripts: string[] }
  directPageTree(body: unknown): Promise<Parameters<typeof readPageTree>[0]>
}

/** CPU milliseconds (user + system) `work` took, added to `totals[step]`. */
async function timed<T>(totals: Map<string, number>, step: string, work: () => T | Promise<T>): Promise<T> {
  const start = process.cpuUsage()
  const result = await work()
  const used = process.cpuUsage(start)
  totals.set(step, (totals.get(step) ?? 0) + (used.user + used.system) / 1000)
  return result
}

const brotli = (bytes: Buffer, quality: number) =>
  zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })

export const benchRenderCost: Bench = async () => {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
  const serverBuildFile = keptServerBundle(buildDir)
  if (!fs.existsSync(serverBuildFile))
    return [{ area: 'render cost', metric: 'per page', value: 'no build yet: run npm run build' }]
  // React's development builds cost several times more; the render workers run with NODE_ENV=production.
  if (process.env.NODE_ENV !== 'production')
    return [{ area: 'render cost', metric: 'per page', value: 'run with NODE_ENV=production, as the build renders' }]
  const count = Number(process.env.RENDER_COST_PAGES ?? 1000)
  let buildRender = 0
  const site = (await import(pathToFileURL(serverBuildFile).href)) as SiteEntry
  const { islandsEntry, stylesheets } = readIslandsManifest(buildDir)
  const assets = { stylesheets, islandsStart: deferredModuleStart(islandsEntry) }
  const all = listPrerenderPaths()
  const from = all.findIndex((pagePath) => SERVICE_IN_CITY.test(pagePath))
  const paths = all.slice(from, from + count)
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-cost-'))
  const totals = new Map<string, number>()
  const sizes = { raw: 0, brotli: new Map<number, number>(), gzip: new Map<number, number>() }
  try {
    const { renderPage } = await createPageRenderer(serverBuildFile)
    const context = {
      clientDir: path.join(outDir, 'client'),
      precompressedDir: path.join(outDir, 'precompressed'),
      dates: { code: '2026-11-29', content: {} },
    }
    // A first pass fills the place caches and warms V8 for every kind of page; the second is measured.
    for (const pagePath of paths) await renderPage(context, pagePath)
    const whole = process.cpuUsage()
    for (const pagePath of paths) await renderPage(context, pagePath)
    const used = process.cpuUsage(whole)
    buildRender = (used.user + used.system) / 1000
    for (const [index, pagePath] of paths.entries()) {
      const rendered = await timed(totals, 'data, React tree and HTML (renderToString)', () =>
        site.renderDirectPage(pagePath, assets),
      )
      const tree = await timed(totals, 'the body rendered again as a tree for the AI copy (reconciler)', () =>
        site.directPageTree(rendered.body),
      )
      const copy = await timed(totals, 'AI copy (read from the tree, facts, JSON)', () =>
        JSON.stringify(
          aiCopyOf(headFromMeta(rendered.meta), () => readPageTree(tree).main, pagePath, '2026-11-29').copy,
        ),
      )
      const html = await timed(totals, 'script policy (hashes, meta)', () =>
        Buffer.from(secureHtml(rendered.html, rendered.scripts).html, 'utf8'),
      )
      const compressed = await timed(totals, `brotli ${String(LEVELS.page.brotli)} copy`, () =>
        brotli(html, LEVELS.page.brotli),
      )
      await timed(totals, 'writes (HTML, AI copy, brotli)', () => {
        fs.writeFileSync(path.join(outDir, `${String(index)}.html`), html)
        fs.writeFileSync(path.join(outDir, `${String(index)}.json`), copy)
        fs.writeFileSync(path.join(outDir, `${String(index)}.html.br`), compressed)
      })
      sizes.raw += html.length
      for (const quality of [1, 2, 3, 4, 5]) {
        const bytes = await timed(totals, `(brotli ${String(quality)})`, () => brotli(html, quality).length)
        sizes.brotli.set(quality, (sizes.brotli.get(quality) ?? 0) + bytes)
      }
      for (const level of [1, 4, 6]) {
        const bytes = await timed(totals, `(gzip ${String(level)})`, () => zlib.gzipSync(html, { level }).length)
        sizes.gzip.set(level, (sizes.gzip.get(level) ?? 0) + bytes)
      }
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true })
  }
  const perPage = (ms: number) => ms / paths.length
  const rows: BenchRow[] = [
    {
      area: 'render cost',
      metric: `the build's render of a page (renderPage: every step below, with the page's content reads), ${String(paths.length)} pages in the build's order`,
      value: `${perPage(buildRender).toFixed(2)} ms CPU (${((perPage(buildRender) * FULL_BUILD_PAGES) / 1000).toFixed(1)} s over ${String(FULL_BUILD_PAGES)} pages)`,
    },
  ]
  let total = 0
  for (const [step, ms] of totals) {
    if (!step.startsWith('(')) total += ms
    const extra = step.startsWith('(brotli')
      ? `, ${String(Math.round((sizes.brotli.get(Number(step.slice(8, -1))) ?? 0) / paths.length))} bytes`
      : step.startsWith('(gzip')
        ? `, ${String(Math.round((sizes.gzip.get(Number(step.slice(6, -1))) ?? 0) / paths.length))} bytes`
        : ''
    rows.push({
      area: 'render cost',
      metric: `${step}, per page`,
      value: `${perPage(ms).toFixed(2)} ms CPU (${((perPage(ms) * FULL_BUILD_PAGES) / 1000).toFixed(1)} s over ${String(FULL_BUILD_PAGES)} pages${extra})`,
    })
  }
  rows.push({
    area: 'render cost',
    metric: `the steps above, summed (${String(Math.round(sizes.raw / paths.length))} bytes of HTML a page)`,
    value: `${perPage(total).toFixed(2)} ms CPU (${((perPage(total) * FULL_BUILD_PAGES) / 1000).toFixed(1)} s over ${String(FULL_BUILD_PAGES)} pages)`,
  })
  return rows
}

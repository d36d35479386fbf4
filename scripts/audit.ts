/**
 * npm run audit: Lighthouse (mobile defaults) three times on each key page, served by the real server
 * from the current build. Prints the median of every category score and of FCP, LCP, TBT, CLS and the
 * bytes; exits non-zero below the budget. Not part of npm test: slow and noisy on shared machines.
 *
 * The closing note compares, in the same run, each page with its web fonts and without them (the
 * font files blocked, so the metric-matched local fallbacks paint): the median LCP of
 * FONT_COMPARISON_RUNS runs each way, and the rise the fonts cause, which must stay within
 * FONT_LCP_RISE_BUDGET_MS. The machine's load average is printed beside it.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/browser-path'
import { freePort } from '../tests/support/spawn-server'

/** AUDIT_PAGES=/,/about audits other pages, e.g. those a sample build has. */
const PAGES = process.env.AUDIT_PAGES?.split(',') ?? [
  '/',
  '/services/business-valuation/texas/houston',
  '/texas',
  '/about',
  '/contact',
  '/economic-loss-calculator',
]
const RUNS = Number(process.env.AUDIT_RUNS ?? 3)
const CATEGORY_BUDGET = 100
const LCP_BUDGET_MS = 1200
const TBT_BUDGET_MS = 50
const FONT_COMPARISON_RUNS = Number(process.env.AUDIT_FONT_RUNS ?? 5)
const FONT_LCP_RISE_BUDGET_MS = 100
/** The web font files, blocked for the comparison run without them. */
const FONT_URL_PATTERNS = ['*.woff2']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
/**
 * Google's tag is blocked: these machines have no route to it, and a request that fails offline would
 * be scored as a console error. Blocked through the DevTools protocol, which Lighthouse does not count.
 */
const BLOCKED_URL_PATTERNS = ['*.googletagmanager.com/*', '*.google-analytics.com/*']

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

async function startServer(): Promise<{ url: string; stop: () => void }> {
  const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build/client')
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error('No build: run npm run build first.')
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-data-'))
  const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  return { url, stop: () => (child.kill('SIGTERM'), fs.rmSync(dataDir, { recursive: true, force: true })) }
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/** The web font files a run downloaded: their number and bytes, counted apart from the rest. */
function fontRequests(lhr: LighthouseResult): { count: number; bytes: number } {
  const items =
    (
      lhr.audits['network-requests']?.details as
        { items?: { url: string; transferSize?: number; resourceType?: string }[] } | undefined
    )?.items ?? []
  const fonts = items.filter((item) => item.resourceType === 'Font' || item.url.endsWith('.woff2'))
  return { count: fonts.length, bytes: fonts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) }
}

/** Median LCP of `runs` runs of one page, with or without its web fonts (failed runs are left out). */
async function medianLcp(
  url: string,
  port: number,
  runs: number,
  withFonts: boolean,
): Promise<{ lcp: number; runs: number[] }> {
  const values: number[] = []
  for (let run = 0; run < runs; run++) {
    const blocked = withFonts ? BLOCKED_URL_PATTERNS : [...BLOCKED_URL_PATTERNS, ...FONT_URL_PATTERNS]
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      blockedUrlPatterns: blocked,
      onlyCategories: ['performance'],
    })
    const lhr = result!.lhr
    if (!lhr.runtimeError) values.push(lhr.audits['largest-contentful-paint']!.numericValue!)
  }
  return { lcp: values.length ? median(values) : Number.NaN, runs: values }
}

const server = await startServer()
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
})
let failed = false
const rows: string[][] = []
const fontRows: string[][] = []
const loadAtStart = os.loadavg()
try {
  for (const page of PAGES) {
    const runs: {
      scores: Record<string, number>
      fcp: number
      lcp: number
      tbt: number
      cls: number
      bytes: number
      fontFiles: number
      fontBytes: number
      benchmarkIndex: number
    }[] = []
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        blockedUrlPatterns: BLOCKED_URL_PATTERNS,
      })
      const lhr = result!.lhr
      // A run Lighthouse could not complete (the page did not load or paint in time) is reported, not scored.
      if (lhr.runtimeError) {
        console.error(`${page}: run ${String(run + 1)} failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
        failed = true
        continue
      }
      runs.push({
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
        fcp: lhr.audits['first-contentful-paint']!.numericValue!,
        lcp: lhr.audits['largest-contentful-paint']!.numericValue!,
        tbt: lhr.audits['total-blocking-time']!.numericValue!,
        cls: lhr.audits['cumulative-layout-shift']!.numericValue!,
        bytes: lhr.audits['total-byte-weight']!.numericValue!,
        fontFiles: fontRequests(lhr).count,
        fontBytes: fontRequests(lhr).bytes,
        // Lighthouse's measure of the machine's speed during the run (higher is faster), to read the times by.
        benchmarkIndex: lhr.environment.benchmarkIndex,
      })
    }
    if (runs.length === 0) {
      rows.push([page, ...CATEGORIES.map(() => '-'), '-', '-', '-', '-', '-', '-', '-', 'NO (no run completed)'])
      continue
    }
    const scores = CATEGORIES.map((id) => median(runs.map((r) => r.scores[id]!)))
    const lcp = median(runs.map((r) => r.lcp))
    const tbt = median(runs.map((r) => r.tbt))
    const cls = median(runs.map((r) => r.cls))
    const ok =
      scores.every((score) => score >= CATEGORY_BUDGET) && lcp <= LCP_BUDGET_MS && tbt <= TBT_BUDGET_MS && cls === 0
    failed ||= !ok
    rows.push([
      page,
      ...scores.map(String),
      `${Math.round(median(runs.map((r) => r.fcp)))} ms`,
      `${Math.round(lcp)} ms`,
      `${Math.round(tbt)} ms`,
      cls.toFixed(3),
      `${(median(runs.map((r) => r.bytes)) / 1024).toFixed(0)} KB`,
      `${String(median(runs.map((r) => r.fontFiles)))} / ${(median(runs.map((r) => r.fontBytes)) / 1024).toFixed(0)} KB`,
      String(Math.round(median(runs.map((r) => r.benchmarkIndex)))),
      ok ? 'yes' : 'NO',
    ])
  }
  for (const page of PAGES) {
    // Alternating pages keeps the two sides of one page close in time on a machine whose load moves.
    const withFonts = await medianLcp(`${server.url}${page}`, chrome.port, FONT_COMPARISON_RUNS, true)
    const withoutFonts = await medianLcp(`${server.url}${page}`, chrome.port, FONT_COMPARISON_RUNS, false)
    const rise = withFonts.lcp - withoutFonts.lcp
    const ok = Number.isFinite(rise) && rise <= FONT_LCP_RISE_BUDGET_MS
    failed ||= !ok
    fontRows.push([
      page,
      `${Math.round(withFonts.lcp)} ms`,
      `${Math.round(withoutFonts.lcp)} ms`,
      `${rise >= 0 ? '+' : ''}${Math.round(rise)} ms`,
      ok ? 'yes' : 'NO',
    ])
  }
} finally {
  await chrome.kill()
  server.stop()
}

function printTable(header: string[], body: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((row) => row[column]!.length)))
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  console.log(line(header))
  for (const row of body) console.log(line(row))
}

const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ')
console.log(
  `Lighthouse mobile, median of ${RUNS} runs (budget: ${CATEGORY_BUDGET} in every category, LCP <= ${LCP_BUDGET_MS} ms, TBT <= ${TBT_BUDGET_MS} ms, CLS 0)`,
)
printTable(
  [
    'page',
    'perf',
    'a11y',
    'best',
    'seo',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'bytes',
    'fonts (files / bytes)',
    'benchmark index',
    'in budget',
  ],
  rows,
)
console.log('')
console.log(
  `Web fonts, same run: median LCP of ${FONT_COMPARISON_RUNS} runs with the fonts and ${FONT_COMPARISON_RUNS} with the font files blocked ` +
    `(budget: a rise of at most ${FONT_LCP_RISE_BUDGET_MS} ms). Load average (1, 5, 15 min) at the start: ${load(loadAtStart)}; at the end: ${load(os.loadavg())}; ${String(os.cpus().length)} cores.`,
)
printTable(['page', 'LCP with fonts', 'LCP without', 'rise', 'in budget'], fontRows)
process.exit(failed ? 1 : 0)

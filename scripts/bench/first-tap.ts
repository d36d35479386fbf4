/**
 * The first tap on a slow phone: the built site served by the real server, Chromium slowed through the
 * DevTools protocol (CPU 4x, slow 4G as Lighthouse applies it), "Services" clicked as soon as the header
 * shows it, and the time from that press until the menu's links are on screen. Median of five page
 * loads; a press after which the menu never shows counts as lost. Then, on a phone with the CPU slowed
 * 4x, the first tap on the menu button, timed by the page itself to the frame with its popover open
 * (the browser test tests/e2e/first-tap.test.ts records the same measure).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, findChromium } from '../../tests/e2e/browser-path'
import { FIRST_TAP_CPU_SLOWDOWN, FIRST_TAP_PHONE, recordFirstTap, tapMenuButton } from '../../tests/e2e/first-tap'
import { buildClientDir, htmlFileFor } from '../../tests/e2e/initial-assets'
import { spawnServer } from '../../tests/support/spawn-server'
import type { Bench } from './types'

export const FIRST_TAP_BUDGET_MS = 300
/** Issue 52: the phone's menu button answered (its popover open) within 100 ms of the press, CPU 4x. */
const MENU_TAP_BUDGET_MS = 100
const RUNS = 5
const CPU_SLOWDOWN = 4
/** Lighthouse's slow 4G (150 ms RTT, 1.6 Mbps) as DevTools applies it: request latency and throughput scaled. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 0.9 * 1024) / 8,
}
/** How long a press may go unanswered before it counts as lost. */
const LOST_AFTER_MS = 15_000

declare global {
  interface Window {
    __tap?: { pressedAt?: number; shownAt?: number }
  }
}

/**
 * In the page, before its own scripts: the press's time, then the first frame that shows a menu link.
 * Text, not a function: tsx would add its own helpers to a function's source, which the page lacks.
 */
const RECORD_FIRST_TAP = `
  const tap = {};
  window.__tap = tap;
  addEventListener('pointerdown', () => { if (tap.pressedAt === undefined) tap.pressedAt = performance.now() }, { capture: true });
  const poll = () => {
    const item = document.querySelector('[role="menu"] [role="menuitem"]');
    if (tap.pressedAt !== undefined && item && item.checkVisibility()) tap.shownAt = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
`

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export const benchFirstTap: Bench = async () => {
  if (!fs.existsSync(htmlFileFor('/')))
    return [{ area: 'first tap', metric: 'Services menu', value: 'no build yet: run npm run build' }]
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-tap-'))
  const server = await spawnServer({ env: { DATA_DIR: dataDir, BUILD_DIR: buildClientDir() }, output: 'ignore' })
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  const times: number[] = []
  const menuTaps: number[] = []
  let lost = 0
  try {
    // The page's own performance measure (tests/e2e/first-tap.ts), the browser test's figure.
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext(FIRST_TAP_PHONE)
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
      const page = await context.newPage()
      await recordFirstTap(page, context)
      await page.goto(`${server.url}/`, { waitUntil: 'load' })
      menuTaps.push(await tapMenuButton(page))
      await context.close()
    }
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      // Google's tag is not what is measured; nothing leaves the machine.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
      const page = await context.newPage()
      await page.addInitScript(RECORD_FIRST_TAP)
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
      await page.goto(`${server.url}/about`, { waitUntil: 'commit' })
      const services = page.getByRole('button', { name: 'Services' })
      await services.waitFor({ state: 'visible' })
      await services.click({ noWaitAfter: true })
      try {
        await page.waitForFunction(() => window.__tap?.shownAt !== undefined, undefined, {
          timeout: LOST_AFTER_MS,
          polling: 100,
        })
        const tap = await page.evaluate(() => window.__tap!)
        times.push(tap.shownAt! - tap.pressedAt!)
      } catch {
        lost += 1
      }
      await context.close()
    }
  } finally {
    await browser.close()
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  const value = times.length ? median(times) : Number.POSITIVE_INFINITY
  const menuTap = median(menuTaps)
  return [
    {
      area: 'first tap',
      metric: `phone menu button on /: popover open after the press, CPU ${String(FIRST_TAP_CPU_SLOWDOWN)}x (performance mark, median of ${String(RUNS)})`,
      value: `${menuTap.toFixed(0)} ms (runs: ${menuTaps.map((time) => time.toFixed(0)).join(', ')})`,
      budget: `<= ${String(MENU_TAP_BUDGET_MS)} ms`,
      ok: menuTap <= MENU_TAP_BUDGET_MS,
    },
    {
      area: 'first tap',
      metric: `Services menu shown after the press, CPU ${String(CPU_SLOWDOWN)}x + slow 4G (median of ${String(RUNS)})`,
      value: times.length
        ? `${value.toFixed(0)} ms (runs: ${times.map((time) => time.toFixed(0)).join(', ')})`
        : 'never shown',
      budget: `<= ${String(FIRST_TAP_BUDGET_MS)} ms`,
      ok: lost === 0 && value <= FIRST_TAP_BUDGET_MS,
    },
    {
      area: 'first tap',
      metric: 'presses lost (menu never shown)',
      value: `${String(lost)} of ${String(RUNS)}`,
      budget: '0',
      ok: lost === 0,
    },
  ]
}

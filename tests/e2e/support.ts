import { randomBytes } from 'node:crypto'
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core'
import { afterAll, inject } from 'vitest'
import { CHROMIUM_ARGS, findChromium } from './browser-path'
import { expectConsoleErrors, watchConsole } from './console-guard'

export { expectConsoleErrors }

export function baseUrl(): string {
  return inject('baseUrl')
}

let browser: Promise<Browser> | undefined

/** The suite's Chromium. Every page of every context made from it is watched for console errors (console-guard.ts). */
export function getBrowser(): Promise<Browser> {
  browser ??= chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS }).then((launched) => {
    const newContext = launched.newContext.bind(launched)
    launched.newContext = async (options) => {
      const context = await newContext(options)
      context.on('page', watchConsole)
      return context
    }
    return launched
  })
  return browser
}

afterAll(async () => {
  if (browser) await (await browser).close()
  browser = undefined
})

/**
 * A client address of its own for every opened page: the test server trusts one proxy hop (TRUST_PROXY=1
 * in global-setup.ts) and the test is that hop, so the collector counts each page in its own rate-limit
 * bucket and no test's form posts use up another's. The collector counts an IPv6 client per /64, so each
 * page gets its own /64 in the documentation range 2001:db8::/32: a group random per test file (each file
 * has its own module), then the page's count, then a random interface id.
 */
const random = randomBytes(4)
// Written the way servers print addresses (no leading zeros), so the address stored is this same text.
const FILE_GROUP = random.readUInt16BE(0).toString(16)
const INTERFACE_ID = Math.max(1, random.readUInt16BE(2)).toString(16)
let addressCount = 0
export function uniqueClientAddress(): string {
  addressCount += 1
  return `2001:db8:${FILE_GROUP}:${addressCount.toString(16)}::${INTERFACE_ID}`
}

export interface OpenedPage {
  page: Page
  context: BrowserContext
  /** the address the collector sees for this page's requests (its X-Forwarded-For) */
  clientAddress: string
  /** console.error messages and uncaught page errors seen since the test began (any not declared fails the test) */
  consoleErrors: string[]
  close(): Promise<void>
}

export interface OpenPageOptions extends BrowserContextOptions {
  /** Runs before navigation: routes, init scripts */
  prepare?: (page: Page, context: BrowserContext) => Promise<void>
  /** Console errors this page is expected to log (a 404 document, a failed request the test causes) */
  expectedConsoleErrors?: RegExp[]
}

/** A fresh browser context on `path` (relative to the test server), its console errors watched. */
export async function openPage(
  path: string,
  { prepare, expectedConsoleErrors = [], ...contextOptions }: OpenPageOptions = {},
): Promise<OpenedPage> {
  const clientAddress = uniqueClientAddress()
  const context = await (
    await getBrowser()
  ).newContext({
    viewport: { width: 1280, height: 900 },
    ...contextOptions,
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress, ...contextOptions.extraHTTPHeaders },
  })
  // The site must never call out to the network in tests: Google's tag gets an empty script (tests that
  // check analytics serve their own recording stand-in), anything else external is blocked.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
  await context.route(/^https:\/\/www\.googletagmanager\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  )
  const page = await context.newPage()
  const consoleErrors = watchConsole(page)
  expectConsoleErrors(page, ...expectedConsoleErrors)
  await prepare?.(page, context)
  await page.goto(new URL(path, baseUrl()).toString(), { waitUntil: 'load' })
  return { page, context, clientAddress, consoleErrors, close: () => context.close() }
}

/**
 * Waits until React has hydrated the page (the root, or the last island, marks it), so clicks reach
 * handlers. An island hydrates when a visitor first reaches it (decision 033), so each is first sent the
 * focus event a visitor's first touch would give it, once the islands loader listens for it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.documentElement.dataset.hydrated === 'true') return true
    for (const island of document.querySelectorAll('[data-island],[data-body-island]'))
      island.firstElementChild?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    return false
  })
}

/**
 * For checks that something does not happen when no event marks the moment it would have: polls `appeared`
 * for `ms` milliseconds and fails as soon as it returns true.
 */
export async function expectAbsentFor(
  appeared: () => boolean | Promise<boolean>,
  ms: number,
  what: string,
): Promise<void> {
  const start = Date.now()
  for (;;) {
    if (await appeared())
      throw new Error(`${what} appeared ${String(Date.now() - start)} ms into the ${String(ms)} ms it must stay absent`)
    if (Date.now() - start >= ms) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** Google's tag: tests that check analytics answer it with the recording stand-in below. */
export const GTAG_URL = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=/

/**
 * Replaces the browser's idle callbacks with ones the test runs (`window.__idle.run()`), so "when the
 * browser is idle" happens when the test says: `registered` counts requestIdleCallback calls.
 */
export async function holdIdleCallbacks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const pending = new Map<number, IdleRequestCallback>()
    let next = 1
    const idle = {
      registered: 0,
      get pending() {
        return pending.size
      },
      run() {
        for (const [id, callback] of [...pending]) {
          pending.delete(id)
          callback({ didTimeout: false, timeRemaining: () => 50 })
        }
      },
    }
    Object.assign(window, { __idle: idle })
    window.requestIdleCallback = (callback) => {
      idle.registered += 1
      pending.set(next, callback)
      return next++
    }
    window.cancelIdleCallback = (id) => void pending.delete(id)
  })
}

/** Google's script replaced by a stand-in that records that it ran; the requests are counted. */
export async function withRecordingGtag(options: OpenPageOptions = {}, path = '/') {
  const requests: string[] = []
  const opened = await openPage(path, {
    ...options,
    prepare: async (page, context) => {
      await context.route(GTAG_URL, async (route) => {
        requests.push(route.request().url())
        await route.fulfill({
          status: 200,
          contentType: 'text/javascript',
          body: 'window.__gtagRuns = (window.__gtagRuns || 0) + 1',
        })
      })
      await options.prepare?.(page, context)
    },
  })
  return { opened, requests }
}

export type RecordedEvent = { name: string; params: Record<string, string> }

/** The events the site handed to gtag(), in order (they wait in dataLayer, Google's script or not). */
export async function recordedEvents(page: Page, name?: string): Promise<RecordedEvent[]> {
  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'event')
      .map((entry) => ({ name: entry[1] as string, params: entry[2] as Record<string, string> })),
  )
  return name ? events.filter((event) => event.name === name) : events
}

import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core'
import { afterAll, inject } from 'vitest'
import { CHROMIUM_ARGS, findChromium } from './browser-path'

export function baseUrl(): string {
  return inject('baseUrl')
}

let browser: Promise<Browser> | undefined

export function getBrowser(): Promise<Browser> {
  browser ??= chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  return browser
}

afterAll(async () => {
  if (browser) await (await browser).close()
  browser = undefined
})

export interface OpenedPage {
  page: Page
  context: BrowserContext
  /** console.error messages and uncaught page errors seen so far */
  consoleErrors: string[]
  close(): Promise<void>
}

export interface OpenPageOptions extends BrowserContextOptions {
  /** Runs before navigation: routes, init scripts */
  prepare?: (page: Page, context: BrowserContext) => Promise<void>
}

/** A fresh browser context on `path` (relative to the test server), with console errors collected. */
export async function openPage(path: string, { prepare, ...contextOptions }: OpenPageOptions = {}): Promise<OpenedPage> {
  const context = await (await getBrowser()).newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions })
  // The site must never call out to the network in tests: Google's tag gets an empty script (tests that
  // check analytics serve their own recording stand-in), anything else external is blocked.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
  await context.route(/^https:\/\/www\.googletagmanager\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }))
  const page = await context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  await prepare?.(page, context)
  await page.goto(new URL(path, baseUrl()).toString(), { waitUntil: 'load' })
  return { page, context, consoleErrors, close: () => context.close() }
}

/** Waits until React has hydrated the page (the root marks it), so clicks reach handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/**
 * Every browser test fails on a console error or an uncaught page error that it did not declare: one
 * afterEach for the whole browser suite (vitest setupFiles), so no test has to remember the check.
 * A hydration mismatch, which React reports as a console error, therefore fails the suite. The one message
 * not counted is Chromium's report that a page's own document answered 404.
 * Every page of every context made through getBrowser() is watched (support.ts).
 */
import type { Page } from 'playwright-core'
import { afterEach } from 'vitest'

interface WatchedPage {
  url: string
  errors: string[]
  expected: RegExp[]
  closed: boolean
}

const watched = new WeakMap<Page, WatchedPage>()
/** Pages watched and not yet checked since they closed */
const pending = new Set<WatchedPage>()

/** Starts collecting a page's console errors and page errors; returns the live list. */
export function watchConsole(page: Page): string[] {
  const existing = watched.get(page)
  if (existing) return existing.errors
  const entry: WatchedPage = { url: page.url(), errors: [], expected: [], closed: false }
  watched.set(page, entry)
  pending.add(entry)
  // A document that answers 404 is reported by Chromium as a failed resource: that is the page saying it does
  // not exist, not an error of the site. Any other failed resource on the page still counts.
  const notFoundDocuments = new Set<string>()
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest() && response.frame() === page.mainFrame())
      notFoundDocuments.add(response.url())
  })
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    if (/status of 404/.test(message.text()) && notFoundDocuments.has(message.location().url)) return
    entry.errors.push(message.text())
  })
  page.on('pageerror', (error) => entry.errors.push(error.message))
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) entry.url = frame.url()
  })
  page.on('close', () => {
    entry.closed = true
  })
  return entry.errors
}

/** Declares console errors a test expects on this page (a 404 document, a refused submission). */
export function expectConsoleErrors(page: Page, ...patterns: RegExp[]): void {
  watchConsole(page)
  watched.get(page)!.expected.push(...patterns)
}

/** The errors no test declared, on every page open now or closed since the last check; the lists start again. */
function takeUnexpectedErrors(): string[] {
  const unexpected: string[] = []
  for (const entry of pending) {
    for (const error of entry.errors)
      if (!entry.expected.some((pattern) => pattern.test(error))) unexpected.push(`${entry.url}: ${error}`)
    entry.errors.length = 0
    if (entry.closed) pending.delete(entry)
  }
  return unexpected
}

afterEach(() => {
  const unexpected = takeUnexpectedErrors()
  if (unexpected.length)
    throw new Error(
      `Console errors this test did not expect (declare expected ones with expectConsoleErrors):\n${unexpected.join('\n')}`,
    )
})

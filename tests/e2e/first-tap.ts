import type { BrowserContext, Page } from 'playwright-core'

/** The phone a first tap is measured on, and the CPU slowdown (Lighthouse's mobile default). */
export const FIRST_TAP_PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
export const FIRST_TAP_CPU_SLOWDOWN = 4

/**
 * In the page, before its own scripts: a performance mark at the first press, one at the first frame after
 * a popover opened, and the measure between them. Text, not a function: tsx would add its own helpers to a
 * function's source, which the page lacks.
 */
const RECORD_FIRST_TAP = `
  addEventListener('pointerdown', () => {
    if (!performance.getEntriesByName('first-tap-press').length) performance.mark('first-tap-press');
  }, { capture: true });
  document.addEventListener('toggle', (event) => {
    if (event.newState !== 'open' || !performance.getEntriesByName('first-tap-press').length) return;
    if (performance.getEntriesByName('first-tap').length) return;
    requestAnimationFrame(() => {
      performance.mark('first-tap-open');
      performance.measure('first-tap', 'first-tap-press', 'first-tap-open');
    });
  }, { capture: true });
`

/** Prepares a page so that its first tap is measured, with the CPU slowed through the DevTools protocol. */
export async function recordFirstTap(page: Page, context: BrowserContext): Promise<void> {
  await page.addInitScript(RECORD_FIRST_TAP)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: FIRST_TAP_CPU_SLOWDOWN })
}

/**
 * Taps the header's menu button as a visitor's first touch of the page and returns what the page measured
 * from the press to the first frame with the menu's popover open, in milliseconds.
 */
export async function tapMenuButton(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Open menu' }).tap()
  await page.getByRole('navigation', { name: 'Mobile' }).waitFor()
  const handle = await page.waitForFunction(() => performance.getEntriesByName('first-tap')[0]?.duration)
  return (await handle.jsonValue())!
}

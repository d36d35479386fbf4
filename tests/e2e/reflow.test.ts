/**
 * WCAG 2.2 checks that axe cannot make, because they need layout:
 * - 1.4.10 Reflow: at 320 CSS pixels (and at 768) nothing scrolls sideways; a failure names the widest element;
 * - 1.4.12 Text spacing: with line height 1.5, paragraph spacing 2, letter spacing 0.12 em and word spacing
 *   0.16 em applied by a user stylesheet, no visible text box is clipped.
 * Visually hidden text (sr-only) and the skip link while unfocused are left out. Each check runs on one page
 * of every screen type, on the pages with the longest names, and with each interactive state open.
 */
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, test } from 'vitest'
import { ERROR_SUMMARY_HEADING } from '~/components/forms/error-summary'
import { LONGEST_NAME_PAGES, ONE_PAGE_OF_EVERY_SCREEN } from './screens'
import { type OpenedPage, openPage, waitForHydration } from './support'

const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 768, height: 1024 },
] as const

const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

/** The page's horizontal overflow: the scroll width beyond the viewport, and the widest visible elements. */
async function overflow(page: Page): Promise<{ scrollWidth: number; viewport: number; widest: string[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth
    const hidden = (element: Element) => {
      const style = getComputedStyle(element)
      const rect = element.getBoundingClientRect()
      return (
        (style.position === 'absolute' && rect.width <= 1 && rect.height <= 1) || element.closest('.sr-only') !== null
      )
    }
    const scrollsOnItsOwn = (box: Element) =>
      ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(box).overflowX)
    const overflowing = [...document.querySelectorAll('body *')]
      .filter((element) => !hidden(element) && element.getBoundingClientRect().right > viewport + 0.5)
      // Boxes that scroll on their own (wide tables) may hold wider content; only escapes from them count.
      .filter((element) => {
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
          if (scrollsOnItsOwn(box)) return false
        return true
      })
    // The culprits first: overflowing elements none of whose children overflow, widest first.
    const widest = overflowing
      .filter((element) => !overflowing.some((other) => other !== element && element.contains(other)))
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 3)
      .map(
        (element) =>
          `${element.tagName}.${String(element.getAttribute('class') ?? '').slice(0, 80)} "${(element.textContent ?? '').trim().slice(0, 40)}" right=${String(Math.round(element.getBoundingClientRect().right))}`,
      )
    return { scrollWidth: document.documentElement.scrollWidth, viewport, widest }
  })
}

/** Visible text boxes whose content is cut off (overflow hidden or clipped, content taller or wider than the box). */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const results: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (element.closest('.sr-only, [aria-hidden="true"], svg, script, style, noscript, template')) continue
      if (element.matches('a[href="#main"]:not(:focus), .skip-link:not(:focus)')) continue
      const style = getComputedStyle(element)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      const clipsY = ['hidden', 'clip'].includes(style.overflowY)
      const clipsX = ['hidden', 'clip'].includes(style.overflowX)
      if (!clipsY && !clipsX) continue
      if (!element.textContent?.trim()) continue
      const rect = element.getBoundingClientRect()
      if (rect.width <= 1 || rect.height <= 1) continue
      const cutY = clipsY && element.scrollHeight > element.clientHeight + 1
      const cutX = clipsX && element.scrollWidth > element.clientWidth + 1 && style.textOverflow !== 'ellipsis'
      if (cutY || cutX)
        results.push(
          `${element.tagName}.${String(element.getAttribute('class') ?? '').slice(0, 80)} "${element.textContent.trim().slice(0, 40)}" ${cutY ? `height ${String(element.scrollHeight)}>${String(element.clientHeight)}` : `width ${String(element.scrollWidth)}>${String(element.clientWidth)}`}`,
        )
    }
    return results
  })
}

async function expectReflows(page: Page, label: string) {
  const measured = await overflow(page)
  expect(measured.scrollWidth, `${label} scrolls sideways; widest: ${measured.widest.join(' | ')}`).toBeLessThanOrEqual(
    measured.viewport,
  )
  await page.addStyleTag({ content: TEXT_SPACING_CSS })
  expect(await clippedText(page), `${label} with text spacing`).toEqual([])
  const spaced = await overflow(page)
  expect(
    spaced.scrollWidth,
    `${label} with text spacing scrolls sideways; widest: ${spaced.widest.join(' | ')}`,
  ).toBeLessThanOrEqual(spaced.viewport)
}

describe.each(VIEWPORTS)('reflow and text spacing at $width × $height', (viewport) => {
  test.each([...ONE_PAGE_OF_EVERY_SCREEN, ...LONGEST_NAME_PAGES])('%s', async (path) => {
    opened = await openPage(path, { viewport })
    await waitForHydration(opened.page)
    await expectReflows(opened.page, `${path} at ${String(viewport.width)}px`)
  })

  test('with the menu open (mobile menu at 320, Services menu at 768)', async () => {
    opened = await openPage('/', { viewport })
    await waitForHydration(opened.page)
    const mobile = opened.page.getByRole('button', { name: 'Open menu' })
    if (await mobile.isVisible()) {
      await mobile.click()
      await opened.page.getByRole('navigation', { name: 'Mobile' }).waitFor()
    } else {
      await opened.page.getByRole('button', { name: 'Services' }).click()
      await opened.page.getByRole('menu').waitFor()
    }
    await expectReflows(opened.page, `menu open at ${String(viewport.width)}px`)
  })

  test('with a form field focused (the bottom bar steps aside)', async () => {
    opened = await openPage('/contact', { viewport })
    await waitForHydration(opened.page)
    await opened.page.locator('main input:not([type="hidden"]):not([type="checkbox"])').first().focus()
    await expectReflows(opened.page, `field focused at ${String(viewport.width)}px`)
  })

  test('with the search suggestions open', async () => {
    opened = await openPage('/search', { viewport })
    await waitForHydration(opened.page)
    const box = opened.page.getByRole('combobox').last()
    await box.click()
    await box.fill('international development economics in white river')
    await opened.page.getByRole('listbox').last().waitFor()
    await expectReflows(opened.page, `search suggestions at ${String(viewport.width)}px`)
  })

  test('with a form showing its validation errors', async () => {
    opened = await openPage('/contact', { viewport })
    await waitForHydration(opened.page)
    await opened.page.getByRole('button', { name: 'Send Consultation Request' }).click()
    await opened.page.getByText(ERROR_SUMMARY_HEADING).first().waitFor()
    await expectReflows(opened.page, `form errors at ${String(viewport.width)}px`)
  })

  test('with FAQ items open', async () => {
    opened = await openPage('/', { viewport })
    await waitForHydration(opened.page)
    // Below 768 px the home page folds its FAQ behind a summary (decision 038): unfold it first.
    const unfold = opened.page.locator('#faq details.fold-on-phone:not([open]) > summary')
    if (await unfold.isVisible()) await unfold.click()
    const questions = opened.page.locator('#faq button[aria-expanded]')
    for (const question of (await questions.all()).slice(0, 3)) await question.click()
    await expectReflows(opened.page, `FAQ open at ${String(viewport.width)}px`)
  })
})

describe('text zoomed to 200% (WCAG 1.4.4) on a desktop window', () => {
  test.each([...ONE_PAGE_OF_EVERY_SCREEN, ...LONGEST_NAME_PAGES])('%s', async (path) => {
    opened = await openPage(path, { viewport: { width: 1280, height: 900 } })
    await waitForHydration(opened.page)
    // Every size on the site is in rem: doubling the root font size is the browser's text-only zoom.
    await opened.page.addStyleTag({ content: 'html { font-size: 200% !important; }' })
    const measured = await overflow(opened.page)
    expect(
      measured.scrollWidth,
      `${path} at 200% text scrolls sideways; widest: ${measured.widest.join(' | ')}`,
    ).toBeLessThanOrEqual(measured.viewport)
    expect(await clippedText(opened.page), `${path} at 200% text`).toEqual([])
    // Still operable: the menu button opens the navigation.
    const menu = opened.page.getByRole('button', { name: /^(Open menu|Services)$/ }).first()
    await menu.click()
    await expect
      .poll(
        async () =>
          (await opened!.page.getByRole('navigation', { name: 'Mobile' }).count()) +
          (await opened!.page.getByRole('menu').count()),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0)
  })
})

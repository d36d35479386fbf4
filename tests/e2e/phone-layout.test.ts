/**
 * What an attorney meets on a phone and on a desktop (issue: attorney-first pages):
 * - at 390 px the tables stack: no element's content is wider than its box and no page is wider than
 *   the viewport, the calculator's year-by-year schedule included;
 * - the bottom bar covers no link, button or field, at 390 and at 1440 px, wherever the visitor
 *   scrolls (each control is brought to the middle of the screen, or as near as the page allows,
 *   then compared with the bar's buttons); it steps out of view while a form field has focus on a
 *   phone, and is opaque;
 * - the header's search placeholder shows in full at 1024 and 1440 px;
 * - the calculator chart's labels are 12 px or more on a phone.
 */
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, test } from 'vitest'
import { type OpenedPage, openPage, waitForHydration } from './support'

const SERVICE_IN_CITY = '/services/economic-loss-assessment/pennsylvania/philadelphia'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

/** Elements whose content is wider than their box, and the page's width against the viewport. */
async function wideContent(page: Page): Promise<{ pageWidth: number; viewport: number; wide: string[] }> {
  return page.evaluate(() => {
    const wide: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (element.closest('.sr-only, svg, script, style, noscript, template, thead')) continue
      const style = getComputedStyle(element)
      if (style.display === 'none' || style.visibility === 'hidden' || style.position === 'fixed') continue
      if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
        wide.push(
          `${element.tagName}.${String(element.getAttribute('class') ?? '').slice(0, 60)} "${(element.textContent ?? '').trim().slice(0, 30)}" ${String(element.scrollWidth)}>${String(element.clientWidth)}`,
        )
      }
    }
    return { pageWidth: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth, wide }
  })
}

describe('at 390 px nothing is wider than its box', () => {
  test.each(['/fees', '/about/testimony', '/texas', SERVICE_IN_CITY])('%s', async (path) => {
    opened = await openPage(path, { viewport: PHONE })
    const { page } = opened
    // The page itself, not the not-found page a sample build answers for a page it left out.
    expect((await page.request.get(page.url())).status()).toBe(200)
    await waitForHydration(page)
    const { pageWidth, viewport, wide } = await wideContent(page)
    expect(wide, 'elements whose content is wider than their box').toEqual([])
    expect(pageWidth).toBeLessThanOrEqual(viewport)
  })

  test('the fee rates read as stacked rows, each rate labelled, with the first rate on screen', async () => {
    opened = await openPage('/fees', { viewport: PHONE })
    const { page } = opened
    const rate = page.locator('#rates td').first()
    const label = await rate.getAttribute('data-label')
    expect(label).toBeTruthy()
    expect(await rate.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(`"${label!}: "`)
    const box = (await rate.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
  })

  test('on a desktop the tables keep their columns', async () => {
    opened = await openPage('/fees', { viewport: DESKTOP })
    const { page } = opened
    expect(await page.locator('#rates table').evaluate((table) => getComputedStyle(table).display)).toBe('table')
    expect(await page.locator('#rates thead').evaluate((head) => head.getBoundingClientRect().height)).toBeGreaterThan(
      10,
    )
  })
})

/** The visible floating buttons' boxes. */
async function floatingBoxes(page: Page): Promise<DOMRect[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('aside[aria-label="Quick actions"] :is(a, button)')]
      .filter((element) => {
        const style = getComputedStyle(element)
        const rect = element.getBoundingClientRect()
        return (
          style.visibility !== 'hidden' &&
          Number(getComputedStyle(element.closest('aside')!).opacity) > 0 &&
          rect.width > 0 &&
          !element.closest('[popover]')
        )
      })
      .map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  )
}

/**
 * Every visible link, button and field outside the quick actions, each brought to the middle of the
 * screen (or as near as the page scrolls), then checked against the buttons: those it overlaps.
 */
async function coveredControls(page: Page): Promise<string[]> {
  const count = await page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll(
        'main a[href], main button, main input, main select, main textarea, footer a[href], footer button',
      ),
    ].filter((element) => {
      if (element.closest('aside[aria-label="Quick actions"], .sr-only, [hidden], details:not([open]) > :not(summary)'))
        return false
      const rect = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      return rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden'
    })
    controls.forEach((element, index) => element.setAttribute('data-cover-check', String(index)))
    return controls.length
  })
  const covered: string[] = []
  for (let index = 0; index < count; index++) {
    const control = page.locator(`[data-cover-check="${String(index)}"]`)
    await control.evaluate((element) =>
      element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' }),
    )
    const box = await control.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect)
    for (const button of await floatingBoxes(page)) {
      const overlaps =
        box.left < button.right && box.right > button.left && box.top < button.bottom && box.bottom > button.top
      if (overlaps)
        covered.push(
          `${await control.evaluate((element) => `${element.tagName} "${(element.textContent ?? element.getAttribute('name') ?? '').trim().slice(0, 40)}"`)}`,
        )
    }
  }
  return covered
}

describe('the bottom bar covers nothing', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test.each(['/', '/contact', SERVICE_IN_CITY])(
      `%s at ${String(viewport.width)} px`,
      async (path) => {
        opened = await openPage(path, { viewport })
        const { page } = opened
        await waitForHydration(page)
        expect(await coveredControls(page)).toEqual([])
      },
      120_000,
    )
  }

  test('it rises into view once the visitor scrolls, and the page keeps room at its end for it', async () => {
    opened = await openPage('/', { viewport: PHONE })
    const { page } = opened
    await waitForHydration(page)
    // On load the first screen's own calls to action are in view, and the bar is below the screen.
    expect((await floatingBoxes(page)).every((box) => box.top >= PHONE.height)).toBe(true)
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }))
    await expect
      .poll(async () => (await floatingBoxes(page)).map((box) => box.bottom <= PHONE.height))
      .toEqual([true, true])
    // At the very end of the page, the footer's last line sits above the buttons.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    const lastLine = await page.locator('footer').evaluate((footer) => {
      const texts = [...footer.querySelectorAll('a, p, li')].map((element) => element.getBoundingClientRect().bottom)
      return Math.max(...texts)
    })
    const top = Math.min(...(await floatingBoxes(page)).map((box) => box.top))
    expect(lastLine).toBeLessThanOrEqual(top)
  })

  test('the bar is opaque, so the page never shows through it', async () => {
    opened = await openPage('/', { viewport: PHONE })
    const { page } = opened
    const background = await page
      .locator('aside[aria-label="Quick actions"]')
      .evaluate((bar) => getComputedStyle(bar).backgroundColor)
    expect(background).toBe('rgb(255, 255, 255)')
  })

  test('on a phone it steps down out of view while a form field has focus', async () => {
    opened = await openPage('/contact', { viewport: PHONE })
    const { page } = opened
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }))
    await expect.poll(async () => (await floatingBoxes(page)).every((box) => box.bottom <= PHONE.height)).toBe(true)
    await page.locator('main input:not([type="hidden"]):not([type="checkbox"])').first().focus()
    await expect.poll(async () => (await floatingBoxes(page)).every((box) => box.top >= PHONE.height)).toBe(true)
  })
})

describe('small fixes', () => {
  test.each([1024, 1440])('the header search shows its whole placeholder at %i px', async (width) => {
    opened = await openPage('/', { viewport: { width, height: 900 } })
    const { page } = opened
    const fits = await page.locator('#header-search').evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const textWidth = context.measureText(input.placeholder).width
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      return { textWidth, room }
    })
    expect(fits.textWidth).toBeLessThanOrEqual(fits.room)
  })

  test('the calculator chart labels are at least 12 px on a phone', async () => {
    opened = await openPage('/economic-loss-calculator', { viewport: PHONE })
    const { page } = opened
    // A label's size on screen: its font size in the drawing's units times the drawing's scale.
    const sizes = await page.locator('figure svg:visible text').evaluateAll((texts) =>
      texts.map((text) => {
        const svg = text.closest('svg')!
        return (
          parseFloat(getComputedStyle(text).fontSize) * (svg.getBoundingClientRect().width / svg.viewBox.baseVal.width)
        )
      }),
    )
    expect(sizes.length).toBeGreaterThan(3)
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12)
  })
})

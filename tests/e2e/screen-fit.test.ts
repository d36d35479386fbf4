/**
 * What a visitor sees fits the screen, at 390 and 1440 px (issue 53):
 * - tables: no caption or cell taller than 3 times its width, no table wider than the viewport, and
 *   the calculator's schedule part of the page, never a box that scrolls;
 * - the bottom bar: below 1024 px the only fixed element, and on the home page at load it covers no
 *   link, button or heading; the page is padded by its height;
 * - prose: at most 68 characters a line;
 * - place maps: labels 12 px or more on screen, not overlapping, and no undersized target closer
 *   than WCAG 2.2's 2.5.8 allows;
 * - search: suggestions match at the start of a word only;
 * - the home page: at most 10,000 px long on a phone, each of its sections still there.
 */
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, test } from 'vitest'
import { CALCULATOR_FORM_COPY } from '~/copy/calculator'
import { type OpenedPage, openPage, waitForHydration } from './support'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }
const VIEWPORTS = [PHONE, DESKTOP]
const STATE = '/texas'
const CITY = '/alabama/birmingham'

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

/** Opens every disclosure in the main content, so folded tables and prose are laid out. */
async function openDisclosures(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('main details')) details.setAttribute('open', '')
  })
}

/** Tables wider than the viewport, and captions and cells taller than three times their width. */
async function tableMisfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const misfits: string[] = []
    const viewport = document.documentElement.clientWidth
    const name = (element: Element) => `${element.tagName} "${(element.textContent ?? '').trim().slice(0, 30)}"`
    for (const table of document.querySelectorAll('main table')) {
      const box = table.getBoundingClientRect()
      if (box.width === 0) continue
      if (box.right > viewport + 1 || box.width > viewport)
        misfits.push(`${name(table)} ${String(Math.round(box.width))} px wide`)
      for (const cell of table.querySelectorAll('caption, th, td')) {
        // Column headings a stacked table keeps for screen readers only.
        const head = cell.closest('thead')
        if (head && head.getBoundingClientRect().width <= 1) continue
        const rect = cell.getBoundingClientRect()
        if (rect.width === 0 || rect.height === 0) continue
        if (rect.height > 3 * rect.width)
          misfits.push(`${name(cell)} ${String(Math.round(rect.width))}x${String(Math.round(rect.height))}`)
      }
    }
    return misfits
  })
}

/** Elements of the calculator's schedule that scroll inside the page. */
async function scrollBoxesInSchedule(page: Page): Promise<string[]> {
  return page.locator('#calculator-schedule').evaluate((schedule) =>
    [schedule, ...schedule.querySelectorAll('*')]
      .filter((element) => {
        const style = getComputedStyle(element)
        const scrolls = /(auto|scroll)/.test(`${style.overflowX} ${style.overflowY}`)
        return (
          scrolls && (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
        )
      })
      .map((element) => element.tagName),
  )
}

describe('tables fit the screen', () => {
  for (const viewport of VIEWPORTS) {
    test.each(['/fees', '/about/testimony', STATE, '/economic-loss-calculator'])(
      `%s at ${String(viewport.width)} px`,
      async (path) => {
        opened = await openPage(path, { viewport })
        const { page } = opened
        await openDisclosures(page)
        expect(await page.locator('main table').count()).toBeGreaterThan(0)
        expect(await tableMisfits(page)).toEqual([])
      },
      60_000,
    )
  }

  test('the calculator schedule on a phone: year, loss and present value, every column one tap away, nothing scrolls', async () => {
    opened = await openPage('/economic-loss-calculator', { viewport: PHONE })
    const { page } = opened
    await waitForHydration(page)
    const columns = CALCULATOR_FORM_COPY.results.scheduleColumns
    const schedule = page.locator('#calculator-schedule table')
    const shownHeadings = () =>
      schedule
        .locator('thead th')
        .evaluateAll((cells) =>
          cells.filter((cell) => getComputedStyle(cell).display !== 'none').map((cell) => cell.textContent),
        )
    await expect(shownHeadings()).resolves.toEqual([columns.year, columns.loss, columns.presentValue])
    expect(await scrollBoxesInSchedule(page)).toEqual([])
    expect(await tableMisfits(page)).toEqual([])

    const toggle = page.getByRole('button', { name: CALCULATOR_FORM_COPY.results.scheduleAllColumns })
    await toggle.click()
    // Every column, stacked: each cell a line labelled by its column.
    const firstRowCells = () =>
      schedule
        .locator('tbody tr')
        .first()
        .locator('td')
        .evaluateAll((cells) =>
          cells.map((cell) => `${getComputedStyle(cell, '::before').content} ${getComputedStyle(cell).display}`),
        )
    await expect.poll(firstRowCells).toContain(`"${columns.cumulative}: " block`)
    expect((await firstRowCells()).every((cell) => cell.endsWith(' block'))).toBe(true)
    await expect(
      page.getByRole('button', { name: CALCULATOR_FORM_COPY.results.scheduleFewColumns }).getAttribute('aria-pressed'),
    ).resolves.toBe('true')
    expect(await scrollBoxesInSchedule(page)).toEqual([])
    expect(await tableMisfits(page)).toEqual([])
  })

  test('the calculator schedule on a desktop: every column, and no box that scrolls', async () => {
    opened = await openPage('/economic-loss-calculator', { viewport: DESKTOP })
    const { page } = opened
    await expect(page.locator('#calculator-schedule thead th:visible').count()).resolves.toBe(6)
    expect(await scrollBoxesInSchedule(page)).toEqual([])
  })
})

/** The fixed elements, each with the part of its box on screen (empty when it is out of view). */
function fixedBoxes(page: Page): Promise<{ name: string; left: number; right: number; top: number; bottom: number }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => getComputedStyle(element).position === 'fixed')
      .map((element) => {
        const rect = element.getBoundingClientRect()
        return {
          name: `${element.tagName}.${element.className.toString().slice(0, 30)}`,
          left: Math.max(rect.left, 0),
          right: Math.min(rect.right, window.innerWidth),
          top: Math.max(rect.top, 0),
          bottom: Math.min(rect.bottom, window.innerHeight),
          width: rect.width,
        }
      })
      .filter((box) => box.width > 0),
  )
}

describe('the bottom bar covers nothing', () => {
  test('on the home page at 390 px, at load, no link, button or heading lies under a fixed element', async () => {
    opened = await openPage('/', { viewport: PHONE })
    const { page } = opened
    await waitForHydration(page)
    const fixed = await fixedBoxes(page)
    // The bar is the one fixed element: call and schedule.
    expect(fixed.map((box) => box.name)).toEqual([expect.stringMatching(/^ASIDE\.bottom-bar/)])
    const covered = await page.evaluate((boxes) => {
      const found: string[] = []
      const targets = document.querySelectorAll('a[href], button, h1, h2, h3, h4, h5, h6, input, select, textarea')
      const onScreen = boxes.filter((box) => box.right > box.left && box.bottom > box.top)
      for (const target of targets) {
        if (getComputedStyle(target).position === 'fixed' || target.closest('.bottom-bar, [popover], .sr-only'))
          continue
        const rect = target.getBoundingClientRect()
        if (rect.width <= 1 || rect.height <= 1 || getComputedStyle(target).visibility === 'hidden') continue
        for (const box of onScreen)
          if (rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top)
            found.push(`${target.tagName} "${(target.textContent ?? '').trim().slice(0, 40)}" under ${box.name}`)
      }
      return found
    }, fixed)
    expect(covered).toEqual([])
  })

  test('the page is padded by the bar: at the very end, the footer ends above it', async () => {
    opened = await openPage('/', { viewport: PHONE })
    const { page } = opened
    const bar = page.getByRole('complementary', { name: 'Quick actions' })
    await expect(bar.getByRole('link').allInnerTexts()).resolves.toEqual(['Call', 'Schedule a free consultation'])
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    const footerBottom = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().bottom)
    const barTop = (await bar.boundingBox())!.y
    expect(footerBottom).toBeLessThanOrEqual(barTop + 1)
  })

  test('at 1440 px nothing is fixed on the page', async () => {
    opened = await openPage('/', { viewport: DESKTOP })
    const fixed = await fixedBoxes(opened.page)
    expect(fixed.filter((box) => box.right > box.left && box.bottom > box.top)).toEqual([])
  })
})

/** The most characters on one rendered line of each paragraph, list item or quotation in the main content. */
async function longLines(page: Page, limit: number): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready)
  return page.evaluate((max) => {
    const long: string[] = []
    const blocks = document.querySelectorAll('main :is(p, li, dd, blockquote, figcaption)')
    for (const block of blocks) {
      if (block.querySelector('p, li, ul, ol, div') || block.closest('.sr-only, [hidden]')) continue
      if ((block.textContent ?? '').length <= max) continue
      const rect = block.getBoundingClientRect()
      if (rect.width === 0) continue
      const lines: string[] = []
      let lineTop = Number.NEGATIVE_INFINITY
      let current = ''
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT)
      const range = document.createRange()
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text for screen readers only is not on a line.
        if (node.parentElement?.closest('.sr-only')) continue
        const text = node.textContent ?? ''
        for (let at = 0; at < text.length; at++) {
          range.setStart(node, at)
          range.setEnd(node, at + 1)
          const box = range.getClientRects()[0]
          if (!box) continue
          if (box.top > lineTop + box.height / 2) {
            lines.push(current)
            current = ''
            lineTop = box.top
          }
          current += text[at]
        }
      }
      lines.push(current)
      const widest = Math.max(...lines.map((line) => line.trim().length))
      if (widest > max) long.push(`${String(widest)}: "${(block.textContent ?? '').trim().slice(0, 40)}"`)
    }
    return long
  }, limit)
}

describe('prose keeps a measure of at most 68 characters a line', () => {
  for (const viewport of VIEWPORTS) {
    test.each([
      '/',
      '/about',
      '/services/economic-loss-assessment',
      '/fees',
      '/about/testimony',
      STATE,
      CITY,
      '/privacy',
    ])(
      `%s at ${String(viewport.width)} px`,
      async (path) => {
        opened = await openPage(path, { viewport })
        await openDisclosures(opened.page)
        expect(await longLines(opened.page, 68)).toEqual([])
      },
      60_000,
    )
  }
})

describe('place maps: labels 12 px or more, and targets as WCAG 2.2 (2.5.8) allows', () => {
  for (const viewport of VIEWPORTS) {
    test.each([STATE, CITY])(
      `%s at ${String(viewport.width)} px`,
      async (path) => {
        opened = await openPage(path, { viewport })
        const { page } = opened
        const figure = page.locator('main figure').filter({ has: page.locator('svg') })
        const labels = await figure.locator('svg text').evaluateAll((texts) =>
          texts
            .filter((text) => getComputedStyle(text).display !== 'none')
            .map((text) => {
              const svg = text.closest('svg')!
              const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width
              return { size: parseFloat(getComputedStyle(text).fontSize) * scale, box: text.getBoundingClientRect() }
            }),
        )
        expect(labels.length).toBeGreaterThan(0)
        for (const label of labels) expect(label.size).toBeGreaterThanOrEqual(12)
        for (const [i, a] of labels.entries())
          for (const b of labels.slice(i + 1))
            expect(
              a.box.left < b.box.right &&
                b.box.left < a.box.right &&
                a.box.top < b.box.bottom &&
                b.box.top < a.box.bottom,
            ).toBe(false)
        // 2.5.8: a target under 24 by 24 px needs a 24 px circle around its center clear of every other target and circle.
        const targets = await figure
          .locator('a, button')
          .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))
        const small = targets.filter((box) => box.width < 24 || box.height < 24)
        for (const box of small) {
          const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
          for (const other of targets) {
            if (other === box) continue
            // Two undersized targets: their circles may not meet; otherwise the circle may not reach the target.
            const distance = small.includes(other)
              ? Math.hypot(center.x - (other.x + other.width / 2), center.y - (other.y + other.height / 2))
              : Math.hypot(
                  Math.max(other.x - center.x, 0, center.x - (other.x + other.width)),
                  Math.max(other.y - center.y, 0, center.y - (other.y + other.height)),
                )
            expect(distance).toBeGreaterThanOrEqual(small.includes(other) ? 24 : 12)
          }
        }
      },
      60_000,
    )
  }
})

describe('search suggestions match at the start of a word', () => {
  test('/search?q=hou lists only entries with a word that starts with "hou"', async () => {
    opened = await openPage('/search?q=hou', { viewport: DESKTOP })
    const { page } = opened
    const results = page.locator('#search-results ~ section li a')
    await results.first().waitFor()
    const offered = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
    const misses = await page.evaluate(async (urls) => {
      const index = (await (await fetch('/search-index.json')).json()) as {
        services: { slug: string; titleLower: string; descriptionLower: string; featuresLower: string[] }[]
        states: { slug: string; nameLower: string }[]
        cities: { slug: string; state: number; nameLower: string }[]
      }
      const wordStart = /(^|[^a-z0-9])hou/
      return urls.filter((url) => {
        const service = index.services.find((entry) => url === `/services/${entry.slug}`)
        if (service)
          return !wordStart.test([service.titleLower, service.descriptionLower, ...service.featuresLower].join('\n'))
        const [, stateSlug, citySlug] = url.split('/')
        const state = index.states.findIndex((entry) => entry.slug === stateSlug)
        const place = citySlug
          ? index.cities.find((entry) => entry.state === state && entry.slug === citySlug)?.nameLower
          : index.states[state]?.nameLower
        return !wordStart.test(place ?? '')
      })
    }, offered)
    expect(offered).toContain('/texas/houston')
    expect(misses).toEqual([])
  })
})

describe('the home page on a phone', () => {
  test('is at most 10,000 px long, each section still there with its heading', async () => {
    opened = await openPage('/', { viewport: PHONE })
    const { page } = opened
    await waitForHydration(page)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    expect(height).toBeLessThanOrEqual(10_000)
    const headings = await page.locator('main h2').allInnerTexts()
    expect(headings.length).toBeGreaterThanOrEqual(8)
  })
})

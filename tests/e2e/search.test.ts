import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, test } from 'vitest'
import { isDirectPath } from '~/lib/page-routes'
import { buildClientDir, dynamicImports, htmlFileFor, initialAssets, withStaticImports } from './initial-assets'
import { baseUrl, expectAbsentFor, type OpenedPage, openPage, waitForHydration } from './support'

const BOX_NAME = 'Search services or locations'

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

/** A page at desktop width, hydrated, with the header's search box. */
async function openWithHeaderBox(pagePath = '/') {
  opened = await openPage(pagePath)
  await waitForHydration(opened.page)
  const box = opened.page.getByRole('banner').getByRole('combobox', { name: BOX_NAME })
  return { page: opened.page, box }
}

const listboxOf = (page: Page) => page.getByRole('banner').getByRole('listbox', { name: 'Suggestions' })
const pathOf = (page: Page) => new URL(page.url()).pathname

describe('the search box', () => {
  test('the index is fetched on first focus, not with the page', async () => {
    const { page, box } = await openWithHeaderBox()
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.waitForLoadState('networkidle')
    expect(requested).not.toContain('/search-index.json')
    const index = page.waitForResponse((response) => new URL(response.url()).pathname === '/search-index.json')
    await box.focus()
    expect((await index).status()).toBe(200)
    expect(opened!.consoleErrors).toEqual([])
  })

  test('typing shows the dropdown with icons, titles and shortened descriptions', async () => {
    const { page, box } = await openWithHeaderBox()
    expect(await box.getAttribute('placeholder')).toBe('Search services or locations...')
    expect(await box.getAttribute('aria-expanded')).toBe('false')
    await box.pressSequentially('houston')
    const listbox = listboxOf(page)
    await listbox.waitFor()
    expect(await box.getAttribute('aria-expanded')).toBe('true')
    expect(await box.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'))
    const option = listbox.getByRole('option', { name: /Houston, TX/ })
    await option.waitFor()
    expect(await option.textContent()).toContain('Forensic economics and expert witness services in Houston, Texas.')
    expect(await option.locator('svg').count()).toBe(1)

    await box.fill('valuation')
    const first = listbox.getByRole('option').first()
    // Issue 41 put a match at the start of a word ("Business Valuation") first; issue 53 offers only such
    // matches, so "Vocational Evaluation" (matched inside a word) is not offered at all.
    await expect.poll(() => first.textContent()).toMatch(/^Business Valuation/)
    expect(await listbox.getByRole('option', { name: /Vocational Evaluation/ }).count()).toBe(0)
    expect(await first.textContent()).toMatch(/…$/)
    expect(opened!.consoleErrors).toEqual([])
  })

  test('no dropdown for text without suggestions', async () => {
    const { page, box } = await openWithHeaderBox()
    const index = page.waitForResponse((response) => response.url().endsWith('/search-index.json'))
    await box.pressSequentially('zzqx')
    await index
    const dropdownShown = async () =>
      (await box.getAttribute('aria-expanded')) !== 'false' || (await listboxOf(page).isVisible())
    await expectAbsentFor(dropdownShown, 750, 'a dropdown for "zzqx"')
    // The same box does show suggestions for a known term, and closes them again for "zzqx".
    await box.fill('houston')
    await listboxOf(page)
      .getByRole('option', { name: /Houston, TX/ })
      .waitFor()
    await box.fill('zzqx')
    await listboxOf(page).waitFor({ state: 'hidden' })
    expect(await box.getAttribute('aria-expanded')).toBe('false')
  })

  test('Enter goes to the top suggestion', async () => {
    const { page, box } = await openWithHeaderBox()
    await box.pressSequentially('life care plan')
    await listboxOf(page).getByRole('option').first().waitFor()
    await box.press('Enter')
    await page.waitForURL((url) => url.pathname === '/services/life-care-planning')
    await page.getByRole('heading', { level: 1, name: /life care planning/i }).waitFor()
    expect(await box.inputValue()).toBe('')
    expect(await box.getAttribute('aria-expanded')).toBe('false')
    expect(opened!.consoleErrors).toEqual([])
  })

  test('clicking a suggestion closes the dropdown and navigates', async () => {
    const { page, box } = await openWithHeaderBox()
    await box.pressSequentially('business val')
    const listbox = listboxOf(page)
    await listbox.getByRole('option', { name: /^Business Valuation/ }).click()
    await page.waitForURL((url) => url.pathname === '/services/business-valuation')
    await page.getByRole('heading', { level: 1, name: /business valuation/i }).waitFor()
    expect(await listbox.isHidden()).toBe(true)
    expect(await box.getAttribute('aria-expanded')).toBe('false')
    expect(opened!.consoleErrors).toEqual([])
  })

  test('the clear button empties the text and closes the dropdown', async () => {
    const { page, box } = await openWithHeaderBox()
    const clear = page.getByRole('banner').getByRole('button', { name: 'Clear search' })
    expect(await clear.count()).toBe(0)
    await box.pressSequentially('texas')
    await listboxOf(page)
      .getByRole('option', { name: /^Texas/ })
      .waitFor()
    await clear.click()
    expect(await box.inputValue()).toBe('')
    expect(await box.getAttribute('aria-expanded')).toBe('false')
    expect(await listboxOf(page).isHidden()).toBe(true)
    expect(await clear.count()).toBe(0)
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  test('arrow keys move through the suggestions, Escape closes, Enter goes to the highlighted one', async () => {
    const { page, box } = await openWithHeaderBox()
    await box.pressSequentially('econ')
    const listbox = listboxOf(page)
    const options = listbox.getByRole('option')
    await options.first().waitFor()
    const count = await options.count()
    expect(count).toBe(8)
    const ids = await options.evaluateAll((elements) => elements.map((element) => element.id))
    const highlighted = async () => {
      const id = await box.getAttribute('aria-activedescendant')
      const selected = await listbox
        .locator('[aria-selected="true"]')
        .evaluateAll((elements) => elements.map((element) => element.id))
      return { index: id ? ids.indexOf(id) : -1, selected }
    }
    expect(await highlighted()).toEqual({ index: -1, selected: [] })
    await box.press('ArrowDown')
    expect(await highlighted()).toEqual({ index: 0, selected: [ids[0]] })
    await box.press('ArrowDown')
    expect(await highlighted()).toEqual({ index: 1, selected: [ids[1]] })
    await box.press('ArrowUp')
    await box.press('ArrowUp')
    expect((await highlighted()).index).toBe(count - 1)
    await box.press('ArrowDown')
    expect((await highlighted()).index).toBe(0)

    await box.press('Escape')
    expect(await box.getAttribute('aria-expanded')).toBe('false')
    expect(await box.getAttribute('aria-activedescendant')).toBeNull()
    expect(await listbox.isHidden()).toBe(true)
    expect(await box.inputValue()).toBe('econ')

    await box.press('ArrowDown')
    expect(await box.getAttribute('aria-expanded')).toBe('true')
    await box.press('ArrowDown')
    expect((await highlighted()).index).toBe(1)
    const second = await options.nth(1).locator('span span').first().textContent()
    await box.press('Enter')
    await page.getByRole('heading', { level: 1, name: second! }).waitFor()
    expect(pathOf(page)).toMatch(/^\/services\/[a-z-]+$/)
    expect(opened!.consoleErrors).toEqual([])
  })

  test('in the mobile menu, Escape closes the dropdown and leaves the menu open', async () => {
    opened = await openPage('/', { viewport: { width: 390, height: 844 } })
    await waitForHydration(opened.page)
    const { page } = opened
    await page.getByRole('button', { name: 'Open menu' }).click()
    const box = page.getByRole('combobox', { name: BOX_NAME })
    await box.pressSequentially('dallas')
    const listbox = page.getByRole('listbox', { name: 'Suggestions' })
    await listbox.getByRole('option', { name: /^Dallas, TX/ }).waitFor()
    const boxWidth = (await box.boundingBox())!.width
    expect((await listbox.boundingBox())!.width).toBeGreaterThanOrEqual(boxWidth - 1)
    await box.press('Escape')
    expect(await listbox.isHidden()).toBe(true)
    expect(await page.getByRole('button', { name: 'Close menu' }).isVisible()).toBe(true)
    expect(opened.consoleErrors).toEqual([])
  })

  test('the open dropdown, with a highlighted suggestion, has no WCAG 2.2 AA violation', async () => {
    const { page, box } = await openWithHeaderBox()
    await box.pressSequentially('life care planning, texas')
    await listboxOf(page).getByRole('option').first().waitFor()
    await box.press('ArrowDown')
    const results = await new AxeBuilder({ page })
      .include('header form[role="search"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .options({ rules: { 'target-size': { enabled: true } } })
      .analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
  })

  test('without JavaScript the box is a form that goes to /search', async () => {
    opened = await openPage('/', { javaScriptEnabled: false })
    const box = opened.page.getByRole('banner').getByRole('combobox', { name: BOX_NAME })
    await box.fill('houston')
    await box.press('Enter')
    await opened.page.waitForURL((url) => url.pathname === '/search')
    expect(new URL(opened.page.url()).searchParams.get('q')).toBe('houston')
  })
})

describe('the /search page', () => {
  test('/search?q=texas lists Texas, with the box filled with the term', async () => {
    opened = await openPage('/search?q=texas')
    await waitForHydration(opened.page)
    const main = opened.page.getByRole('main')
    await main.getByRole('heading', { level: 2, name: /results? for “texas”/ }).waitFor()
    const texas = main.getByRole('link', { name: 'Texas', exact: true })
    expect(await texas.getAttribute('href')).toBe('/texas')
    expect(await main.getByRole('combobox', { name: BOX_NAME }).inputValue()).toBe('texas')
    expect(await main.getByRole('heading', { level: 3, name: /^Locations/ }).count()).toBe(1)
    expect(opened.consoleErrors).toEqual([])
  })

  test('the full list is not capped at 8 and is grouped by type, each a link', async () => {
    opened = await openPage('/search?q=economic')
    await waitForHydration(opened.page)
    const main = opened.page.getByRole('main')
    await main.getByRole('heading', { level: 2, name: /results for “economic”/ }).waitFor()
    const services = main.getByRole('region', { name: /^Services \(/ })
    expect(await services.getByRole('link').count()).toBeGreaterThan(8)
    const hrefs = await services
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    for (const href of hrefs) expect(href).toMatch(/^\/services\/[a-z-]+$/)
    expect(opened.consoleErrors).toEqual([])
  })

  test('"business valuation in houston" lists the service in Houston first', async () => {
    opened = await openPage('/search?q=business%20valuation%20in%20houston')
    await waitForHydration(opened.page)
    const first = opened.page
      .getByRole('main')
      .getByRole('region', { name: /^Services by location/ })
      .getByRole('link')
      .first()
    expect(await first.getAttribute('href')).toBe('/services/business-valuation/texas/houston')
    expect(opened.consoleErrors).toEqual([])
  })

  test('an empty or too-short query shows guidance and popular destinations', async () => {
    for (const pagePath of ['/search', '/search?q=a']) {
      opened = await openPage(pagePath)
      await waitForHydration(opened.page)
      const main = opened.page.getByRole('main')
      await main.getByRole('heading', { level: 2, name: 'What are you looking for?' }).waitFor()
      expect(await main.getByRole('heading', { level: 2, name: 'Popular services' }).count()).toBe(1)
      expect(await main.getByRole('link', { name: 'Life Care Planning' }).getAttribute('href')).toBe(
        '/services/life-care-planning',
      )
      expect(await main.getByRole('link', { name: 'All locations' }).getAttribute('href')).toBe('/locations')
      expect(opened.consoleErrors).toEqual([])
      await opened.close()
      opened = undefined
    }
  })

  test('a query without matches says so and offers popular destinations', async () => {
    opened = await openPage('/search?q=zzqx')
    await waitForHydration(opened.page)
    const main = opened.page.getByRole('main')
    await main.getByRole('heading', { level: 2, name: 'No results for “zzqx”' }).waitFor()
    expect(await main.getByRole('heading', { level: 2, name: 'Popular locations' }).count()).toBe(1)
    expect(opened.consoleErrors).toEqual([])
  })

  test('the prerendered /search page is the no-query version, with guidance in the HTML', async () => {
    const response = await fetch(new URL('/search?q=texas', baseUrl()))
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).toContain('What are you looking for?')
    expect(html).not.toContain('results for')
  })
})

describe('the initial JavaScript', () => {
  test('no page loads the city list before interaction: it is only in the search index', () => {
    const cityNames = ['Tuscaloosa', 'Cheyenne']
    const index = fs.readFileSync(path.join(buildClientDir(), 'search-index.json'), 'utf8')
    for (const name of cityNames) expect(index).toContain(name)
    for (const pagePath of ['/', '/search', '/texas/houston', '/services/business-valuation/texas/houston']) {
      const initial = withStaticImports(initialAssets(fs.readFileSync(htmlFileFor(pagePath), 'utf8')).js)
      // A page the build renders itself loads its islands loader, and React with the islands' code when the
      // first island hydrates (decisions 022, 033): both count; React Router's pages load it all up front.
      const files = isDirectPath(pagePath) ? [...initial, ...withStaticImports(dynamicImports(initial))] : initial
      expect(files.length, pagePath).toBeGreaterThan(3)
      for (const file of files) {
        const source = fs.readFileSync(path.join(buildClientDir(), file), 'utf8')
        for (const name of cityNames) expect(source.includes(name), `${pagePath}: ${file} contains ${name}`).toBe(false)
      }
    }
  })
})

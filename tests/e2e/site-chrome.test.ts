import { afterEach, describe, expect, test } from 'vitest'
import { CALL_TO_ACTION } from '~/copy/calls-to-action'
import { baseUrl, type OpenedPage, openPage, waitForHydration } from './support'

const SCREENS: { path: string; h1: RegExp }[] = [
  { path: '/', h1: /forensic economics/i },
  { path: '/services', h1: /services/i },
  { path: '/advisory', h1: /advisory/i },
  { path: '/about', h1: /about/i },
  { path: '/experience', h1: /experience/i },
  { path: '/contact', h1: /contact/i },
  { path: '/case-studies', h1: /case studies/i },
  { path: '/schedule-consultation', h1: /consultation/i },
  { path: '/locations', h1: /locations/i },
  { path: '/search', h1: /search/i },
  { path: '/case-types', h1: /case types/i },
  { path: '/case-types/wrongful-death', h1: /wrongful death/i },
  { path: '/services/life-care-planning', h1: /life care planning/i },
  { path: '/texas', h1: /texas/i },
  { path: '/texas/houston', h1: /houston/i },
  { path: '/services/business-valuation/texas/houston', h1: /business valuation in houston, tx/i },
]

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

describe('prerendered HTML, without JavaScript', () => {
  test.each(SCREENS)('$path has its H1, title, description and canonical in the HTML', async ({ path, h1 }) => {
    const response = await fetch(new URL(path, baseUrl()))
    expect(response.status).toBe(200)
    const html = await response.text()
    const heading = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, '')
    expect(heading).toMatch(h1)
    expect(html).toMatch(/<title>[^<]+\|[^<]+<\/title>/)
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/)
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/)
    // Everything in document order: no part held in a template for a script to move into place.
    expect(html).not.toMatch(/<template id="B:|\$RC\(/)
  })

  test('an unknown path answers 404 with the not-found page', async () => {
    for (const path of [
      '/no-such-page-here/at/all',
      '/texas/atlantis',
      '/services/astrology',
      '/services/business-valuation/texas/atlantis',
      '/case-types/unknown-kind',
    ]) {
      const response = await fetch(new URL(path, baseUrl()), { redirect: 'manual' })
      expect(response.status, path).toBe(404)
      expect(await response.text()).toContain('We could not find that page')
    }
  })

  test('/emergency-consultation answers 301 to /contact', async () => {
    const response = await fetch(new URL('/emergency-consultation', baseUrl()), { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/contact')
  })

  test('the health check answers', async () => {
    const response = await fetch(new URL('/healthz', baseUrl()))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok' })
  })
})

describe('in the browser', () => {
  test.each(SCREENS)('$path hydrates with its H1 and no console error', async ({ path, h1 }) => {
    opened = await openPage(path)
    await waitForHydration(opened.page)
    await expect(opened.page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(h1)
    expect(opened.consoleErrors).toEqual([])
  })

  test('the not-found page hydrates at an unknown address without console errors', async () => {
    opened = await openPage('/texas/atlantis')
    await waitForHydration(opened.page)
    await opened.page.getByRole('heading', { level: 1, name: 'We could not find that page' }).waitFor()
    expect(opened.page.url()).toBe(new URL('/texas/atlantis', baseUrl()).toString())
    // The document itself answers 404, which Chromium reports as a failed resource; nothing else may error.
    expect(opened.consoleErrors.filter((message) => !message.includes('status of 404'))).toEqual([])
  })

  // After hydrating, the not-found document asks for nothing about its own address: not the page again,
  // not its .data, and not the legacy resolver where no legacy rule could apply.
  test.each(['/texas/atlantis', '/no-such-page', '/services/no-such-service', '/case-types/no-such-type'])(
    'the not-found page at %s hydrates without requesting its own address, its data or the legacy resolver',
    async (pagePath) => {
      const requests: string[] = []
      opened = await openPage(pagePath, {
        prepare: async (page) => {
          page.on('request', (request) => requests.push(new URL(request.url()).pathname))
        },
      })
      await waitForHydration(opened.page)
      await opened.page.getByRole('heading', { level: 1, name: 'We could not find that page' }).waitFor()
      await opened.page.waitForLoadState('networkidle')
      expect(
        requests.filter((requested) => requested === pagePath),
        'the document, once',
      ).toHaveLength(1)
      expect(requests.filter((requested) => requested.endsWith('.data'))).toEqual([])
      expect(requests.filter((requested) => /\/assets\/legacy-/.test(requested))).toEqual([])
    },
  )

  test('the not-found page at an address that could be a legacy URL still asks the resolver', async () => {
    const requests: string[] = []
    opened = await openPage('/forensic-economist-atlantis-zz', {
      prepare: async (page) => {
        page.on('request', (request) => requests.push(new URL(request.url()).pathname))
      },
    })
    await waitForHydration(opened.page)
    await opened.page.getByRole('heading', { level: 1, name: 'We could not find that page' }).waitFor()
    await expect.poll(() => requests.some((requested) => /\/assets\/legacy-/.test(requested))).toBe(true)
    expect(requests.filter((requested) => requested.endsWith('.data'))).toEqual([])
  })

  test('header Services menu opens on click and lists the litigation services first, then both groups', async () => {
    opened = await openPage('/about')
    const { page } = opened
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Services' }).click()
    const menu = page.getByRole('menu')
    await menu.waitFor()
    await expect(menu.textContent()).resolves.toMatch(/^Litigation Services.*Our Services/)
    await expect(menu.getByRole('menuitem').first().textContent()).resolves.toBe('Economic Loss Assessment')
    await expect(menu.getByRole('menuitem', { name: 'Expert Testimony' }).getAttribute('href')).resolves.toBe(
      '/services/expert-testimony',
    )
    await expect(menu.getByRole('menuitem', { name: 'Pricing Strategy' }).count()).resolves.toBe(0)
    await menu.getByRole('menuitem', { name: 'Case Types' }).click()
    await page.waitForURL('**/case-types')
    await expect(page.getByRole('menu').count()).resolves.toBe(0)
    expect(opened.consoleErrors).toEqual([])
  })

  test('header About menu opens on hover after a short delay and closes after the pointer leaves', async () => {
    opened = await openPage('/')
    const { page } = opened
    await waitForHydration(page)
    const trigger = page.getByRole('button', { name: 'About' })
    await trigger.hover()
    await page.getByRole('menu').waitFor({ timeout: 2000 })
    await expect(page.getByRole('menuitem').allTextContents()).resolves.toEqual([
      'About',
      'Experience',
      'Case Studies',
      'Locations',
      // Issue 41: what counsel checks before retaining, after the items the menu had.
      'Fees and Engagement',
      'Testimony List',
    ])
    await page.mouse.move(5, 700)
    await page.getByRole('menu').waitFor({ state: 'detached', timeout: 2000 })
  })

  test('header menus open with the right arrow and close with the left arrow or Escape', async () => {
    opened = await openPage('/')
    const { page } = opened
    await waitForHydration(page)
    const trigger = page.getByRole('button', { name: 'Services' })
    await trigger.focus()
    await page.keyboard.press('ArrowRight')
    await page.getByRole('menu').waitFor()
    await page.keyboard.press('ArrowLeft')
    await page.getByRole('menu').waitFor({ state: 'detached' })
    await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await page.keyboard.press('ArrowRight')
    await page.getByRole('menu').waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('menu').waitFor({ state: 'detached' })
    expect(opened.consoleErrors).toEqual([])
  })

  test('mobile menu opens from its toggle, lists the sections and a tap-to-call number', async () => {
    opened = await openPage('/', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    const { page } = opened
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    const nav = page.getByRole('navigation', { name: 'Mobile' })
    await nav.waitFor()
    for (const name of [
      'All Services',
      'Case Types',
      'About',
      'Experience',
      'Locations',
      'Contact',
      CALL_TO_ACTION.schedule,
    ]) {
      await expect(nav.getByRole('link', { name, exact: true }).count(), name).resolves.toBe(1)
    }
    await expect(nav.getByRole('link', { name: /tap to call/i }).getAttribute('href')).resolves.toMatch(
      /^tel:\+1\d{10}$/,
    )
    await nav.getByRole('link', { name: 'Experience' }).click()
    await page.waitForURL('**/experience')
    await nav.waitFor({ state: 'hidden' })
    expect(opened.consoleErrors).toEqual([])
  })

  test('the bottom bar on a phone: call and schedule, the same on the next page', async () => {
    opened = await openPage('/about', { viewport: { width: 390, height: 844 } })
    const { page } = opened
    await waitForHydration(page)
    const bar = page.getByRole('complementary', { name: 'Quick actions' })
    // The bar rises into view once the visitor scrolls.
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }))
    await expect(bar.getByRole('link', { name: /^Call / }).getAttribute('href')).resolves.toMatch(/^tel:\+1\d{10}$/)
    await bar.getByRole('link', { name: CALL_TO_ACTION.schedule }).click()
    await page.waitForURL('**/schedule-consultation')
    await expect(bar.getByRole('link').count()).resolves.toBe(2)
    await expect(page.getByRole('button', { name: /quick navigation|scroll to top/i }).count()).resolves.toBe(0)
    expect(opened.consoleErrors).toEqual([])
  })

  test('a link from search to the calculator loads its document: no client navigation, no route spinner', async () => {
    // Every page is a document the build renders (decision 043): React Router's spinner went with its navigations.
    opened = await openPage('/search')
    const { page } = opened
    await waitForHydration(page)
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Economic Loss Calculator', exact: true }).click()
    await page.waitForURL('**/economic-loss-calculator')
    await page.getByRole('heading', { level: 1, name: /calculator/i }).waitFor()
    await expect(page.evaluate(() => '__sameDocument' in window)).resolves.toBe(false)
    await expect(page.getByTestId('route-spinner').count()).resolves.toBe(0)
    expect(opened.consoleErrors).toEqual([])
  })

  test('phone links dial +1 and the digits only', async () => {
    opened = await openPage('/')
    const hrefs = await opened.page
      .locator('a[href^="tel:"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs.length).toBeGreaterThan(1)
    for (const href of hrefs) expect(href).toMatch(/^tel:\+1\d{10}$/)
  })
})

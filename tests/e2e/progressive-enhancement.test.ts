import type { Page, Route } from 'playwright-core'
import { afterEach, describe, expect, test } from 'vitest'
import { CALL_TO_ACTION } from '~/copy/calls-to-action'
import { REQUEST_RECEIVED_COPY } from '~/copy/request-received'
import { LEAD_FIELDS } from '~/lib/leads/fields'
import { REQUEST_RECEIVED_PATH } from '~/lib/routing'
import { baseUrl, expectAbsentFor, type OpenedPage, openPage, waitForHydration } from './support'

/** The app's code: the bootstrap imports these, and nothing on the page works through React until they run. */
const APP_SCRIPTS = /\/assets\/[^/]+\.js$/

const MOBILE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true')

/** Opens `path` with the app's scripts answered only once `release` is called. */
async function openWithScriptsHeld(path: string, options = {}) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let requested!: () => void
  const firstRequest = new Promise<void>((resolve) => (requested = resolve))
  const page = await openPage(path, {
    ...options,
    prepare: async (tab) => {
      await tab.route(APP_SCRIPTS, async (route: Route) => {
        requested()
        await released
        await route.continue()
      })
    },
  })
  return { opened: page, release, firstRequest }
}

describe('before the app runs: the page works from its HTML and CSS', () => {
  test('nothing of the app is fetched ahead of the content; the islands loader starts by itself, React at the first touch of an island', async () => {
    const scripts: string[] = []
    opened = await openPage('/about', {
      prepare: async (tab) => {
        tab.on('request', (request) => {
          if (APP_SCRIPTS.test(new URL(request.url()).pathname)) scripts.push(new URL(request.url()).pathname)
        })
      },
    })
    const { page } = opened
    const head = await page.evaluate(
      () => document.querySelectorAll('link[rel="modulepreload"], script[src*="/assets/"]').length,
    )
    expect(head).toBe(0)
    await expect.poll(() => scripts.some((file) => /\/islands-[\w-]+\.js$/.test(file))).toBe(true)
    const react = () => scripts.some((file) => /\/framework-[\w-]+\.js$/.test(file))
    await expectAbsentFor(react, 1000, 'React loaded before any input')
    expect(await isHydrated(page)).toBe(false)
    await page.getByRole('button', { name: 'Services' }).focus()
    await expect.poll(react).toBe(true)
    await waitForHydration(page)
    expect(opened.consoleErrors).toEqual([])
  })

  test('the islands loader alone prefetches the page behind a link the pointer rests on, before React loads', async () => {
    const requests: string[] = []
    opened = await openPage('/about', {
      prepare: async (tab) => {
        tab.on('request', (request) => requests.push(new URL(request.url()).pathname))
      },
    })
    const { page } = opened
    await expect.poll(() => requests.some((file) => /\/assets\/islands-[\w-]+\.js$/.test(file))).toBe(true)
    // Hovering is no interaction that hydrates: the header stays its HTML, and the link is still prefetched.
    await page.locator('header a[href="/"]').first().hover()
    await page.locator('head link[rel="prefetch"]').first().waitFor({ state: 'attached' })
    const hinted = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('head link[rel="prefetch"]')].map((link) =>
        link.getAttribute('href'),
      ),
    )
    expect(hinted).toHaveLength(1)
    await expect.poll(() => requests.includes(hinted[0]!)).toBe(true)
    expect(
      requests.some((file) => /\/assets\/framework-[\w-]+\.js$/.test(file)),
      'React loaded',
    ).toBe(false)
    expect(await isHydrated(page)).toBe(false)
    expect(opened.consoleErrors).toEqual([])
  })

  describe('with the app scripts blocked', () => {
    const openBlocked = async (path: string, options = {}) => {
      // The first interaction asks for the app; every request for it fails, so it never hydrates.
      return openPage(path, {
        ...options,
        // The blocked requests, and the app's failed start, are reported in the console.
        expectedConsoleErrors: [/net::ERR_FAILED/, /dynamically imported module/i],
        prepare: async (tab) => {
          await tab.route(APP_SCRIPTS, (route) => route.abort())
        },
      })
    }

    test('header menus open and close by click and by keyboard', async () => {
      opened = await openBlocked('/about')
      const { page } = opened
      const services = page.getByRole('button', { name: 'Services' })
      await services.click()
      const menu = page.getByRole('menu', { name: 'Services' })
      await menu.waitFor()
      await expect(menu.getByRole('menuitem', { name: 'Expert Testimony' }).getAttribute('href')).resolves.toBe(
        '/services/expert-testimony',
      )
      await services.click()
      await menu.waitFor({ state: 'hidden' })

      const about = page.getByRole('button', { name: 'About' })
      await about.focus()
      await page.keyboard.press('Enter')
      await page.getByRole('menu', { name: 'About' }).waitFor()
      // Tab reaches the menu's links.
      await page.keyboard.press('Tab')
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('About')
      await page.keyboard.press('Escape')
      await page.getByRole('menu').waitFor({ state: 'hidden' })
      await expect(about.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
      expect(await isHydrated(page)).toBe(false)
    })

    test('a menu link is an ordinary link', async () => {
      opened = await openBlocked('/about')
      const { page } = opened
      await page.getByRole('button', { name: 'Services' }).click()
      await page.getByRole('menuitem', { name: 'Case Types' }).click()
      await page.waitForURL('**/case-types')
      await page.getByRole('heading', { level: 1, name: /case types/i }).waitFor()
    })

    test('the mobile menu opens and closes by tap and by keyboard, its toggle named for what it does', async () => {
      opened = await openBlocked('/', MOBILE)
      const { page } = opened
      const nav = page.getByRole('navigation', { name: 'Mobile' })
      await page.getByRole('button', { name: 'Open menu' }).click()
      await nav.waitFor()
      await expect(nav.getByRole('link', { name: /tap to call/i }).getAttribute('href')).resolves.toMatch(
        /^tel:\+1\d{10}$/,
      )
      await page.getByRole('button', { name: 'Close menu' }).click()
      await nav.waitFor({ state: 'hidden' })

      await page.getByRole('button', { name: 'Open menu' }).focus()
      await page.keyboard.press('Enter')
      await nav.waitFor()
      await page.keyboard.press('Escape')
      await nav.waitFor({ state: 'hidden' })
      await expect(
        page.getByRole('button', { name: 'Open menu' }).evaluate((el) => el === document.activeElement),
      ).resolves.toBe(true)
      expect(await isHydrated(page)).toBe(false)
    })

    test('the bottom bar calls and leads to scheduling without the app', async () => {
      opened = await openBlocked('/about', { viewport: { width: 390, height: 844 } })
      const { page } = opened
      const bar = page.getByRole('complementary', { name: 'Quick actions' })
      await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }))
      await expect(bar.getByRole('link', { name: /^Call / }).getAttribute('href')).resolves.toMatch(/^tel:\+1\d{10}$/)
      await bar.getByRole('link', { name: CALL_TO_ACTION.schedule }).click()
      await page.waitForURL('**/schedule-consultation')
      expect(await isHydrated(page)).toBe(false)
    })

    test('phone and email links and the skip link work without the app', async () => {
      opened = await openBlocked('/contact')
      const { page } = opened
      const tel = await page.locator('a[href^="tel:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(tel.length).toBeGreaterThan(1)
      for (const href of tel) expect(href).toMatch(/^tel:\+1\d{10}$/)
      await expect(page.locator('a[href^="mailto:"]').count()).resolves.toBeGreaterThan(0)
      await page.keyboard.press('Tab')
      await page.keyboard.press('Enter')
      await page.waitForURL('**/contact#main')
    })

    test('the lead forms post to the collector without the app, each control named like the field it fills', async () => {
      opened = await openBlocked('/contact')
      const form = opened.page.getByRole('form', { name: 'Consultation request' })
      await expect(form.evaluate((el: HTMLFormElement) => [el.method, new URL(el.action).pathname])).resolves.toEqual([
        'post',
        '/f/contact',
      ])
      const names = await form.evaluate((el: HTMLFormElement) => [...new FormData(el).keys()])
      expect(names).toEqual(
        expect.arrayContaining([
          'formType',
          'firstName',
          'lastName',
          'email',
          'phone',
          'organization',
          'caseType',
          'message',
          '_gotcha',
        ]),
      )
      for (const name of names) expect(LEAD_FIELDS as string[], name).toContain(name)
      await expect(form.evaluate((el: HTMLFormElement) => new FormData(el).get('formType'))).resolves.toBe('contact')
    })

    test('a request sent without the app is stored and lands on the page that says it reached the firm', async () => {
      opened = await openBlocked('/contact')
      const { page } = opened
      const form = page.getByRole('form', { name: 'Consultation request' })
      await form.getByLabel('First Name').fill('Robin')
      await form.getByLabel('Last Name').fill('Okafor')
      await form.getByLabel('Email').fill('robin.okafor@example.com')
      await form.getByLabel('Phone').fill('(215) 555-0187')
      await form.getByLabel('Case Details').fill('Lost earning capacity of a welder after a shoulder injury.')
      await form.getByRole('button', { name: /send/i }).click()
      // The test server's SITE_URL is its own origin (global-setup.ts), as a deployed site's is.
      await page.waitForURL(`${baseUrl()}${REQUEST_RECEIVED_PATH}`)
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(REQUEST_RECEIVED_COPY.h1)
      await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex, follow')
      expect(await isHydrated(page)).toBe(false)
    })
  })
})

describe('while the app loads: what the visitor did first is kept', () => {
  test('"Services" clicked before hydration opens the menu, and it stays open and working after', async () => {
    const held = await openWithScriptsHeld('/about')
    opened = held.opened
    const { page } = opened
    const services = page.getByRole('button', { name: 'Services' })
    await services.click()
    const menu = page.getByRole('menu', { name: 'Services' })
    await menu.waitFor()
    // The click asked for the app, which is held back: the menu opened without it.
    await held.firstRequest
    expect(await isHydrated(page)).toBe(false)

    held.release()
    await waitForHydration(page)
    await expect(menu.isVisible()).resolves.toBe(true)
    // React's arrow keys now move through it, and the inline-start arrow closes it onto its trigger.
    await menu.getByRole('menuitem').first().focus()
    await page.keyboard.press('ArrowDown')
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Vocational Evaluation')
    await page.keyboard.press('ArrowLeft')
    await menu.waitFor({ state: 'hidden' })
    await expect(services.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    // And its links lead to the next page: a content page is a document of its own (decision 033).
    await page.evaluate(() => Object.assign(window, { __samePage: true }))
    await services.click()
    await menu.getByRole('menuitem', { name: 'Case Types' }).click()
    await page.waitForURL('**/case-types')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await menu.waitFor({ state: 'hidden' })
    await expect(page.evaluate(() => '__samePage' in window)).resolves.toBe(false)
    expect(opened.consoleErrors).toEqual([])
  })

  test('text typed into the contact form before hydration is still there after it, and in the form state', async () => {
    const held = await openWithScriptsHeld('/contact')
    opened = held.opened
    const { page } = opened
    const form = page.getByRole('form', { name: 'Consultation request' })
    await form.getByLabel('First Name').fill('Dana')
    await form.getByLabel('Email').fill('dana@example.com')
    await form.getByLabel('Case Details').fill('Lost earnings after a plant closure')
    expect(await isHydrated(page)).toBe(false)

    held.release()
    await waitForHydration(page)
    await expect(form.getByLabel('First Name').inputValue()).resolves.toBe('Dana')
    await expect(form.getByLabel('Email').inputValue()).resolves.toBe('dana@example.com')
    await expect(form.getByLabel('Case Details').inputValue()).resolves.toBe('Lost earnings after a plant closure')
    // A controlled field whose state missed the text would drop it at the next keystroke.
    await form.getByLabel('First Name').press('End')
    await form.getByLabel('First Name').pressSequentially('h')
    await expect(form.getByLabel('First Name').inputValue()).resolves.toBe('Danah')
    await expect(form.getByLabel('Email').inputValue()).resolves.toBe('dana@example.com')
    expect(opened.consoleErrors).toEqual([])
  })
})

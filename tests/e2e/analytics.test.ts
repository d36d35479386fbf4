import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, test } from 'vitest'
import { siteConfig } from '~/config/site-config'
import { REQUEST_RECEIVED_COPY } from '~/copy/request-received'
import { listFiles } from '../../scripts/build-steps/context'
import {
  baseUrl,
  GTAG_URL,
  holdIdleCallbacks,
  type OpenedPage,
  openPage,
  recordedEvents,
  waitForHydration,
  withRecordingGtag,
} from './support'

type IdleWindow = { __idle: { registered: number; pending: number; run(): void }; __gtagRuns?: number }

/** A document navigation (every page is a document of its own: decision 043), once its page view is sent. */
async function documentNavigate(page: Page, to: string) {
  await page.goto(new URL(to, baseUrl()).toString())
  await page.waitForFunction(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).some(
      (entry) => entry[0] === 'event' && entry[1] === 'page_view',
    ),
  )
}

/** Google's script elements in the page (added synchronously when the load is triggered). */
const gtagScripts = (page: Page) => page.locator('script[src*="googletagmanager.com/gtag/js"]').count()

/** Keeps the browser from leaving for the dialer when a phone link is clicked. */
async function stayOnPhoneClicks(page: Page) {
  await page.evaluate(() =>
    document.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault()
    }),
  )
}

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

describe('Google Analytics 4', () => {
  test('on each of four documents the script is absent until the first interaction after the page is interactive, then loads once, and each sends its page_view', async () => {
    // Every link loads a document (decision 043): each page counts its own view and loads the tag on its own.
    const recording = await withRecordingGtag({ prepare: (page) => holdIdleCallbacks(page) }, '/search')
    opened = recording.opened
    const { page } = opened
    const views: Awaited<ReturnType<typeof recordedEvents>> = []
    for (const [index, to] of [
      '/search',
      '/economic-loss-calculator',
      '/search?q=texas',
      '/economic-loss-calculator',
    ].entries()) {
      if (index > 0) await documentNavigate(page, to)
      await waitForHydration(page)
      // The page is interactive and the loader waits for idle time or an interaction: nothing loaded yet.
      await page.waitForFunction(() => (window as unknown as IdleWindow).__idle.registered === 1)
      expect(recording.requests, to).toHaveLength(index)
      await expect(gtagScripts(page)).resolves.toBe(0)
      await expect(page.evaluate(() => (window as unknown as IdleWindow).__gtagRuns)).resolves.toBeUndefined()

      await page.mouse.move(200, 300)
      await page.mouse.down()
      await page.mouse.up()
      await page.waitForFunction(() => (window as unknown as IdleWindow).__gtagRuns === 1)
      await page.evaluate(() => (window as unknown as IdleWindow).__idle.run())
      // The loader was set up once on this page, and added the script once.
      await expect(page.evaluate(() => (window as unknown as IdleWindow).__idle.registered)).resolves.toBe(1)
      await expect(gtagScripts(page)).resolves.toBe(1)
      expect(recording.requests, to).toHaveLength(index + 1)
      expect(recording.requests[index]).toContain(`id=${siteConfig.analytics.measurementId}`)
      views.push(...(await recordedEvents(page, 'page_view')))
    }

    expect(views.map((view) => view.params.page_path)).toEqual([
      '/search',
      '/economic-loss-calculator',
      '/search?q=texas',
      '/economic-loss-calculator',
    ])
    expect(views[2]!.params.page_location).toBe(new URL('/search?q=texas', baseUrl()).toString())
    expect(views.map((view) => view.params.page_title)).toEqual([
      `Search Services and Locations | ${siteConfig.name}`,
      `Economic Loss Calculator: Lost Earnings to Present Value | ${siteConfig.name}`,
      `Search Services and Locations | ${siteConfig.name}`,
      `Economic Loss Calculator: Lost Earnings to Present Value | ${siteConfig.name}`,
    ])
    expect(opened.consoleErrors).toEqual([])
  })

  test('without any interaction, the script is absent until the browser is idle, then loads once', async () => {
    const recording = await withRecordingGtag({ prepare: (page) => holdIdleCallbacks(page) })
    opened = recording.opened
    const { page } = opened
    await waitForHydration(page)
    await page.waitForFunction(() => (window as unknown as IdleWindow).__idle.pending === 1)
    expect(recording.requests).toEqual([])
    await expect(gtagScripts(page)).resolves.toBe(0)

    await page.evaluate(() => (window as unknown as IdleWindow).__idle.run())
    await expect(gtagScripts(page)).resolves.toBe(1)
    await page.waitForFunction(() => (window as unknown as IdleWindow).__gtagRuns === 1)
    expect(recording.requests).toHaveLength(1)

    // A later interaction does not load it again: the interaction listeners went with the idle callback.
    await page.keyboard.press('Shift')
    await expect(gtagScripts(page)).resolves.toBe(1)
    expect(recording.requests).toHaveLength(1)
    expect(opened.consoleErrors).toEqual([])
  })

  test('with Global Privacy Control on, no script is requested and no event is recorded', async () => {
    const requests: string[] = []
    opened = await openPage('/search', {
      extraHTTPHeaders: { 'Sec-GPC': '1' },
      prepare: async (page, context) => {
        await page.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
        )
        await holdIdleCallbacks(page)
        await context.route(GTAG_URL, async (route) => {
          requests.push(route.request().url())
          await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
        })
      },
    })
    const { page } = opened
    const tracked = () => page.evaluate(() => ({ dataLayer: 'dataLayer' in window, gtag: 'gtag' in window }))
    await waitForHydration(page)
    // Hydration's effects have run (the marker is set in the same pass): the loader was never set up.
    await expect(page.evaluate(() => (window as unknown as IdleWindow).__idle.registered)).resolves.toBe(0)
    // An interaction would add the script synchronously; a phone click would record its event synchronously.
    await page.mouse.click(200, 300)
    await expect(gtagScripts(page)).resolves.toBe(0)
    await stayOnPhoneClicks(page)
    await page.getByRole('contentinfo').locator('a[href^="tel:"]').click()
    await expect(tracked()).resolves.toEqual({ dataLayer: false, gtag: false })

    await page.goto(new URL('/economic-loss-calculator', baseUrl()).toString())
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Services' }).click()
    await page.getByRole('menu').waitFor()
    await expect(tracked()).resolves.toEqual({ dataLayer: false, gtag: false })
    await expect(gtagScripts(page)).resolves.toBe(0)
    expect(requests).toEqual([])
    expect(opened.consoleErrors).toEqual([])
  })
})

/**
 * Every place a phone link appears, by the page it is on (every page also has the footer's and the
 * floating menu's). The mobile menu's and the submission error notice's have tests of their own below.
 */
const PHONE_PLACES: { path: string; places: string[] }[] = [
  { path: '/', places: ['hero', 'home_contact'] },
  { path: '/contact', places: ['contact_page'] },
  { path: '/schedule-consultation', places: ['schedule_page'] },
  { path: '/about', places: ['about_cta'] },
  { path: '/about/testimony', places: ['testimony_cta'] },
  { path: '/about/team/avery-sample', places: ['team_cta'] },
  { path: '/fees', places: ['fees_cta'] },
  { path: '/advisory', places: ['advisory_cta'] },
  { path: '/services', places: ['services_cta'] },
  { path: '/experience', places: ['experience_cta'] },
  { path: '/case-studies', places: ['case_studies_cta'] },
  { path: '/case-types', places: ['case_types_cta'] },
  { path: '/case-types/wrongful-death', places: ['case_type_cta'] },
  { path: '/economic-loss-calculator', places: ['calculator_cta'] },
  { path: '/services/life-care-planning', places: ['service_hub_sidebar', 'service_hub_cta'] },
  { path: '/texas/houston', places: ['location_cta_early', 'location_cta'] },
  { path: '/services/business-valuation/texas/houston', places: ['location_cta_early', 'location_cta'] },
  { path: '/no-such-page', places: ['not_found'] },
  { path: '/request-received', places: ['request_received'] },
]
// The bottom bar (floating_menu) is shown only below 1024 px (decision 038), so it has a phone-width test of its own.
const ON_EVERY_PAGE = ['footer']
const TESTED_ELSEWHERE = ['mobile_menu', 'floating_menu', 'form_error_notice']

/** Clicks each visible phone link of the page in turn; returns the place each click reported. */
async function clickEveryPhoneLink(page: Page): Promise<string[]> {
  await stayOnPhoneClicks(page)
  const links = page.locator('a[href^="tel:"]').filter({ visible: true })
  const count = await links.count()
  const places: string[] = []
  for (let index = 0; index < count; index += 1) {
    await links.nth(index).click()
    const clicks = await recordedEvents(page, 'phone_click')
    expect(clicks, `phone link ${String(index + 1)} of ${String(count)} sends one phone_click`).toHaveLength(index + 1)
    expect(clicks[index]!.params.value).toBe(siteConfig.phone)
    places.push(clicks[index]!.params.event_label!)
  }
  return places
}

describe('phone_click', () => {
  test('the table below names every place the source gives a phone link', () => {
    const sources = listFiles('app').filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
    const inSource = new Set<string>()
    for (const file of sources) {
      const text = fs.readFileSync(path.join('app', file), 'utf8')
      for (const match of text.matchAll(/\bplace="([a-z_]+)"/g)) inSource.add(match[1]!)
    }
    const tested = new Set([...PHONE_PLACES.flatMap((entry) => entry.places), ...ON_EVERY_PAGE, ...TESTED_ELSEWHERE])
    expect([...inSource].filter((place) => !tested.has(place)).sort()).toEqual([])
    expect(inSource.size).toBeGreaterThan(15)
  })

  test.each(PHONE_PLACES)(
    '$path: each phone link sends phone_click with its place and the number',
    async ({ path: pagePath, places }) => {
      opened = (await withRecordingGtag({}, pagePath)).opened
      await waitForHydration(opened.page)
      const reported = await clickEveryPhoneLink(opened.page)
      expect(reported.sort()).toEqual([...places, ...ON_EVERY_PAGE].sort())
      expect(
        opened.consoleErrors.filter((message) => !(pagePath === '/no-such-page' && message.includes('status of 404'))),
      ).toEqual([])
    },
  )

  test('the mobile menu: its tap-to-call link sends phone_click with mobile_menu', async () => {
    opened = (await withRecordingGtag({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).opened
    const { page } = opened
    await waitForHydration(page)
    await stayOnPhoneClicks(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: /tap to call/i })
      .click()
    await expect(recordedEvents(page, 'phone_click')).resolves.toEqual([
      { name: 'phone_click', params: { event_label: 'mobile_menu', value: siteConfig.phone } },
    ])
  })

  test('the bottom bar on a phone: its call link sends phone_click with floating_menu', async () => {
    opened = (await withRecordingGtag({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).opened
    const { page } = opened
    await waitForHydration(page)
    await stayOnPhoneClicks(page)
    await page.mouse.wheel(0, 400)
    const call = page.getByRole('complementary', { name: 'Quick actions' }).locator('a[href^="tel:"]')
    await expect.poll(() => call.isVisible()).toBe(true)
    await call.click()
    await expect(recordedEvents(page, 'phone_click')).resolves.toEqual([
      { name: 'phone_click', params: { event_label: 'floating_menu', value: siteConfig.phone } },
    ])
  })

  test("the bottom bar's call link tapped before its island has hydrated sends phone_click once", async () => {
    // React never arrives, so the island stays its HTML (decision 033): the islands loader counts the click.
    opened = (
      await withRecordingGtag({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        prepare: async (page) => {
          await page.route(/\/assets\/framework-[\w-]+\.js$/, () => undefined)
        },
      })
    ).opened
    const { page } = opened
    await expect.poll(() => recordedEvents(page, 'page_view').then((events) => events.length)).toBe(1)
    await stayOnPhoneClicks(page)
    await page.mouse.wheel(0, 400)
    const call = page.getByRole('complementary', { name: 'Quick actions' }).locator('a[href^="tel:"]')
    await expect.poll(() => call.isVisible()).toBe(true)
    await call.tap()
    await expect
      .poll(() => recordedEvents(page, 'phone_click'))
      .toEqual([{ name: 'phone_click', params: { event_label: 'floating_menu', value: siteConfig.phone } }])
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  })

  test('the submission error notice: no form_submit for a failed submission, and its phone link sends phone_click with form_error_notice', async () => {
    opened = (
      await withRecordingGtag(
        {
          expectedConsoleErrors: [/status of 500/, /consultation request was not submitted/],
          prepare: async (page) => {
            await page.route(`**${siteConfig.forms.endpoint}/*`, (route) =>
              route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
            )
          },
        },
        '/contact',
      )
    ).opened
    const { page } = opened
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Consultation request' })
    await form.getByLabel('First Name').fill('Ada')
    await form.getByLabel('Last Name').fill('Lovelace')
    await form.getByLabel('Email').fill('ada@analytical.example.com')
    await form.getByRole('button', { name: 'Send Consultation Request' }).click()
    const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'Submission Error' })
    await notice.waitFor()
    // The notice shows once the submission has finished failing, after which nothing more is recorded for it.
    await expect(recordedEvents(page, 'form_submit')).resolves.toEqual([])
    await stayOnPhoneClicks(page)
    await notice.getByRole('link', { name: siteConfig.phone }).click()
    await expect(recordedEvents(page, 'phone_click')).resolves.toEqual([
      { name: 'phone_click', params: { event_label: 'form_error_notice', value: siteConfig.phone } },
    ])
  })
})

describe('form_submit', () => {
  const uniqueEmail = (label: string) => `${label}.${String(Date.now())}@lawfirm.example.com`

  test('the home quick form sends form_submit with contact and the case type', async () => {
    opened = (await withRecordingGtag({}, '/')).opened
    const { page } = opened
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Quick consultation request' })
    await form.getByLabel('Your Name').fill('Jane Doe')
    await form.getByLabel('Email').fill(uniqueEmail('quick-event'))
    await form.getByLabel('Phone').fill('(215) 555-0100')
    const caseType = (await form.getByLabel('Case Type').locator('option').nth(1).textContent())!
    await form.getByLabel('Case Type').selectOption({ label: caseType })
    await form.getByRole('button', { name: /consultation/i }).click()
    await page.getByRole('heading', { name: REQUEST_RECEIVED_COPY.h1 }).waitFor()
    await expect(recordedEvents(page, 'form_submit')).resolves.toEqual([
      { name: 'form_submit', params: { event_label: 'contact', value: caseType } },
    ])
  })

  test('the contact form sends form_submit with contact and the case type', async () => {
    opened = (await withRecordingGtag({}, '/contact')).opened
    const { page } = opened
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Consultation request' })
    await form.getByLabel('First Name').fill('Jane')
    await form.getByLabel('Last Name').fill('Doe')
    await form.getByLabel('Email').fill(uniqueEmail('contact-event'))
    await form.getByLabel('Phone').fill('(215) 555-0199')
    const caseType = (await form.getByLabel('Case Type').locator('option').nth(1).textContent())!
    await form.getByLabel('Case Type').selectOption({ label: caseType })
    await form.getByLabel('Case Details').fill('A wrongful death matter with a deposition in March.')
    await form.getByRole('button', { name: 'Send Consultation Request' }).click()
    await page.getByRole('heading', { name: REQUEST_RECEIVED_COPY.h1 }).waitFor()
    await expect(recordedEvents(page, 'form_submit')).resolves.toEqual([
      { name: 'form_submit', params: { event_label: 'contact', value: caseType } },
    ])
  })

  test('the contact form with its emergency option sends form_submit with emergency and the case type', async () => {
    opened = (await withRecordingGtag({}, '/contact')).opened
    const { page } = opened
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Consultation request' })
    await form.getByLabel('First Name').fill('Grace')
    await form.getByLabel('Last Name').fill('Hopper')
    await form.getByLabel('Email').fill(uniqueEmail('emergency-event'))
    const caseType = (await form.getByLabel('Case Type').locator('option').nth(2).textContent())!
    await form.getByLabel('Case Type').selectOption({ label: caseType })
    await form.getByLabel('This is an emergency request').check()
    await form.getByLabel('Urgency Level').selectOption({ index: 1 })
    await form.getByLabel('Deadline').fill('2031-05-20')
    await form.getByRole('button', { name: 'Send Emergency Request' }).click()
    await page.getByRole('heading', { name: REQUEST_RECEIVED_COPY.h1 }).waitFor()
    await expect(recordedEvents(page, 'form_submit')).resolves.toEqual([
      { name: 'form_submit', params: { event_label: 'emergency', value: caseType } },
    ])
  })

  test('the schedule form sends form_submit with schedule, and "unknown" without a case type', async () => {
    opened = (await withRecordingGtag({}, '/schedule-consultation')).opened
    const { page } = opened
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Schedule a consultation' })
    await form.getByLabel('First Name').fill('Alan')
    await form.getByLabel('Last Name').fill('Turing')
    await form.getByLabel('Email').fill(uniqueEmail('schedule-event'))
    await form.getByLabel('Preferred Date').fill('2031-06-02')
    await form.getByLabel('Preferred Time').selectOption({ index: 1 })
    await form.getByRole('button', { name: 'Request Consultation' }).click()
    await page.getByRole('heading', { name: REQUEST_RECEIVED_COPY.h1 }).waitFor()
    await expect(recordedEvents(page, 'form_submit')).resolves.toEqual([
      { name: 'form_submit', params: { event_label: 'schedule', value: 'unknown' } },
    ])
  })
})

import type { Page } from 'playwright-core'
import { afterEach, describe, expect, test } from 'vitest'
import { siteConfig } from '~/config/site-config'
import { baseUrl, type OpenedPage, openPage, waitForHydration } from './support'

const GTAG_URL = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=/

/** Google's script replaced by a stand-in that records that it ran; the requests are counted. */
async function withRecordingGtag(options: Parameters<typeof openPage>[1] = {}, path = '/') {
  const requests: string[] = []
  const opened = await openPage(path, {
    ...options,
    prepare: async (_page, context) => {
      await context.route(GTAG_URL, async (route) => {
        requests.push(route.request().url())
        await route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__gtagRuns = (window.__gtagRuns || 0) + 1' })
      })
    },
  })
  return { opened, requests }
}

type Recorded = { name: string; params: Record<string, string> }

async function recordedEvents(page: Page): Promise<Recorded[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'event')
      .map((entry) => ({ name: entry[1] as string, params: entry[2] as Record<string, string> })),
  )
}

async function clientNavigate(page: Page, to: string) {
  const before = await page.title()
  await page.evaluate((target) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(target), to)
  await page.waitForURL(new URL(to, baseUrl()).toString())
  await page.waitForFunction((previous) => document.title !== previous, before)
}

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

describe('Google Analytics 4', () => {
  test('the script loads once, after the page is interactive, across three client navigations, and each navigation sends its page_view', async () => {
    const recording = await withRecordingGtag()
    opened = recording.opened
    const { page } = opened
    await waitForHydration(page)
    await page.mouse.move(200, 300)
    await page.mouse.down()
    await page.mouse.up()
    await page.waitForFunction(() => (window as unknown as { __gtagRuns?: number }).__gtagRuns === 1)

    await clientNavigate(page, '/about')
    await clientNavigate(page, '/locations?view=states')
    await clientNavigate(page, '/services/life-care-planning')
    await page.waitForTimeout(300)

    expect(recording.requests).toHaveLength(1)
    expect(recording.requests[0]).toContain(`id=${siteConfig.analytics.measurementId}`)
    await expect(page.locator('script[src*="googletagmanager.com/gtag/js"]').count()).resolves.toBe(1)

    const views = (await recordedEvents(page)).filter((event) => event.name === 'page_view')
    expect(views.map((view) => view.params.page_path)).toEqual(['/', '/about', '/locations?view=states', '/services/life-care-planning'])
    expect(views[2]!.params.page_location).toBe(new URL('/locations?view=states', baseUrl()).toString())
    expect(views[1]!.params.page_title).toBe(`About the Firm and Our Principal Economist | ${siteConfig.name}`)
    expect(views[3]!.params.page_title).toMatch(/^Life Care Planning/)
    for (const view of views) expect(view.params.page_title).toBe(view.params.page_title?.trim())
    expect(new Set(views.map((view) => view.params.page_title)).size).toBe(4)
    expect(opened.consoleErrors).toEqual([])
  })

  test('a phone click sends phone_click with the place and the number', async () => {
    const recording = await withRecordingGtag()
    opened = recording.opened
    const { page } = opened
    await waitForHydration(page)
    // Keep the browser from leaving for the dialer.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
    await page.getByRole('contentinfo').locator('a[href^="tel:"]').click()
    await page.getByRole('complementary', { name: 'Quick actions' }).getByRole('link', { name: /^Call / }).click()
    const clicks = (await recordedEvents(page)).filter((event) => event.name === 'phone_click')
    expect(clicks).toEqual([
      { name: 'phone_click', params: { event_label: 'footer', value: siteConfig.phone } },
      { name: 'phone_click', params: { event_label: 'floating_menu', value: siteConfig.phone } },
    ])
  })

  test('a successful form submission sends form_submit with the form type and case type', async () => {
    const recording = await withRecordingGtag({}, '/contact')
    opened = recording.opened
    const { page } = opened
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Consultation request' })
    await form.getByLabel('First Name').fill('Jane')
    await form.getByLabel('Last Name').fill('Doe')
    await form.getByLabel('Email').fill('jane.doe@example.com')
    await form.getByLabel('Phone').fill('(215) 555-0199')
    const caseType = await form.getByLabel('Case Type').locator('option').nth(1).textContent()
    await form.getByLabel('Case Type').selectOption({ label: caseType! })
    await form.getByLabel('Case Details').fill('A wrongful death matter with a deposition in March.')
    await form.getByRole('button', { name: /send/i }).click()
    await page.getByText('Success!').waitFor()
    const submits = (await recordedEvents(page)).filter((event) => event.name === 'form_submit')
    expect(submits).toEqual([{ name: 'form_submit', params: { event_label: 'contact', value: caseType } }])
  })

  test('with Global Privacy Control on, no script is requested and no event is recorded', async () => {
    const requests: string[] = []
    opened = await openPage('/', {
      extraHTTPHeaders: { 'Sec-GPC': '1' },
      prepare: async (page, context) => {
        await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
        await context.route(GTAG_URL, async (route) => {
          requests.push(route.request().url())
          await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
        })
      },
    })
    const { page } = opened
    await waitForHydration(page)
    await page.mouse.click(200, 300)
    await page.waitForTimeout(500)
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
    await page.getByRole('contentinfo').locator('a[href^="tel:"]').click()
    await clientNavigate(page, '/about')
    await page.waitForTimeout(500)
    expect(requests).toEqual([])
    await expect(page.evaluate(() => ({ dataLayer: 'dataLayer' in window, gtag: 'gtag' in window }))).resolves.toEqual({ dataLayer: false, gtag: false })
    expect(opened.consoleErrors).toEqual([])
  })
})

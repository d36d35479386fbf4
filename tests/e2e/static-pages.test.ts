import { afterEach, describe, expect, test } from 'vitest'
import { findCity } from '~/lib/content/locations'
import { type OpenedPage, openPage, recordedEvents, waitForHydration, withRecordingGtag } from './support'

// Pages in the quick sample build (PRERENDER_SAMPLE=28) too.
const STATE = '/alabama'
const CITY = '/alabama/birmingham'
const SERVICE_CITY = '/services/economic-loss-assessment/alabama/birmingham'

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

/** Marks the window, so a later check can tell a client navigation (mark kept) from a document load. */
async function markWindow(opened: OpenedPage): Promise<() => Promise<boolean>> {
  await opened.page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  return () => opened.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)
}

function heading(opened: OpenedPage) {
  return opened.page.getByRole('heading', { level: 1 }).textContent()
}

describe('static location bodies (decision 014)', () => {
  test('a hydrated location page keeps the server body, and its links navigate in the app to the next page body', async () => {
    opened = await openPage(STATE)
    const { page } = opened
    const serverBody = await page.locator('[data-static-page]').innerHTML()
    await waitForHydration(page)
    await expect(page.locator('[data-static-page]').innerHTML()).resolves.toBe(serverBody)
    const sameDocument = await markWindow(opened)

    const city = findCity('alabama', 'birmingham')!
    await page.getByRole('region', { name: 'Cities in Alabama' }).getByRole('link', { name: city.name, exact: true }).click()
    await page.waitForURL(`**${CITY}`)
    await expect.poll(() => heading(opened!)).toBe('Forensic economics and expert witness services in Birmingham, AL')
    await expect(page.title()).resolves.toMatch(/Birmingham, AL/)
    await expect(sameDocument()).resolves.toBe(true)

    // From the city to a service there, then back twice: each body is the one its address prerenders.
    await page.locator(`[data-static-page] a[href="${SERVICE_CITY}"]`).first().click()
    await page.waitForURL(`**${SERVICE_CITY}`)
    await expect.poll(() => heading(opened!)).toBe('Economic Loss Assessment in Birmingham, AL')
    await page.goBack()
    await page.waitForURL(`**${CITY}`)
    await expect.poll(() => heading(opened!)).toBe('Forensic economics and expert witness services in Birmingham, AL')
    await page.goBack()
    await page.waitForURL(`**${STATE}`)
    await expect.poll(() => page.locator('[data-static-page]').innerHTML()).toBe(serverBody)
    await expect(sameDocument()).resolves.toBe(true)
    expect(opened.consoleErrors).toEqual([])
  })

  test("a city's dot on the state map (an SVG link) navigates in the app too", async () => {
    opened = await openPage(STATE)
    await waitForHydration(opened.page)
    const sameDocument = await markWindow(opened)
    await opened.page.locator(`[data-static-page] svg a[href="${CITY}"]`).click()
    await opened.page.waitForURL(`**${CITY}`)
    await expect.poll(() => heading(opened!)).toBe('Forensic economics and expert witness services in Birmingham, AL')
    await expect(sameDocument()).resolves.toBe(true)
  })

  test('a body reached by client navigation is the same HTML the page prerenders', async () => {
    const direct = await openPage(SERVICE_CITY)
    const prerendered = await direct.page.locator('[data-static-page]').innerHTML()
    await direct.close()

    opened = await openPage(CITY)
    await waitForHydration(opened.page)
    await opened.page.locator(`[data-static-page] a[href="${SERVICE_CITY}"]`).first().click()
    await opened.page.waitForURL(`**${SERVICE_CITY}`)
    await expect.poll(() => opened!.page.locator('[data-static-page]').innerHTML()).toBe(prerendered)
  })

  test('a modified click and an anchor on the same page are left to the browser', async () => {
    opened = await openPage(STATE)
    const { page, context } = opened
    await waitForHydration(page)
    const sameDocument = await markWindow(opened)
    const link = page.locator(`[data-static-page] a[href="${CITY}"]`).first()
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })])
    await tab!.close()
    expect(page.url()).toMatch(new RegExp(`${STATE}$`))
    const anchor = page.locator('[data-static-page] a[href^="#"]').first()
    if (await anchor.count()) {
      await anchor.click()
      await expect(sameDocument()).resolves.toBe(true)
      expect(new URL(page.url()).pathname).toBe(STATE)
    }
  })

  test('the phone link of a static body sends phone_click with its place after a client navigation too', async () => {
    const { opened: recording } = await withRecordingGtag({}, STATE)
    opened = recording
    const { page } = opened
    await waitForHydration(page)
    await page.locator(`[data-static-page] a[href="${CITY}"]`).first().click()
    await page.waitForURL(`**${CITY}`)
    await expect.poll(() => heading(opened!)).toMatch(/Birmingham, AL/)
    // The test stays on the page: the browser does not dial.
    await page.evaluate(() => {
      document.addEventListener('click', (event) => {
        if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault()
      })
    })
    await page.locator('[data-static-page] a[href^="tel:"]').click()
    await expect(recordedEvents(page, 'phone_click')).resolves.toEqual([{ name: 'phone_click', params: { event_label: 'location_cta', value: expect.any(String) as string } }])
  })
})

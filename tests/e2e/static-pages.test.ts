import fs from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { directPageTree } from '~/components/location/render-direct-page.server'
import { ServiceCityBody } from '~/components/pages/service-city-body'
import { findCity } from '~/lib/content-folder/locations'
import { buildServiceCityPage } from '~/lib/pages/service-city.server'
import { aiCopyPath, buildMeta } from '~/lib/seo/page-meta'
import { rootLoaderData } from '~/lib/seo/person-node.server'
import { type AiCopy, aiCopyOf, headFromMeta } from '../../scripts/build-steps/ai-copies'
import { readPageTree } from '../../scripts/build-steps/page-text-from-tree'
import { buildClientDir, htmlFileFor } from './initial-assets'
import { baseUrl, type OpenedPage, openPage, recordedEvents, waitForHydration, withRecordingGtag } from './support'

// Pages in the quick sample build (PRERENDER_SAMPLE=28) too.
const STATE = '/alabama'
const CITY = '/alabama/birmingham'
const SERVICE_CITY = '/services/economic-loss-assessment/alabama/birmingham'
const BODY = '[data-static]'

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

/** Marks the window, so a later check can tell a client navigation (mark kept) from a document load (mark gone). */
async function markWindow(opened: OpenedPage): Promise<() => Promise<boolean>> {
  await opened.page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  return () => opened.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)
}

function heading(opened: OpenedPage) {
  return opened.page.getByRole('heading', { level: 1 }).textContent()
}

/** The body the build wrote for a page, as the browser parses it from the served file. */
async function servedBody(opened: OpenedPage, pagePath: string): Promise<string> {
  const html = fs.readFileSync(htmlFileFor(pagePath), 'utf8')
  return opened.page.evaluate(
    ([source, selector]) => new DOMParser().parseFromString(source!, 'text/html').querySelector(selector!)!.innerHTML,
    [html, BODY],
  )
}

describe('location pages are documents of their own (decision 022)', () => {
  test('a navigation from a city page to a service-in-city page is a document navigation', async () => {
    opened = await openPage(CITY)
    const { page } = opened
    await waitForHydration(page)
    const sameDocument = await markWindow(opened)
    await page.locator(`${BODY} a[href="${SERVICE_CITY}"]`).first().click()
    await page.waitForURL(`**${SERVICE_CITY}`)
    await expect.poll(() => heading(opened!)).toBe('Economic Loss Assessment in Birmingham, AL')
    await expect(sameDocument()).resolves.toBe(false)
    await expect(page.locator(BODY).innerHTML()).resolves.toBe(await servedBody(opened, SERVICE_CITY))
    expect(opened.consoleErrors).toEqual([])
  })

  test('from a state to a city and on to a service there, and back twice: each address shows the document the build wrote for it', async () => {
    opened = await openPage(STATE)
    const { page } = opened
    await waitForHydration(page)
    const city = findCity('alabama', 'birmingham')!
    // The full city list is folded (decision 029): the visitor opens it first.
    await page.locator('#cities-map details > summary').click()
    await page
      .getByRole('region', { name: 'Cities in Alabama' })
      .getByRole('link', { name: city.name, exact: true })
      .click()
    await page.waitForURL(`**${CITY}`)
    await expect.poll(() => heading(opened!)).toBe('Forensic economics and expert witness services in Birmingham, AL')
    await expect(page.title()).resolves.toMatch(/Birmingham, AL/)
    await page.locator(`${BODY} a[href="${SERVICE_CITY}"]`).first().click()
    await page.waitForURL(`**${SERVICE_CITY}`)
    await page.goBack()
    await page.waitForURL(`**${CITY}`)
    await expect.poll(() => heading(opened!)).toBe('Forensic economics and expert witness services in Birmingham, AL')
    await page.goBack()
    await page.waitForURL(`**${STATE}`)
    await expect.poll(() => page.locator(BODY).innerHTML()).toBe(await servedBody(opened, STATE))
    expect(opened.consoleErrors).toEqual([])
  })

  test("a city in the state's list of cities loads the city's document", async () => {
    opened = await openPage(STATE)
    await waitForHydration(opened.page)
    const sameDocument = await markWindow(opened)
    // The map is a picture (issue 53): the folded list of cities beside it is the way in.
    await opened.page.locator(`${BODY} #cities-map summary`).first().click()
    await opened.page.locator(`${BODY} #cities-map a[href="${CITY}"]`).click()
    await opened.page.waitForURL(`**${CITY}`)
    await expect.poll(() => heading(opened!)).toBe('Forensic economics and expert witness services in Birmingham, AL')
    await expect(sameDocument()).resolves.toBe(false)
  })

  test("a link from a content page to a location page loads that page's document, and so does every link between pages", async () => {
    opened = await openPage('/locations')
    const { page } = opened
    await waitForHydration(page)
    const sameDocument = await markWindow(opened)
    await page.locator(`main a[href="${STATE}"]`).first().click()
    await page.waitForURL(`**${STATE}`)
    await expect.poll(() => heading(opened!)).toMatch(/Alabama/)
    await expect(sameDocument()).resolves.toBe(false)
    // The footer's links lead from the location page to search and on to the calculator, each a document of
    // its own (decision 043: no page is React Router's, none navigates in an app).
    await waitForHydration(page)
    await page.getByRole('contentinfo').locator('a[href="/search"]').click()
    await page.waitForURL('**/search')
    await waitForHydration(page)
    const fromSearch = await markWindow(opened)
    await page.getByRole('contentinfo').locator('a[href="/economic-loss-calculator"]').click()
    await page.waitForURL('**/economic-loss-calculator')
    await expect(fromSearch()).resolves.toBe(false)
  })

  test('a modified click and an anchor on the same page are left to the browser', async () => {
    opened = await openPage(STATE)
    const { page, context } = opened
    await waitForHydration(page)
    const sameDocument = await markWindow(opened)
    // The state's list of cities is folded; the map's dots are no links (issue 53).
    await page.locator(`${BODY} #cities-map summary`).first().click()
    const link = page.locator(`${BODY} #cities-map a[href="${CITY}"]`).first()
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })])
    await tab!.close()
    expect(page.url()).toMatch(new RegExp(`${STATE}$`))
    const anchor = page.locator(`${BODY} a[href^="#"]`).first()
    if (await anchor.count()) {
      await anchor.click()
      await expect(sameDocument()).resolves.toBe(true)
      expect(new URL(page.url()).pathname).toBe(STATE)
    }
  })

  test('the phone links of a location body send phone_click with their places', async () => {
    const { opened: recording } = await withRecordingGtag({}, CITY)
    opened = recording
    const { page } = opened
    await waitForHydration(page)
    // The test stays on the page: the browser does not dial.
    await page.evaluate(() => {
      document.addEventListener('click', (event) => {
        if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault()
      })
    })
    // The short call to action after the first section, then the closing one.
    const links = page.locator(`${BODY} a[href^="tel:"]`)
    expect(await links.count()).toBe(2)
    await links.nth(0).click()
    await links.nth(1).click()
    await expect(recordedEvents(page, 'phone_click')).resolves.toEqual([
      { name: 'phone_click', params: { event_label: 'location_cta_early', value: expect.any(String) as string } },
      { name: 'phone_click', params: { event_label: 'location_cta', value: expect.any(String) as string } },
    ])
  })
})

describe('no page has a .data file', () => {
  test('the build wrote no .data file beside any state, city or service-in-city page, and the server has none to give', async () => {
    const dir = buildClientDir()
    const dataFiles: string[] = []
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name)
        if (entry.isDirectory()) walk(file)
        else if (entry.name.endsWith('.data')) dataFiles.push(`/${path.relative(dir, file).replace(/\.data$/, '')}`)
      }
    }
    walk(dir)
    // No page is React Router's (decision 043): no page has one.
    expect(dataFiles).toEqual([])
    for (const page of [STATE, CITY, SERVICE_CITY]) {
      expect(fs.existsSync(path.join(dir, page, 'index.html')), page).toBe(true)
      const response = await fetch(new URL(`${page}.data`, baseUrl()))
      expect(response.status, `${page}.data`).toBe(404)
    }
  })
})

describe('the AI copy of a location page is built from its page data', () => {
  test('the AI copy of a service-in-city page equals the one built from its page data', async () => {
    const file = path.join(buildClientDir(), aiCopyPath(SERVICE_CITY))
    const written = JSON.parse(fs.readFileSync(file, 'utf8')) as AiCopy
    const page = buildServiceCityPage('economic-loss-assessment', 'alabama', 'birmingham')
    const head = headFromMeta(buildMeta(page.meta, [{ id: 'root', data: rootLoaderData() }]))
    const { main } = readPageTree(await directPageTree(createElement(ServiceCityBody, { page })))
    const { copy } = aiCopyOf(head, () => main, SERVICE_CITY, written.dateModified)
    expect(copy).toEqual(written)
    expect(written.sections.length).toBeGreaterThan(3)
  })
})

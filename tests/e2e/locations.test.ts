import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { FIXED_PAGE_COPY } from '~/copy/pages'
import { findState, listCities, listStates } from '~/lib/content-folder/locations'
import { listNoindexPagePaths, listServiceCityPaths } from '~/lib/content-folder/paths'
import { listServices } from '~/lib/content-folder/services'
import { buildClientDir } from './initial-assets'
import { baseUrl, type OpenedPage, openPage, waitForHydration } from './support'

/** The first of these pages that the build under test rendered (a sample build renders some of them). */
function firstBuilt(paths: readonly string[]): string {
  const found = paths.find((pagePath) => fs.existsSync(path.join(buildClientDir(), pagePath, 'index.html')))
  if (!found) throw new Error(`None of ${String(paths.length)} pages was built`)
  return found
}

// Pages chosen so that they are also in the quick sample build (PRERENDER_SAMPLE=28).
const STATE_SLUG = 'alabama'
const CITY_SLUG = 'mobile'
const SERVICE_SLUG = 'business-valuation'

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

function alabama() {
  const state = findState(STATE_SLUG)
  if (!state) throw new Error('The location data has no Alabama')
  return state
}

describe('location pages', () => {
  test('a state page lists all its cities, each a link to its city page, and draws them on its map', async () => {
    const state = alabama()
    opened = await openPage(`/${STATE_SLUG}`)
    const { page, consoleErrors } = opened
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Forensic economics and expert witness services in Alabama',
    )
    // The full list is folded (decision 029): the visitor opens it.
    await page.locator('#cities-map details > summary').click()
    const cities = page.getByRole('region', { name: 'Cities in Alabama' })
    await expect(cities.getByRole('link').count()).resolves.toBe(state.cities.length)
    for (const city of state.cities) {
      await expect(cities.getByRole('link', { name: city.name, exact: true }).getAttribute('href')).resolves.toBe(
        `/${STATE_SLUG}/${city.slug}`,
      )
    }
    // The map is a picture, its dots no links (issue 53): the list above is the way in.
    await expect(page.locator('#cities-map figure circle').count()).resolves.toBe(state.cities.length)
    await expect(page.locator('#cities-map figure a').count()).resolves.toBe(0)
    // The outline is one cached file per state, sized in the markup so nothing shifts when it arrives.
    const outline = page.locator('figure img[src="/maps/alabama.svg"]')
    await expect(outline.getAttribute('width')).resolves.toMatch(/^\d+$/)
    await expect(outline.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).resolves.toBe(
      true,
    )
    expect(consoleErrors).toEqual([])
  })

  test('a state page carries its damages-law table with a citation and a review date on every row, and its federal districts', async () => {
    opened = await openPage('/texas')
    const { page, consoleErrors } = opened
    // The full list of rules and the division detail are folded (decision 029): the visitor opens them.
    for (const summary of await page.locator('#damages-law summary, #federal-courts summary').all())
      await summary.click()
    const table = page.getByRole('table', { name: 'Rules in Texas that shape an economic damages report' })
    const rows = table.locator('tbody tr')
    expect(await rows.count()).toBeGreaterThan(5)
    for (const row of await rows.all()) {
      await expect(row.locator('cite').textContent()).resolves.toMatch(/\S/)
      await expect(row.locator('td').last().textContent()).resolves.toMatch(/^[A-Z][a-z]+ \d{1,2}, 20\d\d$/)
    }
    await expect(page.getByText(/General information, not legal advice/).count()).resolves.toBe(1)
    // The state's own courts under their heading, the federal districts under theirs (issue 53).
    const courts = page.getByRole('region', { name: 'Courts in Texas' })
    const federal = courts.locator('#federal-courts')
    await expect(federal.getByRole('heading', { level: 3 }).textContent()).resolves.toBe('Federal district courts')
    await expect(
      federal.getByRole('heading', { name: 'United States District Court for the Southern District of Texas' }).count(),
    ).resolves.toBe(1)
    await expect(federal.getByText(/Houston Division/).count()).resolves.toBeGreaterThan(0)
    await expect(federal.innerText()).resolves.not.toMatch(/State trial court|Workers’ compensation/)
    await expect(courts.locator('#state-courts').innerText()).resolves.toMatch(/^State courts\s+State trial court/)
    expect(consoleErrors).toEqual([])
  })

  test('a city page states its county, population with its year and courts, with the map beside', async () => {
    opened = await openPage('/texas/houston')
    const { page, consoleErrors } = opened
    const main = page.locator('main')
    // Each fact once (decision 029): the counties and the population in the box.
    await expect(main.locator('#about-city dl').innerText()).resolves.toMatch(
      /Counties\s+Harris County, Fort Bend County, Montgomery County, Waller County/,
    )
    await expect(main.locator('#about-city dl').innerText()).resolves.toMatch(
      /Population\s+[\d,]+ \(ACS 2019-2023 5-year estimate\)/,
    )
    await expect(main.innerText()).resolves.toMatch(
      /United States District Court for the Southern District of Texas, Houston Division \(28 U\.S\.C\. § 124\(b\)\(2\)\)/,
    )
    await expect(main.innerText()).resolves.not.toMatch(/El Paso/)
    await expect(page.locator('figure img[src="/maps/texas.svg"]').count()).resolves.toBe(1)
    expect(consoleErrors).toEqual([])
  })

  test('a city page links to every live service in that city', async () => {
    opened = await openPage(`/${STATE_SLUG}/${CITY_SLUG}`)
    const { page, consoleErrors } = opened
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Forensic economics and expert witness services in Mobile, AL',
    )
    const services = listServices()
    expect(services).toHaveLength(20)
    for (const service of services) {
      const link = page.locator('main').getByRole('link', { name: `${service.title} in Mobile`, exact: true })
      await expect(link.getAttribute('href')).resolves.toBe(`/services/${service.slug}/${STATE_SLUG}/${CITY_SLUG}`)
    }
    const serviceHrefs = await page
      .locator(`main a[href^="/services/"][href$="/${STATE_SLUG}/${CITY_SLUG}"]`)
      .evaluateAll((links) => new Set(links.map((link) => link.getAttribute('href'))).size)
    expect(serviceHrefs).toBe(services.length)
    expect(consoleErrors).toEqual([])
  })

  test('a service-in-city page links to nearby cities, and its breadcrumb trail leads to the state, the hub and the services', async () => {
    const path = `/services/${SERVICE_SLUG}/${STATE_SLUG}/${CITY_SLUG}`
    opened = await openPage(path)
    const { page, consoleErrors } = opened
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Business Valuation in Mobile, AL',
    )

    const nearby = page.getByRole('region', { name: 'Nearby cities' })
    const nearbyHrefs = await nearby
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(nearbyHrefs.length).toBeGreaterThanOrEqual(3)
    expect(nearbyHrefs.every((href) => href?.startsWith(`/services/${SERVICE_SLUG}/`) && href !== path)).toBe(true)
    const miles = (await nearby.locator('li').allInnerTexts()).map((text) => Number(/(\d+) mi$/.exec(text)?.[1]))
    expect(miles.every((value) => value > 0 && value <= 150)).toBe(true)
    expect(miles).toEqual([...miles].sort((a, b) => a - b))

    const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(trail.getByRole('link').allTextContents()).resolves.toEqual([
      'Home',
      'Services',
      'Business Valuation',
      'Alabama',
    ])
    await expect(trail.locator('[aria-current="page"]').textContent()).resolves.toBe('Mobile')

    await trail.getByRole('link', { name: 'Alabama' }).click()
    await page.waitForURL(`${baseUrl()}/${STATE_SLUG}`)
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Forensic economics and expert witness services in Alabama',
        exact: true,
      })
      .waitFor()

    await page.goBack()
    await page.waitForURL(`${baseUrl()}${path}`)
    await page.getByRole('heading', { level: 1, name: 'Business Valuation in Mobile, AL', exact: true }).waitFor()
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Business Valuation' }).click()
    await page.waitForURL(`${baseUrl()}/services/${SERVICE_SLUG}`)
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .locator('[aria-current="page"]', { hasText: /^Business Valuation$/ })
      .waitFor()
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Business Valuation')

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Services' }).click()
    await page.waitForURL(`${baseUrl()}/services`)
    await page.getByRole('heading', { level: 1, name: FIXED_PAGE_COPY['/services'].h1 }).waitFor()
    expect(consoleErrors).toEqual([])
  })

  test('an economic loss page for a city states the labor market with its source, the venue statutes and the admissibility rule', async () => {
    const pagePath = firstBuilt(
      listServiceCityPaths().filter((candidate) => candidate.startsWith('/services/economic-loss-assessment/')),
    )
    opened = await openPage(pagePath)
    const { page, consoleErrors } = opened
    const labor = page.getByRole('region', { name: 'Labor force and unemployment' })
    await expect(labor.getByRole('listitem').first().textContent()).resolves.toMatch(
      /: a labor force of [\d,]+, [\d,]+ unemployed, a rate of \d+\.\d% as BLS publishes it\.$/,
    )
    await expect(labor.innerText()).resolves.toMatch(/against 4\.0% for the United States/)
    await expect(labor.innerText()).resolves.toMatch(
      /Source: BLS, Local Area Unemployment Statistics \(LAUS\), county data, 2024 annual averages, revised April 2026/,
    )
    const courts = page.getByRole('region', { name: 'Courts' })
    await expect(courts.innerText()).resolves.toMatch(/ lies (partly )?within the .+\(28 U\.S\.C\. § \d+/)
    await expect(courts.innerText()).resolves.toMatch(/28 U\.S\.C\. § 1391.+28 U\.S\.C\. § 1441\(a\)/)
    await expect(page.locator('main').innerText()).resolves.not.toMatch(/housing units|per square mile|are heard in/)
    expect(consoleErrors).toEqual([])
  })

  test('an advisory service in a city answers 200 with its content and links, marked noindex, follow, with no canonical and no AI copy', async () => {
    const noindex = new Set(listNoindexPagePaths())
    const pagePath = firstBuilt(listServiceCityPaths().filter((candidate) => noindex.has(candidate)))
    const response = await fetch(`${baseUrl()}${pagePath}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/?>/)
    expect(html).not.toMatch(/rel="canonical"/)
    expect((await fetch(`${baseUrl()}/ai/pages${pagePath}.json`)).status).toBe(404)
    expect(await (await fetch(`${baseUrl()}/robots.txt`)).text()).not.toMatch(/Disallow: \/services/)
    opened = await openPage(pagePath)
    const { page, consoleErrors } = opened
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/ in .+, [A-Z]{2}$/)
    const others = page.getByRole('region', { name: /^Other services in / })
    await expect(others.getByRole('link').count()).resolves.toBe(listServices().length - 1)
    expect(consoleErrors).toEqual([])
  })

  test('a city slug with a state suffix shows the plain city name', async () => {
    opened = await openPage('/virginia/springfield-va')
    const { page, consoleErrors } = opened
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Forensic economics and expert witness services in Springfield, VA',
    )
    await expect(page.title()).resolves.toMatch(/^Forensic Economist in Springfield, VA \| /)
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]').textContent(),
    ).resolves.toBe('Springfield')
    await expect(page.locator('main').innerText()).resolves.not.toMatch(/springfield-va/i)
    expect(consoleErrors).toEqual([])
  })

  test('the locations index lists every state with all its cities', async () => {
    opened = await openPage('/locations')
    const { page, consoleErrors } = opened
    const directory = page.getByRole('region', { name: 'States and cities' })
    for (const state of listStates()) {
      const group = directory.getByRole('region', { name: state.name, exact: true })
      await expect(group.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')).resolves.toBe(
        `/${state.slug}`,
      )
      await expect(group.getByRole('link').count()).resolves.toBe(state.cities.length + 1)
    }
    const cityLinks = await directory.locator('section a').count()
    expect(cityLinks).toBe(listCities().length + listStates().length)
    expect(consoleErrors).toEqual([])
  })

  test.each([
    ['an unknown state', '/atlantis'],
    ['an unknown city', `/${STATE_SLUG}/gotham`],
    ['a city of another state', `/oregon/${CITY_SLUG}`],
    ['an unknown service', `/services/astrology/${STATE_SLUG}/${CITY_SLUG}`],
    ['an unknown state under a service', `/services/${SERVICE_SLUG}/atlantis/${CITY_SLUG}`],
    ['an unknown city under a service', `/services/${SERVICE_SLUG}/${STATE_SLUG}/gotham`],
  ])('%s answers 404 with the not-found page', async (_label, path) => {
    const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' })
    expect(response.status).toBe(404)
    await expect(response.text()).resolves.toContain(FIXED_PAGE_COPY['/404'].h1)
  })
})

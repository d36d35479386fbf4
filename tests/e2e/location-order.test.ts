/**
 * Pages of a place in the attorney's order (issue: attorney-first pages): in the main content of a
 * service-in-city page the courts come before the place facts and a call to action comes before the
 * second section; on a phone /texas is at most half the 17,500 px it was, its division-by-county
 * detail folded into disclosures that open without JavaScript.
 */
import { afterEach, describe, expect, test } from 'vitest'
import { type OpenedPage, openPage } from './support'

const SERVICE_IN_CITY = '/services/economic-loss-assessment/pennsylvania/philadelphia'
const PHONE = { width: 390, height: 844 }
/** /texas on a phone before this change, as measured for the issue */
const TEXAS_HEIGHT_BEFORE = 17_500

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

describe("a service-in-city page in the attorney's order", () => {
  test('the courts come before the place facts, and a call to action precedes the second section', async () => {
    opened = await openPage(SERVICE_IN_CITY, { viewport: PHONE })
    const { page } = opened
    const order = await page.evaluate(() => {
      const sections = [...document.querySelectorAll('main section')].filter(
        (section) => !section.parentElement?.closest('main section'),
      )
      return sections.map((section) =>
        section.hasAttribute('data-cta') ? 'cta' : section.id || section.getAttribute('aria-labelledby') || '',
      )
    })
    const courts = order.indexOf('courts')
    const place = order.indexOf('place')
    expect(courts).toBeGreaterThan(-1)
    expect(place).toBeGreaterThan(courts)
    // The opening section (what the firm does here), then a call to action, then the second section.
    expect(order.indexOf('cta')).toBeGreaterThan(-1)
    expect(order.indexOf('cta')).toBeLessThan(courts)
    expect(order.filter((entry) => entry !== 'cta').indexOf('courts')).toBeLessThanOrEqual(2)
    // And again at the end.
    expect(order.at(-1)).toBe('cta')
    const cta = page.locator('main section[data-cta] a[href]').first()
    expect(await cta.getAttribute('href')).toMatch(/^\//)
  })

  test('the place facts are said once: no figure of the box is repeated in its sentences', async () => {
    opened = await openPage(SERVICE_IN_CITY, { viewport: PHONE })
    const { page } = opened
    const { prose, values } = await page.locator('#place').evaluate((section) => ({
      prose: [...section.querySelectorAll('p')].map((p) => p.textContent ?? '').join(' '),
      values: [...section.querySelectorAll('dd')].map((dd) => (dd.textContent ?? '').replace(/ \(.*\)$/, '')),
    }))
    expect(values.length).toBeGreaterThan(1)
    for (const value of values.filter((value) => /\d/.test(value)))
      expect(prose).not.toContain(value.replace(/ sq mi$/, ''))
  })
})

describe('/texas on a phone', () => {
  test('is at most half its former height, the divisions folded into disclosures that open without JavaScript', async () => {
    opened = await openPage('/texas', { viewport: PHONE, javaScriptEnabled: false })
    const { page } = opened
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    expect(height).toBeLessThanOrEqual(TEXAS_HEIGHT_BEFORE / 2)
    const disclosure = page.locator('#federal-courts details').first()
    expect(await disclosure.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false)
    await disclosure.locator('summary').click()
    expect(await disclosure.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true)
    await expect.poll(() => disclosure.locator('li').first().isVisible()).toBe(true)
  })
})

import { afterEach, describe, expect, test } from 'vitest'
import { FORM_FALLBACK_COPY } from '~/copy/form-fallback-copy'
import { VALIDATION_MESSAGES } from '~/lib/leads/messages'
import { type OpenedPage, openPage } from './support'

/** The app's code: blocked, so the form posts as plain HTML. */
const APP_SCRIPTS = /\/assets\/[^/]+\.js$/

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

describe('a form posted without JavaScript and refused (decision 030)', () => {
  test('comes back as the site-styled form with everything typed, the messages stated, and no script', async () => {
    opened = await openPage('/contact', {
      expectedConsoleErrors: [/net::ERR_FAILED/, /dynamically imported module/i, /status of 422/],
      prepare: async (tab) => {
        await tab.route(APP_SCRIPTS, (route) => route.abort())
      },
    })
    const { page } = opened
    const form = page.getByRole('form', { name: 'Consultation request' })
    await form.getByLabel('First Name').fill('Robin')
    await form.getByLabel('Last Name').fill('Okafor')
    await form.getByLabel('Email').fill('robin.okafor@nowhere')
    await form.getByLabel('Case Details').fill('Lost earning capacity <after> a shoulder injury & surgery.')
    await Promise.all([page.waitForURL('**/f/contact'), form.getByRole('button', { name: /send/i }).click()])

    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(FORM_FALLBACK_COPY.correctTitle)
    await expect(page.getByRole('alert').textContent()).resolves.toContain(VALIDATION_MESSAGES.email)
    await expect(page.getByLabel('First Name').inputValue()).resolves.toBe('Robin')
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true')
    await expect(page.getByLabel('Case Details').inputValue()).resolves.toBe(
      'Lost earning capacity <after> a shoulder injury & surgery.',
    )
    // The site's stylesheet applies under the page's policy: the heading is set in the site's serif face.
    await expect(page.locator('h1').evaluate((heading) => getComputedStyle(heading).fontFamily)).resolves.toMatch(
      /serif/i,
    )
    await expect(page.evaluate(() => document.styleSheets.length)).resolves.toBeGreaterThan(0)
    await expect(page.locator('script').count()).resolves.toBe(0)
    // Nothing on the page was refused by its policy (the stylesheet and fonts are the site's own).
    expect(opened.consoleErrors.filter((message) => /Content Security Policy|Refused to/i.test(message))).toEqual([])

    // Corrected and sent again from this page, the request is stored and the visitor is back on the site.
    await page.getByLabel('Email').fill('robin.okafor@example.com')
    await page.getByRole('button', { name: FORM_FALLBACK_COPY.submit }).click()
    await page.waitForURL(/\/request-received/)
  })
})

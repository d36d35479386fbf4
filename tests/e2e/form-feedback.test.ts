/**
 * Issue 53: every screen says what happened, in one look. An empty contact form is answered with every
 * problem at once, in a summary at the top that takes focus and links to each field, and with each field's
 * message in the flow of the page, covering nothing; a sent form gives way to a confirmation that stays,
 * focused, naming the request's reference. Both at 390 and 1440 px, and axe clean.
 * Set CONFIRMATION_SCREENSHOTS to a folder to write the screenshots docs/screenshots/ holds.
 */
import path from 'node:path'
import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { ERROR_SUMMARY_HEADING } from '~/components/forms/error-summary'
import { RECORDS_COPY } from '~/copy/records-to-gather'
import { REQUEST_RECEIVED_COPY } from '~/copy/request-received'
import { VALIDATION_MESSAGES } from '~/lib/leads/messages'
import { violations } from './axe'
import { type OpenedPage, openPage, waitForHydration } from './support'

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const

function storedLeadId(email: string): string | undefined {
  const db = new Database(path.join(inject('dataDir'), 'leads.sqlite'), { readonly: true })
  try {
    return (db.prepare('SELECT id FROM leads WHERE email = ?').get(email) as { id: string } | undefined)?.id
  } finally {
    db.close()
  }
}

/** Pairs of boxes that overlap: each field message against every label, control and other message of the form. */
function overlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const form = document.querySelector('form[aria-label="Consultation request"]')!
    const messages = [...form.querySelectorAll('[id$="-error"]')]
    const others = [
      ...form.querySelectorAll('label, input:not([type="hidden"]), select, textarea, button, [id$="-error"]'),
    ]
    const found: string[] = []
    for (const message of messages) {
      const a = message.getBoundingClientRect()
      for (const other of others) {
        if (other === message || other.contains(message) || message.contains(other)) continue
        const b = other.getBoundingClientRect()
        if (b.width === 0 || b.height === 0) continue
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
        if (overlap) found.push(`${message.id} covers ${other.tagName.toLowerCase()} ${other.id || other.textContent}`)
      }
      if (getComputedStyle(message).position === 'absolute' || getComputedStyle(message).position === 'fixed')
        found.push(`${message.id} is out of the flow`)
    }
    return found
  })
}

async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.CONFIRMATION_SCREENSHOTS
  if (folder) await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: false })
}

describe.each(VIEWPORTS)('the contact form at $width px', (viewport) => {
  test('an empty submit lists every missing field at once in a focused summary; each link moves focus to its field; no message covers another element', async () => {
    opened = await openPage('/contact', { viewport })
    const { page } = opened
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Consultation request' })
    await form.getByRole('button', { name: 'Send Consultation Request' }).click()

    const summary = page.locator('[data-slot="error-summary"]')
    await summary.waitFor()
    expect(await summary.getByRole('heading', { name: ERROR_SUMMARY_HEADING }).isVisible()).toBe(true)
    expect(await summary.locator('li').allTextContents()).toEqual([
      `First name: ${VALIDATION_MESSAGES.name}`,
      `Last name: ${VALIDATION_MESSAGES.name}`,
      `Email: ${VALIDATION_MESSAGES.email}`,
    ])
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-slot'))).toBe('error-summary')
    // The summary sits above the form's fields, and no toast stands in for it.
    // Its top edge comes into view below the sticky header (the page scrolls smoothly there).
    const header = (await page.locator('header').first().boundingBox())!
    await expect.poll(async () => (await summary.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1)
    const summaryBox = (await summary.boundingBox())!
    expect(summaryBox.y).toBeLessThan((await form.getByLabel('First Name').boundingBox())!.y)
    expect(await page.getByText('Validation Error').count()).toBe(0)
    await screenshot(page, `${String(viewport.width)}-contact-errors`)

    // Each field carries its message under its label, tied to it for assistive technology.
    for (const label of ['First Name', 'Last Name', 'Email']) {
      const field = form.getByLabel(label)
      expect(await field.getAttribute('aria-invalid'), label).toBe('true')
      const message = page.locator(`[id="${String(await field.getAttribute('aria-describedby'))}"]`)
      expect(await message.isVisible(), label).toBe(true)
    }
    expect(await overlaps(page)).toEqual([])

    for (const [link, id] of [
      ['First name', 'contact-firstName'],
      ['Last name', 'contact-lastName'],
      ['Email', 'contact-email'],
    ] as const) {
      await summary.getByRole('link', { name: new RegExp(`^${link}:`) }).click()
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(id)
      expect(await page.locator(`[id="${id}"]`).isVisible()).toBe(true)
    }
    expect(await violations(page)).toEqual([])
    expect(opened.consoleErrors).toEqual([])
  })

  test("a sent request is confirmed in the form's place: focused, with its reference, still there 10 s later", async () => {
    opened = await openPage('/contact', { viewport })
    const { page } = opened
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Consultation request' })
    const email = `confirmation-${String(viewport.width)}.${String(Date.now())}@lawfirm.example.com`
    await form.getByLabel('First Name').fill('Ada')
    await form.getByLabel('Last Name').fill('Lovelace')
    await form.getByLabel('Email').fill(email)
    const caseType = (await form.getByLabel('Case Type').locator('option').nth(1).textContent()) ?? ''
    await form.getByLabel('Case Type').selectOption(caseType)
    await form.getByRole('button', { name: 'Send Consultation Request' }).click()

    const confirmation = page.locator('[data-slot="request-confirmation"]')
    await confirmation.waitFor({ timeout: 10_000 })
    const reference = storedLeadId(email)
    expect(reference).toMatch(/^ld_/)
    const expectConfirmed = async () => {
      expect(await confirmation.isVisible()).toBe(true)
      expect(await confirmation.getByRole('heading', { name: REQUEST_RECEIVED_COPY.h1 }).isVisible()).toBe(true)
      const text = (await confirmation.textContent()) ?? ''
      expect(text).toContain(`Reference${reference!}`)
      expect(text).toContain(caseType)
      expect(text).toContain(email)
      expect(text).toContain(REQUEST_RECEIVED_COPY.nextStepsHeading)
      expect(await form.count()).toBe(0)
    }
    await expectConfirmed()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-slot'))).toBe('request-confirmation')
    // Its heading is in view, below the sticky header: the visitor sees it without scrolling.
    const heading = confirmation.getByRole('heading', { name: REQUEST_RECEIVED_COPY.h1 })
    const header = (await page.locator('header').first().boundingBox())!
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1)
    const headingBox = (await heading.boundingBox())!
    expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(viewport.height)
    await screenshot(page, `${String(viewport.width)}-contact-confirmation`)
    expect(await violations(page)).toEqual([])
    await page.waitForTimeout(10_000)
    await expectConfirmed()
    expect(opened.consoleErrors).toEqual([])
  }, 40_000)
})

// The page a form posted without JavaScript lands on (axe needs the page's scripting to run, so it is opened as any page).
describe('the request-received page', () => {
  test.each(VIEWPORTS)(
    'a request lands on the page showing the same confirmation, with the records to gather, axe clean at $width px',
    async (viewport) => {
      opened = await openPage('/request-received/personal-injury', { viewport })
      const { page } = opened
      const confirmation = page.locator('[data-slot="request-confirmation"]')
      expect(await confirmation.count()).toBe(1)
      for (const heading of [
        REQUEST_RECEIVED_COPY.nextStepsHeading,
        RECORDS_COPY.heading('Personal Injury'),
        REQUEST_RECEIVED_COPY.urgentHeading,
      ])
        expect(await confirmation.getByRole('heading', { name: heading, level: 2 }).count(), heading).toBe(1)
      expect(await page.getByRole('heading', { name: REQUEST_RECEIVED_COPY.h1, level: 1 }).count()).toBe(1)
      expect(await violations(page)).toEqual([])
    },
  )
})

/**
 * Issue 54 in Chromium against the built site served by its own server: two visitors on one time (the
 * second sees the notice on screen with focus, cannot send without a time unless they choose to, and books
 * an alternative in one tap), and the 390 px phone path from a Houston economic-loss page through the
 * calculator to a booked time, its taps counted; that request in the inbox (the figures, the time, its history)
 * and the attorney's link from the confirmation (Central times, a move, cancel asking first); then a returning
 * visitor's booking in at most 6 taps.
 */
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSmtpServer, temporaryDir } from '../support/server-fixtures'
import { freePort, spawnServer, type SpawnedServer } from '../support/spawn-server'
import { CALCULATOR_FORM_COPY } from '~/copy/calculator'
import { REQUEST_RECEIVED_COPY } from '~/copy/request-received'
import { SLOT_TAKEN_COPY } from '~/components/forms/slot-taken-notice'
import { REMEMBER_COPY } from '~/components/forms/remember-details'
import { openPage, waitForHydration, type OpenedPage } from './support'
import {
  addToCalendarDescription,
  clockTime,
  counselClock,
  moveThenCancelFromLink,
  movedLine,
  requestHistory,
  signedInStaffPage,
} from './booking-flow'

let server: SpawnedServer | undefined
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined
let staff: Awaited<ReturnType<typeof signedInStaffPage>> | undefined
// Passkeys need a host name (an address is no relying party), so the inbox is served on localhost.
let inboxOrigin = ''
const temp = temporaryDir('booking-taps-e2e-')

beforeAll(async () => {
  const smtpPort = await freePort()
  smtp = await startSmtpServer(smtpPort)
  const port = await freePort()
  inboxOrigin = `http://localhost:${String(port)}`
  server = await spawnServer({
    port,
    env: {
      DATA_DIR: path.join(temp.dir, 'data'),
      BUILD_DIR: path.resolve(process.env.E2E_BUILD_DIR ?? 'build/client'),
      SITE_URL: `http://127.0.0.1:${String(port)}`,
      INBOX_ORIGIN: inboxOrigin,
      TRUST_PROXY: '1',
      SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`,
      NOTIFY_TO: 'office@firm.example.com',
    },
  })
  staff = await signedInStaffPage(path.join(temp.dir, 'data'), inboxOrigin)
}, 180_000)

afterAll(async () => {
  await staff?.close()
  await server?.stop()
  await smtp?.close()
  temp.remove()
})

const url = (pathname: string) => `${server?.url ?? ''}${pathname}`
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: 'America/Chicago' }

/** Counts pointer activations (a tap, including one that focuses a field); typing is not a tap. */
function tapCounter(page: Page) {
  let taps = 0
  return {
    async tap(target: Locator) {
      taps += 1
      await target.tap()
    },
    async tapAndType(target: Locator, text: string) {
      taps += 1
      await target.tap()
      await page.keyboard.type(text)
    },
    get count() {
      return taps
    },
  }
}

const picker = (page: Page) => page.getByRole('group', { name: 'Book a time (optional)' })
const timeChips = (page: Page) => picker(page).getByRole('group', { name: 'Time' }).locator('label')
const bookedText = (page: Page) =>
  page.getByText(/Your consultation is booked for .* Central \(.* Eastern, the firm's time\)/).first()

async function fillPerson(page: Page, person: { first: string; last: string; email: string; phone: string }) {
  const form = page.getByRole('form', { name: 'Schedule a consultation' })
  await form.getByLabel('First Name').fill(person.first)
  await form.getByLabel('Last Name').fill(person.last)
  await form.getByLabel('Email').fill(person.email)
  await form.getByLabel('Phone').fill(person.phone)
}

async function onScreenWithFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return document.activeElement === element && box.top >= 0 && box.bottom <= window.innerHeight
  })
}

describe('booking in a few taps (issue 54)', () => {
  test('two visitors on one time: the second sees the notice with focus, cannot send without choosing, and books an alternative in one tap', async () => {
    const first = await openPage(url('/schedule-consultation'), PHONE)
    // The browser reports the collector's 409 for the taken time as a failed resource.
    const second = await openPage(url('/schedule-consultation'), {
      ...PHONE,
      expectedConsoleErrors: [/status of 409/],
    })
    try {
      for (const opened of [first, second]) {
        await waitForHydration(opened.page)
        await expect.poll(() => picker(opened.page).isVisible(), { timeout: 10_000 }).toBe(true)
        await timeChips(opened.page).first().tap()
      }
      const chosen = await timeChips(first.page).first().locator('input').getAttribute('value')
      expect(await timeChips(second.page).first().locator('input').getAttribute('value')).toBe(chosen)
      await fillPerson(first.page, {
        first: 'Ada',
        last: 'Byron',
        email: 'ada@lawfirm.example.com',
        phone: '(713) 555-0101',
      })
      await fillPerson(second.page, {
        first: 'Grace',
        last: 'Hopper',
        email: 'grace@lawfirm.example.com',
        phone: '(713) 555-0102',
      })
      await first.page.getByRole('button', { name: 'Book Consultation' }).tap()
      await expect.poll(() => bookedText(first.page).isVisible(), { timeout: 10_000 }).toBe(true)

      const { page } = second
      await page.getByRole('button', { name: 'Book Consultation' }).tap()
      const notice = page.locator('[data-slot="slot-taken"]')
      await expect.poll(() => notice.isVisible(), { timeout: 10_000 }).toBe(true)
      expect(await notice.getAttribute('role')).toBe('alert')
      await expect.poll(() => onScreenWithFocus(notice)).toBe(true)
      expect(await notice.textContent()).toContain(SLOT_TAKEN_COPY.taken)
      // No silent request without a time: the send button waits for a new time or the explicit choice.
      const send = page.getByRole('button', { name: 'Request Consultation' })
      expect(await send.isDisabled()).toBe(true)
      await send.tap({ force: true })
      expect(await page.getByRole('heading', { name: REQUEST_RECEIVED_COPY.h1 }).count()).toBe(0)
      expect(await notice.getByRole('button', { name: SLOT_TAKEN_COPY.withoutTime }).isVisible()).toBe(true)

      const alternatives = notice.getByRole('button', { name: /^Book / })
      expect(await alternatives.count()).toBeGreaterThan(0)
      await alternatives.first().tap()
      await expect.poll(() => bookedText(page).isVisible(), { timeout: 10_000 }).toBe(true)
      const confirmation = page.locator('[data-slot="request-confirmation"]')
      expect(await confirmation.textContent()).toContain('We will call you at (713) 555-0102.')
      expect(await confirmation.getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href')).toMatch(
        /^data:text\/calendar/,
      )
      expect(await confirmation.getByRole('link', { name: 'Move or cancel the consultation' }).count()).toBe(1)
      expect(first.consoleErrors).toEqual([])
      expect(second.consoleErrors).toEqual([
        'Failed to load resource: the server responded with a status of 409 (Conflict)',
      ])
    } finally {
      await first.close()
      await second.close()
    }
  }, 90_000)

  test('a 390 px phone: from a Houston economic-loss page through the calculator to a booked time in at most 10 taps, then a returning visitor in at most 6', async () => {
    let opened: OpenedPage | undefined
    try {
      opened = await openPage(url('/services/economic-loss-assessment/texas/houston'), PHONE)
      const { page } = opened
      const taps = tapCounter(page)
      await taps.tap(page.getByRole('link', { name: /economic loss calculator, with Texas as the forum/ }))
      await page.waitForURL((address) => address.pathname === '/economic-loss-calculator')
      await waitForHydration(page)
      await expect
        .poll(() => page.locator('#calculator-summary').textContent(), { timeout: 10_000 })
        .toMatch(/\$[\d,]+/)
      await taps.tap(page.getByRole('link', { name: CALCULATOR_FORM_COPY.actions.book }))
      await page.waitForURL((address) => address.pathname === '/schedule-consultation')
      // The place travels in the address (the calculator's keys), the figures never.
      expect(new URL(page.url()).searchParams.get('state')).toBe('texas')
      expect(new URL(page.url()).search).not.toMatch(/total|past|future/i)
      await expect.poll(() => picker(page).isVisible(), { timeout: 10_000 }).toBe(true)
      const form = page.getByRole('form', { name: 'Schedule a consultation' })
      await expect.poll(() => form.getByLabel('Case Details').inputValue()).toContain('Total: $')
      expect(await page.evaluate(() => sessionStorage.getItem('calculator-handoff'))).toBeNull()
      expect(await page.locator('#schedule-courtState').inputValue()).toBe('TX')
      expect(await picker(page).textContent()).toMatch(/Central (Standard|Daylight) Time/)
      // The first open day is chosen already: one tap for a time.
      await taps.tap(timeChips(page).first())
      await taps.tapAndType(form.getByLabel('First Name'), 'Thurgood')
      await taps.tapAndType(form.getByLabel('Last Name'), 'Marshall')
      await taps.tapAndType(form.getByLabel('Email'), 'thurgood@lawfirm.example.com')
      await taps.tapAndType(form.getByLabel('Phone'), '(713) 555-0110')
      await taps.tap(form.getByLabel(REMEMBER_COPY.label))
      const figures = (await form.getByLabel('Case Details').inputValue()).match(/Total: \$[\d,]+/)?.[0]
      expect(figures).toBeDefined()
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/f/schedule')
      await taps.tap(form.getByRole('button', { name: 'Book Consultation' }))
      const booked = (await (await answered).json()) as { id: string; booking: { start: string } }
      await expect.poll(() => bookedText(page).isVisible(), { timeout: 10_000 }).toBe(true)
      expect(taps.count).toBeLessThanOrEqual(10)
      // The time in the attorney's zone and the firm's, the same way on the confirmation and in its calendar file.
      const counsel = counselClock('America/Chicago', 'Central', booked.booking.start)
      expect(await bookedText(page).textContent()).toContain(counsel)
      expect(await addToCalendarDescription(page)).toContain(counsel)
      const manageUrl = await page
        .locator('[data-slot="request-confirmation"]')
        .getByRole('link', { name: 'Move or cancel the consultation' })
        .getAttribute('href')

      // The request in the inbox carries the calculator's figures, the booked time and its history.
      const inbox = staff!.page
      const history = await requestHistory(inbox, inboxOrigin, booked.id)
      expect(await inbox.locator('main').textContent()).toContain(figures)
      const consultation = inbox.getByRole('region', { name: 'Consultation' })
      expect(await consultation.textContent()).toContain(`${clockTime('America/New_York', booked.booking.start)} ET`)
      expect(history).toHaveLength(1)
      expect(history[0]).toMatch(/: Booked for .* ET$/)

      // The attorney's link from the confirmation: Central times, a move, and cancel asking first.
      const target = await moveThenCancelFromLink(page, String(manageUrl), booked.booking.start)
      expect((await requestHistory(inbox, inboxOrigin, booked.id)).map((line) => line.replace(/^.*?ET: /, ''))).toEqual(
        [expect.stringMatching(/^Booked for /), movedLine(target), 'Cancelled'],
      )

      // A returning visitor on the same device: a time and the send button.
      await page.goto(url('/schedule-consultation'))
      const again = tapCounter(page)
      await expect.poll(() => picker(page).isVisible(), { timeout: 10_000 }).toBe(true)
      await expect.poll(() => form.getByLabel('Email').inputValue()).toBe('thurgood@lawfirm.example.com')
      expect(await form.getByRole('button', { name: REMEMBER_COPY.forget }).isVisible()).toBe(true)
      await again.tap(timeChips(page).first())
      await again.tap(form.getByRole('button', { name: 'Book Consultation' }))
      await expect.poll(() => bookedText(page).isVisible(), { timeout: 10_000 }).toBe(true)
      expect(again.count).toBeLessThanOrEqual(6)
      expect(opened.consoleErrors).toEqual([])
    } finally {
      await opened?.close()
    }
  }, 180_000)
})

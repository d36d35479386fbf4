/**
 * Booking a consultation in Chromium against the built site served by its own server (with a real SMTP
 * test server): the slot picker after hydration, the booked confirmation, the attorney's invitation with
 * the same instant, its UID and METHOD:REQUEST, the cancel link, the slot offered again and the
 * METHOD:CANCEL mail; the picker's accessibility at 320 px; the form without JavaScript.
 */
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { calendarOf } from '../support/test-calendar'
import { startSmtpServer, temporaryDir } from '../support/server-fixtures'
import { freePort, spawnServer, type SpawnedServer } from '../support/spawn-server'
import { SCHEDULE_AGENDA } from '~/copy/contact'
import { REQUEST_RECEIVED_COPY } from '~/copy/request-received'
import { violations } from './axe'
import { addToCalendarDescription, counselClock, icsDescription } from './booking-flow'
import { openPage, waitForHydration } from './support'

let server: SpawnedServer | undefined
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined
const temp = temporaryDir('booking-e2e-')

beforeAll(async () => {
  const smtpPort = await freePort()
  smtp = await startSmtpServer(smtpPort)
  const port = await freePort()
  server = await spawnServer({
    port,
    env: {
      DATA_DIR: path.join(temp.dir, 'data'),
      BUILD_DIR: path.resolve(process.env.E2E_BUILD_DIR ?? 'build/client'),
      SITE_URL: `http://127.0.0.1:${String(port)}`,
      TRUST_PROXY: '1',
      SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`,
      NOTIFY_TO: 'office@firm.example.com',
    },
  })
}, 60_000)

afterAll(async () => {
  await server?.stop()
  await smtp?.close()
  temp.remove()
})

const url = (pathname: string) => `${server?.url ?? ''}${pathname}`

describe('booking a consultation time', () => {
  test('books a slot, invites the attorney, and cancels from the link', async () => {
    const opened = await openPage(url('/schedule-consultation'), { timezoneId: 'America/Los_Angeles' })
    const { page } = opened
    try {
      await waitForHydration(page)
      const form = page.getByRole('form', { name: 'Schedule a consultation' })
      const picker = form.getByRole('group', { name: 'Book a time (optional)' })
      await expect.poll(() => picker.isVisible(), { timeout: 10_000 }).toBe(true)
      expect(await picker.textContent()).toMatch(/Pacific (Standard|Daylight) Time/)
      // Keyboard: the first time of the first day, chosen with the space bar.
      const firstTime = picker.getByRole('group', { name: 'Time' }).getByRole('radio').first()
      await firstTime.focus()
      await page.keyboard.press('Space')
      expect(await firstTime.isChecked()).toBe(true)
      const slotStart = String(await firstTime.getAttribute('value'))
      await form.getByLabel('First Name').fill('Ruth')
      await form.getByLabel('Last Name').fill('Bader')
      await form.getByLabel('Email').fill('ruth.bader@lawfirm.example.com')
      await form.getByLabel('Phone').fill('(215) 555-0100')
      await form.getByRole('button', { name: 'Book Consultation' }).click()
      const confirmation = page.locator('[data-slot="request-confirmation"]')
      await expect
        .poll(() => page.getByRole('heading', { name: REQUEST_RECEIVED_COPY.h1 }).isVisible(), { timeout: 10_000 })
        .toBe(true)
      await expect
        .poll(() =>
          page
            .getByText(
              /Your consultation is booked for .* Pacific \(.* Eastern, the firm's time\)\. A calendar invitation/,
            )
            .first()
            .isVisible(),
        )
        .toBe(true)

      // Counsel's time, said one way: the attorney's (Pacific) with the firm's (Eastern), in the confirmation, the
      // calendar file it offers and the invitation the mail carries.
      const counsel = counselClock('America/Los_Angeles', 'Pacific', slotStart)
      expect(await confirmation.textContent()).toContain(`Your consultation is booked for `)
      expect(await confirmation.textContent()).toContain(`${counsel}. A calendar invitation is on its way.`)
      expect(await addToCalendarDescription(page)).toContain(`Consultation on `)
      expect(await addToCalendarDescription(page)).toContain(`${counsel}.`)

      const mails = await smtp!.waitForMails(2)
      const attendeeMail = mails.find((mail) => mail.to.includes('ruth.bader@lawfirm.example.com'))
      if (!attendeeMail) throw new Error('no invitation for the attorney')
      const invitation = calendarOf(attendeeMail.raw)
      expect(invitation.method).toBe('REQUEST')
      expect(invitation.headerMethod).toBe('REQUEST')
      expect(invitation.start).toBe(Date.parse(slotStart))
      expect(invitation.uid).toMatch(/^ld_[a-z0-9]+@127\.0\.0\.1$/)
      expect(icsDescription(invitation.text)).toContain(`${counsel}.`)

      const link = /https?:\/\/\S+\/booking\/ld_[a-z0-9]+\?t=[\w.-]+/.exec(invitation.text.replace(/\r?\n /g, ''))?.[0]
      if (!link) throw new Error('no cancel link in the invitation')
      // The form gave way to the confirmation; the booking link's page confirms the consultation with the same component.
      expect(await confirmation.textContent()).toContain('Reference')
      expect(await violations(page)).toEqual([])
      await page.goto(link)
      const confirmed = page.locator('[data-slot="request-confirmation"]')
      expect(await confirmed.textContent()).toContain('What the consultation covers')
      expect(await confirmed.textContent()).toContain(SCHEDULE_AGENDA[0]!.name)
      expect(await violations(page)).toEqual([])
      await page.getByRole('link', { name: 'Cancel the consultation' }).click()
      await page.getByRole('button', { name: 'Yes, cancel it' }).click()
      await expect.poll(() => page.getByText('Your consultation is cancelled').isVisible()).toBe(true)
      const slots = (await (await fetch(url('/f/slots?days=21'))).json()) as { slots: Array<{ start: string }> }
      expect(slots.slots.map((slot) => slot.start)).toContain(slotStart)
      await smtp!.waitForMails(4)
      const cancellation = smtp!.mails.slice(2).find((mail) => mail.to.includes('ruth.bader@lawfirm.example.com'))
      if (!cancellation) throw new Error('no cancellation mail')
      expect(calendarOf(cancellation.raw)).toMatchObject({ method: 'CANCEL', uid: invitation.uid })
      expect(opened.consoleErrors).toEqual([])
    } finally {
      await opened.close()
    }
  }, 60_000)

  test('the picker has no axe violations at 320 px', async () => {
    const opened = await openPage(url('/schedule-consultation'), {
      viewport: { width: 320, height: 800 },
      timezoneId: 'Asia/Tokyo',
    })
    try {
      await waitForHydration(opened.page)
      await expect
        .poll(() => opened.page.getByRole('group', { name: 'Book a time (optional)' }).isVisible(), { timeout: 10_000 })
        .toBe(true)
      const results = await new AxeBuilder({ page: opened.page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(results.violations.map((violation) => violation.id)).toEqual([])
    } finally {
      await opened.close()
    }
  }, 30_000)

  test('without JavaScript, the schedule form sends a request with the preferred date, as before', async () => {
    const opened = await openPage(url('/schedule-consultation'), { javaScriptEnabled: false })
    const { page } = opened
    try {
      const form = page.getByRole('form', { name: 'Schedule a consultation' })
      expect(await page.getByRole('group', { name: 'Book a time (optional)' }).count()).toBe(0)
      await form.getByLabel('First Name').fill('Alan')
      await form.getByLabel('Last Name').fill('Turing')
      await form.getByLabel('Email').fill('alan.nojs@lawfirm.example.com')
      await form.getByLabel('Preferred Date').fill('2031-06-02')
      await form.getByLabel('Preferred Time').selectOption({ index: 1 })
      await Promise.all([
        page.waitForURL(/request-received/),
        form.getByRole('button', { name: 'Request Consultation' }).click(),
      ])
      expect(new URL(page.url()).pathname).toMatch(/request-received/)
    } finally {
      await opened.close()
    }
  }, 30_000)
})

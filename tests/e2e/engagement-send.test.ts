/**
 * The send panel in Chromium (issue 55): staff choose the expert, the scope, who pays and the forum; the preview
 * shows the exact letter with the chosen expert and the payer's clause; nothing is sent without the confirm; and
 * "New link" shows a link once, after which the link mailed earlier no longer opens the signing page.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSmtpServer } from '../support/server-fixtures'
import { freePort, spawnServer, type SpawnedServer } from '../support/spawn-server'
import { ERROR_SUMMARY_HEADING } from '~/components/forms/error-summary'
import {
  clearRequest,
  confirmAndSend,
  invitationsTo,
  previewLetter,
  signedInStaff,
  signingLinkIn,
} from './engagement-flow'
import { expectConsoleErrors } from './support'

const ATTORNEY = 'dana.reyes@reyeshart.example.com'

let server: SpawnedServer
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let dataDir: string
let origin: string
let leadId: string

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-engagement-send-'))
  const [port, smtpPort] = [await freePort(), await freePort()]
  origin = `http://localhost:${String(port)}`
  smtp = await startSmtpServer(smtpPort)
  server = await spawnServer({
    port,
    env: {
      DATA_DIR: dataDir,
      BUILD_DIR: path.resolve(process.env.E2E_BUILD_DIR ?? 'build/client'),
      INBOX_ORIGIN: origin,
      SITE_URL: origin,
      SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`,
      NOTIFY_TO: 'office@firm.example.com',
    },
  })
  const posted = await fetch(`${server.url}/f/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin },
    body: JSON.stringify({
      formType: 'contact',
      firstName: 'Dana',
      lastName: 'Reyes',
      email: ATTORNEY,
      organization: 'Reyes & Hart, P.C.',
      caseType: 'Personal Injury',
      message: 'We need a vocational expert in a federal case.',
      plaintiffs: 'Luis Ortiz',
      defendants: 'Gulf Freight, Inc.',
      retainedBy: 'plaintiff',
      submittedAt: new Date().toISOString(),
      subject: 'Contact Form Submission - Dana Reyes',
    }),
  })
  expect(posted.status).toBe(200)
  leadId = ((await posted.json()) as { id: string }).id
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await smtp?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

const invitations = () => invitationsTo(smtp.mails, ATTORNEY)

describe('the send panel in Chromium', () => {
  test('previews the exact letter, sends only after the confirm, and a new link voids the mailed one', async () => {
    const staff = await signedInStaff(dataDir, origin)
    const { page } = staff
    // The send refused for want of the confirm answers 422 with the page that says why.
    expectConsoleErrors(page, /status of 422/)
    try {
      await clearRequest(page, origin, leadId)

      // 1. The choices, then the preview: the chosen expert's name and the payer's own clause.
      await previewLetter(page, { expert: 'avery-sample', payer: 'client-and-counsel', forum: 'federal' })
      const preview = page.getByRole('article', { name: 'Letter preview' })
      await expect.poll(() => preview.isVisible()).toBe(true)
      const letter = (await preview.textContent()) ?? ''
      expect(letter).toContain("The firm's expert in this matter is Ms. Avery R. Sample, Senior Vocational Expert")
      expect(letter).toContain("Counsel signs this letter personally and as the client's authorized agent")
      expect(letter).toContain('Fed. R. Civ. P. 26(b)(4)(E)')
      expect(letter).not.toMatch(/Inc\.\.|Texas, TX/)

      // 2. Sending without the confirm is refused with the error summary; nothing is mailed.
      await page.getByRole('button', { name: 'Send the engagement letter' }).click()
      const summary = page.locator('[data-slot="error-summary"]')
      await expect.poll(() => summary.isVisible()).toBe(true)
      expect(await summary.getByRole('heading', { level: 2 }).textContent()).toBe(ERROR_SUMMARY_HEADING)
      expect(await summary.textContent()).toContain('Tick the box to confirm')
      expect(invitations()).toHaveLength(0)

      // 3. With the confirm, it is sent and mailed.
      await confirmAndSend(page)
      await expect.poll(() => invitations().length, { timeout: 15_000 }).toBe(1)
      const mailed = signingLinkIn(invitations()[0]!, origin)
      expect(mailed).toBeDefined()
      expect((await page.request.get(mailed!)).status()).toBe(200)

      // 4. "New link": shown once to copy; the mailed link stops opening the signing page; the new one opens it.
      const issued = page.waitForResponse((response) => response.url().endsWith('/engagement/new-link'))
      await page.getByRole('button', { name: 'New link (shown once to copy)' }).click()
      expect((await issued).status()).toBe(200)
      const shown = page.getByRole('textbox', { name: 'Link' })
      await expect.poll(() => shown.isVisible()).toBe(true)
      const fresh = await shown.inputValue()
      expect(fresh).toMatch(new RegExp(`^${origin}/engage/[A-Za-z0-9_-]{43}$`))
      expect(fresh).not.toBe(mailed)
      expect((await page.request.get(mailed!)).status()).not.toBe(200)
      const opened = await page.request.get(fresh)
      expect(opened.status()).toBe(200)
      expect(await opened.text()).toContain('Read the engagement letter')
      await page.goto(`${origin}/inbox/requests/${leadId}`)
      expect(await page.content()).not.toContain(fresh)
      expect(await page.getByText('Made a new engagement link to copy').count()).toBeGreaterThan(0)
      expect(invitations()).toHaveLength(1)
    } finally {
      await staff.context.close()
    }
  }, 180_000)
})

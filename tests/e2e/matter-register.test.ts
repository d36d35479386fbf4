/**
 * The register fed by retention, in Chromium against the build: staff (a passkey on a CDP virtual authenticator)
 * clear a request and send the engagement, a real SMTP server catches the link, counsel signs, and the request's
 * matter enters the register; a second request naming the same defendant, spelled a little differently, for the
 * other side then shows that matter as a possible conflict, as the firm's own, with the side retained, and staff
 * resolve it on the record (a refused resolution with the error summary first).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSmtpServer } from '../support/server-fixtures'
import { freePort, spawnServer, type SpawnedServer } from '../support/spawn-server'
import { violations } from './axe'
import { countersign, mailedLink, sendEngagement, signAsCounsel, signedInStaff } from './engagement-flow'
import { expectConsoleErrors, getBrowser } from './support'

const ATTORNEY = 'marisol.pell@pellward.example.com'

let server: SpawnedServer
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let dataDir: string
let origin: string

async function postRequest(fields: Record<string, string>): Promise<string> {
  const posted = await fetch(`${server.url}/f/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin },
    body: JSON.stringify({
      formType: 'contact',
      caseType: 'Personal Injury',
      message: 'We would like to retain an economist for a lost-earnings claim.',
      submittedAt: new Date().toISOString(),
      subject: 'Contact Form Submission',
      ...fields,
    }),
  })
  expect(posted.status).toBe(200)
  return ((await posted.json()) as { id: string }).id
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-matters-'))
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
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await smtp?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('the matter register fed by retention, in Chromium', () => {
  test("a retained request's matter is screened against at once: a later request for the other side sees it, with the side retained", async () => {
    const retained = await postRequest({
      firstName: 'Marisol',
      lastName: 'Pell',
      email: ATTORNEY,
      organization: 'Pell & Ward LLP',
      plaintiffs: 'Marisol Pell',
      defendants: 'Acme Freight, Inc.',
      retainedBy: 'plaintiff',
    })
    // linked to the principal, who countersigns engagements for the firm
    const staff = await signedInStaff(dataDir, origin, { person: 'principal' })
    const counselContext = await (await getBrowser()).newContext({ viewport: { width: 1024, height: 800 } })
    const counsel = await counselContext.newPage()
    // The refused resolution answers 400 with its page, which Chromium logs.
    expectConsoleErrors(staff.page, /status of 400/)
    try {
      await sendEngagement(staff.page, origin, retained, { forum: 'state:PA' })
      const link = await mailedLink(smtp.mails, ATTORNEY, origin)
      await signAsCounsel(counsel, link, { name: 'Marisol Pell', title: 'Partner', firm: 'Pell & Ward LLP' })

      // The request is retained, and its matter enters the register, when the firm countersigns.
      await staff.page.goto(`${origin}/inbox/requests/${retained}`)
      expect(await staff.page.getByTestId('request-matter').count()).toBe(0)
      await countersign(staff.page)

      // The retained request links its matter in the register.
      const matter = staff.page.getByTestId('request-matter')
      expect(await matter.textContent()).toMatch(/this request is matter M-\d{4}-0001 in the matter register/)
      const matterId = (await matter.getByRole('link').textContent())!
      await matter.getByRole('link').click()
      await staff.page.waitForURL(`${origin}/inbox/register#${matterId}`)
      expect(await staff.page.locator(`tr[id="${matterId}"]`).textContent()).toContain('From a retained request')

      // A request for the other side, naming the defendant a little differently.
      const second = await postRequest({
        firstName: 'Dana',
        lastName: 'Whit',
        email: 'dana.whit@defense.example.com',
        organization: 'Whit Defense Group',
        plaintiffs: 'Ola Brandt',
        defendants: 'Acme Freight Inc',
        retainedBy: 'defense',
      })
      await expect
        .poll(
          async () => {
            await staff.page.goto(`${origin}/inbox/requests/${second}`)
            return staff.page.getByRole('region', { name: 'Possible conflicts' }).textContent()
          },
          { timeout: 15_000 },
        )
        .toContain(`${matterId}: Marisol Pell v. Acme Freight, Inc.`)
      const conflicts = (await staff.page.getByRole('region', { name: 'Possible conflicts' }).textContent()) ?? ''
      expect(conflicts).toContain('same party, opposite side')
      expect(conflicts).toContain("The firm's own matter, retained by the plaintiff side through this inbox")
      expect(conflicts).toContain('The firm was retained by: Plaintiff')
      expect(await violations(staff.page)).toEqual([])

      // The hit is resolved on the record: a reason is required, the refusal is summarised and linked to its field.
      const region = staff.page.getByRole('region', { name: 'Possible conflicts' })
      expect(await region.textContent()).toContain('Not resolved: the engagement cannot be sent yet.')
      await region.getByLabel('Disclosed and waived').first().check()
      await region.getByRole('button', { name: 'Save resolution' }).first().click()
      const summary = staff.page.locator('[data-slot="error-summary"]')
      await expect.poll(() => summary.isVisible()).toBe(true)
      expect(await summary.evaluate((box) => box === document.activeElement)).toBe(true)
      await summary.getByRole('link').first().click()
      expect(await staff.page.evaluate(() => document.activeElement?.id)).toMatch(/^resolve-mx_[0-9a-f]+-detail$/)
      expect(await violations(staff.page)).toEqual([])
      await staff.page.keyboard.type('Disclosed M-matter to counsel, who consented in writing')
      await region.getByRole('button', { name: 'Save resolution' }).first().click()
      await expect
        .poll(() => staff.page.getByRole('status').filter({ hasText: 'Resolution saved.' }).isVisible())
        .toBe(true)
      expect(await staff.page.getByRole('region', { name: 'Possible conflicts' }).textContent()).toContain(
        'Resolved: Disclosed and waived (Disclosed M-matter to counsel, who consented in writing)',
      )
    } finally {
      await counselContext.close()
      await staff.context.close()
    }
  }, 180_000)
})

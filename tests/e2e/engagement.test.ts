/**
 * The engagement in Chromium, against the build: a staff member signed in with a passkey (a CDP virtual
 * authenticator) clears a request and sends the engagement; a real SMTP server catches the link; counsel
 * signs and receives the signed PDF, whose text carries the signer's name and the SHA-256 of the letter's
 * plain-text download; counsel uploads a 50 MB file, cut off halfway by the test's proxy and resumed; no
 * 64-byte run of it is ever on disk; the staff's download has the same SHA-256.
 *
 * Counsel reaches the server through a byte-counting TCP proxy (SITE_URL is the proxy's address), so the
 * test can cut the connection mid-upload and measure what the server receives after the resume.
 */
import { createHash } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSmtpServer } from '../support/server-fixtures'
import { pdfBytes } from '../support/pdf-bytes'
import { filesHoldingPlaintext } from '../support/plaintext-scan'
import { freePort, spawnServer, type SpawnedServer } from '../support/spawn-server'
import { ERROR_SUMMARY_HEADING } from '~/components/forms/error-summary'
import { pdfText } from './pdf-text'
import {
  attachmentOf,
  invitationsTo,
  mailedLink,
  mailTo,
  sendEngagement,
  signedInStaff,
  signingLinkIn,
} from './engagement-flow'
import { expectConsoleErrors, getBrowser } from './support'

const ATTORNEY = 'marisol.pell@pellward.example.com'
const FILE_BYTES = 50 * 1024 * 1024

let server: SpawnedServer
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let dataDir: string
let staffOrigin: string
let counselOrigin: string
let leadId: string
let proxy: CountingProxy

/** A TCP proxy that counts what clients send, and can cut every connection once a number of bytes has passed. */
interface CountingProxy {
  sent: number
  cutAfter(bytes: number, onCut: () => void): void
  close(): Promise<void>
}

async function startProxy(port: number, targetPort: number): Promise<CountingProxy> {
  const sockets = new Set<net.Socket>()
  let armed: { at: number; onCut: () => void } | undefined
  const state: CountingProxy = {
    sent: 0,
    cutAfter(bytes, onCut) {
      armed = { at: state.sent + bytes, onCut }
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        proxyServer.close(() => resolve())
      }),
  }
  const proxyServer = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1')
    sockets.add(client)
    sockets.add(upstream)
    // With backpressure both ways: the proxy reads from the client only as fast as the server takes the bytes,
    // so what it has counted is what the server was given (its own socket buffers aside).
    client.on('data', (chunk: Buffer) => {
      state.sent += chunk.length
      if (armed && state.sent >= armed.at) {
        const { onCut } = armed
        armed = undefined
        for (const socket of sockets) socket.destroy()
        onCut()
        return
      }
      if (!upstream.write(chunk)) {
        client.pause()
        upstream.once('drain', () => client.resume())
      }
    })
    upstream.on('data', (chunk: Buffer) => {
      if (!client.write(chunk)) {
        upstream.pause()
        client.once('drain', () => upstream.resume())
      }
    })
    const close = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('close', close)
    upstream.on('close', close)
    client.on('error', close)
    upstream.on('error', close)
  })
  await new Promise<void>((resolve) => proxyServer.listen(port, '127.0.0.1', resolve))
  return state
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-engagement-'))
  const [port, proxyPort, smtpPort] = [await freePort(), await freePort(), await freePort()]
  staffOrigin = `http://localhost:${String(port)}`
  counselOrigin = `http://localhost:${String(proxyPort)}`
  smtp = await startSmtpServer(smtpPort)
  server = await spawnServer({
    port,
    env: {
      DATA_DIR: dataDir,
      BUILD_DIR: path.resolve(process.env.E2E_BUILD_DIR ?? 'build/client'),
      INBOX_ORIGIN: staffOrigin,
      SITE_URL: counselOrigin,
      SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`,
      NOTIFY_TO: 'office@firm.example.com',
    },
  })
  proxy = await startProxy(proxyPort, port)
  const posted = await fetch(`${server.url}/f/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: counselOrigin },
    body: JSON.stringify({
      formType: 'contact',
      firstName: 'Marisol',
      lastName: 'Pell',
      email: ATTORNEY,
      organization: 'Pell & Ward LLP',
      caseType: 'Personal Injury',
      message: 'We would like to retain an economist for a lost-earnings claim.',
      plaintiffs: 'Marisol Pell',
      defendants: 'Acme Freight, Inc.',
      retainedBy: 'plaintiff',
      submittedAt: new Date().toISOString(),
      subject: 'Contact Form Submission - Marisol Pell',
    }),
  })
  expect(posted.status).toBe(200)
  leadId = ((await posted.json()) as { id: string }).id
}, 120_000)

afterAll(async () => {
  await proxy?.close()
  await server?.stop()
  await smtp?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

/** The page's axe violations at 320 px (WCAG 2.2 AA), as readable lines. */
/** After the fonts settle, the body's computed family, when a Source Sans 3 face has loaded; undefined otherwise. */
async function loadedBodyFont(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    await document.fonts.ready
    const loaded = [...document.fonts].some((face) => face.family.includes('Source Sans 3') && face.status === 'loaded')
    return loaded ? getComputedStyle(document.body).fontFamily : undefined
  })
}

async function violationsAt320(page: Page): Promise<string[]> {
  const size = page.viewportSize()
  await page.setViewportSize({ width: 320, height: 800 })
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  if (size) await page.setViewportSize(size)
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')})`,
  )
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex')

describe('the engagement in Chromium', () => {
  test('staff send it, counsel signs and sends a 50 MB record cut off and resumed, never in the clear on disk; staff download the same bytes', async () => {
    // 1. Staff: sign in with a passkey, clear the request, send the engagement.
    const staff = await signedInStaff(dataDir, staffOrigin)
    const browser = await getBrowser()
    const counselContext = await browser.newContext({ viewport: { width: 1024, height: 800 }, acceptDownloads: true })
    const counsel = await counselContext.newPage()
    // The cut itself resets the connection. After it, the client may resume from an offset the server has just
    // moved past (its sealing of the cut request's last bytes finishing): the server answers 409 and the client
    // asks again, as tus provides. The signature refused on purpose answers 422.
    expectConsoleErrors(counsel, /ERR_CONNECTION_RESET/, /status of 409/, /status of 422/)
    const upload = path.join(dataDir, '..', `e2e-records-${String(Date.now())}.pdf`)
    try {
      await sendEngagement(staff.page, staffOrigin, leadId, { forum: 'state:PA' })

      // 2. The link, caught by the SMTP server.
      const link = await mailedLink(smtp.mails, ATTORNEY, counselOrigin)

      // 3. Counsel reads and signs.
      await counsel.goto(link)
      await counsel.getByRole('link', { name: 'Read the engagement letter' }).click()
      await counsel.waitForURL(`${link}/letter`)
      const plain = await (await counsel.request.get(`${link}/letter.txt`)).body()
      const letterHash = sha256(plain)
      expect(await counsel.locator('[data-letter-sha256]').textContent()).toBe(letterHash)
      expect(await loadedBodyFont(counsel)).toMatch(/^"?Source Sans 3"?,/)
      expect(await violationsAt320(counsel)).toEqual([])
      await counsel.getByLabel('Your full name').fill('Marisol Pell')
      // Refused first (the browser's own check set aside, as an older browser would): no title, no consent.
      await counsel.locator('form[action$="/sign"]').evaluate((form) => ((form as HTMLFormElement).noValidate = true))
      await counsel.getByRole('button', { name: 'Sign the engagement letter' }).click()
      const summary = counsel.locator('[data-slot="error-summary"]')
      await expect.poll(() => summary.isVisible()).toBe(true)
      expect(await summary.getByRole('heading', { level: 2 }).textContent()).toBe(ERROR_SUMMARY_HEADING)
      expect(await summary.evaluate((box) => box === document.activeElement)).toBe(true)
      expect(
        await summary.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual(['#title', '#consent'])
      expect(await violationsAt320(counsel)).toEqual([])
      await summary.getByRole('link', { name: /^Your title:/ }).click()
      expect(await counsel.evaluate(() => document.activeElement?.id)).toBe('title')
      expect(await counsel.getByLabel('Your full name').inputValue()).toBe('Marisol Pell')
      await counsel.getByLabel('Your title').fill('Partner')
      await counsel.getByLabel('Your firm').fill('Pell & Ward LLP')
      await counsel.getByLabel(/I consent to do business electronically/).check()
      await counsel.getByRole('button', { name: 'Sign the engagement letter' }).click()
      await expect
        .poll(() => counsel.getByRole('heading', { level: 1, name: 'Engagement signed' }).isVisible())
        .toBe(true)
      expect(await loadedBodyFont(counsel)).toMatch(/^"?Source Sans 3"?,/)
      expect(await violationsAt320(counsel)).toEqual([])
      const signedMail = await mailTo(smtp.mails, ATTORNEY, 'your signed engagement letter')
      const pdf = attachmentOf(signedMail.raw, 'signed-engagement-letter.pdf')
      expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-')
      const words = await pdfText(new Uint8Array(pdf!))
      expect(words).toContain('Marisol Pell')
      expect(words.replace(/\s/g, '')).toContain(letterHash)

      // 4. A 50 MB record, cut off halfway by the proxy, resumed by the page's client.
      const plaintext = pdfBytes(FILE_BYTES)
      fs.writeFileSync(upload, plaintext)
      let sentAtCut = 0
      let plaintextMidUpload: string[] | undefined
      proxy.cutAfter(FILE_BYTES / 2, () => {
        sentAtCut = proxy.sent
        plaintextMidUpload = filesHoldingPlaintext(plaintext, [dataDir])
      })
      await counsel.locator('[data-file-input]').setInputFiles(upload)
      await expect.poll(() => sentAtCut, { timeout: 60_000 }).toBeGreaterThan(0)
      await expect
        .poll(() => counsel.getByRole('cell', { name: path.basename(upload) }).isVisible(), { timeout: 120_000 })
        .toBe(true)
      const sentAfterCut = proxy.sent - sentAtCut
      expect(sentAfterCut).toBeLessThan(0.6 * FILE_BYTES)
      expect(plaintextMidUpload).toEqual([])
      expect(await counsel.getByRole('table', { name: 'Files received' }).textContent()).toContain(sha256(plaintext))
      expect(filesHoldingPlaintext(plaintext, [dataDir])).toEqual([])

      // 5. Staff download the record: the same bytes.
      await staff.page.goto(`${staffOrigin}/inbox/requests/${leadId}`)
      const fileLink = staff.page.getByRole('link', { name: path.basename(upload) })
      const href = await fileLink.getAttribute('href')
      const download = await staff.page.request.get(`${staffOrigin}${href!}`)
      expect(download.status()).toBe(200)
      expect(sha256(await download.body())).toBe(sha256(plaintext))
      // retained only once the firm countersigns (decision 046): counsel's signature leaves it waiting
      expect(await staff.page.getByText('Status: Cleared').isVisible()).toBe(true)
      expect(await staff.page.getByText("Signed by counsel, awaiting the firm's signature").isVisible()).toBe(true)

      // 6. Staff resend (a new link; the old one stops working) and close the upload window; a signed engagement
      // offers no withdrawal. Each action is in the audit log.
      expect(await staff.page.getByRole('button', { name: 'Withdraw' }).count()).toBe(0)
      await staff.page.getByRole('button', { name: 'Resend (new link)' }).click()
      await expect
        .poll(() => staff.page.getByRole('status').filter({ hasText: 'A new link was sent' }).isVisible())
        .toBe(true)
      expect((await counsel.request.get(link)).status()).not.toBe(200)
      await expect
        .poll(() => smtp.mails.filter((mail) => mail.subject.includes('for your signature')).length, {
          timeout: 15_000,
        })
        .toBe(2)
      const newLink = signingLinkIn(invitationsTo(smtp.mails, ATTORNEY)[1]!, counselOrigin)
      expect(newLink).toBeDefined()
      expect(newLink).not.toBe(link)
      await staff.page.getByRole('button', { name: 'Close the upload window' }).click()
      await expect
        .poll(() => staff.page.getByRole('status').filter({ hasText: 'Upload window closed.' }).isVisible())
        .toBe(true)
      expect(await staff.page.getByRole('button', { name: 'Close the upload window' }).count()).toBe(0)
      await counsel.goto(newLink!)
      expect(await counsel.getByText('The upload window for this engagement is closed.').isVisible()).toBe(true)
      expect(await counsel.locator('[data-file-input]').count()).toBe(0)
      const history = await staff.page.locator('main').textContent()
      expect(history).toContain('Sent a new engagement link (the old one is void)')
      expect(history).toContain('Closed the upload window')
    } finally {
      fs.rmSync(upload, { force: true })
      await counselContext.close()
      await staff.context.close()
    }
  }, 300_000)
})

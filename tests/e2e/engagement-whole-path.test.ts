/**
 * The engagement's whole path in Chromium (issue 55): a register holding three near-misspellings of the request's
 * parties (one an open matter for the other side) makes the screen show three possible conflicts; the engagement
 * cannot be sent until each has a resolution; with one disclosed and waived, the letter names that prior matter and
 * says so, never "no conflict"; counsel signs on a phone; the request waits for the firm; the principal's staff
 * account countersigns with a passkey; both sides get the final PDF, which pdfsig verifies; counsel's page shows how
 * to pay; counsel uploads records and staff are mailed the list.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfBytes } from '../support/pdf-bytes'
import { startSmtpServer } from '../support/server-fixtures'
import { freePort, spawnServer, type SpawnedServer } from '../support/spawn-server'
import { W9_PATH } from '~/lib/engagement/payment-ways'
import { fileSizeLabel } from '~/lib/inbox/request-display'
import { violations } from './axe'
import {
  attachmentOf,
  clearRequest,
  confirmAndSend,
  countersign,
  fillSignature,
  mailedLink,
  mailTo,
  pdfsigReport,
  previewLetter,
  signedInStaff,
  submitSignature,
} from './engagement-flow'
import { pdfText } from './pdf-text'
import { expectAbsentFor, expectConsoleErrors, getBrowser } from './support'

const ATTORNEY = 'jordan.hale@haleruiz.example.com'
const OFFICE = 'office@firm.example.com'
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

/** The register: each name one letter off a party of the request; the first an open matter for the defense. */
const REGISTER_CSV = [
  'matter_id,caption,name,role,side_retained,opened,closed',
  'M-2025-0031,Harbor Mutual Insurance v. Akme Freight Inc.,Akme Freight Inc.,defendant,defense,2025-03-04,',
  'M-2023-0012,Quarry Ridge Helth Systems v. Dole,Quarry Ridge Helth Systems,plaintiff,plaintiff,2023-01-10,2024-02-01',
  'M-2022-0004,Lena Okafore v. Tristate Coach Lines,Lena Okafore,plaintiff,plaintiff,2022-05-02,2023-06-30',
].join('\n')
const WAIVED = { matterId: 'M-2025-0031', caption: 'Harbor Mutual Insurance v. Akme Freight Inc.' }
const NOT_SAME = ['M-2023-0012', 'M-2022-0004']

let server: SpawnedServer
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let dataDir: string
let origin: string
let leadId: string

/** What each step of the path hands to the next (the steps run in order, in one file). */
const handoff: {
  staff?: { page: Page; close(): Promise<void> }
  counsel?: { page: Page; close(): Promise<void> }
  link?: string
} = {}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-whole-path-'))
  const registerFile = path.join(dataDir, 'register.csv')
  fs.writeFileSync(registerFile, REGISTER_CSV)
  const imported = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.resolve('scripts/conflicts-import.ts'), registerFile],
    {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    },
  )
  expect(imported.status, imported.stderr).toBe(0)
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
      NOTIFY_TO: OFFICE,
    },
    // started from source, with the register import just before it: slower than most to answer on a busy machine
    startTimeoutMs: 90_000,
  })
  const posted = await fetch(`${server.url}/f/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin },
    body: JSON.stringify({
      formType: 'contact',
      firstName: 'Jordan',
      lastName: 'Hale',
      email: ATTORNEY,
      organization: 'Hale & Ruiz LLP',
      caseType: 'Personal Injury',
      message: 'We would like to retain an economist for a lost-earnings claim in Harris County.',
      plaintiffs: 'Lena Okafor',
      defendants: 'Acme Freight, Inc.; Quarry Ridge Health Systems',
      retainedBy: 'plaintiff',
      submittedAt: new Date().toISOString(),
      subject: 'Contact Form Submission - Jordan Hale',
    }),
  })
  expect(posted.status).toBe(200)
  leadId = ((await posted.json()) as { id: string }).id
}, 180_000)

afterAll(async () => {
  await handoff.counsel?.close()
  await handoff.staff?.close()
  await server?.stop()
  await smtp?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

const conflictsRegion = (page: Page) => page.getByRole('region', { name: 'Possible conflicts' })

/**
 * Asks for the preview and returns the refusal (400): the request's page, its error summary saying how many possible
 * conflicts remain unresolved, focused, and linked to the first one's form.
 */
async function refusedPreview(page: Page): Promise<string> {
  const answered = page.waitForResponse((response) => response.url().includes('/engagement/preview'))
  await previewLetter(page, { forum: 'state:TX' })
  expect((await answered).status()).toBe(400)
  const summary = page.locator('[data-slot="error-summary"]')
  await expect.poll(() => summary.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await expect.poll(() => summary.locator('a[href^="#resolve-"]').count()).toBe(1)
  const text = (await summary.textContent()) ?? ''
  await page.goto(`${origin}/inbox/requests/${leadId}`)
  return text
}

/** Resolves the possible conflict with the register's `matterId` on the request page, and waits for the notice. */
async function resolve(
  page: Page,
  matterId: string,
  kind: 'Not the same party' | 'Disclosed and waived',
  detail: string,
) {
  const item = conflictsRegion(page)
    .getByRole('listitem')
    .filter({ hasText: `${matterId}:` })
  await item.getByLabel(kind).check()
  await item.getByLabel('The reason, or what was disclosed and who consented').fill(detail)
  await item.getByRole('button', { name: 'Save resolution' }).click()
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Resolution saved.' }).isVisible()).toBe(true)
}

const NO_CONFLICT = /no (possible )?conflict/i

describe('the engagement, the whole path, in Chromium', () => {
  it('three possible conflicts hold the send until each is resolved; the letter names the waived matter', async () => {
    const staff = await signedInStaff(dataDir, origin, { person: 'principal' })
    handoff.staff = { page: staff.page, close: () => staff.context.close() }
    const { page } = staff
    // The refused previews answer 400 (the request's page with the reason in its error summary), which Chromium
    // logs; the inbox's pages name no icon, so Chromium asks for /favicon.ico, which the site does not have: a 404.
    expectConsoleErrors(page, /status of 400/, /status of 404/)
    await clearRequest(page, origin, leadId)

    const region = conflictsRegion(page)
    expect(await region.getByRole('listitem').count()).toBe(3)
    const listed = (await region.textContent()) ?? ''
    for (const matterId of [WAIVED.matterId, ...NOT_SAME]) expect(listed).toContain(`${matterId}:`)
    expect(listed).toContain('same party, opposite side')
    expect(listed).toContain('still open')
    expect(listed.match(/Not resolved: the engagement cannot be sent yet\./g)).toHaveLength(3)
    expect(await violations(page)).toEqual([])

    expect(await refusedPreview(page)).toContain('3 possible conflicts against')
    await resolve(page, NOT_SAME[0]!, 'Not the same party', 'A hospital system in Ohio; this one is in Texas.')
    expect(await refusedPreview(page)).toContain('2 possible conflicts against')
    await resolve(page, NOT_SAME[1]!, 'Not the same party', 'Born 1961; the plaintiff here was born in 1990.')
    expect(await refusedPreview(page)).toContain('1 possible conflict against')
    await resolve(
      page,
      WAIVED.matterId,
      'Disclosed and waived',
      'Disclosed the open defense matter to Jordan Hale, who consented by email.',
    )
    expect((await region.textContent())?.match(/Not resolved/g)).toBeNull()

    await previewLetter(page, { forum: 'state:TX' })
    const preview = page.getByRole('article', { name: 'Letter preview' })
    await expect.poll(() => preview.isVisible()).toBe(true)
    const previewed = (await preview.textContent()) ?? ''
    expect(previewed).toContain(
      `discloses this prior engagement: ${WAIVED.caption}, in which the firm was retained by the defense`,
    )
    expect(previewed).toContain(
      "By signing this letter, counsel consents to the firm's serving despite this prior engagement",
    )
    expect(previewed).not.toMatch(NO_CONFLICT)
    expect(previewed).not.toContain('Dole')
    expect(await violations(page)).toEqual([])
    await confirmAndSend(page)
    handoff.link = await mailedLink(smtp.mails, ATTORNEY, origin)
  }, 240_000)

  it('counsel signs on a phone; the request waits for the firm, and counsel is told when it countersigns', async () => {
    const { link } = handoff
    expect(link).toBeDefined()
    const context = await (await getBrowser()).newContext(PHONE)
    handoff.counsel = { page: await context.newPage(), close: () => context.close() }
    const counsel = handoff.counsel.page
    await counsel.goto(link!)
    await counsel.getByRole('link', { name: 'Read the engagement letter' }).tap()
    await counsel.waitForURL(`${link!}/letter`)
    const letter = (await counsel.locator('article').textContent()) ?? ''
    expect(letter).toContain(
      `discloses this prior engagement: ${WAIVED.caption}, in which the firm was retained by the defense`,
    )
    expect(letter).not.toMatch(NO_CONFLICT)
    const plain = await (await counsel.request.get(`${link!}/letter.txt`)).text()
    expect(plain.replace(/\s+/g, ' ')).toContain(`${WAIVED.caption}, in which the firm was retained by the defense`)
    expect(plain).not.toMatch(NO_CONFLICT)
    expect(await violations(counsel)).toEqual([])
    expect(await counsel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await fillSignature(counsel, { name: 'Jordan Hale', title: 'Partner', firm: 'Hale & Ruiz LLP' }, { tap: true })
    await submitSignature(counsel, { tap: true })
    const signed = (await counsel.locator('main').textContent()) ?? ''
    expect(signed).toContain("Awaiting the firm's signature.")
    expect(signed).toMatch(/will countersign by [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M [A-Z][a-z]+/)

    const signedMail = await mailTo(smtp.mails, ATTORNEY, 'your signed engagement letter')
    const signedPdf = attachmentOf(signedMail.raw, 'signed-engagement-letter.pdf')
    expect(signedPdf?.subarray(0, 5).toString()).toBe('%PDF-')
    const signedWords = await pdfText(new Uint8Array(signedPdf!))
    expect(signedWords.replace(/\s/g, '')).toContain(
      `${WAIVED.caption},inwhichthefirmwasretainedbythedefense`.replace(/\s/g, ''),
    )
    expect(signedWords).not.toMatch(NO_CONFLICT)

    const staff = handoff.staff!.page
    await staff.goto(`${origin}/inbox/requests/${leadId}`)
    const panel = (await staff.locator('#engagement').textContent()) ?? ''
    expect(panel).toContain("Signed by counsel, awaiting the firm's signature")
    expect(panel).toContain("Awaiting the firm's signature.")
  }, 180_000)

  it('the principal countersigns with a passkey; both sides get the final PDF, which pdfsig verifies', async () => {
    const staff = handoff.staff!.page
    const counsel = handoff.counsel!.page
    await countersign(staff)
    expect(await staff.locator('#engagement').textContent()).toContain('Countersigned: retained')
    const fromInbox = await staff.request.get(
      `${origin}${(await staff.getByRole('link', { name: 'Download the final letter (PDF)' }).getAttribute('href'))!}`,
    )
    expect(fromInbox.status()).toBe(200)
    const finalPdf = await fromInbox.body()
    const report = await pdfsigReport(finalPdf)
    expect(report).toContain('Signature Validation: Signature is Valid.')

    const toCounsel = await mailTo(smtp.mails, ATTORNEY, 'your countersigned engagement letter')
    expect(attachmentOf(toCounsel.raw, 'countersigned-engagement-letter.pdf')?.equals(finalPdf)).toBe(true)
    const toOffice = await mailTo(smtp.mails, OFFICE, 'Engagement countersigned')
    expect(attachmentOf(toOffice.raw, 'countersigned-engagement-letter.pdf')?.equals(finalPdf)).toBe(true)
    await counsel.goto(handoff.link!)
    const fromLink = await counsel.request.get(
      new URL(
        (await counsel
          .getByRole('link', { name: 'Download the final letter, signed by both sides (PDF)' })
          .getAttribute('href'))!,
        counsel.url(),
      ).toString(),
    )
    expect(fromLink.status()).toBe(200)
    expect((await fromLink.body()).equals(finalPdf)).toBe(true)
    const words = (await pdfText(new Uint8Array(finalPdf))).replace(/\s/g, '')
    expect(words).toContain('JordanHale')
    expect(words).toContain(`${WAIVED.caption},inwhichthefirmwasretainedbythedefense`.replace(/\s/g, ''))
  }, 120_000)

  it("counsel's receipt page shows how to pay; counsel uploads a record and staff are mailed the list at once", async () => {
    const counsel = handoff.counsel!.page
    await counsel.goto(handoff.link!)
    const pay = counsel.getByRole('region', { name: /^How to pay the retainer/ })
    const ways = (await pay.textContent()) ?? ''
    expect(ways).toMatch(/Mail checks to: .+\./)
    expect(ways).toContain('The firm gives wire instructions only by telephone, on a call you place to')
    expect(ways).toContain('The firm never sends wire instructions by email.')
    expect(await counsel.getByRole('link', { name: "the firm's Form W-9 (PDF)" }).getAttribute('href')).toBe(W9_PATH)
    expect((await counsel.request.get(new URL(W9_PATH, counsel.url()).toString())).status()).toBe(200)

    await uploadRecord(counsel, RECORDS[0])
    const arrived = await mailTo(smtp.mails, OFFICE, 'Records received: Jordan Hale', 30_000)
    const body = arrived.raw.replace(/=\r?\n/g, '')
    expect(body).toContain(`- ${RECORDS[0].name} (${fileSizeLabel(RECORDS[0].bytes.length)})`)
    expect(body).toContain(`${origin}/inbox/requests/${leadId}`)
  }, 180_000)

  it('a second record within 15 minutes of the records mail waits for the next one; the inbox lists both files', async () => {
    const counsel = handoff.counsel!.page
    await uploadRecord(counsel, RECORDS[1])
    const recordsMails = () =>
      smtp.mails.filter((mail) => mail.to.includes(OFFICE) && mail.subject.startsWith('Records received'))
    await expectAbsentFor(() => recordsMails().length > 1, 3_000, 'a second records mail within 15 minutes')
    const staff = handoff.staff!.page
    await staff.goto(`${origin}/inbox/requests/${leadId}`)
    const listed = (await staff.getByRole('list', { name: 'Records received' }).textContent()) ?? ''
    for (const record of RECORDS) expect(listed).toContain(record.name)
  }, 120_000)
})

const RECORDS = [
  { name: 'okafor-w2-2024.pdf', bytes: pdfBytes(48 * 1024) },
  { name: 'okafor-medical-summary.pdf', bytes: pdfBytes(1536 * 1024) },
] as const

/** Counsel sends one record from the page and waits for it in the receipt's table. */
async function uploadRecord(page: Page, record: (typeof RECORDS)[number]): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-whole-path-records-'))
  try {
    const file = path.join(folder, record.name)
    fs.writeFileSync(file, record.bytes)
    await page.locator('[data-file-input]').setInputFiles(file)
    await expect
      .poll(async () => (await page.getByRole('table', { name: 'Files received' }).textContent()) ?? '', {
        timeout: 60_000,
      })
      .toContain(record.name)
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

/**
 * Steps shared by the engagement browser tests: a staff member enrolled (optionally linked to a person who signs
 * engagements) and signed in with a passkey; a request cleared, its terms chosen, previewed, confirmed and sent;
 * the link caught in the mail; counsel signing it; the firm countersigning with a fresh passkey assertion.
 */
import { execFile, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { SEND_FIELD_LABELS, type SendField } from '~/lib/engagement/send-choices'
import type { ReceivedMail } from '../support/server-fixtures'
import { contextWithAuthenticator } from './passkey-context'

const INVITATION_SUBJECT = 'for your signature'

/** Enrolls ana.ortiz@firm.example with scripts/staff.ts (linked to `person` if given) and signs in with a passkey. */
export async function signedInStaff(
  dataDir: string,
  origin: string,
  { person }: { person?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const enroll = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.resolve('scripts/staff.ts'),
      'add',
      '--email',
      'ana.ortiz@firm.example',
      '--name',
      'Ana Ortiz',
      '--role',
      'admin',
      ...(person ? ['--person', person] : []),
    ],
    { encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, INBOX_ORIGIN: origin, LOG_LEVEL: 'silent' } },
  )
  expect(enroll.status, enroll.stderr).toBe(0)
  const staff = await contextWithAuthenticator()
  await staff.page.goto(enroll.stdout.trimEnd().split('\n').at(-1)!)
  await staff.page.getByRole('button', { name: 'Register a passkey' }).click()
  await staff.page.waitForURL(`${origin}/inbox`)
  return staff
}

/** Opens the request and sets its status to cleared. */
export async function clearRequest(page: Page, origin: string, leadId: string): Promise<void> {
  await page.goto(`${origin}/inbox/requests/${leadId}`)
  await page.getByLabel('Status').selectOption('cleared')
  await page.getByRole('button', { name: 'Save status' }).click()
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Status saved.' }).isVisible()).toBe(true)
}

/** The send panel's choices, by the option values of its selects; any left out keep the panel's defaults. */
type SendChoices = Partial<Record<SendField, string>>

/** On the request page: chooses the terms and asks for the preview of the letter. */
export async function previewLetter(page: Page, choices: SendChoices): Promise<void> {
  for (const [field, value] of Object.entries(choices) as [SendField, string | undefined][])
    if (value !== undefined) await page.getByLabel(SEND_FIELD_LABELS[field]).selectOption(value)
  await page.getByRole('button', { name: 'Preview the letter' }).click()
}

/** On the preview: ticks the confirm and sends, then waits for the request page's "Engagement sent". */
export async function confirmAndSend(page: Page): Promise<void> {
  await page.getByLabel('I have read this letter; send it to counsel as shown.').check()
  await page.getByRole('button', { name: 'Send the engagement letter' }).click()
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Engagement sent' }).isVisible()).toBe(true)
}

/** Clears the request, chooses the terms, previews the letter, confirms and sends. */
export async function sendEngagement(page: Page, origin: string, leadId: string, choices: SendChoices): Promise<void> {
  await clearRequest(page, origin, leadId)
  await previewLetter(page, choices)
  await confirmAndSend(page)
}

/** The invitations mailed to `to` so far. */
export function invitationsTo(mails: readonly ReceivedMail[], to: string): ReceivedMail[] {
  return mails.filter((mail) => mail.to.includes(to) && mail.subject.includes(INVITATION_SUBJECT))
}

/** The signing link a mail carries (quoted-printable soft breaks undone), if any. */
export function signingLinkIn(mail: ReceivedMail, counselOrigin: string): string | undefined {
  return mail.raw.replace(/=\r?\n/g, '').match(new RegExp(`${counselOrigin}/engage/[A-Za-z0-9_-]{43}`))?.[0]
}

/** Waits for the `count`th invitation to `to` and returns the signing link it carries. */
export async function mailedLink(
  mails: readonly ReceivedMail[],
  to: string,
  counselOrigin: string,
  count = 1,
): Promise<string> {
  await expect.poll(() => invitationsTo(mails, to).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count)
  const link = signingLinkIn(invitationsTo(mails, to)[count - 1]!, counselOrigin)
  expect(link).toBeDefined()
  return link!
}

/** The first mail to `to` whose subject holds `subject`, once it has arrived. */
export async function mailTo(
  mails: readonly ReceivedMail[],
  to: string,
  subject: string,
  timeout = 20_000,
): Promise<ReceivedMail> {
  const find = () => mails.find((mail) => mail.to.includes(to) && mail.subject.includes(subject))
  await expect.poll(() => find() !== undefined, { timeout }).toBe(true)
  return find()!
}

/** The attachment named `filename` of a caught mail, decoded from base64. */
export function attachmentOf(raw: string, filename: string): Buffer | undefined {
  const at = raw.indexOf(filename)
  if (at < 0) return undefined
  const body = raw.slice(at).split(/\r?\n\r?\n/)[1] ?? ''
  return Buffer.from(body.split(/\r?\n--/)[0]!.replace(/\s+/g, ''), 'base64')
}

interface Signer {
  name: string
  title: string
  firm: string
}

const press = (target: Locator, tap: boolean) => (tap ? target.tap() : target.click())

/** Fills the signing form's fields and ticks the consent (the letter page open); `tap` ticks it as a finger would. */
export async function fillSignature(
  page: Page,
  signer: Signer,
  { tap = false }: { tap?: boolean } = {},
): Promise<void> {
  await page.getByLabel('Your full name').fill(signer.name)
  await page.getByLabel('Your title').fill(signer.title)
  await page.getByLabel('Your firm').fill(signer.firm)
  const consent = page.getByLabel(/I consent to do business electronically/)
  await press(consent, tap)
  expect(await consent.isChecked()).toBe(true)
}

/** Presses the sign button (a tap on a touch page) and waits for "Engagement signed". */
export async function submitSignature(page: Page, { tap = false }: { tap?: boolean } = {}): Promise<void> {
  await press(page.getByRole('button', { name: 'Sign the engagement letter' }), tap)
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Engagement signed' }).isVisible()).toBe(true)
}

/** Counsel opens the mailed link, reads the letter and signs it. */
export async function signAsCounsel(page: Page, link: string, signer: Signer): Promise<void> {
  await page.goto(link)
  await page.getByRole('link', { name: 'Read the engagement letter' }).click()
  await fillSignature(page, signer)
  await submitSignature(page)
}

/** On the request page, the signed-in signatory countersigns its engagement with a fresh passkey assertion. */
export async function countersign(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Countersign as .+ \(passkey\)$/ }).click()
  await page.waitForURL(/done=countersigned/)
}

const PDFSIG = ['/usr/bin/pdfsig', '/bin/pdfsig'].find((file) => fs.existsSync(file))

/** poppler's pdfsig report on a PDF (it exits non-zero for a signature it finds invalid; the report is what counts). */
export async function pdfsigReport(pdf: Buffer): Promise<string> {
  if (!PDFSIG) throw new Error('pdfsig is missing: apt-get install -y poppler-utils (CI installs it)')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-pdfsig-'))
  try {
    const file = path.join(dir, 'letter.pdf')
    fs.writeFileSync(file, pdf)
    const result = await promisify(execFile)(PDFSIG, [file]).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }))
    return `${result.stdout}${result.stderr}`
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

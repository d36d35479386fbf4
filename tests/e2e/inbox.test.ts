/**
 * The inbox in Chromium, with real WebAuthn ceremonies: a CDP virtual authenticator stands in for the
 * person's device (not a mock of the library). The server is one of this file's own, opened at
 * http://localhost:PORT (browsers refuse an IP address as a passkey's relying party), against the build.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { spawnServer, type SpawnedServer } from '../support/spawn-server'
import { contextWithAuthenticator } from './passkey-context'
import { ERROR_SUMMARY_HEADING } from '~/components/forms/error-summary'
import { expectConsoleErrors } from './support'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

let server: SpawnedServer
let dataDir: string
let origin: string
let leadId: string

/** The command as an operator runs it, its output as printed. */
function staffCommand(action: 'add' | 'remove', args: string[]): string[] {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.resolve('scripts/staff.ts'), action, ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, INBOX_ORIGIN: origin, LOG_LEVEL: 'silent' },
  })
  expect(result.status, result.stderr).toBe(0)
  return result.stdout.trimEnd().split('\n')
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-inbox-'))
  const { freePort } = await import('../support/spawn-server')
  const port = await freePort()
  origin = `http://localhost:${String(port)}`
  server = await spawnServer({
    port,
    env: {
      DATA_DIR: dataDir,
      BUILD_DIR: path.resolve(process.env.E2E_BUILD_DIR ?? 'build/client'),
      INBOX_ORIGIN: origin,
      SITE_URL: origin,
      // as behind the site's nginx: one test signs in from its own address, so the earlier tests' ceremonies do not
      // count against it in the per-address sign-in limit
      TRUST_PROXY: '1',
    },
  })
  const posted = await fetch(`${server.url}/f/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      formType: 'contact',
      firstName: 'Marisol',
      lastName: 'Pell',
      email: 'marisol.pell@example.com',
      organization: 'Pell Consulting',
      caseType: 'Personal Injury',
      message: 'Please call about a lost-earnings claim.',
      plaintiffs: 'Marisol Pell',
      defendants: 'Acme Freight, Inc.',
      submittedAt: new Date().toISOString(),
      subject: 'Contact Form Submission - Marisol Pell',
    }),
  })
  expect(posted.status).toBe(200)
  leadId = ((await posted.json()) as { id: string }).id
}, 120_000)

afterAll(async () => {
  await server?.stop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  )
}

describe('the inbox in Chromium', () => {
  test('without a session, /inbox/anything is the same 404 page as any unknown address', async () => {
    const unknown = await fetch(`${origin}/no-such-page-${String(Date.now())}`)
    const inbox = await fetch(`${origin}/inbox/anything`)
    expect(unknown.status).toBe(404)
    expect(inbox.status).toBe(404)
    expect(await inbox.text()).toBe(await unknown.text())
    // Before anyone is added, the sign-in page does not exist either.
    expect((await fetch(`${origin}/inbox/sign-in`)).status).toBe(404)
  })

  test('enrolls from the printed link, signs out, signs in again, opens a request and changes its status', async () => {
    const lines = staffCommand('add', ['--email', 'ana.ortiz@firm.example', '--name', 'Ana Ortiz', '--role', 'admin'])
    const link = lines.at(-1)!
    expect(link).toMatch(new RegExp(`^${origin}/inbox/enroll/[A-Za-z0-9_-]{43}$`))

    const { context, page } = await contextWithAuthenticator()
    try {
      await page.goto(link)
      await page.getByRole('button', { name: 'Register a passkey' }).click()
      await page.waitForURL(`${origin}/inbox`)
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Requests' }).isVisible()).toBe(true)
      const cookie = (await context.cookies()).find((candidate) => candidate.name === '__Host-inbox-session')
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' })
      // The link worked once.
      expect((await page.request.get(link)).status()).toBe(404)

      await page.getByRole('button', { name: /^Sign out/ }).click()
      await page.waitForURL(`${origin}/inbox/sign-in`)
      expect((await page.request.get(`${origin}/inbox`)).status()).toBe(404)

      await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
      await page.waitForURL(`${origin}/inbox`)
      const request = page.getByRole('link', { name: /Marisol Pell/ })
      await expect.poll(() => request.isVisible()).toBe(true)
      await expect.poll(() => page.getByText('Unread').count()).toBe(1)
      await request.click()
      await page.waitForURL(`${origin}/inbox/requests/${leadId}`)
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Marisol Pell' }).isVisible()).toBe(true)
      await page.getByLabel('Status').selectOption('contacted')
      await page.getByRole('button', { name: 'Save status' }).click()
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Status saved.' }).isVisible()).toBe(true)
      await expect.poll(() => page.getByText('Status: Contacted').isVisible()).toBe(true)
      await expect
        .poll(() => page.getByRole('region', { name: 'Audit log' }).textContent())
        .toMatch(/Ana Ortiz, Changed the status/)
    } finally {
      await context.close()
    }
  })

  test("a cross-site POST is refused, even with the session's cookie", async () => {
    const { context, page } = await contextWithAuthenticator()
    try {
      const link = staffCommand('add', [
        '--email',
        'ana.ortiz@firm.example',
        '--name',
        'Ana Ortiz',
        '--role',
        'admin',
      ]).at(-1)!
      await page.goto(link)
      await page.getByRole('button', { name: 'Register a passkey' }).click()
      await page.waitForURL(`${origin}/inbox`)
      // A page of another site posts a form to the inbox: the browser leaves the SameSite=Strict cookie out, and the
      // inbox answers as to anyone without a session.
      const other = await context.newPage()
      // The not-found page asks for the analytics script, which this machine cannot resolve.
      expectConsoleErrors(other, /status of 404/, /ERR_NAME_NOT_RESOLVED/)
      await other.setContent(
        `<form method="post" action="${origin}/inbox/requests/${leadId}/status"><input name="status" value="declined"><button>Send</button></form>`,
      )
      const [navigation] = await Promise.all([
        other.waitForNavigation(),
        other.getByRole('button', { name: 'Send' }).click(),
      ])
      expect(navigation?.status()).toBe(404)
      await page.goto(`${origin}/inbox/requests/${leadId}`)
      await expect.poll(() => page.getByTestId('request-status').isVisible()).toBe(true)
      expect(await page.getByText('Status: Declined').count()).toBe(0)
      // The same post with the cookie, from the server's point of view: the Origin is not the inbox's.
      const cookie = (await context.cookies(origin)).find((candidate) => candidate.name === '__Host-inbox-session')!
      const forged = await fetch(`${origin}/inbox/requests/${leadId}/status`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `${cookie.name}=${cookie.value}`,
          origin: 'https://attacker.example',
        },
        body: 'status=declined',
        redirect: 'manual',
      })
      expect(forged.status).toBe(403)
      await page.reload()
      await expect.poll(() => page.getByTestId('request-status').isVisible()).toBe(true)
      expect(await page.getByText('Status: Declined').count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  test("a session ends when idle; a staff account's direct calls to erase or export are refused and nothing is deleted; an inbox page answers 200 with a session", async () => {
    const link = staffCommand('add', ['--email', 'bo.reyes@firm.example', '--name', 'Bo Reyes', '--role', 'staff']).at(
      -1,
    )!
    const { context, page } = await contextWithAuthenticator()
    try {
      await page.goto(link)
      await page.getByRole('button', { name: 'Register a passkey' }).click()
      await page.waitForURL(`${origin}/inbox`)
      expect((await page.goto(`${origin}/inbox/requests/${leadId}`))?.status()).toBe(200)
      const csrf = await page.locator('meta[name="inbox-csrf"]').getAttribute('content')
      const headers = { origin, 'content-type': 'application/x-www-form-urlencoded' }
      const erase = await page.request.post(`${origin}/inbox/requests/${leadId}/erase`, {
        headers,
        data: `confirm=erase&_csrf=${csrf ?? ''}`,
        maxRedirects: 0,
      })
      expect(erase.status()).toBe(403)
      const exported = await page.request.get(`${origin}/inbox/export.csv`, { maxRedirects: 0 })
      expect(exported.status()).toBe(403)
      expect(await exported.text()).not.toContain('marisol.pell@example.com')
      expect((await page.goto(`${origin}/inbox/requests/${leadId}`))?.status()).toBe(200)
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Marisol Pell' }).isVisible()).toBe(true)

      // Idle: the session's row is aged in the store (nobody waits 30 minutes); the next page is the sign-in page.
      const db = new Database(path.join(dataDir, 'leads.sqlite'))
      try {
        db.prepare('UPDATE inbox_sessions SET last_seen_at = ? WHERE revoked_at IS NULL').run(Date.now() - 31 * 60_000)
      } finally {
        db.close()
      }
      await page.goto(`${origin}/inbox`)
      expect(page.url()).toBe(`${origin}/inbox/sign-in`)
      expect((await page.request.get(`${origin}/inbox`)).status()).toBe(404)
    } finally {
      await context.close()
    }
  })

  test('the list and a request are readable at 320 px, usable by keyboard, with 0 axe violations', async () => {
    const { context, page } = await contextWithAuthenticator()
    try {
      const link = staffCommand('add', [
        '--email',
        'ana.ortiz@firm.example',
        '--name',
        'Ana Ortiz',
        '--role',
        'admin',
      ]).at(-1)!
      await page.setViewportSize({ width: 320, height: 640 })
      await page.goto(link)
      expect(await violations(page)).toEqual([])
      await page.getByRole('button', { name: 'Register a passkey' }).click()
      await page.waitForURL(`${origin}/inbox`)
      for (const url of [
        `${origin}/inbox`,
        `${origin}/inbox/requests/${leadId}`,
        `${origin}/inbox/register`,
        `${origin}/inbox/people`,
      ]) {
        await page.goto(url)
        expect(await violations(page), url).toEqual([])
        expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(320)
      }
      // Keyboard: the skip link comes first, then the inbox's navigation.
      await page.goto(`${origin}/inbox`)
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content')
      await page.keyboard.press('Enter')
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)
    } finally {
      await context.close()
    }
  })

  test('a refused register entry, person and note come back with the summary focused, each line moving focus to its field, with 0 axe violations', async () => {
    const { context, page } = await contextWithAuthenticator()
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.7' })
    try {
      const link = staffCommand('add', [
        '--email',
        'ana.ortiz@firm.example',
        '--name',
        'Ana Ortiz',
        '--role',
        'admin',
      ]).at(-1)!
      // Each refused post answers 400 with its page, which Chromium logs.
      expectConsoleErrors(page, /status of 400/)
      await page.goto(link)
      await page.getByRole('button', { name: 'Register a passkey' }).click()
      await page.waitForURL(`${origin}/inbox`)
      const summary = page.locator('[data-slot="error-summary"]')
      /** The summary is the focused element, and each of its links moves focus to the field it names. */
      const expectSummaryLinks = async (fieldIds: string[]) => {
        await expect.poll(() => summary.isVisible()).toBe(true)
        expect(await summary.getByRole('heading', { level: 2 }).textContent()).toBe(ERROR_SUMMARY_HEADING)
        expect(await summary.evaluate((box) => box === document.activeElement)).toBe(true)
        const links = summary.getByRole('link')
        expect(await links.evaluateAll((found) => found.map((each) => each.getAttribute('href')))).toEqual(
          fieldIds.map((id) => `#${id}`),
        )
        expect(await violations(page)).toEqual([])
        for (const [index, id] of fieldIds.entries()) {
          await links.nth(index).click()
          expect(await page.evaluate(() => document.activeElement?.id)).toBe(id)
        }
      }
      const skipBrowserChecks = (action: string) =>
        page
          .locator(`form[action$="${action}"]`)
          .first()
          .evaluate((form) => ((form as HTMLFormElement).noValidate = true))

      await page.goto(`${origin}/inbox/register`)
      await page.getByLabel('Name (a party or a firm)').fill('Dunmore Partners')
      await skipBrowserChecks('/inbox/register')
      await page.getByRole('button', { name: 'Add entry' }).click()
      await expectSummaryLinks(['new-matterId', 'new-caption', 'new-opened'])
      expect(await page.getByLabel('Name (a party or a firm)').inputValue()).toBe('Dunmore Partners')

      await page.goto(`${origin}/inbox/people`)
      await page.getByLabel('Email', { exact: true }).fill('not-an-address')
      await skipBrowserChecks('/inbox/people')
      await page.getByRole('button', { name: 'Create an enrollment link' }).click()
      await expectSummaryLinks(['person-name', 'person-email'])

      await page.goto(`${origin}/inbox/requests/${leadId}`)
      await page.getByLabel('Add a note').fill('   ')
      await page.getByRole('button', { name: 'Add note' }).click()
      await expectSummaryLinks(['note-body'])
      expect(await page.getByLabel('Add a note').getAttribute('aria-invalid')).toBe('true')
    } finally {
      await context.close()
    }
  })
})

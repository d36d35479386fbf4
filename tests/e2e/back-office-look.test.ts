/**
 * The back office as a person sees it, at 390×844 and 1440×900: the site's fonts and the firm's header on
 * the inbox and the engagement pages, an inbox list built for triage, and a request page in words. The
 * requests are saved through the real store before the server starts (the collector's rate limit would
 * refuse two dozen posts from one address), then a staff member signs in with a CDP virtual authenticator.
 *
 * Set BACK_OFFICE_SCREENSHOTS to a folder to write the screenshots docs/screenshots/ holds.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addCalendarDays, calendarDateIn } from '~/lib/leads/case-dates'
import { sampleLead } from '../support/server-fixtures'
import { SqliteCollectorStore } from '../../server/leads/sqlite-store'
import type { LeadEntry } from '../../server/shared/database/store-types'
import { openInboxDb } from '../../server/shared/database/sql'
import { InboxStore } from '../../server/inbox/inbox-store'
import { ConflictScreener } from '../../server/inbox/screening'
import { freePort, spawnServer, type SpawnedServer } from '../support/spawn-server'
import { contextWithAuthenticator } from './passkey-context'
import { expectConsoleErrors } from './support'
import { FEATURE_MIGRATIONS } from '../../server/migrations'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const REQUESTS = 26
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }

let server: SpawnedServer
let dataDir: string
let origin: string
let featuredId: string
let urgentId: string
let page: Page
let closeContext: () => Promise<void>

const today = calendarDateIn('America/New_York', new Date())

async function seedRequests(): Promise<void> {
  const collector = await new SqliteCollectorStore({
    migrations: FEATURE_MIGRATIONS,
    dataDir,
    routes: [],
    onError: () => {},
  }).open()
  const db = openInboxDb(collector, dataDir)
  try {
    const save = async (entry: Omit<LeadEntry, 'spam'>) => {
      const saved = await collector.save({ spam: false, ...entry })
      await new Promise((resolve) => setTimeout(resolve, 2))
      return saved.id
    }
    const caseTypes = ['Personal Injury', 'Wrongful Death', 'Employment', 'Commercial Damages']
    for (let index = 0; index < REQUESTS - 2; index += 1) {
      await save({
        formId: 'contact',
        lead: sampleLead({
          firstName: `Avery${String(index)}`,
          lastName: 'Lindqvist-Harrington',
          organization: `Harrington Lindqvist & Associates ${String(index)}`,
          caseType: caseTypes[index % caseTypes.length],
          ...(index % 3 === 0 ? { disclosureDeadline: addCalendarDays(today, 40 + index) } : {}),
        }),
      })
    }
    urgentId = await save({
      formId: 'emergency',
      lead: sampleLead({ firstName: 'Una', lastName: 'Zeller', formType: 'emergency', caseType: 'Personal Injury' }),
    })
    const start = Date.parse(`${addCalendarDays(today, 5)}T15:00:00Z`)
    featuredId = await save({
      formId: 'contact',
      userAgent: CHROME_ON_WINDOWS,
      origin: 'https://www.example.com',
      lead: sampleLead({
        firstName: 'Marisol',
        lastName: 'Pell',
        organization: 'Pell & Ward LLP',
        phone: '(713) 555-0142',
        caseType: 'Wrongful Death',
        retainedBy: 'defense',
        defendants: 'Acme Freight & Logistics, Inc.',
        courtState: 'TX',
        disclosureDeadline: addCalendarDays(today, 30),
      }),
      booking: { person: 'principal', startAt: start, endAt: start + 30 * 60_000, bufferMs: 0, visitorTimeZone: null },
    })
    const inbox = new InboxStore(db)
    await inbox.upsertRegister([
      {
        matterId: 'M-2021-007',
        caption: 'Roe v. Acme Freight & Logistics',
        name: 'Acme Freight & Logistics, Inc.',
        role: 'defendant',
        sideRetained: 'plaintiff',
        opened: '2021-02-01',
        closed: '2023-05-31',
      },
    ])
    await new ConflictScreener(inbox, { error: () => {} }).screenUnscreened()
  } finally {
    await db.close()
    await collector.close()
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-back-office-'))
  await seedRequests()
  const port = await freePort()
  origin = `http://localhost:${String(port)}`
  server = await spawnServer({
    port,
    env: {
      DATA_DIR: dataDir,
      BUILD_DIR: path.resolve(process.env.E2E_BUILD_DIR ?? 'build/client'),
      INBOX_ORIGIN: origin,
      SITE_URL: origin,
    },
  })
  const added = spawnSync(
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
    ],
    { encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, INBOX_ORIGIN: origin, LOG_LEVEL: 'silent' } },
  )
  expect(added.status, added.stderr).toBe(0)
  const signedIn = await contextWithAuthenticator()
  page = signedIn.page
  closeContext = () => signedIn.context.close()
  await page.goto(added.stdout.trimEnd().split('\n').at(-1)!)
  await page.getByRole('button', { name: 'Register a passkey' }).click()
  await page.waitForURL(`${origin}/inbox`)
}, 180_000)

afterAll(async () => {
  await closeContext?.()
  await server?.stop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

async function violations(): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`)
}

async function screenshot(name: string): Promise<void> {
  const folder = process.env.BACK_OFFICE_SCREENSHOTS
  if (folder) await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: false })
}

/** After the fonts settle: whether a Source Sans 3 face loaded, and the body's computed font family. */
async function bodyFont(): Promise<{ loaded: boolean; family: string }> {
  return page.evaluate(async () => {
    await document.fonts.ready
    return {
      loaded: [...document.fonts].some((face) => face.family.includes('Source Sans 3') && face.status === 'loaded'),
      family: getComputedStyle(document.body).fontFamily,
    }
  })
}

async function rowBoxes(): Promise<Array<{ top: number; bottom: number; height: number }>> {
  return page.locator('[data-request-row]').evaluateAll((rows) =>
    rows.map((row) => {
      const box = row.getBoundingClientRect()
      return { top: box.top, bottom: box.bottom, height: box.height }
    }),
  )
}

describe('the back office in the site’s look', () => {
  test('the inbox list at 1440×900 shows 20 or more one-line rows, urgent first, sortable by its column links', async () => {
    await page.setViewportSize(DESKTOP)
    await page.goto(`${origin}/inbox`)
    const boxes = await rowBoxes()
    const onScreen = boxes.filter((box) => box.bottom <= DESKTOP.height)
    console.info(`rows within 1440×900: ${String(onScreen.length)}; row height ${String(boxes[0]?.height)} px`)
    expect(onScreen.length).toBeGreaterThanOrEqual(20)
    for (const box of boxes) expect(box.height).toBeLessThan(48)
    expect(await page.locator('[data-request-row] a').first().getAttribute('href')).toBe(`/inbox/requests/${urgentId}`)
    expect(await page.getByRole('search', { name: 'Filter requests' }).isVisible()).toBe(false)
    await page.locator('summary', { hasText: 'Filter' }).click()
    expect(await page.getByRole('search', { name: 'Filter requests' }).isVisible()).toBe(true)
    await page.locator('summary', { hasText: 'Filter' }).click()
    // Only statuses with requests: every request here is new.
    const pills = page.getByRole('navigation', { name: 'Requests by status' }).getByRole('link')
    expect(await pills.allTextContents()).toEqual(['New 26'])
    expect(await violations()).toEqual([])
    await screenshot('1440-inbox-list')

    await page.getByRole('link', { name: /^Disclosure deadline/ }).click()
    await page.waitForURL(/sort=deadline/)
    expect(await page.getByRole('columnheader', { name: /Disclosure deadline/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    )
    expect(await page.locator('[data-request-row] a').first().getAttribute('href')).toBe(
      `/inbox/requests/${featuredId}`,
    )
    await page.getByRole('link', { name: /^Disclosure deadline/ }).click()
    await page.waitForURL(/sort=-deadline/)
    expect(await page.getByRole('columnheader', { name: /Disclosure deadline/ }).getAttribute('aria-sort')).toBe(
      'descending',
    )
  })

  test('the inbox list at 390×844 shows the first request without scrolling, and nothing scrolls sideways', async () => {
    await page.setViewportSize(PHONE)
    await page.goto(`${origin}/inbox`)
    const [first] = await rowBoxes()
    console.info(`first request at 390×844: top ${String(first?.top)} px, bottom ${String(first?.bottom)} px`)
    expect(first!.bottom).toBeLessThanOrEqual(PHONE.height)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    expect(await violations()).toEqual([])
    await screenshot('390-inbox-list')
  })

  test('the inbox pages carry the firm’s header and load Source Sans 3 as the body’s font', async () => {
    for (const url of [`${origin}/inbox`, `${origin}/inbox/requests/${featuredId}`]) {
      await page.goto(url)
      const banner = page.getByRole('banner').first()
      expect(await banner.textContent(), url).toMatch(/Inbox/)
      expect(await banner.locator('svg').count(), url).toBeGreaterThan(0)
      const font = await bodyFont()
      expect(font.loaded, url).toBe(true)
      expect(font.family, url).toMatch(/^"?Source Sans 3"?,/)
    }
  })

  for (const viewport of [PHONE, DESKTOP])
    test(`the request page at ${String(viewport.width)} px reads in words, with its facts in the header`, async () => {
      await page.setViewportSize(viewport)
      await page.goto(`${origin}/inbox/requests/${featuredId}`)
      const header = page.locator('main header').first()
      const headerText = (await header.textContent()) ?? ''
      console.info(`request header at ${String(viewport.width)}: ${headerText}`)
      expect(headerText).toContain('Pell & Ward LLP')
      expect(headerText).toMatch(/Disclosure deadline\w{3} \d{1,2}, \d{4} \(in 30 days\)/)
      expect(headerText).toMatch(/Consultation\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M ET with /)
      expect(await header.getByRole('link', { name: '(713) 555-0142' }).getAttribute('href')).toBe('tel:+17135550142')
      const main = (await page.locator('main').textContent()) ?? ''
      expect(main).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/)
      expect(main).toContain('Received ')
      expect(main).toMatch(/Retained byDefense/)
      expect(main).toMatch(/Court stateTexas/)
      expect(main).not.toContain('Similarity')
      expect(main).toContain('Same name, same party, opposite side')
      const sentFrom = page.getByRole('region', { name: 'Sent from' })
      expect(await sentFrom.textContent()).toContain('Chrome on Windows')
      expect(await sentFrom.getByText(CHROME_ON_WINDOWS).isVisible()).toBe(false)
      // The matching name is one highlight, not one per word.
      expect(await page.locator('#conflicts mark').allTextContents()).toEqual([
        'Acme Freight & Logistics, Inc.',
        'Acme Freight & Logistics, Inc.',
      ])
      if (viewport === PHONE) {
        const bar = page.getByRole('navigation', { name: 'Request actions' })
        const box = await bar.boundingBox()
        expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height)
        await bar.getByRole('link', { name: 'Status and assignment' }).click()
        await expect
          .poll(async () => (await page.getByLabel('Status').boundingBox())?.y ?? Infinity)
          .toBeLessThan(PHONE.height)
        await page.evaluate(() => window.scrollTo(0, 0))
      } else {
        expect(await page.getByRole('navigation', { name: 'Request actions' }).isVisible()).toBe(false)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      expect(await violations()).toEqual([])
      await screenshot(`${String(viewport.width)}-request-page`)
    })

  test('the matter register fits at 390 and 1440: no scroll box, dates on one line', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      await page.goto(`${origin}/inbox/register`)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      const opened = page.locator('td', { hasText: 'Feb 1, 2021' })
      const box = await opened.boundingBox()
      const lineHeight = await opened.evaluate((cell) => parseFloat(getComputedStyle(cell).lineHeight))
      expect(box!.height, `${String(viewport.width)} px`).toBeLessThan(lineHeight * 2 + 16)
      expect(await violations()).toEqual([])
    }
  })

  test('an engagement page carries the firm’s header and loads Source Sans 3 as the body’s font', async () => {
    expectConsoleErrors(page, /status of 404/)
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      const response = await page.goto(`${origin}/engage/${'A'.repeat(43)}`)
      expect(response?.headers()['content-security-policy']).toContain("font-src 'self'")
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This link is not valid')
      const banner = page.getByRole('banner').first()
      expect(await banner.locator('svg').count()).toBeGreaterThan(0)
      const font = await bodyFont()
      expect(font.loaded).toBe(true)
      expect(font.family).toMatch(/^"?Source Sans 3"?,/)
      expect(await violations()).toEqual([])
    }
  })
})

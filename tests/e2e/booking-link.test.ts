/**
 * A booking made through the API by an attorney in the Central zone, then seen on a 390 px phone: the request
 * in the inbox shows the booked time and its history; the attorney's link shows Central times with the
 * firm's named, moves the booking with the day chips and times, and asks before cancelling; the inbox's
 * history then reads booked, moved, cancelled.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sampleLead } from '../support/server-fixtures'
import { freePort, spawnServer, type SpawnedServer } from '../support/spawn-server'
import { contextWithAuthenticator } from './passkey-context'

const PHONE = { width: 390, height: 844 }

let server: SpawnedServer
let dataDir: string
let origin: string
let page: Page
let closeContext: () => Promise<void>

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-booking-link-'))
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
  await page.setViewportSize(PHONE)
  await page.goto(added.stdout.trimEnd().split('\n').at(-1)!)
  await page.getByRole('button', { name: 'Register a passkey' }).click()
  await page.waitForURL(`${origin}/inbox`)
}, 180_000)

afterAll(async () => {
  await closeContext?.()
  await server?.stop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

/** Books the first open time through the collector's API, as the schedule form does, from the Central zone. */
async function bookThroughApi(): Promise<{ id: string; start: string; manageUrl: string }> {
  const offered = (await (await fetch(`${origin}/f/slots?days=21`)).json()) as { slots: Array<{ start: string }> }
  const start = offered.slots[0]?.start
  if (!start) throw new Error('no time offered')
  const response = await fetch(`${origin}/f/schedule`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin },
    body: JSON.stringify({
      ...sampleLead({
        formType: 'schedule',
        firstName: 'Marisol',
        lastName: 'Pell',
        email: 'marisol.pell@lawfirm.example.com',
        phone: '(713) 555-0142',
      }),
      slotStart: start,
      visitorTimeZone: 'America/Chicago',
    }),
  })
  expect(response.status).toBe(200)
  const answer = (await response.json()) as { id: string; booking: { start: string; manageUrl: string } }
  return { id: answer.id, start: answer.booking.start, manageUrl: answer.booking.manageUrl }
}

async function historyLines(id: string): Promise<string[]> {
  await page.goto(`${origin}/inbox/requests/${id}`)
  const panel = page.getByRole('region', { name: 'Consultation' })
  return panel.locator('ol li').allTextContents()
}

describe('a booking from the attorney’s link and on its request, on a phone', () => {
  test('the inbox shows the booked time and its history; the link shows Central times, moves, and asks before cancelling', async () => {
    const booking = await bookThroughApi()
    const when = (zone: string, instant: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(
        Date.parse(instant),
      )

    const booked = await historyLines(booking.id)
    const panel = page.getByRole('region', { name: 'Consultation' })
    expect(await panel.textContent()).toContain('Booked')
    expect(await panel.textContent()).toContain(`${when('America/New_York', booking.start)} ET`)
    expect(booked).toHaveLength(1)
    expect(booked[0]).toMatch(/: Booked for .* ET$/)

    await page.goto(booking.manageUrl)
    const main = page.locator('main')
    expect(await main.textContent()).toContain(
      `at ${when('America/Chicago', booking.start)} Central (${when('America/New_York', booking.start)} Eastern, the firm's time)`,
    )
    expect(await main.textContent()).toContain('Times are in your time zone (Central')
    // The days are one row of chips; the first is chosen and shows its times, two to a row.
    const chips = page.locator('input[name="day"] + label')
    const chipTops = await chips.evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().top))
    expect(chipTops.length).toBeGreaterThan(1)
    expect(new Set(chipTops.slice(0, 3)).size).toBe(1)
    await chips.nth(1).click()
    const visibleTimes = page.locator('input[name="slotStart"]:visible')
    const boxes = await visibleTimes.evaluateAll((inputs) =>
      inputs.slice(0, 2).map((input) => input.closest('label')!.getBoundingClientRect()),
    )
    expect(boxes[0]?.top).toBe(boxes[1]?.top)
    expect(boxes[0]!.width).toBeLessThan(PHONE.width / 2)
    const target = String(await visibleTimes.first().getAttribute('value'))
    await visibleTimes.first().check()
    await page.getByRole('button', { name: 'Move the consultation' }).click()
    await expect.poll(() => page.getByText('Your consultation is moved.').isVisible()).toBe(true)
    expect(await main.textContent()).toContain(`at ${when('America/Chicago', target)} Central`)

    // Cancel asks first; "No, keep it" keeps it.
    await page.getByRole('link', { name: 'Cancel the consultation' }).click()
    const question = page.getByRole('heading', { level: 1 })
    expect(await question.textContent()).toMatch(
      new RegExp(`^Cancel the consultation on \\w+day, \\w+ \\d+ at ${when('America/Chicago', target)} Central\\?$`),
    )
    await page.getByRole('link', { name: 'No, keep it' }).click()
    await expect.poll(() => page.getByRole('heading', { name: 'Your consultation' }).isVisible()).toBe(true)
    await page.getByRole('link', { name: 'Cancel the consultation' }).click()
    await page.getByRole('button', { name: 'Yes, cancel it' }).click()
    await expect.poll(() => page.getByRole('heading', { name: 'Consultation cancelled' }).isVisible()).toBe(true)

    const history = await historyLines(booking.id)
    expect(history.map((line) => line.replace(/^.*?ET: /, ''))).toEqual([
      expect.stringMatching(/^Booked for /),
      `Moved to ${new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'shortGeneric',
      }).format(Date.parse(target))}`,
      'Cancelled',
    ])
    expect(await page.getByRole('region', { name: 'Consultation' }).textContent()).toContain('Cancelled')
  }, 120_000)
})

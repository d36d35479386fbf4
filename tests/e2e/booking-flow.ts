/**
 * Steps shared by the booking browser tests: a staff member enrolled with a passkey on a phone-sized page,
 * a request's booking history in the inbox, and the attorney's link (Central times, a move, cancel asking first).
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { contextWithAuthenticator } from './passkey-context'

const PHONE_SIZE = { width: 390, height: 844 }

/** A time of day as a person in `zone` reads it ("7:45 AM"). */
export function clockTime(zone: string, instant: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(
    Date.parse(instant),
  )
}

/**
 * Counsel's time of a consultation as the confirmation, its calendar file, the mails and the booking link's page
 * say it: the attorney's clock in their zone (`word`: "Central"), then the firm's (New York), e.g. "at 7:45 AM
 * Central (8:45 AM Eastern, the firm's time)". The firm's hours keep both on the same day.
 */
export function counselClock(zone: string, word: string, instant: string): string {
  return `at ${clockTime(zone, instant)} ${word} (${clockTime('America/New_York', instant)} Eastern, the firm's time)`
}

/** An iCalendar file's DESCRIPTION, unfolded and unescaped (RFC 5545 3.1 and 3.3.11). */
export function icsDescription(ics: string): string {
  const line = ics
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .find((entry) => entry.startsWith('DESCRIPTION:'))
  return (line ?? '')
    .slice('DESCRIPTION:'.length)
    .replace(/\\n/gi, '\n')
    .replace(/\\([\\;,])/g, '$1')
}

/** The DESCRIPTION of the confirmation's "Add to calendar" file (a data: link made in the browser). */
export async function addToCalendarDescription(page: Page): Promise<string> {
  const href = await page.getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href')
  return icsDescription(decodeURIComponent(String(href).replace(/^data:text\/calendar;charset=utf-8,/, '')))
}

/** Enrolls a staff member with scripts/staff.ts and registers a passkey from a 390 px page that stays signed in. */
export async function signedInStaffPage(
  dataDir: string,
  origin: string,
): Promise<{ page: Page; close(): Promise<void> }> {
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
  const { page } = signedIn
  await page.setViewportSize(PHONE_SIZE)
  await page.goto(added.stdout.trimEnd().split('\n').at(-1)!)
  await page.getByRole('button', { name: 'Register a passkey' }).click()
  await page.waitForURL(`${origin}/inbox`)
  return { page, close: () => signedIn.context.close() }
}

/** Opens the request in the inbox and reads its booking history, one line per event. */
export async function requestHistory(page: Page, origin: string, id: string): Promise<string[]> {
  await page.goto(`${origin}/inbox/requests/${id}`)
  return page.getByRole('region', { name: 'Consultation' }).locator('ol li').allTextContents()
}

/**
 * On the attorney's link for a booking made from the Central zone: the time in Central with the firm's named,
 * day chips in one row, times two to a row, a move to the second day's first time, and cancel asking first.
 * Returns the time moved to.
 */
export async function moveThenCancelFromLink(page: Page, manageUrl: string, start: string): Promise<string> {
  await page.goto(manageUrl)
  const main = page.locator('main')
  expect(await main.textContent()).toContain(counselClock('America/Chicago', 'Central', start))
  expect(await main.textContent()).toContain('Times are in your time zone (Central')
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
  expect(boxes[0]!.width).toBeLessThan(PHONE_SIZE.width / 2)
  const target = String(await visibleTimes.first().getAttribute('value'))
  await visibleTimes.first().check()
  await page.getByRole('button', { name: 'Move the consultation' }).click()
  await expect.poll(() => page.getByText('Your consultation is moved.').isVisible()).toBe(true)
  expect(await main.textContent()).toContain(`at ${clockTime('America/Chicago', target)} Central`)

  // Cancel asks first; "No, keep it" keeps it.
  await page.getByRole('link', { name: 'Cancel the consultation' }).click()
  const question = page.getByRole('heading', { level: 1 })
  expect(await question.textContent()).toMatch(
    new RegExp(`^Cancel the consultation on \\w+day, \\w+ \\d+ at ${clockTime('America/Chicago', target)} Central\\?$`),
  )
  await page.getByRole('link', { name: 'No, keep it' }).click()
  await expect.poll(() => page.getByRole('heading', { name: 'Your consultation' }).isVisible()).toBe(true)
  await page.getByRole('link', { name: 'Cancel the consultation' }).click()
  await page.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect.poll(() => page.getByRole('heading', { name: 'Consultation cancelled' }).isVisible()).toBe(true)
  return target
}

/** The history line of a move, in the firm's zone as the inbox writes it. */
export function movedLine(target: string): string {
  return `Moved to ${new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'shortGeneric',
  }).format(Date.parse(target))}`
}

/**
 * A booking made through the API by an attorney in the Central zone, then seen on a 390 px phone: the request
 * in the inbox shows the booked time and its history; the attorney's link shows Central times with the
 * firm's named, moves the booking with the day chips and times, and asks before cancelling; the inbox's
 * history then reads booked, moved, cancelled.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sampleLead } from '../support/server-fixtures'
import { freePort, spawnServer, type SpawnedServer } from '../support/spawn-server'
import { clockTime, moveThenCancelFromLink, movedLine, requestHistory, signedInStaffPage } from './booking-flow'

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
  const signedIn = await signedInStaffPage(dataDir, origin)
  page = signedIn.page
  closeContext = signedIn.close
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

describe('a booking from the attorney’s link and on its request, on a phone', () => {
  test('the inbox shows the booked time and its history; the link shows Central times, moves, and asks before cancelling', async () => {
    const booking = await bookThroughApi()
    const booked = await requestHistory(page, origin, booking.id)
    const panel = page.getByRole('region', { name: 'Consultation' })
    expect(await panel.textContent()).toContain('Booked')
    expect(await panel.textContent()).toContain(`${clockTime('America/New_York', booking.start)} ET`)
    expect(booked).toHaveLength(1)
    expect(booked[0]).toMatch(/: Booked for .* ET$/)

    const target = await moveThenCancelFromLink(page, booking.manageUrl, booking.start)

    const history = await requestHistory(page, origin, booking.id)
    expect(history.map((line) => line.replace(/^.*?ET: /, ''))).toEqual([
      expect.stringMatching(/^Booked for /),
      movedLine(target),
      'Cancelled',
    ])
    expect(await page.getByRole('region', { name: 'Consultation' }).textContent()).toContain('Cancelled')
  }, 120_000)
})

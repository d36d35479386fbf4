/**
 * Finding 6 of the fourth security review: a busy feed's redirects are followed only to addresses the
 * BUSY_ICS_URLS rule accepts (at most 3), a name resolving to a private address is refused when the
 * connection is made, and a body without Content-Length is cut at 10 MB instead of read whole.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { BusyFeeds } from './busy-feeds'

const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//EN',
  'BEGIN:VEVENT',
  'UID:busy-1',
  'DTSTAMP:20270301T120000Z',
  'DTSTART:20270302T150000Z',
  'DTEND:20270302T160000Z',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n')

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function serve(host: string, handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  cleanups.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(resolve)
      }),
  )
  return `http://${host}:${String((server.address() as AddressInfo).port)}`
}

/** Reads `url` once as the principal's feed: the failure the store was told of, or the busy times it was given. */
async function readOnce(
  url: string,
  resolve?: (hostname: string) => Promise<Array<{ address: string; family: number }>>,
) {
  const outcome: { failure?: string; busyTimes?: number } = {}
  const feeds = new BusyFeeds({
    store: {
      claimJob: async () => true,
      replaceBusyIntervals: async (_person, intervals) => void (outcome.busyTimes = intervals.length),
      recordBusyFeedFailure: async (_person, _at, reason) => void (outcome.failure = reason),
    },
    feeds: new Map([['principal', url]]),
    firmZone: 'America/New_York',
    logger: pino({ level: 'silent' }),
    now: () => Date.parse('2027-03-01T12:00:00Z'),
    ...(resolve ? { resolve } : {}),
  })
  await feeds.refresh()
  return outcome
}

describe('a busy feed that redirects, resolves privately or never ends', () => {
  it('follows up to 3 redirects to accepted addresses and refuses one to an address the rule refuses, without reaching it', async () => {
    let privateHits = 0
    const inside = await serve('127.0.0.2', (_request, response) => {
      privateHits += 1
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(FEED)
    })
    const origin = await serve('127.0.0.1', (request, response) => {
      const hops = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('hops') ?? 0)
      if (request.url?.startsWith('/inside')) return void response.writeHead(302, { location: `${inside}/admin` }).end()
      if (hops > 0) return void response.writeHead(302, { location: `/chain?hops=${String(hops - 1)}` }).end()
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(FEED)
    })
    expect(await readOnce(`${origin}/inside`)).toEqual({ failure: expect.stringMatching(/redirect/) })
    expect(privateHits).toBe(0)
    expect(await readOnce(`${origin}/chain?hops=3`)).toEqual({ busyTimes: 1 })
    expect(await readOnce(`${origin}/chain?hops=4`)).toEqual({ failure: expect.stringMatching(/redirects/) })
  })

  it('refuses a name that resolves to a private or local address, checked when the connection is made', async () => {
    for (const address of ['10.1.2.3', '127.0.0.1', '169.254.169.254', '::1', '::ffff:192.168.1.1']) {
      const outcome = await readOnce('https://calendar.example.com/private/basic.ics', async () => [
        { address, family: address.includes(':') ? 6 : 4 },
      ])
      expect(outcome, address).toEqual({ failure: expect.stringMatching(/private or local/) })
    }
  })

  it('stops reading a body without Content-Length at 10 MB', async () => {
    let sent = 0
    const origin = await serve('127.0.0.1', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/calendar' })
      const chunk = Buffer.alloc(1024 * 1024, 0x20)
      const more = () => {
        while (!response.destroyed && sent < 200 * 1024 * 1024) {
          sent += chunk.length
          if (!response.write(chunk)) return void response.once('drain', more)
        }
        response.end()
      }
      more()
    })
    const started = performance.now()
    expect(await readOnce(`${origin}/endless.ics`)).toEqual({ failure: 'feed larger than 10 MB' })
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(sent).toBeLessThan(40 * 1024 * 1024)
  })
})

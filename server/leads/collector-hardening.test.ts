/**
 * The second security review's findings on the collector's HTTP side, each as a visitor or an attacker
 * would meet it: a `next` that is not a valid header, a prototype key in a form post, an echo that grows
 * with the body, IPv6 clients rotating addresses within their /64, and a /healthz that hits the database
 * on every request.
 */
import http from 'node:http'
import type net from 'node:net'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildApp, type BuildAppOptions } from '../app'
import { LeadStore } from './store'
import {
  eventually,
  newWebhookSecret,
  temporaryDir,
  testConfig,
  writeMinimalBuild,
} from '../../tests/support/server-fixtures'

const SITE_URL = 'https://www.firm.example.com'

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function start(
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
): Promise<{ app: FastifyInstance; leadCount: () => number }> {
  const temp = temporaryDir('collector-hardening-')
  const dataDir = path.join(temp.dir, 'data')
  const app = await buildApp(
    testConfig({ DATA_DIR: dataDir, BUILD_DIR: writeMinimalBuild(temp.dir), SITE_URL, ...env }),
    { collector: { rateLimits: false, ...options.collector } },
  )
  cleanups.push(temp.remove, () => app.close())
  const leadCount = () => {
    const store = new LeadStore(dataDir, { readonly: true })
    try {
      return store.countLeads()
    } finally {
      store.close()
    }
  }
  return { app, leadCount }
}

const formPost = (app: FastifyInstance, payload: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/f/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload,
  })
const GOOD = 'firstName=Ann&lastName=Lee&email=ann%40lee.example.com'

describe('a plain form post with a `next` that is not a visible-ASCII path', () => {
  it('stores the lead once and answers 303 to the request-received page, with the security headers, for non-Latin-1, line-separator and space paths', async () => {
    const { app, leadCount } = await start()
    for (const [index, next] of ['/%E4%B8%AD', '/%E2%80%A8x', '/a%20b', '/caf%C3%A9'].entries()) {
      const response = await formPost(app, `${GOOD}&next=${next}`)
      expect(response.statusCode, next).toBe(303)
      expect(response.headers.location, next).toBe(`${SITE_URL}/request-received`)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['cache-control']).toBe('no-store')
      expect(leadCount()).toBe(index + 1)
    }
    const plain = await formPost(app, `${GOOD}&next=/contact%3Fsent%3D1`)
    expect(plain.headers.location).toBe(`${SITE_URL}/contact?sent=1`)
  })
})

describe('a plain form post with a "__proto__" field', () => {
  it('is refused with 422 naming the field, as the JSON path does, and stores nothing', async () => {
    const { app, leadCount } = await start()
    const form = await formPost(app, `${GOOD}&__proto__=x`)
    expect(form.statusCode).toBe(422)
    expect(form.body).toContain('__proto__ is not a field of this form.')
    const json = await app.inject({
      method: 'POST',
      url: '/f/contact',
      headers: { 'content-type': 'application/json' },
      payload:
        '{"firstName":"Ann","lastName":"Lee","email":"ann@lee.example.com","formType":"contact","__proto__":"x"}',
    })
    expect(json.statusCode).toBe(422)
    expect(json.body).toContain('__proto__ is not a field of this form.')
    expect(leadCount()).toBe(0)
  })
})

describe('the correction page of a refused plain form post', () => {
  it('stays small whatever the body: each value is echoed up to its field limit', async () => {
    const { app } = await start()
    for (const field of ['name', 'firstName', 'message', 'urgency', 'subject']) {
      // The same post with a one-character value: the page's own markup (the site's form parts, styled).
      const page = Buffer.byteLength((await formPost(app, `${field}=‹`)).body)
      // Just under the 32 KB body limit, in a three-byte character.
      const response = await formPost(app, `${field}=${'‹'.repeat(10_800)}`)
      expect(response.statusCode, field).toBe(422)
      // What the value adds stays within the longest field's limit (5,000 characters, 15 KB here).
      expect(Buffer.byteLength(response.body) - page, field).toBeLessThan(17_000)
    }
    const message = await formPost(app, `${GOOD}&message=${'‹'.repeat(6000)}`)
    expect(message.body).toContain(`>${'‹'.repeat(5000)}</textarea>`)
  })
})

describe('rate limits for IPv6 clients', () => {
  it('count a whole /64 as one client, so rotating addresses within it does not dodge the limit', async () => {
    const { app } = await start(
      {},
      {
        collector: {
          rateLimits: { burst: { limit: 3, windowMs: 60_000 }, daily: { limit: 100, windowMs: 86_400_000 } },
        },
      },
    )
    const from = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/f/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: GOOD,
        remoteAddress,
      })
    const statuses: number[] = []
    for (const host of ['1', 'a', 'ffff:1', 'dead:beef:1'])
      statuses.push((await from(`2001:db8:5:6::${host}`)).statusCode)
    expect(statuses).toEqual([303, 303, 303, 429])
    expect((await from('2001:db8:5:7::1')).statusCode).toBe(303)
  })
})

describe('/healthz under a flood', () => {
  it('reads the database once for many health checks in a second, not once each', async () => {
    const { app } = await start()
    const reads = vi.spyOn(LeadStore.prototype, 'outboxHealth')
    cleanups.push(() => reads.mockRestore())
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => app.inject({ url: '/healthz', remoteAddress: '127.0.0.1' })),
    )
    for (let index = 0; index < 20; index += 1)
      answers.push(await app.inject({ url: '/healthz', remoteAddress: '203.0.113.7' }))
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true)
    expect(answers[0]?.json()).toMatchObject({ status: 'ok', store: 'sqlite' })
    expect(reads.mock.calls.length).toBeLessThanOrEqual(2)
  })
})

describe('a webhook receiver that refuses one lead', () => {
  it('holds back only that lead, on its own backoff; the leads after it are delivered at once', async () => {
    const accepted: string[] = []
    let refusals = 0
    const receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { lead: { firstName: string } }
        if (payload.lead.firstName === 'Refused') {
          refusals += 1
          response.writeHead(422).end()
          return
        }
        accepted.push(payload.lead.firstName)
        response.writeHead(204).end()
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()))
    cleanups.push(() => new Promise((resolve) => receiver.close(resolve)))
    const url = `http://127.0.0.1:${String((receiver.address() as net.AddressInfo).port)}/hook`
    // A long backoff: under the old rule the whole route would wait a minute after the refusal.
    const { app } = await start(
      { WEBHOOK_URLS: url, WEBHOOK_SECRETS: newWebhookSecret() },
      { collector: { backoff: { baseDelayMs: 60_000, maxDelayMs: 15 * 60_000 }, idleCheckMs: 100 } },
    )
    const lead = (firstName: string) => `firstName=${firstName}&lastName=Lee&email=ann%40lee.example.com`
    expect((await formPost(app, lead('Refused'))).statusCode).toBe(303)
    await eventually(() => refusals === 1)
    for (const name of ['Second', 'Third']) expect((await formPost(app, lead(name))).statusCode).toBe(303)
    await eventually(() => accepted.length === 2, 10_000)
    expect(accepted).toEqual(['Second', 'Third'])
    expect(refusals).toBe(1)
  })
})

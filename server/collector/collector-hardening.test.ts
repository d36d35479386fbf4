/**
 * The second security review's findings on the collector's HTTP side, each as a visitor or an attacker
 * would meet it: a `next` that is not a valid header, a prototype key in a form post, an echo that grows
 * with the body, IPv6 clients rotating addresses within their /64, and a /healthz that hits the database
 * on every request.
 */
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp, type BuildAppOptions } from '../app'
import { LeadStore } from './store'
import { temporaryDir, testConfig, writeMinimalBuild } from './test-support'

const SITE_URL = 'https://www.firm.example.com'

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function start(env: Record<string, string> = {}, options: BuildAppOptions = {}): Promise<{ app: FastifyInstance; leadCount: () => number }> {
  const temp = temporaryDir('collector-hardening-')
  const dataDir = path.join(temp.dir, 'data')
  const app = await buildApp(testConfig({ DATA_DIR: dataDir, BUILD_DIR: writeMinimalBuild(temp.dir), SITE_URL, ...env }), { collector: { rateLimits: false, ...options.collector } })
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
  app.inject({ method: 'POST', url: '/f/contact', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload })
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
    const json = await app.inject({ method: 'POST', url: '/f/contact', headers: { 'content-type': 'application/json' }, payload: '{"firstName":"Ann","lastName":"Lee","email":"ann@lee.example.com","formType":"contact","__proto__":"x"}' })
    expect(json.statusCode).toBe(422)
    expect(json.body).toContain('__proto__ is not a field of this form.')
    expect(leadCount()).toBe(0)
  })
})

describe('the correction page of a refused plain form post', () => {
  it('stays small whatever the body: each value is echoed up to its field limit', async () => {
    const { app } = await start()
    for (const field of ['name', 'firstName', 'message', 'urgency', 'subject']) {
      // Just under the 32 KB body limit, in a three-byte character.
      const response = await formPost(app, `${field}=${'‹'.repeat(10_800)}`)
      expect(response.statusCode, field).toBe(422)
      expect(Buffer.byteLength(response.body), field).toBeLessThan(20_000)
    }
    const message = await formPost(app, `${GOOD}&message=${'‹'.repeat(6000)}`)
    expect(message.body).toContain(`>${'‹'.repeat(5000)}</textarea>`)
  })
})

describe('rate limits for IPv6 clients', () => {
  it('count a whole /64 as one client, so rotating addresses within it does not dodge the limit', async () => {
    const { app } = await start({}, { collector: { rateLimits: { burst: { limit: 3, windowMs: 60_000 }, daily: { limit: 100, windowMs: 86_400_000 } } } })
    const from = (remoteAddress: string) => app.inject({ method: 'POST', url: '/f/contact', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: GOOD, remoteAddress })
    const statuses: number[] = []
    for (const host of ['1', 'a', 'ffff:1', 'dead:beef:1']) statuses.push((await from(`2001:db8:5:6::${host}`)).statusCode)
    expect(statuses).toEqual([303, 303, 303, 429])
    expect((await from('2001:db8:5:7::1')).statusCode).toBe(303)
  })
})

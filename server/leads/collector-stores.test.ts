/**
 * The collector over HTTP on both stores: SQLite and a real PostgreSQL. Mail with a stable Message-ID,
 * signed webhooks verified as a receiver would, retries with the same delivery id, the delivery log,
 * idempotency, rate limits, /healthz, and forms posted without JavaScript.
 */
import path from 'node:path'
import { Writable } from 'node:stream'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { REQUEST_RECEIVED_PATH } from '~/lib/routing'
import { VALIDATION_MESSAGES } from '~/lib/leads/messages'
import { buildApp, type BuildAppOptions } from '../app'
import { COLLECTOR_MESSAGES, registerCollector } from './collector'
import { FORM_PAGE_POLICY } from '../shared/form-body'
import { PostgresCollectorStore } from './postgres-store'
import { startPostgres, type RunningPostgres } from '../../tests/support/postgres'
import { LeadStore } from './store'
import type { DeliveryAttempt } from '../shared/database/store-types'
import {
  eventually,
  freePort,
  newWebhookSecret,
  sampleLead,
  startSmtpServer,
  startWebhookReceiver,
  temporaryDir,
  testConfig,
  verifyDelivery,
  writeMinimalBuild,
} from '../../tests/support/server-fixtures'
import type { WebhookPayload } from '../shared/outbox/webhook'
import { FEATURE_MIGRATIONS } from '../migrations'

const SECRET = newWebhookSecret()
const SITE_URL = 'https://www.firm.example.com'

let postgres: RunningPostgres | undefined
let databases = 0
beforeAll(async () => {
  postgres = await startPostgres()
}, 60_000)
afterAll(async () => {
  await postgres?.stop()
})

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

type Kind = 'sqlite' | 'postgres'

interface Started {
  app: FastifyInstance
  deliveries: () => Promise<DeliveryAttempt[]>
  leadCount: () => Promise<number>
}

async function storeEnv(kind: Kind, dataDir: string): Promise<Record<string, string>> {
  if (kind === 'sqlite') return { DATA_DIR: dataDir }
  if (!postgres) throw new Error('PostgreSQL did not start')
  databases += 1
  return { DATA_DIR: dataDir, DATABASE_URL: await postgres.createDatabase(`http_${String(databases)}`) }
}

async function start(kind: Kind, env: Record<string, string> = {}, options: BuildAppOptions = {}): Promise<Started> {
  const temp = temporaryDir('collector-stores-')
  const dataDir = path.join(temp.dir, 'data')
  const storeSettings = await storeEnv(kind, dataDir)
  const config = testConfig({ ...storeSettings, BUILD_DIR: writeMinimalBuild(temp.dir), SITE_URL, ...env })
  const app = await buildApp(config, {
    collector: {
      rateLimits: false,
      backoff: { baseDelayMs: 100, maxDelayMs: 400 },
      idleCheckMs: 200,
      ...options.collector,
    },
  })
  cleanups.push(temp.remove, () => app.close())
  const withPostgres = async <T>(read: (store: PostgresCollectorStore) => Promise<T>) => {
    const store = await PostgresCollectorStore.open({
      migrations: FEATURE_MIGRATIONS,
      url: storeSettings.DATABASE_URL ?? '',
      routes: [],
      poolSize: 1,
    })
    try {
      return await read(store)
    } finally {
      await store.close()
    }
  }
  const withSqlite = <T>(read: (store: LeadStore) => T) => {
    const store = new LeadStore(dataDir, { readonly: true })
    try {
      return read(store)
    } finally {
      store.close()
    }
  }
  return {
    app,
    deliveries: async () =>
      kind === 'postgres'
        ? withPostgres((store) => store.listDeliveries())
        : withSqlite((store) => store.listDeliveries()),
    leadCount: async () =>
      kind === 'postgres' ? withPostgres((store) => store.countLeads()) : withSqlite((store) => store.countLeads()),
  }
}

const json = { 'content-type': 'application/json', accept: 'application/json' }
const post = (app: FastifyInstance, formId: string, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/f/${formId}`, headers: { ...json, ...headers }, payload: JSON.stringify(body) })
const formPost = (
  app: FastifyInstance,
  formId: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: `/f/${formId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  })

describe.each(['sqlite', 'postgres'] as const)('the collector on %s', (kind) => {
  it('mails each lead with a stable Message-ID and posts it to the webhook, signed; /healthz names the store', async () => {
    const smtpPort = await freePort()
    const smtp = await startSmtpServer(smtpPort)
    const receiver = await startWebhookReceiver()
    cleanups.push(
      () => smtp.close(),
      () => receiver.close(),
    )
    const { app, deliveries } = await start(kind, {
      SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`,
      WEBHOOK_URLS: receiver.url,
      WEBHOOK_SECRETS: SECRET,
    })
    const response = await post(app, 'contact', sampleLead())
    expect(response.statusCode).toBe(200)
    const { id } = response.json() as { id: string }

    const [mail] = await smtp.waitForMails(1)
    expect(mail?.headers).toContain(`Message-ID: <${id}.mail@www.firm.example.com>`)
    const [delivery] = await receiver.waitFor(1)
    // Verified as a receiver does, with the Standard Webhooks library; another URL's secret does not verify it.
    const payload = verifyDelivery(delivery!, SECRET) as WebhookPayload
    expect(() => verifyDelivery(delivery!, newWebhookSecret())).toThrow()
    expect(payload).toMatchObject({
      type: 'lead.created',
      lead: { id, firstName: 'Jane', email: 'jane.doe@lawfirm.example.com' },
    })
    expect(payload.lead).not.toHaveProperty('clientAddress')
    expect(delivery!.headers['webhook-id']).toBe(payload.deliveryId)
    expect(payload.deliveryId).toMatch(new RegExp(`^${id}\\.webhook-[0-9a-f]{12}$`))

    await eventually(async () => (await deliveries()).filter((row) => row.ok).length === 2)
    const log = await deliveries()
    expect(log.map((row) => [row.channel, row.ok]).sort()).toEqual([
      ['mail', true],
      ['webhook', true],
    ])
    const health = (await app.inject({ url: '/healthz', remoteAddress: '127.0.0.1' })).json() as Record<string, unknown>
    expect(health).toMatchObject({
      status: 'ok',
      store: kind,
      notifications: { pending: 0, smtpConfigured: true, webhooks: 1 },
    })
    expect((await app.inject({ url: '/healthz', remoteAddress: '203.0.113.5' })).json()).toEqual({ status: 'ok' })
  })

  it('retries a failing webhook with backoff under the same delivery id, and records each attempt', async () => {
    const receiver = await startWebhookReceiver({ failFirst: 2 })
    cleanups.push(() => receiver.close())
    const { app, deliveries } = await start(kind, { WEBHOOK_URLS: receiver.url, WEBHOOK_SECRETS: SECRET })
    expect((await post(app, 'contact', sampleLead())).statusCode).toBe(200)
    const received = await receiver.waitFor(3)
    expect(new Set(received.map((delivery) => delivery.headers['webhook-id'])).size).toBe(1)
    for (const delivery of received) expect(verifyDelivery(delivery, SECRET)).toMatchObject({ type: 'lead.created' })
    await eventually(async () => (await deliveries()).some((row) => row.ok === true))
    const attempts = (await deliveries()).filter((row) => row.channel === 'webhook')
    expect(attempts.map((row) => [row.ok, row.detail])).toEqual([
      [false, 'HTTP 500'],
      [false, 'HTTP 500'],
      [true, 'HTTP 204'],
    ])
    expect(attempts[0]?.target).toBe(receiver.url)
  })

  it('keeps one row per Idempotency-Key and answers 429 past the limit', async () => {
    const { app, leadCount } = await start(
      kind,
      {},
      {
        collector: {
          rateLimits: { burst: { limit: 3, windowMs: 60_000 }, daily: { limit: 100, windowMs: 86_400_000 } },
        },
      },
    )
    const headers = { 'idempotency-key': 'same-request-0001' }
    const answers = await Promise.all([
      post(app, 'contact', sampleLead(), headers),
      post(app, 'contact', sampleLead(), headers),
    ])
    expect(new Set(answers.map((answer) => (answer.json() as { id: string }).id)).size).toBe(1)
    expect(await leadCount()).toBe(1)
    expect((await post(app, 'contact', sampleLead())).statusCode).toBe(200)
    const limited = await post(app, 'contact', sampleLead())
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ error: COLLECTOR_MESSAGES.rateLimited })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.headers['x-ratelimit-limit']).toBeUndefined()
    expect((await post(app, 'contact', sampleLead(), { 'x-other': '1' })).statusCode).toBe(429)
    // A plain form post past the limit gets a page that says so, not JSON.
    const page = await formPost(app, 'contact', { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' })
    expect(page.statusCode).toBe(429)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['content-security-policy']).toBe(FORM_PAGE_POLICY)
    expect(page.body).toContain(COLLECTOR_MESSAGES.rateLimited)
    expect(page.body).toContain(`href="${SITE_URL}/"`)
  })

  it("takes a form posted without JavaScript: stored like the app's JSON, then a 303 to the request-received page on SITE_URL", async () => {
    const { app, leadCount } = await start(kind)
    const fields = {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@lawfirm.example.com',
      phone: '(215) 555-0100',
      message: 'Lost wages since 2022.',
      caseType: '',
      _gotcha: '',
      next: '/contact',
    }
    const response = await formPost(app, 'contact', fields)
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe(`${SITE_URL}/contact`)
    expect(await leadCount()).toBe(1)
    // Without a valid next field, the page that says the request reached the firm; a foreign or
    // protocol-relative next is ignored, and so is the referring page.
    const withoutNext = await formPost(
      app,
      'contact',
      { ...fields, next: '//evil.example/x' },
      { referer: 'http://localhost/services/business-valuation' },
    )
    expect(withoutNext.headers.location).toBe(`${SITE_URL}${REQUEST_RECEIVED_PATH}`)
    // The home page's single name field is split as the app splits it.
    expect((await formPost(app, 'quick', { name: 'Solo', email: 'solo@example.com', _gotcha: '' })).statusCode).toBe(
      303,
    )
    expect(await leadCount()).toBe(3)
  })

  it("answers a rule failure with the form again: the app's messages, every value escaped and kept, under a strict policy", async () => {
    const { app, leadCount } = await start(kind)
    const typed = {
      firstName: 'Jane <script>alert(1)</script>',
      lastName: '',
      email: 'jane@nowhere',
      phone: '555',
      organization: 'O"Brien & Co',
      message: 'Line one\n</textarea><b>bold</b>',
      urgency: '',
      deadline: '',
      formType: 'emergency',
      _gotcha: '',
      next: '/emergency-consultation',
    }
    const response = await formPost(app, 'emergency', typed)
    expect(response.statusCode).toBe(422)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['content-security-policy']).toBe(FORM_PAGE_POLICY)
    const html = response.body
    for (const message of [
      VALIDATION_MESSAGES.name,
      VALIDATION_MESSAGES.email,
      VALIDATION_MESSAGES.phone,
      VALIDATION_MESSAGES.emergency,
    ])
      expect(html).toContain(message)
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toContain('<b>bold</b>')
    expect(html).toContain('value="Jane &lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(html).toContain('value="O&quot;Brien &amp; Co"')
    expect(html).toContain('Line one\n&lt;/textarea&gt;&lt;b&gt;bold&lt;/b&gt;</textarea>')
    expect(html).toMatch(/<form (?=[^>]*method="post")(?=[^>]*action="\/f\/emergency")[^>]*>/)
    expect(html).toContain('<input type="hidden" name="next" value="/emergency-consultation">')
    expect(html).toMatch(/<input (?=[^>]*name="lastName")(?=[^>]*aria-invalid="true")[^>]*>/)
    expect(await leadCount()).toBe(0)
    // A filled honeypot is still stored as spam and answered like a success.
    const robot = await formPost(app, 'contact', { firstName: 'x', _gotcha: 'https://spam.example' })
    expect(robot.statusCode).toBe(303)
    expect(await leadCount()).toBe(1)
  })
})

describe('secrets stay out of the logs', () => {
  it('never writes the webhook secret, the webhook path or its query into a log line, even when delivery fails', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString())
        callback()
      },
    })
    const temp = temporaryDir('collector-secret-logs-')
    cleanups.push(temp.remove)
    const port = await freePort()
    const url = `http://127.0.0.1:${String(port)}/private/path?token=top-secret-token`
    const app = Fastify({ logger: { level: 'debug', stream } })
    await registerCollector(app, {
      migrations: FEATURE_MIGRATIONS,
      dataDir: temp.dir,
      rateLimits: false,
      webhookUrls: [url],
      webhookSecrets: [SECRET],
      backoff: { baseDelayMs: 50, maxDelayMs: 100 },
      idleCheckMs: 50,
    })
    cleanups.push(() => app.close())
    expect((await post(app, 'contact', sampleLead())).statusCode).toBe(200)
    await eventually(() => lines.join('').includes('lead notification not sent'))
    const log = lines.join('')
    expect(log).toContain(`webhook http://127.0.0.1:${String(port)}`)
    expect(log).not.toContain(SECRET)
    expect(log).not.toContain('top-secret-token')
    expect(log).not.toContain('/private/path')
  })
})

import path from 'node:path'
import { Writable } from 'node:stream'
import Database from 'better-sqlite3'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { VALIDATION_MESSAGES } from '~/lib/leads/messages'
import { buildApp, type BuildAppOptions } from '../app'
import { exportLeads } from '../../scripts/leads-export'
import { COLLECTOR_MESSAGES, registerCollector } from './collector'
import { DATABASE_FILE } from './store'
import {
  eventually,
  freePort,
  sampleLead,
  startSmtpServer,
  temporaryDir,
  testConfig,
  writeMinimalBuild,
} from '../../tests/support/server-fixtures'
import { FEATURE_MIGRATIONS } from '../migrations'

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

interface Started {
  app: FastifyInstance
  dataDir: string
  /** rows read through a separate connection, as a restarted server would see them */
  rows: (sql: string, ...params: unknown[]) => Array<Record<string, unknown>>
}

async function start(env: Record<string, string> = {}, options: BuildAppOptions = {}): Promise<Started> {
  const temp = temporaryDir('collector-')
  const dataDir = path.join(temp.dir, 'data')
  const config = testConfig({ DATA_DIR: dataDir, BUILD_DIR: writeMinimalBuild(temp.dir), ...env })
  const app = await buildApp(config, { collector: { rateLimits: false, ...options.collector } })
  cleanups.push(temp.remove, () => app.close())
  const rows = (sql: string, ...params: unknown[]) => {
    const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true })
    try {
      return db.prepare(sql).all(...params) as Array<Record<string, unknown>>
    } finally {
      db.close()
    }
  }
  return { app, dataDir, rows }
}

const json = { 'content-type': 'application/json', accept: 'application/json' }

function post(app: FastifyInstance, formId: string, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `/f/${formId}`,
    headers: { ...json, ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function smtpOnFreePort() {
  const port = await freePort()
  const smtp = await startSmtpServer(port)
  cleanups.push(() => smtp.close())
  return { port, smtp, url: `smtp://127.0.0.1:${port}` }
}

describe('the collector stores and mails a lead', () => {
  it('answers 200 with the id after the row is committed, and mails the firm', async () => {
    const { url, smtp } = await smtpOnFreePort()
    const { app, rows } = await start({
      SMTP_URL: url,
      NOTIFY_TO: 'intake@firm.example.com',
      NOTIFY_FROM: 'website@firm.example.com',
    })
    const response = await post(
      app,
      'contact',
      { ...sampleLead(), _gotcha: '' },
      { referer: 'http://localhost/contact' },
    )
    expect(response.statusCode).toBe(200)
    const body = response.json() as { ok: boolean; id: string; next: string }
    expect(body).toMatchObject({ ok: true, next: '/contact' })
    expect(body.id).toMatch(/^ld_/)

    const [row] = rows('SELECT * FROM leads WHERE id = ?', body.id)
    expect(row).toMatchObject({
      form_id: 'contact',
      form_type: 'contact',
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane.doe@lawfirm.example.com',
      is_spam: 0,
    })
    expect(rows('SELECT lead_id FROM outbox')).toEqual([{ lead_id: body.id }])

    const [mail] = await smtp.waitForMails(1)
    expect(mail?.to).toEqual(['intake@firm.example.com'])
    expect(mail?.from).toBe('website@firm.example.com')
    expect(mail?.subject).toBe('Contact Form Submission - Jane Doe')
    expect(mail?.headers).toMatch(/^Reply-To: Jane Doe <jane\.doe@lawfirm\.example\.com>$/m)
    expect(mail?.raw).toContain('plaintiff lost earnings')
    await eventually(() => rows('SELECT * FROM outbox WHERE sent_at IS NOT NULL').length === 1)
    const health = (await app.inject({ url: '/healthz' })).json() as {
      notifications: { pending: number; smtpConfigured: boolean }
    }
    expect(health.notifications).toMatchObject({ pending: 0, oldestPendingAgeSeconds: 0, smtpConfigured: true })
  })

  it('marks emergency requests URGENT in the subject', async () => {
    const { url, smtp } = await smtpOnFreePort()
    const { app } = await start({ SMTP_URL: url })
    // A deadline the date picker takes: tomorrow in UTC, which is today or tomorrow on the firm's calendar.
    const lead = sampleLead({
      formType: 'emergency',
      urgency: 'Critical: within 24 hours',
      deadline: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    })
    expect((await post(app, 'emergency', lead)).statusCode).toBe(200)
    const [mail] = await smtp.waitForMails(1)
    expect(mail?.subject).toBe('URGENT: Emergency Form Submission - Jane Doe')
    expect(mail?.raw).toContain('Urgency level: Critical: within 24 hours')
    expect(mail?.raw).toContain(`Deadline: ${lead.deadline ?? ''}`)
  })

  it('keeps every lead while SMTP is down and mails them once it is back', async () => {
    const port = await freePort()
    const { app, rows } = await start(
      { SMTP_URL: `smtp://127.0.0.1:${port}` },
      { collector: { backoff: { baseDelayMs: 100, maxDelayMs: 400 } } },
    )
    for (const firstName of ['Ann', 'Bob', 'Cy']) {
      expect((await post(app, 'contact', sampleLead({ firstName }))).statusCode).toBe(200)
    }
    expect(rows('SELECT first_name FROM leads ORDER BY first_name').map((row) => row.first_name)).toEqual([
      'Ann',
      'Bob',
      'Cy',
    ])
    await eventually(() => rows('SELECT * FROM outbox WHERE attempts >= 2 AND sent_at IS NULL').length >= 1)
    const down = (await app.inject({ url: '/healthz' })).json() as { notifications: { pending: number } }
    expect(down.notifications.pending).toBe(3)
    expect(rows('SELECT last_error FROM outbox WHERE last_error IS NOT NULL').length).toBeGreaterThan(0)

    const smtp = await startSmtpServer(port)
    cleanups.push(() => smtp.close())
    const mails = await smtp.waitForMails(3)
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Contact Form Submission - Ann Doe',
      'Contact Form Submission - Bob Doe',
      'Contact Form Submission - Cy Doe',
    ])
    await eventually(() => rows('SELECT * FROM outbox WHERE sent_at IS NULL').length === 0)
    // /healthz reads the outbox at most once every 1.5 s: the empty queue shows within that.
    await eventually(
      async () =>
        ((await app.inject({ url: '/healthz' })).json() as { notifications: { pending: number } }).notifications
          .pending === 0,
      3000,
    )
  })

  it('reports the queue in /healthz when no SMTP_URL is set', async () => {
    const { app } = await start()
    await post(app, 'quick', sampleLead())
    const health = (await app.inject({ url: '/healthz' })).json() as { notifications: Record<string, unknown> }
    expect(health.notifications).toMatchObject({ pending: 1, smtpConfigured: false })
    expect(typeof health.notifications.oldestPendingAgeSeconds).toBe('number')
  })

  it('refuses line breaks and control characters in one-line fields with a 422 naming each field, so no visitor text can forge a header or a body line', async () => {
    const { url, smtp } = await smtpOnFreePort()
    const { app, rows } = await start({ SMTP_URL: url, NOTIFY_TO: 'intake@firm.example.com' })
    const lead = sampleLead({
      firstName: 'Jane\r\nBcc: victim@elsewhere.example',
      lastName: 'Doe\nX-Injected: yes',
      phone: '215 555 0100\u2028Lead id: forged',
      caseType: 'Other\r\n\r\nfake body',
    })
    const response = await post(app, 'contact', lead)
    expect(response.statusCode).toBe(422)
    const errors = (response.json() as { errors: { field: string; code: string; message: string }[] }).errors
    expect(
      errors
        .filter((issue) => issue.code === 'invalid_characters')
        .map((issue) => issue.field)
        .sort(),
    ).toEqual(['caseType', 'firstName', 'lastName', 'phone'])
    expect(errors.find((issue) => issue.field === 'firstName')?.message).toBe(
      'First name must be one line of text, without line breaks, control characters or invisible formatting characters.',
    )
    expect(rows('SELECT COUNT(*) AS count FROM leads')).toEqual([{ count: 0 }])
    expect(smtp.mails).toHaveLength(0)
  })

  it('keeps the line breaks of the message and quotes them in the mail, so they cannot pass for fields', async () => {
    const { url, smtp } = await smtpOnFreePort()
    const { app } = await start({ SMTP_URL: url, NOTIFY_TO: 'intake@firm.example.com' })
    const response = await post(
      app,
      'contact',
      sampleLead({ message: 'First line of the matter.\nLead id: forged\nEmail: someone@else.example' }),
    )
    expect(response.statusCode).toBe(200)
    const [mail] = await smtp.waitForMails(1)
    const body = (mail?.raw ?? '').replace(/\r\n/g, '\n')
    expect(body).toContain('> First line of the matter.\n> Lead id: forged\n> Email: someone@else.example')
    expect(body.match(/^Lead id: /gm)).toHaveLength(1)
  })

  it('answers a body of thousands of unknown keys with a short 422 that names ten and counts the rest', async () => {
    const { app } = await start()
    const body: Record<string, string> = { ...sampleLead() }
    // Just under the 32 KB body limit.
    for (let index = 0; index < 2600; index += 1) body[`k${String(index)}`] = ''
    const response = await post(app, 'contact', body)
    expect(response.statusCode).toBe(422)
    const errors = (response.json() as { errors: { field: string; message: string }[] }).errors
    expect(errors.filter((issue) => /^k\d+$/.test(issue.field))).toHaveLength(10)
    expect(errors.at(-1)?.message).toBe('2590 more fields are not fields of this form.')
    expect(response.body.length).toBeLessThan(4000)
  })
})

describe('the collector answers every refusal with its status', () => {
  it('400 for malformed JSON', async () => {
    const { app } = await start()
    const response = await post(app, 'contact', '{"firstName": "Jane",')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: COLLECTOR_MESSAGES.malformed })
  })

  it('404 for an unknown form id', async () => {
    const { app } = await start()
    const response = await post(app, 'newsletter', sampleLead())
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: COLLECTOR_MESSAGES.unknownForm })
  })

  it('413 for a body over 32 KB', async () => {
    const { app, rows } = await start()
    const response = await post(app, 'contact', { ...sampleLead(), message: 'x'.repeat(33 * 1024) })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ error: COLLECTOR_MESSAGES.tooLarge })
    expect(rows('SELECT id FROM leads')).toEqual([])
  })

  it('415 for a body that is neither JSON nor a urlencoded form post, or no body', async () => {
    const { app } = await start()
    for (const contentType of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
      const other = await app.inject({
        method: 'POST',
        url: '/f/contact',
        headers: { 'content-type': contentType },
        payload: 'firstName=Jane',
      })
      expect(other.statusCode, contentType).toBe(415)
      expect(other.json()).toEqual({ error: COLLECTOR_MESSAGES.notJson })
    }
    const empty = await app.inject({ method: 'POST', url: '/f/contact' })
    expect(empty.statusCode).toBe(415)
  })

  it('422 with every failing rule, in order, with the browser messages', async () => {
    const { app, rows } = await start()
    const response = await post(app, 'contact', {
      ...sampleLead(),
      lastName: '',
      email: 'jane@nowhere',
      phone: 'call me',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      error: VALIDATION_MESSAGES.name,
      errors: [
        { field: 'lastName', code: 'required', message: VALIDATION_MESSAGES.name },
        { field: 'email', code: 'invalid_email', message: VALIDATION_MESSAGES.email },
        { field: 'phone', code: 'invalid_phone', message: VALIDATION_MESSAGES.phone },
      ],
    })
    const emergency = await post(app, 'emergency', sampleLead({ formType: 'emergency' }))
    expect(emergency.statusCode).toBe(422)
    expect(emergency.json()).toMatchObject({ error: VALIDATION_MESSAGES.emergency })
    expect(rows('SELECT id FROM leads')).toEqual([])
  })

  it('422 for unknown fields and over-long fields', async () => {
    const { app } = await start()
    const unknown = await post(app, 'contact', { ...sampleLead(), isAdmin: 'yes' })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json()).toMatchObject({ errors: [{ field: 'isAdmin', code: 'unknown_field' }] })
    const long = await post(app, 'contact', { ...sampleLead(), organization: 'x'.repeat(201) })
    expect(long.statusCode).toBe(422)
    expect(long.json()).toMatchObject({ errors: [{ field: 'organization', code: 'too_long' }] })
  })

  it('429 past the burst limit, and past the daily cap, per client address', async () => {
    const { app } = await start(
      {},
      {
        collector: {
          rateLimits: { burst: { limit: 3, windowMs: 60_000 }, daily: { limit: 100, windowMs: 86_400_000 } },
        },
      },
    )
    const statuses: number[] = []
    for (let index = 0; index < 5; index += 1) statuses.push((await post(app, 'contact', sampleLead())).statusCode)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    const limited = await post(app, 'contact', sampleLead())
    expect(limited.json()).toEqual({ error: COLLECTOR_MESSAGES.rateLimited })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    const other = await app.inject({
      method: 'POST',
      url: '/f/contact',
      headers: json,
      payload: JSON.stringify(sampleLead()),
      remoteAddress: '203.0.113.9',
    })
    expect(other.statusCode).toBe(200)

    const daily = await start(
      {},
      {
        collector: {
          rateLimits: { burst: { limit: 100, windowMs: 60_000 }, daily: { limit: 2, windowMs: 86_400_000 } },
        },
      },
    )
    const dailyStatuses: number[] = []
    for (let index = 0; index < 3; index += 1)
      dailyStatuses.push((await post(daily.app, 'quick', sampleLead())).statusCode)
    expect(dailyStatuses).toEqual([200, 200, 429])
  })
})

describe('honeypot and idempotency', () => {
  it('answers a filled honeypot 200, stores it as spam and never mails it', async () => {
    const { url, smtp } = await smtpOnFreePort()
    const { app, rows } = await start({ SMTP_URL: url })
    const response = await post(app, 'contact', { ...sampleLead(), _gotcha: 'https://cheap-pills.example' })
    expect(response.statusCode).toBe(200)
    const { id } = response.json() as { id: string }
    expect(rows('SELECT is_spam FROM leads WHERE id = ?', id)).toEqual([{ is_spam: 1 }])
    expect(rows('SELECT * FROM outbox')).toEqual([])
    const invalidRobot = await post(app, 'contact', { firstName: 'x', _gotcha: 'filled', junk: 1 })
    expect(invalidRobot.statusCode).toBe(200)
    expect(rows('SELECT count(*) AS n FROM leads WHERE is_spam = 1')).toEqual([{ n: 2 }])
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.mails).toEqual([])
  })

  it('returns the first answer for a repeated Idempotency-Key and stores one row', async () => {
    const { app, rows } = await start()
    const headers = { 'idempotency-key': 'b7d1c0de-0000-4000-8000-000000000001' }
    const first = await post(app, 'contact', sampleLead(), headers)
    const again = await post(app, 'contact', sampleLead({ submittedAt: new Date().toISOString() }), headers)
    expect(first.statusCode).toBe(200)
    expect(again.statusCode).toBe(200)
    expect((again.json() as { id: string }).id).toBe((first.json() as { id: string }).id)
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () => post(app, 'contact', sampleLead(), { 'idempotency-key': 'same-at-once' })),
    )
    expect(new Set(concurrent.map((response) => (response.json() as { id: string }).id)).size).toBe(1)
    expect(rows('SELECT count(*) AS n FROM leads')).toEqual([{ n: 2 }])
    expect(rows('SELECT count(*) AS n FROM outbox')).toEqual([{ n: 2 }])
    expect((await post(app, 'contact', sampleLead(), { 'idempotency-key': 'bad key with spaces' })).statusCode).toBe(
      400,
    )
  })
})

describe('CORS', () => {
  it('answers the preflight of an allowed origin and labels its responses', async () => {
    const { app } = await start({ ALLOWED_ORIGINS: 'https://partner.example.com' })
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/f/contact',
      headers: {
        origin: 'https://partner.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe('https://partner.example.com')
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST')
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/idempotency-key/i)
    const response = await post(app, 'contact', sampleLead(), { origin: 'https://partner.example.com' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBe('https://partner.example.com')
  })

  it('gives other origins no CORS permission', async () => {
    const { app } = await start({ ALLOWED_ORIGINS: 'https://partner.example.com' })
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/f/contact',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.statusCode).toBe(403)
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
    const response = await post(app, 'contact', sampleLead(), { origin: 'https://evil.example' })
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })
})

describe('posts from other sites', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' }
  const fields = 'firstName=A&lastName=B&email=a%40b.co'
  const postForm = (app: FastifyInstance, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/f/contact', headers: { ...form, ...headers }, payload: fields })

  it('are refused with 403 and the refusal page, and nothing is stored', async () => {
    const { app, rows } = await start({ ALLOWED_ORIGINS: 'https://partner.example.com' })
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ]
    for (const headers of refused) {
      const response = await postForm(app, headers)
      expect(response.statusCode, JSON.stringify(headers)).toBe(403)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.body).toContain(COLLECTOR_MESSAGES.forbiddenOrigin)
    }
    const asJson = await post(app, 'emergency', sampleLead({ formType: 'emergency' }), {
      origin: 'https://evil.example',
    })
    expect(asJson.statusCode).toBe(403)
    expect(asJson.json()).toEqual({ error: COLLECTOR_MESSAGES.forbiddenOrigin })
    expect(rows('SELECT count(*) AS n FROM leads')).toEqual([{ n: 0 }])
    expect(rows('SELECT count(*) AS n FROM outbox')).toEqual([{ n: 0 }])
  })

  it("are accepted from SITE_URL's origin and ALLOWED_ORIGINS, and from clients that send no Origin", async () => {
    const { app, rows } = await start({
      ALLOWED_ORIGINS: 'https://partner.example.com',
      SITE_URL: 'https://www.firm.example.com',
    })
    expect(
      (await postForm(app, { origin: 'https://www.firm.example.com', 'sec-fetch-site': 'same-site' })).statusCode,
    ).toBe(303)
    expect(
      (await postForm(app, { origin: 'https://partner.example.com', 'sec-fetch-site': 'cross-site' })).statusCode,
    ).toBe(303)
    expect((await postForm(app, {})).statusCode).toBe(303)
    expect((await postForm(app, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(303)
    expect(rows('SELECT count(*) AS n FROM leads')).toEqual([{ n: 4 }])
  })

  it('trust neither Host nor X-Forwarded-Host, and take only an exact origin, never echoing another', async () => {
    const { app, rows } = await start({ SITE_URL: 'https://www.firm.example.com', TRUST_PROXY: '1' })
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example', host: 'evil.example' },
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
      { origin: 'http://localhost:80', host: 'localhost:80' },
      { origin: 'https://www.firm.example.com/' },
      { origin: 'https://www.firm.example.com/phish' },
      { origin: 'HTTPS://WWW.FIRM.EXAMPLE.COM' },
      { origin: 'https://www.firm.example.com:443' },
      { origin: 'https://user@www.firm.example.com' },
    ]
    for (const headers of refused) {
      const form = await postForm(app, headers)
      expect([headers, form.statusCode]).toEqual([headers, 403])
      const json = await post(app, 'contact', sampleLead(), headers)
      expect([headers, json.statusCode, json.headers['access-control-allow-origin']]).toEqual([headers, 403, undefined])
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/f/contact',
        headers: { ...headers, 'access-control-request-method': 'POST' },
      })
      expect([headers, preflight.headers['access-control-allow-origin']]).toEqual([headers, undefined])
    }
    expect(rows('SELECT count(*) AS n FROM leads')).toEqual([{ n: 0 }])
  })

  it('without SITE_URL, are accepted from the address the server listens on (its loopback names included)', async () => {
    const { app } = await start()
    await app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = app.server.address() as { port: number }
    const own = `http://127.0.0.1:${String(port)}`
    const send = (origin: string) =>
      fetch(`${own}/f/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...form, origin },
        body: fields,
      }).then((response) => response.status)
    expect(await send(own)).toBe(303)
    expect(await send(`http://localhost:${String(port)}`)).toBe(303)
    expect(await send(`http://127.0.0.1:${String(port + 1)}`)).toBe(403)
    expect(await send('https://evil.example')).toBe(403)
  })
})

describe('logs', () => {
  /** A collector whose log lines are kept in `lines`. */
  async function collectorWithLog() {
    const temp = temporaryDir('collector-logs-')
    cleanups.push(temp.remove)
    const lines: string[] = []
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString())
        callback()
      },
    })
    const app = Fastify({ logger: { level: 'info', stream } })
    await registerCollector(app, { migrations: FEATURE_MIGRATIONS, dataDir: temp.dir, rateLimits: false })
    return { app, lines }
  }

  it('record the lead without the visitor message or contact details', async () => {
    const { app, lines } = await collectorWithLog()
    cleanups.push(() => app.close())
    const lead = sampleLead({ message: 'SECRET-MESSAGE-TEXT about the settlement' })
    expect((await post(app, 'contact', lead)).statusCode).toBe(200)
    expect((await post(app, 'contact', { ...lead, email: 'broken' })).statusCode).toBe(422)
    const log = lines.join('')
    expect(log).toContain('lead stored')
    expect(log).toContain('submission refused')
    expect(log).not.toContain('SECRET-MESSAGE-TEXT')
    expect(log).not.toContain(lead.email)
  })

  it('sample refused cross-site posts: a flood writes a few lines and a count, never one line per post', async () => {
    const { app, lines } = await collectorWithLog()
    for (let index = 0; index < 200; index += 1)
      expect((await post(app, 'contact', sampleLead(), { origin: 'https://evil.example' })).statusCode).toBe(403)
    const refusedLines = lines.filter((line) => line.includes('cross-site submission refused'))
    expect(refusedLines.length).toBeGreaterThan(0)
    expect(refusedLines.length).toBeLessThanOrEqual(10)
    // The count of those not logged is written when the minute ends, or when the server stops.
    await app.close()
    const summary = lines
      .map((line) => JSON.parse(line) as { msg: string; notLogged?: number })
      .find((line) => line.notLogged !== undefined)
    expect(summary).toMatchObject({
      msg: 'cross-site submissions refused and not logged',
      notLogged: 200 - refusedLines.length,
    })
  })
})

describe('export', () => {
  it('neutralises formulas that visitors typed', async () => {
    const { app, dataDir } = await start()
    expect(
      (
        await post(
          app,
          'contact',
          sampleLead({ firstName: '=HYPERLINK("http://evil.example","Click")', organization: '@SUM(1,2)' }),
        )
      ).statusCode,
    ).toBe(200)
    const csv = exportLeads(dataDir, { format: 'csv', includeSpam: false })
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`)
    expect(csv).toContain(`"'@SUM(1,2)"`)
    expect(csv).not.toMatch(/(^|,)[=+@-]/m)
  })
})

describe('behind a proxy (TRUST_PROXY)', () => {
  const limits = { rateLimits: { burst: { limit: 10, windowMs: 60_000 }, daily: { limit: 100, windowMs: 86_400_000 } } }

  it('with one trusted hop, a client cannot dodge the limit by writing addresses into X-Forwarded-For; the stored address is the one the proxy saw', async () => {
    const { app, rows } = await start({ TRUST_PROXY: '1' }, { collector: limits })
    const statuses: number[] = []
    for (let index = 0; index < 12; index += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/f/contact',
        headers: { ...json, 'x-forwarded-for': `10.8.0.${String(index)}, 203.0.113.7` },
        payload: JSON.stringify(sampleLead()),
        remoteAddress: '10.0.0.2',
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10)
    expect(statuses.slice(10)).toEqual([429, 429])
    expect(rows('SELECT DISTINCT client_address AS address FROM leads')).toEqual([{ address: '203.0.113.7' }])
  })

  it('without a trusted proxy, X-Forwarded-For is ignored', async () => {
    const { app, rows } = await start({}, { collector: limits })
    await app.inject({
      method: 'POST',
      url: '/f/contact',
      headers: { ...json, 'x-forwarded-for': '198.51.100.1' },
      payload: JSON.stringify(sampleLead()),
      remoteAddress: '203.0.113.8',
    })
    expect(rows('SELECT DISTINCT client_address AS address FROM leads')).toEqual([{ address: '203.0.113.8' }])
  })
})

describe('/healthz', () => {
  it('says only ok in public; the details need the HEALTH_TOKEN bearer token or a loopback caller', async () => {
    const token = 'operator-token-for-the-health-check'
    const { app } = await start({ HEALTH_TOKEN: token })
    const publicAnswer = await app.inject({ url: '/healthz', remoteAddress: '203.0.113.5' })
    expect(publicAnswer.statusCode).toBe(200)
    expect(publicAnswer.json()).toEqual({ status: 'ok' })
    expect(publicAnswer.headers['cache-control']).toBe('no-store')
    const wrongToken = await app.inject({
      url: '/healthz',
      remoteAddress: '203.0.113.5',
      headers: { authorization: 'Bearer not-the-operator-token-at-all' },
    })
    expect(wrongToken.json()).toEqual({ status: 'ok' })
    const withToken = await app.inject({
      url: '/healthz',
      remoteAddress: '203.0.113.5',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(withToken.json()).toMatchObject({ status: 'ok', notifications: { smtpConfigured: false } })
    const loopback = await app.inject({ url: '/healthz', remoteAddress: '127.0.0.1' })
    expect(loopback.json()).toMatchObject({ status: 'ok', notifications: expect.any(Object) })
  })

  it('behind a trusted proxy on the same machine, opens the details only to the token, also when the store is down', async () => {
    const token = 'operator-token-for-the-health-check'
    const { app } = await start({ TRUST_PROXY: '1', HEALTH_TOKEN: token })
    const viaProxy = { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } }
    expect((await app.inject({ url: '/healthz', ...viaProxy })).json()).toEqual({ status: 'ok' })
    expect((await app.inject({ url: '/healthz', remoteAddress: '127.0.0.1' })).json()).toEqual({ status: 'ok' })
    const withToken = await app.inject({
      url: '/healthz',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${token}` },
    })
    expect(withToken.json()).toMatchObject({ status: 'ok', store: 'sqlite' })
  })

  it('a forwarded loopback address does not unlock the details', async () => {
    const { app } = await start({ TRUST_PROXY: '1' })
    const spoofed = await app.inject({
      url: '/healthz',
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    })
    expect(spoofed.json()).toEqual({ status: 'ok' })
  })
})

describe('where the browser goes next', () => {
  it('is the referring page of this site, and never a protocol-relative or foreign path', async () => {
    const { app } = await start()
    const nextFor = async (referer: string) =>
      ((await post(app, 'contact', sampleLead(), { referer })).json() as { next: string }).next
    expect(await nextFor('http://localhost/services/business-valuation')).toBe('/services/business-valuation')
    expect(await nextFor('http://localhost//evil.com/contact')).toBe('/')
    expect(await nextFor('http://localhost/\\\\evil.com/contact')).toBe('/')
    expect(await nextFor('https://evil.example/contact')).toBe('/')
    expect(await nextFor('not a url')).toBe('/')
  })
})

describe('Idempotency-Key: length boundary and one key across two forms', () => {
  it('accepts a key of exactly 200 visible ASCII characters and refuses 201 with 400 and the message, storing nothing for it', async () => {
    const { app, rows } = await start()
    const longest = `${'k'.repeat(199)}~`
    expect(longest).toHaveLength(200)
    const accepted = await post(app, 'contact', sampleLead(), { 'idempotency-key': longest })
    expect(accepted.statusCode).toBe(200)
    const { id } = accepted.json() as { id: string }
    expect(rows('SELECT idempotency_key AS key FROM leads WHERE id = ?', id)).toEqual([{ key: `contact:${longest}` }])

    const tooLong = await post(app, 'contact', sampleLead({ firstName: 'Longer' }), {
      'idempotency-key': `${longest}k`,
    })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json()).toEqual({ error: COLLECTOR_MESSAGES.badKey })
    expect(COLLECTOR_MESSAGES.badKey).toContain('200')
    expect(rows('SELECT first_name FROM leads')).toEqual([{ first_name: 'Jane' }])

    // The same 200 characters again are a repeat, not a new lead.
    const repeat = await post(app, 'contact', sampleLead(), { 'idempotency-key': longest })
    expect(repeat.statusCode).toBe(200)
    expect((repeat.json() as { id: string }).id).toBe(id)
    expect(rows('SELECT count(*) AS n FROM leads')).toEqual([{ n: 1 }])
  })

  it('refuses a key with a character outside visible ASCII, at any length', async () => {
    const { app, rows } = await start()
    for (const key of ['tab\there', 'caf\u00e9-key', `${'k'.repeat(100)} ${'k'.repeat(99)}`]) {
      const response = await app.inject({
        method: 'POST',
        url: '/f/contact',
        headers: { ...json, 'idempotency-key': key },
        payload: JSON.stringify(sampleLead()),
      })
      expect(response.statusCode, JSON.stringify(key)).toBe(400)
      expect(response.json()).toEqual({ error: COLLECTOR_MESSAGES.badKey })
    }
    expect(rows('SELECT count(*) AS n FROM leads')).toEqual([{ n: 0 }])
  })

  it('one key reused on a second form is a request of its own: stored and notified, with its own id', async () => {
    const { app, rows } = await start()
    const key = 'shared-key-0001'
    const contact = await post(app, 'contact', sampleLead(), { 'idempotency-key': key })
    expect(contact.statusCode).toBe(200)
    const contactId = (contact.json() as { id: string }).id

    const schedule = await post(
      app,
      'schedule',
      sampleLead({ formType: 'schedule', firstName: 'Other', message: 'A different request on the scheduling form.' }),
      { 'idempotency-key': key },
    )
    expect(schedule.statusCode).toBe(200)
    const scheduleId = (schedule.json() as { id: string }).id
    expect(scheduleId).not.toBe(contactId)
    expect(rows('SELECT form_id, first_name FROM leads ORDER BY form_id')).toEqual([
      { form_id: 'contact', first_name: 'Jane' },
      { form_id: 'schedule', first_name: 'Other' },
    ])
    expect(rows('SELECT count(*) AS n FROM outbox')).toEqual([{ n: 2 }])

    // The same key on the same form is still a retry: the first answer, no second row.
    const retry = await post(app, 'schedule', sampleLead({ formType: 'schedule', firstName: 'Other' }), {
      'idempotency-key': key,
    })
    expect((retry.json() as { id: string }).id).toBe(scheduleId)
    expect(rows("SELECT count(*) AS n FROM leads WHERE form_id = 'schedule'")).toEqual([{ n: 1 }])
  })
})

describe('request timeout', () => {
  it('cuts off a client that trickles its request body, with 408, and keeps serving others', async () => {
    const { app } = await start({ REQUEST_TIMEOUT_MS: '1000' })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const net = await import('node:net')
    let socket: import('node:net').Socket | undefined
    cleanups.push(() => socket?.destroy())
    const answer = await new Promise<string>((resolve, reject) => {
      socket = net.connect(port, '127.0.0.1', () => {
        // Headers promise 200 bytes; only a few ever arrive.
        socket?.write(
          'POST /f/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"first',
        )
      })
      let received = ''
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
      socket.on('close', () => resolve(received))
      socket.on('error', reject)
      setTimeout(() => reject(new Error('the server never cut the slow request off')), 10_000).unref()
    })
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    const health = await fetch(`http://127.0.0.1:${String(port)}/healthz`)
    expect(health.status).toBe(200)
  })
})

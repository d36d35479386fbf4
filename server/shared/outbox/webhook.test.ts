import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Webhook, WebhookVerificationError } from 'standardwebhooks'
import { describe, expect, it } from 'vitest'
import { DeliveryRefused } from './outbox-sender'
import type { StoredLead } from '../database/store-types'
import { newWebhookSecret } from '../../../tests/support/server-fixtures'
import { signWebhook, webhookDeliverer } from './webhook'

const SECRET = newWebhookSecret()
const OTHER_SECRET = newWebhookSecret()
const body = '{"type":"lead.created","deliveryId":"ld_1.webhook-abc","lead":{}}'
const headersFor = (id: string, timestamp: number, signature: string) => ({
  'webhook-id': id,
  'webhook-timestamp': String(timestamp),
  'webhook-signature': signature,
})

describe('webhook signatures (Standard Webhooks)', () => {
  it('verify with the standardwebhooks library, and only for the same id, time, body and secret', () => {
    const now = Math.floor(Date.now() / 1000)
    const signature = signWebhook('ld_1.webhook-abc', now, body, SECRET)
    expect(signature).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/)
    expect(new Webhook(SECRET).verify(body, headersFor('ld_1.webhook-abc', now, signature))).toEqual(JSON.parse(body))
    // The library's own signature is the same string: the two implementations agree.
    expect(new Webhook(SECRET).sign('ld_1.webhook-abc', new Date(now * 1000), body)).toBe(signature)
    const refused = [
      [`${body} `, headersFor('ld_1.webhook-abc', now, signature)],
      [body, headersFor('ld_2.webhook-abc', now, signature)],
      [body, headersFor('ld_1.webhook-abc', now + 1, signature)],
    ] as const
    for (const [changedBody, headers] of refused)
      expect(() => new Webhook(SECRET).verify(changedBody, headers)).toThrow(WebhookVerificationError)
    // A delivery captured at one receiver does not verify at another: each URL has its own secret.
    expect(() => new Webhook(OTHER_SECRET).verify(body, headersFor('ld_1.webhook-abc', now, signature))).toThrow(
      WebhookVerificationError,
    )
  })

  it('are refused after five minutes (a replay), and a signature outside ASCII is a clean refusal, not a RangeError', () => {
    const signedAt = Math.floor(Date.now() / 1000) - 6 * 60
    const stale = headersFor('ld_1.webhook-abc', signedAt, signWebhook('ld_1.webhook-abc', signedAt, body, SECRET))
    expect(() => new Webhook(SECRET).verify(body, stale)).toThrow(WebhookVerificationError)
    const now = Math.floor(Date.now() / 1000)
    for (const signature of ['v1,ü', 'v1,\u4e2d\u6587', 'ü']) {
      expect(() => new Webhook(SECRET).verify(body, headersFor('ld_1.webhook-abc', now, signature))).toThrow(
        WebhookVerificationError,
      )
    }
  })
})

describe('webhook delivery', () => {
  const lead = { id: 'ld_1', clientAddress: '203.0.113.1', userAgent: 'UA', firstName: 'Jane' } as unknown as StoredLead

  it('posts signed JSON with the delivery id as webhook-id, refuses to follow redirects, and treats any answer but 2xx as a refusal', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = []
    let status = 204
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return new Response(null, { status })
    }) as unknown as typeof fetch
    const deliverer = webhookDeliverer('https://crm.example.com/hook', SECRET, { fetchImpl })
    expect(await deliverer.deliver(lead, 'ld_1.webhook-abc')).toBe('HTTP 204')
    const headers = calls[0]?.init.headers as Record<string, string>
    expect(calls[0]?.init.redirect).toBe('manual')
    expect(headers['webhook-id']).toBe('ld_1.webhook-abc')
    expect(headers).not.toHaveProperty('X-Signature')
    expect(new Webhook(SECRET).verify(String(calls[0]?.init.body), headers)).toEqual({
      type: 'lead.created',
      deliveryId: 'ld_1.webhook-abc',
      urgent: false,
      urgentReason: null,
      lead: { id: 'ld_1', firstName: 'Jane' },
    })
    status = 302
    await expect(deliverer.deliver(lead, 'ld_1.webhook-abc')).rejects.toThrow(new DeliveryRefused('HTTP 302'))
    status = 500
    await expect(deliverer.deliver(lead, 'ld_1.webhook-abc')).rejects.toBeInstanceOf(DeliveryRefused)
  })

  it('reports a network failure by its code, without the URL, as a failure of the route', async () => {
    const fetchImpl = (async () => {
      throw Object.assign(new TypeError('fetch failed https://crm.example.com/hook?token=t'), {
        cause: { code: 'ECONNREFUSED' },
      })
    }) as unknown as typeof fetch
    const deliverer = webhookDeliverer('https://crm.example.com/hook?token=t', SECRET, { fetchImpl })
    const failure = await deliverer.deliver(lead, 'x').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect(failure).not.toBeInstanceOf(DeliveryRefused)
    expect((failure as Error).message).toBe('network error ECONNREFUSED')
  })
})

describe("the operators' guide verification snippet", () => {
  it("accepts what the collector sends, and refuses a changed body, another URL's secret and a replay", async () => {
    const readme = fs.readFileSync(path.resolve('docs/operations.md'), 'utf8')
    const section = readme.slice(readme.indexOf('### Webhooks'))
    const snippet = /```js\n([\s\S]*?)```/.exec(section)?.[1] ?? ''
    expect(snippet).toContain("from 'standardwebhooks'")
    expect(snippet).toContain('export function verifyLeadWebhook')
    // Inside the project, so the snippet's import resolves to the installed package as a receiver's would.
    fs.mkdirSync(path.resolve('.cache'), { recursive: true })
    const dir = fs.mkdtempSync(path.resolve('.cache', 'readme-snippet-'))
    try {
      const file = path.join(dir, 'verify.mjs')
      fs.writeFileSync(file, snippet)
      const { verifyLeadWebhook } = (await import(pathToFileURL(file).href)) as {
        verifyLeadWebhook: (rawBody: string, headers: Record<string, string>, secret: string) => unknown
      }
      const calls: Array<RequestInit> = []
      const fetchImpl = (async (_url: string, init: RequestInit) => {
        calls.push(init)
        return new Response(null, { status: 204 })
      }) as unknown as typeof fetch
      await webhookDeliverer('https://crm.example.com/hook', SECRET, { fetchImpl }).deliver(lead(), 'ld_7.webhook-abc')
      const sent = { body: String(calls[0]?.body), headers: calls[0]?.headers as Record<string, string> }
      expect(verifyLeadWebhook(sent.body, sent.headers, SECRET)).toMatchObject({
        type: 'lead.created',
        deliveryId: 'ld_7.webhook-abc',
      })
      expect(() => verifyLeadWebhook(`${sent.body} `, sent.headers, SECRET)).toThrow()
      expect(() => verifyLeadWebhook(sent.body, sent.headers, OTHER_SECRET)).toThrow()
      const signedAt = Math.floor(Date.now() / 1000) - 301
      const replay = headersFor(
        'ld_7.webhook-abc',
        signedAt,
        signWebhook('ld_7.webhook-abc', signedAt, sent.body, SECRET),
      )
      expect(() => verifyLeadWebhook(sent.body, replay, SECRET)).toThrow()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

function lead(): StoredLead {
  return { id: 'ld_7', firstName: 'Jane' } as unknown as StoredLead
}

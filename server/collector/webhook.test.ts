import { describe, expect, it } from 'vitest'
import { signWebhook, verifyWebhook, webhookDeliverer, SIGNATURE_TOLERANCE_SECONDS } from './webhook'
import type { StoredLead } from './store-types'

const SECRET = 'unit-test-secret-0123456789'
const body = '{"type":"lead.created","deliveryId":"ld_1.webhook-abc","lead":{}}'

describe('webhook signatures', () => {
  it('sign HMAC-SHA256 over "timestamp.body" and verify only the same body, secret and a fresh timestamp', () => {
    const now = 1_760_000_000
    const header = signWebhook(body, SECRET, now)
    expect(header).toMatch(/^t=1760000000,v1=[0-9a-f]{64}$/)
    expect(verifyWebhook(body, header, SECRET, now)).toBe(true)
    expect(verifyWebhook(`${body} `, header, SECRET, now)).toBe(false)
    expect(verifyWebhook(body, header, `${SECRET}x`, now)).toBe(false)
    expect(verifyWebhook(body, header.replace('t=1760000000', 't=1760000001'), SECRET, now)).toBe(false)
    expect(verifyWebhook(body, undefined, SECRET, now)).toBe(false)
    expect(verifyWebhook(body, 'v1=abc', SECRET, now)).toBe(false)
  })

  it('refuse a replay older than five minutes (and a timestamp from the future)', () => {
    const signedAt = 1_760_000_000
    const header = signWebhook(body, SECRET, signedAt)
    expect(verifyWebhook(body, header, SECRET, signedAt + SIGNATURE_TOLERANCE_SECONDS)).toBe(true)
    expect(verifyWebhook(body, header, SECRET, signedAt + SIGNATURE_TOLERANCE_SECONDS + 1)).toBe(false)
    expect(verifyWebhook(body, header, SECRET, signedAt - SIGNATURE_TOLERANCE_SECONDS - 1)).toBe(false)
    expect(SIGNATURE_TOLERANCE_SECONDS).toBe(300)
  })
})

describe('webhook delivery', () => {
  const lead = { id: 'ld_1', clientAddress: '203.0.113.1', userAgent: 'UA', firstName: 'Jane' } as unknown as StoredLead

  it('posts signed JSON with the delivery id, refuses to follow redirects, and fails on any answer but 2xx', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = []
    let status = 204
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return new Response(null, { status })
    }) as unknown as typeof fetch
    const deliverer = webhookDeliverer('https://crm.example.com/hook', SECRET, { now: () => 1_760_000_000_000, fetchImpl })
    expect(await deliverer.deliver(lead, 'ld_1.webhook-abc')).toBe('HTTP 204')
    const headers = calls[0]?.init.headers as Record<string, string>
    expect(calls[0]?.init.redirect).toBe('manual')
    expect(headers['X-Delivery-Id']).toBe('ld_1.webhook-abc')
    expect(verifyWebhook(String(calls[0]?.init.body), headers['X-Signature'], SECRET, 1_760_000_000)).toBe(true)
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ type: 'lead.created', deliveryId: 'ld_1.webhook-abc', urgent: false, urgentReason: null, lead: { id: 'ld_1', firstName: 'Jane' } })
    status = 302
    await expect(deliverer.deliver(lead, 'ld_1.webhook-abc')).rejects.toThrow('HTTP 302')
    status = 500
    await expect(deliverer.deliver(lead, 'ld_1.webhook-abc')).rejects.toThrow('HTTP 500')
  })

  it('reports a network failure by its code, without the URL', async () => {
    const fetchImpl = (async () => {
      throw Object.assign(new TypeError('fetch failed https://crm.example.com/hook?token=t'), { cause: { code: 'ECONNREFUSED' } })
    }) as unknown as typeof fetch
    const deliverer = webhookDeliverer('https://crm.example.com/hook?token=t', SECRET, { fetchImpl })
    await expect(deliverer.deliver(lead, 'x')).rejects.toThrow(/^network error ECONNREFUSED$/)
  })
})

describe('the README verification snippet', () => {
  it('accepts what the collector signs, and refuses a changed body, another secret and a replay after five minutes', async () => {
    const fs = await import('node:fs')
    const os = await import('node:os')
    const path = await import('node:path')
    const { pathToFileURL } = await import('node:url')
    const readme = fs.readFileSync(path.resolve('README.md'), 'utf8')
    const section = readme.slice(readme.indexOf('### Webhooks'))
    const snippet = /```js\n([\s\S]*?)```/.exec(section)?.[1]
    expect(snippet).toContain('export function verifyLeadWebhook')
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'readme-snippet-')), 'verify.mjs')
    fs.writeFileSync(file, snippet ?? '')
    const { verifyLeadWebhook } = (await import(pathToFileURL(file).href)) as { verifyLeadWebhook: (body: string, header: string, secret: string, now?: number) => boolean }
    const signedAt = 1_760_000_000
    const header = signWebhook(body, SECRET, signedAt)
    expect(verifyLeadWebhook(body, header, SECRET, signedAt + 10)).toBe(true)
    expect(verifyLeadWebhook(`${body} `, header, SECRET, signedAt + 10)).toBe(false)
    expect(verifyLeadWebhook(body, header, 'another-secret-entirely', signedAt + 10)).toBe(false)
    expect(verifyLeadWebhook(body, header, SECRET, signedAt + 301)).toBe(false)
    fs.rmSync(path.dirname(file), { recursive: true, force: true })
  })
})

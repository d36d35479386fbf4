/**
 * Tests written against surviving mutants (npm run mutation): which answers are retried, how long
 * the form waits between attempts, what a success without an id looks like, the URL and the key.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteConfig } from '~/config/site-config'
import { buildLeadRequest } from './request'
import { createIdempotencyKey, formActionUrl, postLead } from './submit'

const request = buildLeadRequest(
  'contact',
  { firstName: 'Jane', lastName: 'Doe', email: 'jane@x.io' },
  new Date('2025-01-01T00:00:00Z'),
)

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function answering(answers: Array<Response | Error | string>) {
  const calls: Array<{ url: string; init: RequestInit }> = []
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    const answer = answers.shift() ?? new Response('{}', { status: 200 })
    if (answer instanceof Error || typeof answer === 'string') throw answer
    return answer
  }) as unknown as typeof fetch
  return { calls, fetchImpl }
}

describe('formActionUrl', () => {
  it('drops every trailing slash of the endpoint and escapes the form id', () => {
    expect(formActionUrl('contact', '/f///')).toBe('/f/contact')
    expect(formActionUrl('a b/c', '/f')).toBe('/f/a%20b%2Fc')
    expect(formActionUrl('x', '/f/sub/')).toBe('/f/sub/x')
  })

  it('posts to the configured endpoint by default', () => {
    expect(formActionUrl('contact')).toBe(`${siteConfig.forms.endpoint.replace(/\/+$/, '')}/contact`)
  })
})

describe('postLead', () => {
  it.each([502, 503, 504])('retries a %i once, then reports it', async (status) => {
    const { calls, fetchImpl } = answering([new Response('', { status }), new Response('', { status })])
    const result = await postLead({
      formId: 'contact',
      request,
      idempotencyKey: 'k',
      fetch: fetchImpl,
      retryDelayMs: 0,
    })
    expect(calls).toHaveLength(2)
    expect(result).toEqual({ ok: false, status, error: `The collector answered ${status}` })
  })

  it.each([400, 429, 500, 501])('does not retry a %i', async (status) => {
    const { calls, fetchImpl } = answering([new Response('', { status })])
    const result = await postLead({
      formId: 'contact',
      request,
      idempotencyKey: 'k',
      fetch: fetchImpl,
      retryDelayMs: 0,
    })
    expect(calls).toHaveLength(1)
    expect(result).toEqual({ ok: false, status, error: `The collector answered ${status}` })
  })

  it('succeeds on a retry after a 503', async () => {
    const { fetchImpl } = answering([new Response('', { status: 503 }), new Response('{"id":"ld_9"}', { status: 201 })])
    expect(
      await postLead({ formId: 'contact', request, idempotencyKey: 'k', fetch: fetchImpl, retryDelayMs: 0 }),
    ).toEqual({ ok: true, id: 'ld_9' })
  })

  it('counts a success without a readable id as a success without an id', async () => {
    for (const body of ['not json', '{"id":42}', '{}', 'null']) {
      const { fetchImpl } = answering([new Response(body, { status: 200 })])
      const result = await postLead({ formId: 'contact', request, idempotencyKey: 'k', fetch: fetchImpl })
      expect(result, body).toEqual({ ok: true })
    }
  })

  it('waits longer before each further attempt: the delay times the attempt number', async () => {
    vi.useFakeTimers()
    const { calls, fetchImpl } = answering([
      new Response('', { status: 503 }),
      new Response('', { status: 503 }),
      new Response('', { status: 503 }),
    ])
    const pending = postLead({
      formId: 'contact',
      request,
      idempotencyKey: 'k',
      fetch: fetchImpl,
      attempts: 3,
      retryDelayMs: 100,
    })
    await vi.advanceTimersByTimeAsync(99)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(199)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(3)
    expect(await pending).toMatchObject({ ok: false, status: 503 })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('tries twice by default, 750 ms apart', async () => {
    vi.useFakeTimers()
    const { calls, fetchImpl } = answering([new TypeError('down'), new TypeError('down'), new TypeError('down')])
    const pending = postLead({ formId: 'contact', request, idempotencyKey: 'k', fetch: fetchImpl })
    await vi.advanceTimersByTimeAsync(749)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toHaveLength(2)
    expect(await pending).toEqual({ ok: false, status: null, error: 'down' })
  })

  it('reports a thrown non-error as text', async () => {
    const { fetchImpl } = answering(['offline'])
    expect(await postLead({ formId: 'contact', request, idempotencyKey: 'k', fetch: fetchImpl, attempts: 1 })).toEqual({
      ok: false,
      status: null,
      error: 'offline',
    })
  })

  it('sends nothing when no attempt is allowed', async () => {
    const { calls, fetchImpl } = answering([])
    expect(await postLead({ formId: 'contact', request, idempotencyKey: 'k', fetch: fetchImpl, attempts: 0 })).toEqual({
      ok: false,
      status: null,
      error: 'not sent',
    })
    expect(calls).toHaveLength(0)
  })

  it('sends the honeypot value it is given', async () => {
    const { calls, fetchImpl } = answering([])
    await postLead({ formId: 'quick', request, idempotencyKey: 'k', fetch: fetchImpl, honeypot: 'bot' })
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ _gotcha: 'bot' })
    expect(calls[0]!.url).toBe(formActionUrl('quick'))
  })

  it('uses the global fetch by default', async () => {
    const { calls, fetchImpl } = answering([new Response('{"id":"ld_g"}', { status: 200 })])
    vi.stubGlobal('fetch', fetchImpl)
    expect(await postLead({ formId: 'contact', request, idempotencyKey: 'k', endpoint: '/x' })).toEqual({
      ok: true,
      id: 'ld_g',
    })
    expect(calls[0]!.url).toBe('/x/contact')
  })
})

describe('createIdempotencyKey', () => {
  it('is a UUID where crypto.randomUUID exists', () => {
    expect(createIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('is 32 hex digits from random bytes where it does not', () => {
    const getRandomValues = vi.fn((bytes: Uint8Array) => {
      bytes.forEach((_, index) => (bytes[index] = index))
      return bytes
    })
    vi.stubGlobal('crypto', { getRandomValues })
    expect(createIdempotencyKey()).toBe('000102030405060708090a0b0c0d0e0f')
    expect(getRandomValues).toHaveBeenCalledTimes(1)
  })
})

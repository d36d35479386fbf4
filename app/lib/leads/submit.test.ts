import { describe, expect, it } from 'vitest'
import { buildLeadRequest } from './request'
import { createIdempotencyKey, formActionUrl, postLead } from './submit'

const request = buildLeadRequest(
  'contact',
  { firstName: 'Jane', lastName: 'Doe', email: 'jane@x.io' },
  new Date('2025-01-01T00:00:00Z'),
)

function recordingFetch(answers: Array<Response | Error>) {
  const calls: Array<{ url: string; init: RequestInit }> = []
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    const answer = answers.shift() ?? new Response('{}', { status: 200 })
    if (answer instanceof Error) throw answer
    return answer
  }) as unknown as typeof fetch
  return { calls, fetchImpl }
}

describe('formActionUrl', () => {
  it('joins the endpoint and the form id', () => {
    expect(formActionUrl('contact', '/f')).toBe('/f/contact')
    expect(formActionUrl('quick', 'https://formspree.io/f/')).toBe('https://formspree.io/f/quick')
  })
})

describe('postLead', () => {
  it('posts JSON with Accept, Content-Type, the idempotency key and the honeypot', async () => {
    const { calls, fetchImpl } = recordingFetch([
      new Response(JSON.stringify({ ok: true, id: 'ld_1' }), { status: 200 }),
    ])
    const result = await postLead({
      formId: 'contact',
      request,
      idempotencyKey: 'key-1',
      endpoint: '/f',
      fetch: fetchImpl,
    })
    expect(result).toEqual({ ok: true, id: 'ld_1' })
    expect(calls).toHaveLength(1)
    const [call] = calls
    expect(call?.url).toBe('/f/contact')
    expect(call?.init.method).toBe('POST')
    expect(call?.init.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Idempotency-Key': 'key-1',
    })
    expect(JSON.parse(String(call?.init.body))).toEqual({ ...request, _gotcha: '' })
  })

  it('reports a non-success status without retrying a 500', async () => {
    const { calls, fetchImpl } = recordingFetch([new Response('{}', { status: 500 })])
    const result = await postLead({
      formId: 'contact',
      request,
      idempotencyKey: 'k',
      fetch: fetchImpl,
      retryDelayMs: 0,
    })
    expect(result).toMatchObject({ ok: false, status: 500 })
    expect(calls).toHaveLength(1)
  })

  it('retries a network failure with the same idempotency key', async () => {
    const { calls, fetchImpl } = recordingFetch([
      new TypeError('Failed to fetch'),
      new Response('{"ok":true,"id":"ld_2"}', { status: 200 }),
    ])
    const result = await postLead({
      formId: 'contact',
      request,
      idempotencyKey: 'same',
      fetch: fetchImpl,
      retryDelayMs: 0,
    })
    expect(result).toEqual({ ok: true, id: 'ld_2' })
    expect(calls.map((call) => (call.init.headers as Record<string, string>)['Idempotency-Key'])).toEqual([
      'same',
      'same',
    ])
  })

  it('gives up after the last attempt and says why', async () => {
    const { fetchImpl } = recordingFetch([new TypeError('down'), new TypeError('still down')])
    expect(
      await postLead({ formId: 'contact', request, idempotencyKey: 'k', fetch: fetchImpl, retryDelayMs: 0 }),
    ).toEqual({ ok: false, status: null, error: 'still down' })
  })
})

describe('createIdempotencyKey', () => {
  it('makes a different key each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => createIdempotencyKey()))
    expect(keys.size).toBe(50)
  })
})

describe('postLead against a collector that never answers', () => {
  it('gives up on each attempt after the timeout, retries once with the same key, and reports a network failure', async () => {
    const attempts: Array<{ key: string; aborted: boolean }> = []
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const attempt = { key: String((init.headers as Record<string, string>)['Idempotency-Key']), aborted: false }
        attempts.push(attempt)
        init.signal?.addEventListener('abort', () => {
          attempt.aborted = true
          reject(new DOMException('The operation was aborted.', 'AbortError'))
        })
      })) as unknown as typeof fetch
    const result = await postLead({
      formId: 'contact',
      request,
      idempotencyKey: 'key-9',
      endpoint: '/f',
      fetch: hanging,
      timeoutMs: 50,
      retryDelayMs: 0,
    })
    expect(result).toEqual({ ok: false, status: null, error: 'No answer within 50 ms' })
    expect(attempts).toEqual([
      { key: 'key-9', aborted: true },
      { key: 'key-9', aborted: true },
    ])
  })
})

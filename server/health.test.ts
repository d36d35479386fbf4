import { describe, expect, it } from 'vitest'
import { healthAnswer, mayReadHealthDetails } from './health'

describe('GET /healthz answers', () => {
  const store = { health: async () => ({ store: 'postgres', notifications: { pending: 3 } }) }
  const down = {
    health: async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.5:5432')
    },
  }

  it('say only ok in public, and the store kind and pending outbox to the operator', async () => {
    expect(await healthAnswer([store], false)).toEqual({ status: 200, body: { status: 'ok' } })
    const detailed = await healthAnswer([store], true)
    expect(detailed.status).toBe(200)
    expect(detailed.body).toMatchObject({ status: 'ok', store: 'postgres', notifications: { pending: 3 } })
  })

  it('say unavailable with 503 when the store cannot be read, the reason only to the operator', async () => {
    expect(await healthAnswer([store, down], false)).toEqual({ status: 503, body: { status: 'unavailable' } })
    expect(await healthAnswer([down], true)).toEqual({
      status: 503,
      body: { status: 'unavailable', error: 'connect ECONNREFUSED 10.0.0.5:5432' },
    })
  })

  it('open the details to loopback or the exact bearer token only', () => {
    const direct = (authorization: string | undefined, socketAddress: string) => ({
      authorization,
      socketAddress,
      behindProxy: false,
    })
    expect(mayReadHealthDetails(direct(undefined, '127.0.0.1'), undefined)).toBe(true)
    expect(mayReadHealthDetails(direct('Bearer operator-token-123456', '203.0.113.1'), 'operator-token-123456')).toBe(
      true,
    )
    expect(mayReadHealthDetails(direct('Bearer operator-token-12345', '203.0.113.1'), 'operator-token-123456')).toBe(
      false,
    )
    expect(mayReadHealthDetails(direct('Bearer operator-token-123456', '203.0.113.1'), undefined)).toBe(false)
  })

  it('give loopback no exemption behind a trusted proxy, where every request comes from the proxy', () => {
    const viaProxy = (authorization?: string) => ({ authorization, socketAddress: '127.0.0.1', behindProxy: true })
    expect(mayReadHealthDetails(viaProxy(), undefined)).toBe(false)
    expect(mayReadHealthDetails(viaProxy(), 'operator-token-123456')).toBe(false)
    expect(mayReadHealthDetails(viaProxy('Bearer operator-token-123456'), 'operator-token-123456')).toBe(true)
  })
})

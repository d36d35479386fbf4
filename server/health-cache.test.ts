import { describe, expect, it } from 'vitest'
import { cachedHealthSource, HEALTH_CACHE_MS } from './health'

describe('the /healthz reading', () => {
  it('asks the sources at most once per period, shares a reading under way, and caches a failure too', async () => {
    let calls = 0
    let fail = false
    const clock = { now: 1_000 }
    const source = {
      health: async () => {
        calls += 1
        await new Promise((resolve) => setTimeout(resolve, 10))
        if (fail) throw new Error('database down')
        return { pending: calls }
      },
    }
    const cached = cachedHealthSource([source], HEALTH_CACHE_MS, () => clock.now)
    const together = await Promise.all(Array.from({ length: 20 }, () => cached.health()))
    expect(together.every((details) => details.pending === 1)).toBe(true)
    clock.now += HEALTH_CACHE_MS - 1
    expect(await cached.health()).toEqual({ pending: 1 })
    expect(calls).toBe(1)
    clock.now += 1
    fail = true
    await expect(cached.health()).rejects.toThrow('database down')
    await expect(cached.health()).rejects.toThrow('database down')
    expect(calls).toBe(2)
    expect(HEALTH_CACHE_MS).toBeLessThanOrEqual(2000)
  })
})

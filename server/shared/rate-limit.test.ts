import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS, RateLimiter } from './rate-limit'

const limiters: RateLimiter[] = []
afterEach(() => limiters.splice(0).forEach((limiter) => limiter.close()))

function limiter(now: () => number, burst = 3, daily = 5) {
  const made = new RateLimiter(
    { burst: { limit: burst, windowMs: 60_000 }, daily: { limit: daily, windowMs: 86_400_000 } },
    now,
  )
  limiters.push(made)
  return made
}

describe('RateLimiter', () => {
  it('allows the burst, refuses the next, and allows again after the window', () => {
    let now = 0
    const limits = limiter(() => now, 3, 100)
    expect([1, 2, 3, 4].map(() => limits.take('1.1.1.1').allowed)).toEqual([true, true, true, false])
    expect(limits.take('1.1.1.1').retryAfterSeconds).toBe(60)
    now = 60_000
    expect(limits.take('1.1.1.1').allowed).toBe(true)
  })

  it('caps the day across bursts', () => {
    let now = 0
    const limits = limiter(() => now, 3, 5)
    const results: boolean[] = []
    for (let minute = 0; minute < 3; minute += 1) {
      now = minute * 60_000
      for (let index = 0; index < 3; index += 1) results.push(limits.take('2.2.2.2').allowed)
    }
    expect(results.filter(Boolean)).toHaveLength(5)
    expect(limits.take('2.2.2.2').retryAfterSeconds).toBeGreaterThan(80_000)
  })

  it('counts each address apart', () => {
    const limits = limiter(() => 0, 1)
    expect(limits.take('a').allowed).toBe(true)
    expect(limits.take('b').allowed).toBe(true)
    expect(limits.take('a').allowed).toBe(false)
  })

  it('defaults to a small burst and a daily cap', () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({
      burst: { limit: 10, windowMs: 60_000 },
      daily: { limit: 200, windowMs: 86_400_000 },
    })
  })
})

describe('RateLimiter memory bound', () => {
  it('tracks at most maxAddresses per window, forgetting the least recently seen, however many addresses arrive', () => {
    const limits = new RateLimiter(
      { burst: { limit: 2, windowMs: 60_000 }, daily: { limit: 100, windowMs: 86_400_000 }, maxAddresses: 1000 },
      () => 0,
    )
    limiters.push(limits)
    for (let index = 0; index < 50_000; index += 1) limits.take(`10.8.${String(index >> 8)}.${String(index & 255)}`)
    expect(limits.trackedAddresses).toEqual({ burst: 1000, daily: 1000 })
  })

  it('keeps counting an address that stays active while others come and go', () => {
    const limits = new RateLimiter(
      { burst: { limit: 3, windowMs: 60_000 }, daily: { limit: 100, windowMs: 86_400_000 }, maxAddresses: 10 },
      () => 0,
    )
    limiters.push(limits)
    const results: boolean[] = []
    for (let round = 0; round < 4; round += 1) {
      results.push(limits.take('203.0.113.7').allowed)
      for (let other = 0; other < 5; other += 1) limits.take(`198.51.100.${String(round * 5 + other)}`)
    }
    expect(results).toEqual([true, true, true, false])
  })
})

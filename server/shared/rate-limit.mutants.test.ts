/**
 * Tests written against surviving mutants (npm run mutation): exact Retry-After values, the window
 * boundary, which limit answers when both are over, the sweeper and the address bound.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_MAX_ADDRESSES, DEFAULT_RATE_LIMITS, RateLimiter, type RateLimitOptions } from './rate-limit'

const limiters: RateLimiter[] = []
afterEach(() => {
  limiters.splice(0).forEach((limiter) => limiter.close())
  vi.useRealTimers()
})

function make(options: RateLimitOptions, now: () => number) {
  const limiter = new RateLimiter(options, now)
  limiters.push(limiter)
  return limiter
}

const MINUTE = 60_000
const DAY = 86_400_000

describe('RateLimiter, exact answers', () => {
  it('says how many seconds remain in the burst window, rounded up', () => {
    let now = 1_000
    const limits = make({ burst: { limit: 1, windowMs: MINUTE }, daily: { limit: 100, windowMs: DAY } }, () => now)
    expect(limits.take('a')).toEqual({ allowed: true, retryAfterSeconds: 0 })
    now += 10_500
    // the window opened at 1 000 and ends at 61 000: 49.5 s left, said as 50
    expect(limits.take('a')).toEqual({ allowed: false, retryAfterSeconds: 50 })
  })

  it('starts a fresh window exactly when the old one ends, not a millisecond later', () => {
    let now = 0
    const limits = make({ burst: { limit: 1, windowMs: MINUTE }, daily: { limit: 100, windowMs: DAY } }, () => now)
    expect(limits.take('a').allowed).toBe(true)
    now = MINUTE - 1
    expect(limits.take('a').allowed).toBe(false)
    now = MINUTE
    expect(limits.take('a')).toEqual({ allowed: true, retryAfterSeconds: 0 })
  })

  it('allows exactly the limit in a window', () => {
    const limits = make({ burst: { limit: 2, windowMs: MINUTE }, daily: { limit: 2, windowMs: DAY } }, () => 0)
    expect([1, 2, 3].map(() => limits.take('a').allowed)).toEqual([true, true, false])
  })

  it('answers with the daily wait when the day is used up, even inside a fresh burst window', () => {
    let now = 0
    const limits = make({ burst: { limit: 1, windowMs: MINUTE }, daily: { limit: 2, windowMs: DAY } }, () => now)
    expect(limits.take('a').allowed).toBe(true)
    now = MINUTE
    expect(limits.take('a').allowed).toBe(true)
    now = 2 * MINUTE
    // burst window is fresh (count 1 <= 1) but the day is over: wait until the day ends
    expect(limits.take('a')).toEqual({ allowed: false, retryAfterSeconds: (DAY - 2 * MINUTE) / 1000 })
  })

  it('prefers the daily wait when both limits are over', () => {
    const limits = make({ burst: { limit: 1, windowMs: MINUTE }, daily: { limit: 1, windowMs: DAY } }, () => 0)
    limits.take('a')
    expect(limits.take('a')).toEqual({ allowed: false, retryAfterSeconds: DAY / 1000 })
  })

  it('uses the production limits by default', () => {
    let now = 0
    const limiter = new RateLimiter(undefined, () => now)
    limiters.push(limiter)
    const answers = Array.from({ length: 11 }, () => limiter.take('x'))
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(DEFAULT_RATE_LIMITS.burst.limit)
    expect(answers[10]).toEqual({ allowed: false, retryAfterSeconds: 60 })
    now = 1
    expect(limiter.take('x').retryAfterSeconds).toBe(60)
  })

  it('reads the clock from Date.now by default', () => {
    vi.useFakeTimers({ now: 5_000_000 })
    const limiter = new RateLimiter({ burst: { limit: 1, windowMs: MINUTE }, daily: { limit: 10, windowMs: DAY } })
    limiters.push(limiter)
    limiter.take('a')
    vi.setSystemTime(5_000_000 + 30_000)
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 30 })
  })
})

describe('RateLimiter, memory', () => {
  it('counts the addresses each window tracks', () => {
    const limits = make({ burst: { limit: 5, windowMs: MINUTE }, daily: { limit: 5, windowMs: DAY } }, () => 0)
    expect(limits.trackedAddresses).toEqual({ burst: 0, daily: 0 })
    limits.take('a')
    limits.take('a')
    limits.take('b')
    expect(limits.trackedAddresses).toEqual({ burst: 2, daily: 2 })
  })

  it('forgets the least recently seen address first, so a returning address keeps its count', () => {
    const limits = make(
      { burst: { limit: 1, windowMs: MINUTE }, daily: { limit: 100, windowMs: DAY }, maxAddresses: 2 },
      () => 0,
    )
    limits.take('a')
    limits.take('b')
    limits.take('a') // a is now the most recent (and over its burst)
    limits.take('c') // forgets b, not a
    expect(limits.trackedAddresses).toEqual({ burst: 2, daily: 2 })
    expect(limits.take('a').allowed).toBe(false)
    expect(limits.take('b').allowed).toBe(true)
  })

  it('tracks up to exactly maxAddresses', () => {
    const limits = make(
      { burst: { limit: 1, windowMs: MINUTE }, daily: { limit: 100, windowMs: DAY }, maxAddresses: 3 },
      () => 0,
    )
    for (const address of ['a', 'b', 'c']) limits.take(address)
    expect(limits.trackedAddresses).toEqual({ burst: 3, daily: 3 })
    expect(limits.take('a').allowed).toBe(false)
  })

  it('bounds the tables at 100 000 addresses by default', () => {
    expect(DEFAULT_MAX_ADDRESSES).toBe(100_000)
    const limits = make({ burst: { limit: 1, windowMs: MINUTE }, daily: { limit: 100, windowMs: DAY } }, () => 0)
    for (let index = 0; index <= DEFAULT_MAX_ADDRESSES; index += 1) limits.take(`a${index}`)
    expect(limits.trackedAddresses).toEqual({ burst: DEFAULT_MAX_ADDRESSES, daily: DEFAULT_MAX_ADDRESSES })
  })

  it('sweeps expired counters every burst window (at most every 10 minutes), and only expired ones', () => {
    vi.useFakeTimers({ now: 0 })
    let now = 0
    const limits = make({ burst: { limit: 5, windowMs: MINUTE }, daily: { limit: 5, windowMs: 2 * MINUTE } }, () => now)
    limits.take('a')
    now = 30_000
    limits.take('b')
    now = MINUTE
    vi.advanceTimersByTime(MINUTE - 1)
    expect(limits.trackedAddresses).toEqual({ burst: 2, daily: 2 })
    vi.advanceTimersByTime(1)
    // a's burst window ended at 60 000 (<= now): gone; b's ends at 90 000; both daily windows live on
    expect(limits.trackedAddresses).toEqual({ burst: 1, daily: 2 })
    now = 2 * MINUTE
    vi.advanceTimersByTime(MINUTE)
    expect(limits.trackedAddresses).toEqual({ burst: 0, daily: 1 })
  })

  it('sweeps every 10 minutes when the burst window is longer', () => {
    vi.useFakeTimers({ now: 0 })
    let now = 0
    const limits = make({ burst: { limit: 5, windowMs: 3_600_000 }, daily: { limit: 5, windowMs: 60_000 } }, () => now)
    limits.take('a')
    now = 600_000
    vi.advanceTimersByTime(600_000 - 1)
    expect(limits.trackedAddresses).toEqual({ burst: 1, daily: 1 })
    vi.advanceTimersByTime(1)
    expect(limits.trackedAddresses).toEqual({ burst: 1, daily: 0 })
  })

  it('stops sweeping once closed, and does not keep the process alive', () => {
    vi.useFakeTimers({ now: 0 })
    let now = 0
    const limits = make({ burst: { limit: 5, windowMs: MINUTE }, daily: { limit: 5, windowMs: MINUTE } }, () => now)
    expect(vi.getTimerCount()).toBe(1)
    limits.take('a')
    limits.close()
    expect(vi.getTimerCount()).toBe(0)
    now = 10 * MINUTE
    vi.advanceTimersByTime(10 * MINUTE)
    expect(limits.trackedAddresses).toEqual({ burst: 1, daily: 1 })
  })
})

describe('RateLimiter, the sweeper timer', () => {
  it('is unreferenced, so a limiter alone never keeps the process running', () => {
    const limits = make(DEFAULT_RATE_LIMITS, () => 0)
    expect((limits as unknown as { sweeper: NodeJS.Timeout }).sweeper.hasRef()).toBe(false)
  })
})

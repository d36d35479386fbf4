export interface RateWindow {
  limit: number
  windowMs: number
}

export interface RateLimitOptions {
  burst: RateWindow
  daily: RateWindow
  /** Past this the least recent address is forgotten, so rotating addresses cost bounded memory (~100 bytes each). */
  maxAddresses?: number
}

export const DEFAULT_MAX_ADDRESSES = 100_000

/** Production defaults: a person sends a few requests; a script sending more is slowed, then capped for the day. */
export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  burst: { limit: 10, windowMs: 60_000 },
  daily: { limit: 200, windowMs: 24 * 60 * 60_000 },
}

export interface Counter {
  count: number
  resetAt: number
}

export interface RateDecision {
  allowed: boolean
  retryAfterSeconds: number
}

/** In memory for one instance; in PostgreSQL for several, so a client spread by a load balancer meets one limit. */
export interface RateLimitStore {
  take(address: string): RateDecision | Promise<RateDecision>
  close(): void | Promise<void>
}

export function decide(burst: Counter, daily: Counter, options: RateLimitOptions, now: number): RateDecision {
  if (daily.count > options.daily.limit)
    return { allowed: false, retryAfterSeconds: Math.ceil((daily.resetAt - now) / 1000) }
  if (burst.count > options.burst.limit)
    return { allowed: false, retryAfterSeconds: Math.ceil((burst.resetAt - now) / 1000) }
  return { allowed: true, retryAfterSeconds: 0 }
}

export class RateLimiter implements RateLimitStore {
  private readonly burst = new Map<string, Counter>()
  private readonly daily = new Map<string, Counter>()
  private readonly sweeper: NodeJS.Timeout

  constructor(
    private readonly options: RateLimitOptions = DEFAULT_RATE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(options.burst.windowMs, 10 * 60_000))
    this.sweeper.unref()
  }

  take(address: string): RateDecision {
    const now = this.now()
    const burst = this.count(this.burst, address, this.options.burst, now)
    const daily = this.count(this.daily, address, this.options.daily, now)
    return decide(burst, daily, this.options, now)
  }

  // Map order is recency: an address seen again moves to the end.
  private count(counters: Map<string, Counter>, address: string, window: RateWindow, now: number): Counter {
    let counter = counters.get(address)
    if (counter) counters.delete(address)
    if (!counter || counter.resetAt <= now) counter = { count: 0, resetAt: now + window.windowMs }
    counters.set(address, counter)
    const limit = this.options.maxAddresses ?? DEFAULT_MAX_ADDRESSES
    while (counters.size > limit) {
      const oldest = counters.keys().next().value
      if (oldest === undefined) break
      counters.delete(oldest)
    }
    counter.count += 1
    return counter
  }

  get trackedAddresses(): { burst: number; daily: number } {
    return { burst: this.burst.size, daily: this.daily.size }
  }

  private sweep() {
    const now = this.now()
    for (const counters of [this.burst, this.daily]) {
      for (const [address, counter] of counters) if (counter.resetAt <= now) counters.delete(address)
    }
  }

  close(): void {
    clearInterval(this.sweeper)
  }
}

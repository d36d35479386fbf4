import type pg from 'pg'
import {
  decide,
  DEFAULT_MAX_ADDRESSES,
  type RateDecision,
  type RateLimitOptions,
  type RateLimitStore,
} from '../shared/rate-limit'

const TAKE_RATE = `
  INSERT INTO rate_limit_counters AS counter (address, window_name, count, reset_at)
  VALUES ($1, 'burst', 1, $2::bigint + $3::bigint), ($1, 'daily', 1, $2::bigint + $4::bigint)
  ON CONFLICT (address, window_name) DO UPDATE SET
    count = CASE WHEN counter.reset_at <= $2 THEN 1 ELSE counter.count + 1 END,
    reset_at = CASE WHEN counter.reset_at <= $2 THEN EXCLUDED.reset_at ELSE counter.reset_at END
  RETURNING window_name AS "window", count, reset_at AS "resetAt"`

/** Keeps the `$1` counters of each window whose windows started last; the older ones are forgotten. */
const TRIM_RATE_COUNTERS = `
  DELETE FROM rate_limit_counters AS counter USING (
    SELECT address, window_name, row_number() OVER (PARTITION BY window_name ORDER BY reset_at DESC, address) AS rank
    FROM rate_limit_counters
  ) AS ranked
  WHERE ranked.rank > $1 AND counter.address = ranked.address AND counter.window_name = ranked.window_name`

/** RateLimiter's two fixed windows counted in PostgreSQL, so every instance sees the same count (one upsert per request). */
export class PostgresRateLimiter implements RateLimitStore {
  private readonly sweeper: NodeJS.Timeout
  private readonly maxAddresses: number
  private takesSinceSweep = 0

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: RateLimitOptions,
    private readonly now: () => number = Date.now,
    private readonly onClose: () => void = () => {},
  ) {
    this.maxAddresses = options.maxAddresses ?? DEFAULT_MAX_ADDRESSES
    // Expired counters go as the in-memory limiter sweeps, and each window keeps at most maxAddresses: bounded space under a flood.
    this.sweeper = setInterval(() => void this.sweep().catch(() => {}), Math.min(options.burst.windowMs, 10 * 60_000))
    this.sweeper.unref()
  }

  async take(address: string): Promise<RateDecision> {
    const now = this.now()
    // Between timed sweeps, a burst of new addresses triggers one early.
    this.takesSinceSweep += 1
    if (this.takesSinceSweep >= Math.max(1, Math.floor(this.maxAddresses / 10))) void this.sweep().catch(() => {})
    const result = await this.pool.query<{ window: string; count: number; resetAt: string }>({
      name: 'collector-take-rate',
      text: TAKE_RATE,
      values: [address, now, this.options.burst.windowMs, this.options.daily.windowMs],
    })
    const counter = (name: string) => {
      const row = result.rows.find((candidate) => candidate.window === name)
      return { count: row?.count ?? 0, resetAt: Number(row?.resetAt ?? now) }
    }
    return decide(counter('burst'), counter('daily'), this.options, now)
  }

  async sweep(): Promise<void> {
    this.takesSinceSweep = 0
    await this.pool.query('DELETE FROM rate_limit_counters WHERE reset_at <= $1', [this.now()])
    await this.pool.query(TRIM_RATE_COUNTERS, [this.maxAddresses])
  }

  close(): void {
    clearInterval(this.sweeper)
    this.onClose()
  }
}

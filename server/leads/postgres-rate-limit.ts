import type pg from 'pg'
import {
  decide,
  DEFAULT_MAX_ADDRESSES,
  type RateDecision,
  type RateLimitOptions,
  type RateLimitStore,
} from '../shared/rate-limit'
import { compileOnce, slots } from './compiled-statements'
import { LEAD_QUERIES } from './lead-tables'

const q = LEAD_QUERIES.postgres

type TakeArgs = { address: string; now: number; burstMs: number; dailyMs: number }
const take = slots<TakeArgs>()

/** Counts one request in both windows of the address; a window that has ended starts again at 1. */
const TAKE_RATE = compileOnce<TakeArgs, { window: string; count: number; resetAt: string }>(
  q
    .insertInto('rate_limit_counters')
    .values((eb) => {
      const endsAfter = (windowMs: 'burstMs' | 'dailyMs') =>
        eb(eb.cast<number>(eb.val(take('now')), 'bigint'), '+', eb.cast<number>(eb.val(take(windowMs)), 'bigint'))
      return [
        { address: take('address'), window_name: 'burst', count: eb.lit(1), reset_at: endsAfter('burstMs') },
        { address: take('address'), window_name: 'daily', count: eb.lit(1), reset_at: endsAfter('dailyMs') },
      ]
    })
    .onConflict((conflict) =>
      conflict.columns(['address', 'window_name']).doUpdateSet((eb) => {
        const ended = () => eb.case().when('rate_limit_counters.reset_at', '<=', take('now'))
        return {
          count: ended()
            .then(eb.lit(1))
            .else(eb('rate_limit_counters.count', '+', eb.lit(1)))
            .end(),
          reset_at: ended().then(eb.ref('excluded.reset_at')).else(eb.ref('rate_limit_counters.reset_at')).end(),
        }
      }),
    )
    .returning(['window_name as window', 'count', 'reset_at as resetAt'])
    .$castTo<{ window: string; count: number; resetAt: string }>(),
)

/** Keeps the `keep` counters of each window whose windows started last; the older ones are forgotten. */
function trimRateCounters(keep: number) {
  return q
    .deleteFrom('rate_limit_counters as counter')
    .using((eb) =>
      eb
        .selectFrom('rate_limit_counters')
        .select((ranking) => [
          'address',
          'window_name',
          ranking.fn
            .agg<number>('row_number', [])
            .over((over) => over.partitionBy('window_name').orderBy('reset_at', 'desc').orderBy('address'))
            .as('rank'),
        ])
        .as('ranked'),
    )
    .where('ranked.rank', '>', keep)
    .whereRef('counter.address', '=', 'ranked.address')
    .whereRef('counter.window_name', '=', 'ranked.window_name')
    .compile()
}

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
      text: TAKE_RATE.sql,
      values: TAKE_RATE.values({
        address,
        now,
        burstMs: this.options.burst.windowMs,
        dailyMs: this.options.daily.windowMs,
      }),
    })
    const counter = (name: string) => {
      const row = result.rows.find((candidate) => candidate.window === name)
      return { count: row?.count ?? 0, resetAt: Number(row?.resetAt ?? now) }
    }
    return decide(counter('burst'), counter('daily'), this.options, now)
  }

  async sweep(): Promise<void> {
    this.takesSinceSweep = 0
    const expired = q.deleteFrom('rate_limit_counters').where('reset_at', '<=', this.now()).compile()
    await this.pool.query(expired.sql, [...expired.parameters])
    const trim = trimRateCounters(this.maxAddresses)
    await this.pool.query(trim.sql, [...trim.parameters])
  }

  close(): void {
    clearInterval(this.sweeper)
    this.onClose()
  }
}

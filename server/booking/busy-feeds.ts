/**
 * Fetches the firm's calendar feeds (BUSY_ICS_URLS): each at most every 5 minutes across all instances
 * (the store's job ledger picks one), with a timeout and a size limit, parsed into busy times that
 * replace the person's previous copy in the store. A failed fetch keeps the last good copy and records
 * why, without the URL (it holds a secret).
 */
import type { Logger } from 'pino'
import type { BookingRecords } from './booking-runtime'
import { busySpans, CalendarParseError } from './busy-calendar'
import { FeedRefused, fetchFeed, FETCH_TIMEOUT_MS, type Resolve } from './feed-fetch'

const BUSY_FEED_INTERVAL_MS = 5 * 60_000
/** How far ahead busy times are kept: beyond any booking horizon (90 days at most). */
const LOOK_AHEAD_MS = 92 * 86_400_000
const DAY_MS = 86_400_000

export interface BusyFeedOptions {
  store: Pick<BookingRecords, 'claimJob' | 'replaceBusyIntervals' | 'recordBusyFeedFailure'>
  feeds: ReadonlyMap<string, string>
  firmZone: string
  logger: Logger
  intervalMs?: number
  now?: () => number
  /** How a feed's host name is resolved (tests); the system resolver otherwise */
  resolve?: Resolve
  /** told after each person's feed was read (or failed): the slots change */
  onChange?: () => void
}

/** Why a fetch failed, as the health details and the log show it: never the URL. */
function reasonOf(error: unknown): string {
  if (error instanceof CalendarParseError || error instanceof FeedRefused) return error.message
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `no answer within ${String(FETCH_TIMEOUT_MS / 1000)} s`
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).code ??
    (error as { cause?: { code?: unknown } }).cause?.code
  if (typeof code === 'string' && code !== 'ABORT_ERR') return `network error ${code}`
  if (error instanceof Error && /^HTTP \d{3}$/.test(error.message)) return error.message
  return 'network error'
}

export class BusyFeeds {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private stopped = false

  constructor(private readonly options: BusyFeedOptions) {}

  start(): void {
    if (this.options.feeds.size === 0) return
    this.arm(0)
  }

  private arm(delay: number) {
    if (this.stopped) return
    this.timer = setTimeout(() => {
      this.running = this.refresh().finally(() => {
        this.running = undefined
        // Look again a little after the interval: the job ledger lets one instance fetch each time.
        this.arm((this.options.intervalMs ?? BUSY_FEED_INTERVAL_MS) + 1000)
      })
    }, delay)
    this.timer.unref()
  }

  /** Fetches each feed whose turn it is (on this instance); failures are recorded, never thrown. */
  async refresh(): Promise<void> {
    const { store, feeds, firmZone, logger } = this.options
    const interval = this.options.intervalMs ?? BUSY_FEED_INTERVAL_MS
    const now = (this.options.now ?? Date.now)()
    for (const [person, url] of feeds) {
      if (this.stopped) return
      try {
        if (!(await store.claimJob(`busy-feed:${person}`, now, interval))) continue
      } catch (error) {
        logger.error(
          { person, err: { message: reasonOf(error) } },
          'busy feed not checked: the store cannot be reached',
        )
        continue
      }
      try {
        const text = await fetchFeed(url, this.options.resolve ? { resolve: this.options.resolve } : {})
        const spans = busySpans(text, { from: now - DAY_MS, to: now + LOOK_AHEAD_MS, firmZone })
        await store.replaceBusyIntervals(
          person,
          spans.map((span) => ({ person, ...span })),
          now,
        )
        logger.info({ person, busyTimes: spans.length }, 'busy feed read')
      } catch (error) {
        const reason = reasonOf(error)
        await store.recordBusyFeedFailure(person, now, reason).catch(() => {})
        logger.warn({ person, reason }, 'busy feed not read; the last good copy stays')
      }
      this.options.onChange?.()
    }
  }

  async close(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    await this.running
  }
}

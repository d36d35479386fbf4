import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import { buildNotification, type NotificationAddresses, type NotificationMessage } from './notification'
import type { OutboxHealth, OutboxItem, StoredLead } from './store'

/** What the sender needs from the database: reads, and the two outbox updates (which may be asynchronous). */
export interface OutboxStore {
  duePending(limit: number): OutboxItem[]
  getLead(id: string): StoredLead | undefined
  nextDueAt(): number | null
  outboxHealth(): OutboxHealth
  markSent(outboxId: number): void | Promise<void>
  markFailed(outboxId: number, nextAttemptAt: number, error: string): void | Promise<void>
}

export interface MailTransport {
  sendMail(message: NotificationMessage): Promise<unknown>
  close?(): void
}

export interface BackoffOptions {
  /** the wait after the first failure; doubled after each further failure */
  baseDelayMs: number
  maxDelayMs: number
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseDelayMs: 5_000, maxDelayMs: 15 * 60_000 }

/** The wait before attempt number `attempts + 1`, doubling from the base up to the cap, with a little jitter. */
export function backoffDelay(attempts: number, { baseDelayMs, maxDelayMs }: BackoffOptions, random: () => number = Math.random): number {
  const exponential = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1))
  return Math.round(Math.min(maxDelayMs, exponential * (0.9 + 0.2 * random())))
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    disableFileAccess: true,
    disableUrlAccess: true,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    sendMail: (message) => transport.sendMail(message),
    close: () => transport.close(),
  }
}

export interface OutboxSenderOptions {
  store: OutboxStore
  transport: MailTransport
  addresses: NotificationAddresses
  logger: Logger
  backoff?: BackoffOptions
  /** the longest the sender sleeps before looking at the outbox again */
  idleCheckMs?: number
  now?: () => number
}

/**
 * Drains the outbox: each notification is sent by SMTP and marked sent; a failure is counted and retried
 * later with exponential backoff, forever, so an outage delays mail and loses nothing.
 */
export class OutboxSender {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private stopped = false
  /** failures in a row; while SMTP is down the whole sender waits, not just the one notification */
  private consecutiveFailures = 0
  private pausedUntil = 0
  private readonly backoff: BackoffOptions
  private readonly idleCheckMs: number
  private readonly now: () => number

  constructor(private readonly options: OutboxSenderOptions) {
    this.backoff = options.backoff ?? DEFAULT_BACKOFF
    this.idleCheckMs = options.idleCheckMs ?? 60_000
    this.now = options.now ?? Date.now
  }

  start(): void {
    this.wake()
  }

  /** Looks at the outbox soon (a new lead was stored). */
  wake(): void {
    if (this.stopped || this.running) return
    this.arm(Math.max(0, this.pausedUntil - this.now()))
  }

  private arm(delayMs: number) {
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.running = this.drain().finally(() => {
        this.running = undefined
        if (!this.stopped) this.arm(this.nextDelay())
      })
    }, delayMs)
    this.timer.unref()
  }

  private nextDelay(): number {
    const due = this.options.store.nextDueAt()
    const at = Math.max(due ?? this.now() + this.idleCheckMs, this.pausedUntil)
    return Math.max(0, Math.min(this.idleCheckMs, at - this.now()))
  }

  /** Sends everything due now; returns when the outbox has nothing due. */
  async drain(): Promise<void> {
    const { store } = this.options
    for (;;) {
      if (this.stopped) return
      const due = store.duePending(20)
      if (due.length === 0) return
      for (const item of due) {
        if (this.stopped) return
        if (!(await this.deliver(item))) return
      }
    }
  }

  /** Sends one notification; false when SMTP failed and the sender should pause. */
  private async deliver(item: OutboxItem): Promise<boolean> {
    const { store, transport, addresses, logger } = this.options
    const lead = store.getLead(item.leadId)
    if (!lead) {
      await store.markFailed(item.id, this.now() + this.backoff.maxDelayMs, 'lead not found')
      logger.error({ outboxId: item.id, leadId: item.leadId }, 'notification refers to a missing lead')
      return true
    }
    try {
      await transport.sendMail(buildNotification(lead, addresses))
      await store.markSent(item.id)
      logger.info({ leadId: lead.id, formType: lead.formType, attempts: item.attempts + 1 }, 'lead notification sent')
      if (this.consecutiveFailures > 0) logger.info({ after: this.consecutiveFailures }, 'SMTP delivery recovered')
      this.consecutiveFailures = 0
      this.pausedUntil = 0
      return true
    } catch (error) {
      const attempts = item.attempts + 1
      this.consecutiveFailures += 1
      const delay = backoffDelay(Math.max(attempts, this.consecutiveFailures), this.backoff)
      const reason = error instanceof Error ? error.message : String(error)
      this.pausedUntil = this.now() + delay
      try {
        await store.markFailed(item.id, this.pausedUntil, reason)
      } catch (updateError) {
        logger.error({ err: { message: String(updateError) }, outboxId: item.id }, 'could not record the failed attempt')
      }
      logger.warn(
        { leadId: lead.id, attempts, retryInMs: delay, pending: store.outboxHealth().pending, err: { message: reason, code: (error as { code?: string }).code } },
        'lead notification not sent; will retry',
      )
      return false
    }
  }

  async close(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    await this.running
    this.options.transport.close?.()
  }
}

import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import { smtpTransportOptions } from './smtp-security'
import {
  buildNotification,
  type BookingNotice,
  type ConflictScreeningHint,
  type NotificationAddresses,
  type NotificationMessage,
} from './notification'
import {
  deliveryId,
  redactTarget,
  type ClaimedItem,
  type CollectorStore,
  type OutboxRoute,
  type StoredLead,
} from '../database/store-types'

export interface MailTransport {
  sendMail(message: NotificationMessage): Promise<unknown>
  close?(): void
}

export interface BackoffOptions {
  baseDelayMs: number
  maxDelayMs: number
}

const DEFAULT_BACKOFF: BackoffOptions = { baseDelayMs: 5_000, maxDelayMs: 15 * 60_000 }

const DEFAULT_LEASE_MS = 2 * 60_000

export function backoffDelay(
  attempts: number,
  { baseDelayMs, maxDelayMs }: BackoffOptions,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1))
  return Math.round(Math.min(maxDelayMs, exponential * (0.9 + 0.2 * random())))
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const open = () =>
    nodemailer.createTransport({
      url: smtpUrl,
      // smtp:// must upgrade with STARTTLS (a loopback relay excepted): never a silent fall back to cleartext.
      ...smtpTransportOptions(smtpUrl),
      // One connection kept open and reused: a burst of leads is mailed without a handshake per message.
      pool: true,
      maxConnections: 1,
      disableFileAccess: true,
      disableUrlAccess: true,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
  let transport = open()
  return {
    async sendMail(message) {
      try {
        return await transport.sendMail(message)
      } catch (error) {
        // After a failure the next attempt starts from a fresh connection, never from a pool in a bad state.
        transport.close()
        transport = open()
        throw error
      }
    },
    close: () => transport.close(),
  }
}

// A refusal is retried alone later; any other error (no connection, no answer) pauses the whole route.
export class DeliveryRefused extends Error {
  override readonly name = 'DeliveryRefused'
}

function refusedMessage(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EMESSAGE'
}

export interface Deliverer {
  route: OutboxRoute
  deliver(lead: StoredLead, deliveryId: string): Promise<string>
  close?(): void
}

// The delivery id becomes the Message-ID, so a mailbox (or a person) can drop a repeat.
export function mailDeliverer(
  transport: MailTransport,
  addresses: NotificationAddresses,
  messageIdDomain: string,
  {
    bookingNotice,
    screeningHint,
  }: { bookingNotice?: (lead: StoredLead) => BookingNotice | undefined; screeningHint?: ConflictScreeningHint } = {},
): Deliverer {
  return {
    route: { channel: 'mail', target: '' },
    async deliver(lead, id) {
      let result: { response?: unknown } | undefined
      try {
        const booking = bookingNotice?.(lead)
        result = (await transport.sendMail({
          ...buildNotification(lead, addresses, {
            ...(booking ? { booking } : {}),
            ...(screeningHint ? { screeningHint } : {}),
          }),
          messageId: `<${id}@${messageIdDomain}>`,
        })) as { response?: unknown } | undefined
      } catch (error) {
        if (refusedMessage(error))
          throw new DeliveryRefused(
            String((error as { response?: unknown }).response ?? (error as Error).message).slice(0, 200),
          )
        throw error
      }
      return typeof result?.response === 'string' ? result.response.slice(0, 200) : 'sent'
    },
    close: () => transport.close?.(),
  }
}

export interface OutboxSenderOptions {
  store: Pick<CollectorStore, 'claimDue' | 'getLead' | 'markSent' | 'markFailed' | 'nextDueAt'>
  deliverer: Deliverer
  owner: string
  logger: Logger
  backoff?: BackoffOptions
  leaseMs?: number
  idleCheckMs?: number
  now?: () => number
}

// Retried with backoff forever: an outage delays and loses nothing. At least once: an expired claim is resent with the same delivery id.
export class OutboxSender {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private stopped = false
  private consecutiveFailures = 0
  private pausedUntil = 0
  private readonly backoff: BackoffOptions
  private readonly idleCheckMs: number
  private readonly leaseMs: number
  private readonly now: () => number
  private readonly label: string

  constructor(private readonly options: OutboxSenderOptions) {
    this.backoff = options.backoff ?? DEFAULT_BACKOFF
    this.idleCheckMs = options.idleCheckMs ?? 60_000
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS
    this.now = options.now ?? Date.now
    this.label = redactTarget(options.deliverer.route)
  }

  start(): void {
    this.wake()
  }

  wake(): void {
    if (this.stopped || this.running) return
    this.arm(Math.max(0, this.pausedUntil - this.now()))
  }

  private arm(delayMs: number) {
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.running = this.drain()
        .catch((error: unknown) =>
          this.options.logger.error(
            { err: { message: error instanceof Error ? error.message : String(error) }, route: this.label },
            'outbox not read; will look again',
          ),
        )
        .then(() => this.nextDelay())
        .catch(() => this.idleCheckMs)
        .then((delay) => {
          this.running = undefined
          if (!this.stopped) this.arm(delay)
        })
    }, delayMs)
    this.timer.unref()
  }

  private async nextDelay(): Promise<number> {
    const due = await this.options.store.nextDueAt(this.options.deliverer.route)
    const at = Math.max(due ?? this.now() + this.idleCheckMs, this.pausedUntil)
    return Math.max(0, Math.min(this.idleCheckMs, at - this.now()))
  }

  async drain(): Promise<void> {
    const { store, deliverer, owner } = this.options
    for (;;) {
      if (this.stopped) return
      const due = await store.claimDue(deliverer.route, owner, 20, this.leaseMs)
      if (due.length === 0) return
      for (const item of due) {
        if (this.stopped) return
        if (!(await this.deliver(item))) return
      }
    }
  }

  private async deliver(item: ClaimedItem): Promise<boolean> {
    const { store, deliverer, logger, owner } = this.options
    const startedAt = this.now()
    const lead = await store.getLead(item.leadId)
    if (!lead) {
      await store.markFailed(item, this.now() + this.backoff.maxDelayMs, {
        instance: owner,
        startedAt,
        detail: 'lead not found',
      })
      logger.error(
        { outboxId: item.id, leadId: item.leadId, route: this.label },
        'notification refers to a missing lead',
      )
      return true
    }
    try {
      const detail = await deliverer.deliver(lead, deliveryId(lead.id, deliverer.route))
      await store.markSent(item, { instance: owner, startedAt, detail })
      logger.info(
        { leadId: lead.id, formType: lead.formType, route: this.label, attempts: item.attempts + 1 },
        'lead notification sent',
      )
      if (this.consecutiveFailures > 0)
        logger.info({ after: this.consecutiveFailures, route: this.label }, 'delivery recovered')
      this.consecutiveFailures = 0
      this.pausedUntil = 0
      return true
    } catch (error) {
      const attempts = item.attempts + 1
      const reason = error instanceof Error ? error.message : String(error)
      const refused = error instanceof DeliveryRefused
      // A refusal concerns this lead only: it waits on its own attempts, and the route goes on.
      if (!refused) this.consecutiveFailures += 1
      const delay = refused
        ? backoffDelay(attempts, this.backoff)
        : backoffDelay(Math.max(attempts, this.consecutiveFailures), this.backoff)
      const retryAt = this.now() + delay
      let recorded = true
      try {
        await store.markFailed(item, retryAt, { instance: owner, startedAt, detail: reason })
      } catch (updateError) {
        recorded = false
        logger.error(
          { err: { message: String(updateError) }, outboxId: item.id },
          'could not record the failed attempt',
        )
      }
      logger.warn(
        {
          leadId: lead.id,
          route: this.label,
          attempts,
          retryInMs: delay,
          err: { message: reason, code: (error as { code?: string }).code },
        },
        refused ? 'lead notification refused by the receiver; will retry it' : 'lead notification not sent; will retry',
      )
      // Going on is safe only once a refusal is recorded: otherwise the same notification would be due again at once.
      const goOn = refused && recorded
      if (!goOn) this.pausedUntil = retryAt
      return goOn
    }
  }

  async close(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    await this.running
    this.options.deliverer.close?.()
  }
}

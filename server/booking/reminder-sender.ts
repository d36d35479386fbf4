/**
 * Sends the booking reminders: each minute, arms the reminders now due (a row per booking version and kind,
 * added once whichever instance arms it), then claims them with a lease, so one instance sends each. A
 * reminder whose booking was cancelled or moved since it was armed is dropped, never sent; a failed send
 * waits with exponential backoff.
 */
import type { Logger } from 'pino'
import { backoffDelay, type BackoffOptions, type MailTransport } from '../shared/outbox/outbox-sender'
import type { BookingRecords } from './booking-runtime'
import type { ReminderStore } from './reminder-store'
import { reminderMail } from './reminder-mail'
import type { BookingMailSettings } from './booking-mail'

const DEFAULT_BACKOFF: BackoffOptions = { baseDelayMs: 60_000, maxDelayMs: 15 * 60_000 }

export interface ReminderSenderOptions {
  reminders: ReminderStore
  store: Pick<BookingRecords, 'getLead' | 'getBooking'>
  transport: MailTransport
  settings: BookingMailSettings
  owner: string
  logger: Logger
  leaseMs: number
  now?: () => number
  backoff?: BackoffOptions
  intervalMs?: number
}

export class ReminderSender {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private stopped = false
  private readonly now: () => number

  constructor(private readonly options: ReminderSenderOptions) {
    this.now = options.now ?? Date.now
  }

  start(): void {
    this.arm(0)
  }

  private arm(delay: number) {
    if (this.stopped) return
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((error: unknown) =>
          this.options.logger.error(
            { err: { message: error instanceof Error ? error.message : String(error) } },
            'reminders not read; will look again',
          ),
        )
        .finally(() => {
          this.running = undefined
          this.arm(this.options.intervalMs ?? 60_000)
        })
    }, delay)
    this.timer.unref()
  }

  /** Arms what is due and sends every claimed reminder; returns how many were sent. */
  async runOnce(): Promise<number> {
    const { reminders, store, transport, settings, owner, logger, leaseMs } = this.options
    await reminders.arm(this.now())
    let sent = 0
    for (;;) {
      if (this.stopped) return sent
      const claimed = await reminders.claim(owner, 10, leaseMs, this.now())
      if (claimed.length === 0) return sent
      for (const reminder of claimed) {
        const [booking, lead] = await Promise.all([store.getBooking(reminder.leadId), store.getLead(reminder.leadId)])
        if (
          !booking ||
          !lead ||
          booking.status !== 'booked' ||
          booking.sequence !== reminder.sequence ||
          booking.startAt <= this.now()
        ) {
          await reminders.markDropped(reminder.id, this.now())
          continue
        }
        try {
          await transport.sendMail({
            ...reminderMail(lead, booking, reminder.kind, settings),
            messageId: `<${lead.id}.reminder-${reminder.kind}-${String(reminder.sequence)}@${new URL(settings.siteUrl).hostname}>`,
          })
          await reminders.markSent(reminder.id, this.now())
          sent += 1
          logger.info({ leadId: lead.id, kind: reminder.kind, sequence: reminder.sequence }, 'booking reminder sent')
        } catch (error) {
          const delay = backoffDelay(reminder.attempts + 1, this.options.backoff ?? DEFAULT_BACKOFF)
          const reason = error instanceof Error ? error.message : String(error)
          await reminders.markFailed(reminder.id, this.now() + delay, reason)
          logger.warn(
            { leadId: lead.id, kind: reminder.kind, retryInMs: delay, err: { message: reason } },
            'booking reminder not sent; will retry',
          )
          return sent
        }
      }
    }
  }

  async close(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    await this.running
  }
}

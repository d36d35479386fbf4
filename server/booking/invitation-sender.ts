/**
 * Sends the queued invitations (booking_messages): the attorney's on booking, both sides' on a change.
 * Like the notification outbox: claimed (leased on PostgreSQL), sent, marked; a failure waits with
 * exponential backoff and is retried, so an SMTP outage delays an invitation and loses none.
 */
import type { Logger } from 'pino'
import { backoffDelay, type BackoffOptions, type MailTransport } from '../shared/outbox/outbox-sender'
import type { BookingRecords } from './booking-runtime'
import { invitationMail, type BookingMailSettings } from './booking-mail'

const DEFAULT_BACKOFF: BackoffOptions = { baseDelayMs: 5_000, maxDelayMs: 15 * 60_000 }

export interface InvitationSenderOptions {
  store: Pick<BookingRecords, 'claimInvitations' | 'markInvitationSent' | 'markInvitationFailed' | 'getLead'>
  transport: MailTransport
  settings: BookingMailSettings
  owner: string
  logger: Logger
  leaseMs: number
  backoff?: BackoffOptions
  /** how often an idle sender looks for invitations (another instance may have queued some) */
  idleCheckMs?: number
}

export class InvitationSender {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private stopped = false
  private again = false

  constructor(private readonly options: InvitationSenderOptions) {}

  start(): void {
    this.arm(0)
  }

  /** A booking changed: look now. */
  wake(): void {
    if (this.running) this.again = true
    else this.arm(0)
  }

  private arm(delay: number) {
    if (this.stopped) return
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.running = this.drain()
        .catch((error: unknown) =>
          this.options.logger.error(
            { err: { message: error instanceof Error ? error.message : String(error) } },
            'invitations not read; will look again',
          ),
        )
        .finally(() => {
          this.running = undefined
          const soon = this.again
          this.again = false
          this.arm(soon ? 0 : (this.options.idleCheckMs ?? 15_000))
        })
    }, delay)
    this.timer.unref()
  }

  async drain(): Promise<void> {
    const { store, transport, settings, owner, logger, leaseMs } = this.options
    for (;;) {
      if (this.stopped) return
      const due = await store.claimInvitations(owner, 10, leaseMs, Date.now())
      if (due.length === 0) return
      for (const message of due) {
        const lead = await store.getLead(message.leadId)
        if (!lead) {
          await store.markInvitationFailed(
            message.id,
            Date.now() + (this.options.backoff ?? DEFAULT_BACKOFF).maxDelayMs,
            'request not found',
          )
          continue
        }
        try {
          await transport.sendMail({
            ...invitationMail(lead, message, settings),
            messageId: `<${lead.id}.invitation-${message.recipient}-${String(message.sequence)}@${new URL(settings.siteUrl).hostname}>`,
          })
          await store.markInvitationSent(message.id, Date.now())
          logger.info(
            { leadId: lead.id, recipient: message.recipient, method: message.method, sequence: message.sequence },
            'invitation sent',
          )
        } catch (error) {
          const delay = backoffDelay(message.attempts + 1, this.options.backoff ?? DEFAULT_BACKOFF)
          await store.markInvitationFailed(
            message.id,
            Date.now() + delay,
            error instanceof Error ? error.message : String(error),
          )
          logger.warn(
            {
              leadId: lead.id,
              recipient: message.recipient,
              retryInMs: delay,
              err: { message: error instanceof Error ? error.message : String(error) },
            },
            'invitation not sent; will retry',
          )
          return
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

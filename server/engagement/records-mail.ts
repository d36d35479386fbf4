/**
 * Staff hear when records arrive: one mail per engagement at most every 15 minutes, listing each file completed
 * since the last mail with its size. An upload enqueues (or joins) one pending notification on its engagement, due
 * at once when no mail went in the last 15 minutes, else when that mail's window ends; every instance looks for due ones, claims one under a lease
 * (a conditional update: one instance wins), mails it and records the last file it listed, so a restart loses
 * nothing and each file goes in one mail. A mail that fails is retried with the outbox's backoff.
 * See docs/decisions/027-engagement-and-records.md.
 */
import type { FastifyBaseLogger } from 'fastify'
import { sql, type Kysely } from 'kysely'
import { siteConfig } from '~/config/site-config'
import { fileSizeLabel } from '~/lib/inbox/request-display'
import type { InboxDb } from '../shared/database/sql'
import type { StoredLead } from '../shared/database/store-types'
import { backoffDelay, type BackoffOptions, type MailTransport } from '../shared/outbox/outbox-sender'
import type { EngagementTables } from './engagement-tables'
import type { EngagementStore } from './engagement-store'

export const RECORDS_MAIL_WINDOW_MS = 15 * 60_000
const DEFAULT_LEASE_MS = 2 * 60_000
const DEFAULT_POLL_MS = 60_000
const RETRY: BackoffOptions = { baseDelayMs: 30_000, maxDelayMs: RECORDS_MAIL_WINDOW_MS }

export interface RecordsMailOptions {
  db: InboxDb
  store: EngagementStore
  getLead: (id: string) => Promise<StoredLead | undefined>
  transport: MailTransport | undefined
  firmAddress: string
  fromAddress: string
  /** where staff open a request: the inbox's origin */
  inboxOrigin: string
  log: FastifyBaseLogger
  /** this instance, as it claims a mail */
  owner: string
  /** the window (15 minutes; shorter only in tests) */
  windowMs?: number
  leaseMs?: number
  /** how often an instance looks for due mails besides the timer an upload arms */
  pollMs?: number
  now?: () => number
}

interface Pending {
  arrivals: number
  upto: number
  attempts: number
}

export class RecordsMail {
  private timer: NodeJS.Timeout | undefined
  private timerAt = Infinity
  private running: Promise<void> | undefined
  private stopped = false
  private readonly now: () => number
  private readonly windowMs: number
  private readonly leaseMs: number
  private readonly pollMs: number

  constructor(private readonly options: RecordsMailOptions) {
    this.now = options.now ?? Date.now
    this.windowMs = options.windowMs ?? RECORDS_MAIL_WINDOW_MS
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS
  }

  private get q(): Kysely<EngagementTables> {
    return this.options.db.builder.withTables<EngagementTables>()
  }

  /** Looks for due mails now and then every poll interval (none without a mail transport: they wait in the table). */
  start(): void {
    if (this.options.transport) this.arm(0)
  }

  /**
   * A record of `engagementId` arrived, and goes in its pending mail: due now when no mail went in the last window,
   * else at that window's end; a mail already pending keeps its time.
   */
  async arrived(engagementId: string): Promise<void> {
    const now = this.now()
    const windowOpensAt = now - this.windowMs
    await this.options.db.run(
      this.q
        .updateTable('engagements')
        .set((eb) => ({
          records_mail_due_at: sql<number>`COALESCE(records_mail_due_at, CASE WHEN records_mailed_at > ${windowOpensAt} THEN records_mailed_at + ${this.windowMs} ELSE CAST(${now} AS BIGINT) END)`,
          records_mail_arrivals: eb('records_mail_arrivals', '+', 1),
        }))
        .where('id', '=', engagementId)
        .compile(),
    )
    if (this.options.transport && !this.stopped) this.arm(0)
  }

  /** Resolves when no look for due mails is under way (one an upload started, for instance). */
  async idle(): Promise<void> {
    await this.running
  }

  async close(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    await this.running
  }

  private arm(delayMs: number): void {
    const at = this.now() + delayMs
    if (this.stopped || (this.timer && this.timerAt <= at)) return
    if (this.timer) clearTimeout(this.timer)
    this.timerAt = at
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.timerAt = Infinity
      if (this.running) return this.arm(this.pollMs)
      this.running = this.drain()
        .catch((error: unknown) =>
          this.options.log.error(
            { event: 'engagement.records_mail_unread', err: { message: (error as Error).message } },
            'pending records mails not read; will look again',
          ),
        )
        .then(() => this.nextDelay())
        .catch(() => this.pollMs)
        .then((delay) => {
          this.running = undefined
          this.arm(delay)
        })
    }, delayMs)
    this.timer.unref()
  }

  private async nextDelay(): Promise<number> {
    const row = await this.options.db.get(
      this.q
        .selectFrom('engagements')
        .select((eb) => eb.fn.min('records_mail_due_at').as('at'))
        .where('records_mail_due_at', 'is not', null)
        .compile(),
    )
    const at = row?.at == null ? Infinity : Number(row.at)
    return Math.max(0, Math.min(this.pollMs, at - this.now()))
  }

  /** Sends every due mail this instance can claim; returns how many it mailed. */
  async drain(): Promise<number> {
    if (!this.options.transport) return 0
    const now = this.now()
    const due = await this.options.db.all(
      this.q
        .selectFrom('engagements')
        .select('id')
        .where('records_mail_due_at', '<=', now)
        .where((eb) => eb.or([eb('records_mail_lease_until', 'is', null), eb('records_mail_lease_until', '<=', now)]))
        .orderBy('records_mail_due_at')
        .limit(20)
        .compile(),
    )
    let mailed = 0
    for (const { id } of due) {
      if (this.stopped) break
      const pending = await this.claim(id, now)
      if (pending && (await this.deliver(id, pending))) mailed += 1
    }
    return mailed
  }

  /** The conditional update that gives one instance the mail until its lease ends. */
  private async claim(engagementId: string, now: number): Promise<Pending | undefined> {
    const claimed = await this.options.db.run(
      this.q
        .updateTable('engagements')
        .set({ records_mail_claimed_by: this.options.owner, records_mail_lease_until: now + this.leaseMs })
        .where('id', '=', engagementId)
        .where('records_mail_due_at', '<=', now)
        .where((eb) => eb.or([eb('records_mail_lease_until', 'is', null), eb('records_mail_lease_until', '<=', now)]))
        .compile(),
    )
    if (claimed !== 1) return undefined
    const row = await this.options.db.get(
      this.q
        .selectFrom('engagements')
        .select([
          'records_mail_arrivals as arrivals',
          'records_mailed_upto as upto',
          'records_mail_attempts as attempts',
          'records_mail_claimed_by as owner',
        ])
        .where('id', '=', engagementId)
        .compile(),
    )
    if (!row || row.owner !== this.options.owner) return undefined
    return { arrivals: Number(row.arrivals), upto: Number(row.upto), attempts: Number(row.attempts) }
  }

  private async deliver(engagementId: string, pending: Pending): Promise<boolean> {
    const files = (await this.options.store.files(engagementId)).filter(
      (file) => file.completedAt !== null && file.completedAt !== undefined && file.completedAt > pending.upto,
    )
    const upto = Math.max(pending.upto, ...files.map((file) => file.completedAt ?? 0))
    const engagement = await this.options.store.byId(engagementId)
    const lead = engagement ? await this.options.getLead(engagement.leadId) : undefined
    if (!files.length || !lead) {
      await this.finish(engagementId, pending, upto, false)
      return false
    }
    const lines = files.map((file) => `- ${file.displayName} (${fileSizeLabel(file.size)})`)
    try {
      await this.options.transport!.sendMail({
        from: { name: siteConfig.name, address: this.options.fromAddress },
        to: this.options.firmAddress,
        subject: `Records received: ${lead.firstName} ${lead.lastName}`,
        text: [
          `Counsel sent ${String(files.length)} ${files.length === 1 ? 'record' : 'records'} for ${String(engagement?.caseDetails.caption ?? 'the engagement')}:`,
          '',
          ...lines,
          '',
          `Download them from the request in the inbox: ${this.options.inboxOrigin}/inbox/requests/${lead.id}`,
        ].join('\n'),
        headers: {},
        // The same files give the same id: a mail resent after a lost lease can be dropped as a repeat.
        messageId: `<records-${engagementId}-${String(upto)}@${this.options.fromAddress.split('@')[1] ?? 'localhost'}>`,
      })
    } catch (error) {
      const attempts = pending.attempts + 1
      const retryInMs = backoffDelay(attempts, RETRY)
      await this.options.db.run(
        this.q
          .updateTable('engagements')
          .set({
            records_mail_attempts: attempts,
            records_mail_due_at: this.now() + retryInMs,
            records_mail_claimed_by: null,
            records_mail_lease_until: null,
          })
          .where('id', '=', engagementId)
          .where('records_mail_claimed_by', '=', this.options.owner)
          .compile(),
      )
      this.options.log.error(
        { event: 'engagement.records_mail_failed', attempts, retryInMs, err: { message: (error as Error).message } },
        'records mail not sent; will retry',
      )
      return false
    }
    await this.finish(engagementId, pending, upto, true)
    return true
  }

  /** Records the files mailed; the mail stays pending (a window from now) only if a file arrived since the claim. */
  private async finish(engagementId: string, pending: Pending, upto: number, mailed: boolean): Promise<void> {
    const now = this.now()
    await this.options.db.run(
      this.q
        .updateTable('engagements')
        .set({
          records_mailed_upto: upto,
          ...(mailed ? { records_mailed_at: now } : {}),
          records_mail_attempts: 0,
          records_mail_claimed_by: null,
          records_mail_lease_until: null,
          records_mail_due_at: sql<
            number | null
          >`CASE WHEN records_mail_arrivals = ${pending.arrivals} THEN NULL ELSE CAST(${now + this.windowMs} AS BIGINT) END`,
        })
        .where('id', '=', engagementId)
        .where('records_mail_claimed_by', '=', this.options.owner)
        .compile(),
    )
  }
}

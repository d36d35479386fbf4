/**
 * Staff hear when records arrive: one mail per engagement at most every 15 minutes, listing the files completed
 * since the last one with their sizes. The time of the last mail is kept on the engagement and claimed with a
 * conditional update, so several instances send one mail between them; a mail due later waits on a timer in the
 * process that saw the file (lost at a restart, its files then go in the next mail).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { siteConfig } from '~/config/site-config'
import { fileSizeLabel } from '~/lib/inbox/request-display'
import type { InboxDb } from '../shared/database/sql'
import type { StoredLead } from '../shared/database/store-types'
import type { MailTransport } from '../shared/outbox/outbox-sender'
import type { EngagementTables } from './engagement-tables'
import type { EngagementStore } from './engagement-store'

const RECORDS_MAIL_WINDOW_MS = 15 * 60_000

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
  now?: () => number
}

export class RecordsMail {
  private readonly timers = new Map<string, NodeJS.Timeout>()
  private readonly now: () => number

  constructor(private readonly options: RecordsMailOptions) {
    this.now = options.now ?? Date.now
  }

  private get q(): Kysely<EngagementTables> {
    return this.options.db.builder.withTables<EngagementTables>()
  }

  /** A record of `engagementId` arrived: mail now, or once 15 minutes have passed since the last mail. */
  async arrived(engagementId: string): Promise<void> {
    if (this.timers.has(engagementId)) return
    const last = await this.lastMailed(engagementId)
    const wait = last === null ? 0 : Math.max(0, last + RECORDS_MAIL_WINDOW_MS - this.now())
    if (wait === 0) {
      await this.send(engagementId)
      return
    }
    const timer = setTimeout(() => {
      this.timers.delete(engagementId)
      void this.send(engagementId)
    }, wait)
    timer.unref()
    this.timers.set(engagementId, timer)
  }

  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer)
    this.timers.clear()
  }

  private async lastMailed(engagementId: string): Promise<number | null> {
    const row = await this.options.db.get(
      this.q.selectFrom('engagements').select('records_mailed_at as at').where('id', '=', engagementId).compile(),
    )
    return row?.at == null ? null : Number(row.at)
  }

  /** Claims the window (one instance wins), then mails the files completed since the previous mail. */
  async send(engagementId: string): Promise<boolean> {
    const now = this.now()
    const previous = await this.lastMailed(engagementId)
    if (previous !== null && previous + RECORDS_MAIL_WINDOW_MS > now) return false
    const claim = this.q
      .updateTable('engagements')
      .set({ records_mailed_at: now })
      .where('id', '=', engagementId)
      .where('records_mailed_at', previous === null ? 'is' : '=', previous)
    if ((await this.options.db.run(claim.compile())) !== 1) return false
    const files = (await this.options.store.files(engagementId)).filter(
      (file) => (file.completedAt ?? 0) > (previous ?? 0),
    )
    const engagement = await this.options.store.byId(engagementId)
    const lead = engagement ? await this.options.getLead(engagement.leadId) : undefined
    const { transport } = this.options
    if (!files.length || !lead || !transport) return false
    const lines = files.map((file) => `- ${file.displayName} (${fileSizeLabel(file.size)})`)
    try {
      await transport.sendMail({
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
      })
      return true
    } catch (error) {
      this.options.log.error(
        { event: 'engagement.records_mail_failed', err: { message: (error as Error).message } },
        'records mail failed',
      )
      return false
    }
  }
}

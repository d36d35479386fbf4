import { startCheckpointer, type Checkpointer } from './checkpointer'
import { RateLimiter, type RateLimitOptions, type RateLimitStore } from './rate-limit'
import { LeadStore } from './store'
import type { AttemptRecord, ClaimedItem, CollectorStore, DeletedRows, LeadEntry, LeadSelector, LeadSummary, OutboxHealth, OutboxRoute, SaveOutcome, StoredLead } from './store-types'
import { LeadWriter } from './writer'

export interface SqliteStoreOptions {
  dataDir: string
  routes: readonly OutboxRoute[]
  /** told when the writer thread or the checkpointer fails */
  onError: (message: string, error?: Error) => void
}

/**
 * The embedded store of one instance: a SQLite file in DATA_DIR. Writes go to the writer thread (group
 * commit, no disk sync on the event loop that answers visitors, see docs/decisions/010); this thread reads
 * through its own read-only connection. One instance sends the outbox, so a claim needs no lease.
 */
export class SqliteCollectorStore implements CollectorStore {
  readonly kind = 'sqlite' as const
  private readonly writer: LeadWriter
  private reader: LeadStore | undefined
  private checkpointer: Checkpointer | undefined

  constructor(private readonly options: SqliteStoreOptions) {
    this.writer = new LeadWriter(options.dataDir, (error) => options.onError('lead writer thread stopped; restarting on the next write', error), options.routes)
  }

  /** Starts the writer thread (it creates and migrates the database), then opens the reading connection. */
  async open(): Promise<this> {
    await this.writer.start()
    this.reader = new LeadStore(this.options.dataDir, { readonly: true })
    this.checkpointer = startCheckpointer(this.reader.file, { onError: (message) => this.options.onError(`WAL checkpoint failed: ${message}`) })
    return this
  }

  private get read(): LeadStore {
    if (!this.reader) throw new Error('The SQLite store is not open')
    return this.reader
  }

  save(entry: LeadEntry): Promise<SaveOutcome> {
    return this.writer.save(entry)
  }

  async getLead(id: string): Promise<StoredLead | undefined> {
    return this.read.getLead(id)
  }

  async claimDue(route: OutboxRoute, _owner: string, limit: number): Promise<ClaimedItem[]> {
    return this.read.duePending(limit, route)
  }

  markSent(item: ClaimedItem, attempt: AttemptRecord): Promise<void> {
    return this.writer.markSent(item.id, attempt)
  }

  markFailed(item: ClaimedItem, nextAttemptAt: number, attempt: AttemptRecord): Promise<void> {
    return this.writer.markFailed(item.id, nextAttemptAt, attempt.detail, attempt)
  }

  async nextDueAt(route: OutboxRoute): Promise<number | null> {
    return this.read.nextDueAt(route)
  }

  async outboxHealth(): Promise<OutboxHealth> {
    return this.read.outboxHealth()
  }

  async findLeads(selector: LeadSelector): Promise<LeadSummary[]> {
    return this.read.findLeads(selector)
  }

  eraseLeads(ids: readonly string[]): Promise<DeletedRows> {
    return this.writer.call({ method: 'eraseLeads', args: [ids] })
  }

  deleteLeadsReceivedBefore(cutoff: string): Promise<DeletedRows> {
    return this.writer.call({ method: 'deleteLeadsReceivedBefore', args: [cutoff] })
  }

  claimJob(job: string, now: number, intervalMs: number): Promise<boolean> {
    return this.writer.call({ method: 'claimJob', args: [job, now, intervalMs] })
  }

  rateLimiter(options: RateLimitOptions): RateLimitStore {
    return new RateLimiter(options)
  }

  async close(): Promise<void> {
    await this.checkpointer?.close()
    this.reader?.close()
    await this.writer.close()
  }
}

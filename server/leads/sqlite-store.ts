import { startCheckpointer, type Checkpointer } from '../shared/database/checkpointer'
import { RateLimiter, type RateLimitOptions, type RateLimitStore } from '../shared/rate-limit'
import { LeadStore } from './store'
import type { FeatureMigrations } from '../shared/database/migrations'
import { leadRowsOf } from '../shared/database/lead-rows'
import { declaredBy } from '../shared/database/saved-with-lead'
import type {
  AttemptRecord,
  ClaimedItem,
  CollectorStore,
  DeletedRows,
  LeadEntry,
  LeadSelector,
  LeadSummary,
  OutboxHealth,
  OutboxRoute,
  SaveOutcome,
  StoredLead,
} from '../shared/database/store-types'
import type { SqlChannel } from '../shared/database/writer-sql'
import { LeadWriter } from './lead-writer'

export interface SqliteStoreOptions {
  dataDir: string
  routes: readonly OutboxRoute[]
  /** every feature's list (server/migrations.ts), applied before the writer thread starts */
  migrations: readonly FeatureMigrations[]
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
    this.writer = new LeadWriter(
      options.dataDir,
      (error) => options.onError('lead writer thread stopped; restarting on the next write', error),
      options.routes,
      leadRowsOf(options.migrations),
      declaredBy(options.migrations, 'savedWithLead'),
    )
  }

  /** Creates and migrates the database, starts the writer thread, then opens the reading connection. */
  async open(): Promise<this> {
    new LeadStore(this.options.dataDir, { routes: this.options.routes, migrations: this.options.migrations }).close()
    await this.writer.start()
    this.reader = new LeadStore(this.options.dataDir, {
      readonly: true,
      readWithLead: declaredBy(this.options.migrations, 'readWithLead'),
    })
    this.checkpointer = startCheckpointer(this.reader.file, {
      onError: (message) => this.options.onError(`WAL checkpoint failed: ${message}`),
    })
    return this
  }

  /** The writer thread, for the statements of the inbox and the engagement (one writer for the file). */
  get sqlChannel(): SqlChannel {
    return this.writer
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
    return this.writer.call('eraseLeads', ids)
  }

  deleteLeadsReceivedBefore(cutoff: string, recordsClosedBefore: number | null = null): Promise<DeletedRows> {
    return this.writer.call('deleteLeadsReceivedBefore', cutoff, recordsClosedBefore)
  }

  claimJob(job: string, now: number, intervalMs: number): Promise<boolean> {
    return this.writer.call('claimJob', job, now, intervalMs)
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

import {
  isSlotTaken,
  SlotTakenError,
  type BookingHold,
  type BusyFeedState,
  type BusyInterval,
  type InvitationMessage,
  type StoredBooking,
  type UpcomingBooking,
} from '../shared/database/booking-types'
import { startCheckpointer, type Checkpointer } from '../shared/database/checkpointer'
import { RateLimiter, type RateLimitOptions, type RateLimitStore } from '../shared/rate-limit'
import { LeadStore } from './store'
import type { FeatureMigrations } from '../shared/database/migrations'
import { leadRowsOf } from '../shared/database/lead-rows'
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
import { LeadWriter } from './writer'

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
    )
  }

  /** Creates and migrates the database, starts the writer thread, then opens the reading connection. */
  async open(): Promise<this> {
    new LeadStore(this.options.dataDir, { routes: this.options.routes, migrations: this.options.migrations }).close()
    await this.writer.start()
    this.reader = new LeadStore(this.options.dataDir, { readonly: true })
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
    return this.writer.save(entry).catch(slotTakenAgain)
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

  deleteLeadsReceivedBefore(cutoff: string, recordsClosedBefore: number | null = null): Promise<DeletedRows> {
    return this.writer.call({ method: 'deleteLeadsReceivedBefore', args: [cutoff, recordsClosedBefore] })
  }

  claimJob(job: string, now: number, intervalMs: number): Promise<boolean> {
    return this.writer.call({ method: 'claimJob', args: [job, now, intervalMs] })
  }

  async getBooking(leadId: string): Promise<StoredBooking | undefined> {
    return this.read.bookings.getBooking(leadId)
  }

  async blockedIntervals(from: number, to: number): Promise<BusyInterval[]> {
    return this.read.bookings.blockedIntervals(from, to)
  }

  async upcomingBookings(from: number, to: number): Promise<UpcomingBooking[]> {
    return this.read.bookings.upcomingBookings(from, to)
  }

  cancelBooking(leadId: string, now: number): Promise<StoredBooking | undefined> {
    return this.writer.call<StoredBooking | undefined>({ method: 'cancelBooking', args: [leadId, now] })
  }

  rescheduleBooking(leadId: string, hold: BookingHold, now: number): Promise<StoredBooking | undefined> {
    return this.writer
      .call<StoredBooking | undefined>({ method: 'rescheduleBooking', args: [leadId, hold, now] })
      .catch(slotTakenAgain)
  }

  replaceBusyIntervals(person: string, intervals: readonly BusyInterval[], fetchedAt: number): Promise<void> {
    return this.writer.call({ method: 'replaceBusyIntervals', args: [person, intervals, fetchedAt] })
  }

  recordBusyFeedFailure(person: string, attemptedAt: number, reason: string): Promise<void> {
    return this.writer.call({ method: 'recordBusyFeedFailure', args: [person, attemptedAt, reason] })
  }

  async busyFeeds(): Promise<BusyFeedState[]> {
    return this.read.bookings.busyFeeds()
  }

  /** One instance sends the invitations: a claim needs no lease. */
  async claimInvitations(_owner: string, limit: number, _leaseMs: number, now: number): Promise<InvitationMessage[]> {
    return this.read.bookings.dueInvitations(limit, now)
  }

  markInvitationSent(id: number, now: number): Promise<void> {
    return this.writer.call({ method: 'markInvitationSent', args: [id, now] })
  }

  markInvitationFailed(id: number, nextAttemptAt: number, reason: string): Promise<void> {
    return this.writer.call({ method: 'markInvitationFailed', args: [id, nextAttemptAt, reason] })
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

/** A taken slot reported by the writer thread (a message and its code) becomes a SlotTakenError again. */
function slotTakenAgain(error: unknown): never {
  if (isSlotTaken(error)) throw new SlotTakenError()
  throw error
}

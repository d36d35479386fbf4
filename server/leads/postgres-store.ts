import pg from 'pg'
import type { BookingHold } from '../shared/database/booking-types'
import type { Compilable } from 'kysely'
import {
  claimJob,
  countLeads,
  selectDeliveries,
  selectLeads,
  selectPendingHealth,
  selectRetained,
} from './lead-queries'
import { LEAD_QUERIES } from './lead-tables'
import { findLeads, nextDue } from './postgres-lead-reads'
import { migratePostgres, type FeatureMigrations } from '../shared/database/migrations'
import { leadRowsOf, type LeadRowDeletion } from '../shared/database/lead-rows'
import {
  declaredBy,
  isRefusal,
  runSavedPostgres,
  savedValues,
  valuesOf,
  type ReadWithLead,
  type SavedWithLead,
} from '../shared/database/saved-with-lead'
import type { RateLimitOptions, RateLimitStore } from '../shared/rate-limit'
import {
  isStoreUnavailable,
  StoreUnavailableError,
  type AttemptRecord,
  type ClaimedItem,
  type CollectorStore,
  type DeletedRows,
  type DeliveryAttempt,
  type LeadSelector,
  type LeadSummary,
  type LeadEntry,
  type OutboxHealth,
  type OutboxRoute,
  type SaveOutcome,
  type StoredLead,
} from '../shared/database/store-types'
import { deletePostgresLeads } from './postgres-erasure'
import { deliveredTo, outboxHealthOf, toDeliveryAttempt, type DeliveryRow } from './lead-rows'
import { insertLeadBatch } from './postgres-lead-saves'
import { CLAIM_DUE, MARK_FAILED, MARK_SENT, toItem } from './postgres-outbox'
import { PostgresRateLimiter } from './postgres-rate-limit'

export type { PostgresRateLimiter } from './postgres-rate-limit'

/** The most submissions one statement takes, and how many statements run at once before submissions queue. */
const MAX_BATCH = 200
const MAX_BATCHES_IN_FLIGHT = 4

/** bigint and bigserial columns arrive as text (they may exceed 2^53); ours are milliseconds and row ids. */
const toNumber = (value: unknown): number => Number(value)
const toNumberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value))

export interface PostgresStoreOptions {
  url: string
  routes: readonly OutboxRoute[]
  /** every feature's list (server/migrations.ts), applied on open */
  migrations: readonly FeatureMigrations[]
  poolSize?: number
  now?: () => number
  onError?: (message: string) => void
  /** The longest a query or a connection attempt may take (DATABASE_TIMEOUT_MS); default 5 s */
  timeoutMs?: number
}

const DEFAULT_TIMEOUT_MS = 5000

const q = LEAD_QUERIES.postgres

/** The shared store: instances on one database share leads, idempotency keys, the outbox (SKIP LOCKED under a lease) and rate limits. */
export class PostgresCollectorStore implements CollectorStore {
  readonly kind = 'postgres' as const
  readonly pool: pg.Pool
  private readonly now: () => number
  /** each route's channel and target, as the save statement's arrays */
  private readonly routeColumns: { channels: string[]; targets: string[] }
  private readonly limiters = new Set<PostgresRateLimiter>()
  /** what another feature writes in a lead's transaction (booking: the slot) and reads with a lead (its booking) */
  private readonly savedWithLead: SavedWithLead | undefined
  private readonly readWithLead: ReadWithLead | undefined
  /** what erasure and retention delete of a lead in the other features' tables */
  private readonly leadRows: readonly LeadRowDeletion[]
  private readonly queue: Array<{
    entry: LeadEntry
    resolve: (outcome: SaveOutcome) => void
    reject: (error: Error) => void
  }> = []
  private inFlight = 0
  private closed = false

  private constructor(private readonly options: PostgresStoreOptions) {
    this.now = options.now ?? Date.now
    this.leadRows = leadRowsOf(options.migrations)
    this.savedWithLead = declaredBy(options.migrations, 'savedWithLead')
    this.readWithLead = declaredBy(options.migrations, 'readWithLead')
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    this.pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A server that never answers holds nobody long: connect, pool wait and each query have a limit, and TCP keep-alive notices a dead peer.
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      statement_timeout: timeoutMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    })
    this.pool.on('error', (error) => options.onError?.(`PostgreSQL connection failed: ${error.message}`))
    this.routeColumns = {
      channels: options.routes.map((route) => route.channel),
      targets: options.routes.map((route) => route.target),
    }
  }

  static async open(options: PostgresStoreOptions): Promise<PostgresCollectorStore> {
    const store = new PostgresCollectorStore(options)
    try {
      await migratePostgres(store.pool, options.migrations)
    } catch (error) {
      await store.pool.end()
      throw error
    }
    return store
  }

  /** Resolves once the lead is committed; submissions arriving while statements run go together in the next one (group commit). */
  save(entry: LeadEntry): Promise<SaveOutcome> {
    if (this.closed) return Promise.reject(new Error('The lead store is closed'))
    return new Promise((resolve, reject) => {
      this.queue.push({
        entry,
        resolve,
        reject: (error) => reject(isStoreUnavailable(error) ? new StoreUnavailableError(error.message) : error),
      })
      this.flush()
    })
  }

  private flush() {
    while (this.inFlight < MAX_BATCHES_IN_FLIGHT && this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH)
      this.inFlight += 1
      void this.saveBatch(batch.map((waiting) => waiting.entry))
        .then(
          (outcomes) =>
            batch.forEach((waiting, index) => {
              const outcome = outcomes[index]
              if (outcome instanceof Error || !outcome) waiting.reject(outcome ?? new Error('Nothing stored'))
              else waiting.resolve(outcome)
            }),
          (error: unknown) => {
            for (const waiting of batch) waiting.reject(error instanceof Error ? error : new Error(String(error)))
          },
        )
        .finally(() => {
          this.inFlight -= 1
          this.flush()
        })
    }
  }

  /** Stores the entries in one statement, else each alone; an entry holding a slot gets its own transaction, so a taken slot fails alone. */
  private async saveBatch(all: readonly LeadEntry[]): Promise<Array<SaveOutcome | Error>> {
    const asError = (failure: unknown) => (failure instanceof Error ? failure : new Error(String(failure)))
    const holding = all.filter((entry) => entry.booking && !entry.spam)
    if (holding.length === 0) return this.savePlain(all)
    const plain = all.filter((entry) => !holding.includes(entry))
    const [plainOutcomes, heldOutcomes] = await Promise.all([
      plain.length > 0 ? this.savePlain(plain) : Promise.resolve([]),
      Promise.all(holding.map((entry) => this.saveHolding(entry).catch(asError))),
    ])
    return all.map(
      (entry) =>
        (holding.includes(entry) ? heldOutcomes[holding.indexOf(entry)] : plainOutcomes[plain.indexOf(entry)]) ??
        new Error('Nothing stored'),
    )
  }

  /** One request and its slot in one transaction: booking's statements run after the request's insert. */
  private async saveHolding(entry: LeadEntry & { booking?: BookingHold }): Promise<SaveOutcome> {
    const hold = entry.booking
    const plan = this.savedWithLead
    if (!hold) throw new Error('saveHolding needs a booking')
    if (!plan) throw new Error('The lead store holds a slot only when opened with booking’s statements')
    const client = await this.pool.connect()
    let failed = false
    try {
      await client.query('BEGIN')
      const now = this.now()
      const [outcome] = await insertLeadBatch(client, [entry], now, this.routeColumns)
      if (!outcome) throw new Error('Nothing stored')
      if (!outcome.duplicate) await runSavedPostgres(client, plan, savedValues(outcome.id, now, hold))
      await client.query('COMMIT')
      return outcome
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {
        failed = true
      })
      if (!isRefusal(plan, error) && isStoreUnavailable(error)) failed = true
      throw error
    } finally {
      client.release(failed)
    }
  }

  private async savePlain(entries: readonly LeadEntry[]): Promise<Array<SaveOutcome | Error>> {
    try {
      return await insertLeadBatch(this.pool, entries, this.now(), this.routeColumns)
    } catch (error) {
      if (entries.length === 1) return [error instanceof Error ? error : new Error(String(error))]
      return Promise.all(
        entries.map((entry) =>
          insertLeadBatch(this.pool, [entry], this.now(), this.routeColumns).then(
            (outcomes) => outcomes[0] ?? new Error('Nothing stored'),
            (failure: unknown) => (failure instanceof Error ? failure : new Error(String(failure))),
          ),
        ),
      )
    }
  }

  /** Runs a statement built with the query builder. */
  private async rows<Row>(query: Compilable<Row>): Promise<Row[]> {
    const { sql, parameters } = query.compile()
    return (await this.pool.query<Row & pg.QueryResultRow>(sql, [...parameters])).rows
  }

  async getLead(id: string): Promise<StoredLead | undefined> {
    const [lead] = await this.rows(selectLeads(q).where('id', '=', id).$castTo<StoredLead>())
    const read = this.readWithLead
    if (!lead || !read) return lead
    const found = await this.pool.query(read.postgres.sql, valuesOf(read.postgres, { leadId: id }))
    return { ...lead, [read.field]: found.rows[0] ?? null }
  }

  async listLeads({ since, includeSpam = false }: { since?: string; includeSpam?: boolean } = {}): Promise<
    StoredLead[]
  > {
    return this.rows(
      selectLeads(q)
        .where('received_at', '>=', since ?? '')
        .where((eb) => eb.or([eb('is_spam', '=', eb.lit(false)), eb.val(includeSpam)]))
        .orderBy('received_at')
        .orderBy('id')
        .$castTo<StoredLead>(),
    )
  }

  async countLeads(): Promise<number> {
    return toNumber((await this.rows(countLeads(q)))[0]?.count)
  }

  async claimDue(route: OutboxRoute, owner: string, limit: number, leaseMs: number): Promise<ClaimedItem[]> {
    const result = await this.pool.query({
      name: 'collector-claim-due',
      text: CLAIM_DUE.sql,
      values: CLAIM_DUE.values({
        channel: route.channel,
        target: route.target,
        now: this.now(),
        limit,
        owner,
        leaseMs,
      }),
    })
    return result.rows.map(toItem)
  }

  async markSent(item: ClaimedItem, attempt: AttemptRecord): Promise<void> {
    await this.pool.query({
      name: 'collector-mark-sent',
      text: MARK_SENT.sql,
      values: MARK_SENT.values(this.marking(item, attempt, 0)),
    })
  }

  async markFailed(item: ClaimedItem, nextAttemptAt: number, attempt: AttemptRecord): Promise<void> {
    await this.pool.query({
      name: 'collector-mark-failed',
      text: MARK_FAILED.sql,
      values: MARK_FAILED.values(this.marking(item, attempt, nextAttemptAt)),
    })
  }

  private marking(item: ClaimedItem, attempt: AttemptRecord, nextAttemptAt: number) {
    const detail = attempt.detail.slice(0, 1000)
    return { id: item.id, now: this.now(), detail, attemptId: item.attemptId ?? null, nextAttemptAt }
  }

  async nextDueAt(route: OutboxRoute): Promise<number | null> {
    const [row] = await this.rows(nextDue(route))
    return toNumberOrNull(row?.at)
  }

  async outboxHealth(): Promise<OutboxHealth> {
    const [row] = await this.rows(selectPendingHealth(q))
    return outboxHealthOf(toNumber(row?.pending ?? 0), toNumberOrNull(row?.oldest), this.now())
  }

  async listDeliveries({ since }: { since?: string } = {}): Promise<DeliveryAttempt[]> {
    return (await this.rows(selectDeliveries(q, since ?? '').$castTo<DeliveryRow>())).map(toDeliveryAttempt)
  }

  async findLeads({ email, ids = [] }: LeadSelector): Promise<LeadSummary[]> {
    const rows = await this.rows(findLeads(email, ids))
    return rows.map((row) => ({
      id: row.id,
      receivedAt: row.receivedAt,
      formType: row.formType,
      spam: row.spam,
      deliveredTo: deliveredTo(row.sent ?? []),
    }))
  }

  eraseLeads(ids: readonly string[]): Promise<DeletedRows> {
    return deletePostgresLeads(this.pool, this.leadRows, ids, 'erasure')
  }

  async deleteLeadsReceivedBefore(cutoff: string, recordsClosedBefore: number | null = null): Promise<DeletedRows> {
    const ids = (await this.rows(selectRetained(q, cutoff, recordsClosedBefore))).map((row) => row.id)
    return deletePostgresLeads(this.pool, this.leadRows, ids, 'retention')
  }

  /** One statement decides: of several instances asking together, exactly one gets the row back. */
  async claimJob(job: string, now: number, intervalMs: number): Promise<boolean> {
    return (await this.rows(claimJob(q, job, now, now - intervalMs))).length === 1
  }

  rateLimiter(options: RateLimitOptions): RateLimitStore {
    const limiter = new PostgresRateLimiter(this.pool, options, this.now, () => this.limiters.delete(limiter))
    this.limiters.add(limiter)
    return limiter
  }

  async close(): Promise<void> {
    this.closed = true
    // What is queued or in flight is committed (or fails) before the connections close.
    while (this.inFlight > 0 || this.queue.length > 0) await new Promise((resolve) => setTimeout(resolve, 5))
    for (const limiter of this.limiters) limiter.close()
    await this.pool.end()
  }
}

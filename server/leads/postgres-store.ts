import pg from 'pg'
import { deleteSignaturesPostgres } from '../engagement/signature-gate'
import {
  isSlotTaken,
  type BookingHold,
  type BusyFeedState,
  type BusyInterval,
  type InvitationMessage,
  type StoredBooking,
  type UpcomingBooking,
} from '../shared/database/booking-types'
import { PostgresBookings } from '../booking/postgres-bookings'
import { LEAD_INBOX_TABLES, RETENTION_SELECTION_SQLITE } from './migrations'
import { migratePostgres, type FeatureMigrations } from '../shared/database/migrations'
import {
  decide,
  DEFAULT_MAX_ADDRESSES,
  type RateDecision,
  type RateLimitOptions,
  type RateLimitStore,
} from '../shared/rate-limit'
import {
  CASE_DETAIL_COLUMNS,
  createLeadId,
  deliveryId,
  isStoreUnavailable,
  StoreUnavailableError,
  redactTarget,
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

const MAINTENANCE_TIMEOUT_MS = 10 * 60_000

const LEAD_COLUMNS = `id, form_id AS "formId", form_type AS "formType", first_name AS "firstName", last_name AS "lastName",
  email, phone, organization, case_type AS "caseType", message, subject, urgency, deadline,
  preferred_date AS "preferredDate", preferred_time AS "preferredTime", submitted_at AS "submittedAt",
  received_at AS "receivedAt", client_address AS "clientAddress", origin, user_agent AS "userAgent", is_spam AS spam,
  ${CASE_DETAIL_COLUMNS.map(([field, column]) => `${column} AS "${field}"`).join(', ')}`

/** The case-detail columns, and their parameters after the route arrays ($26 on); then the page sent from (after them). */
const CASE_DETAIL_NAMES = CASE_DETAIL_COLUMNS.map(([, column]) => column).join(', ')
const CASE_DETAIL_ARRAYS = CASE_DETAIL_COLUMNS.map((_, index) => `$${String(26 + index)}::text[]`).join(', ')
const SENT_FROM_ARRAY = `$${String(26 + CASE_DETAIL_COLUMNS.length)}::text[]`

/** Several submissions in one statement and one commit; a repeated key inserts nothing; non-spam leads get an outbox row per route. */
const SAVE_BATCH = `
  WITH input AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
      $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[],
      $18::text[], $19::text[], $20::text[], $21::boolean[], $22::text[], ${CASE_DETAIL_ARRAYS}, ${SENT_FROM_ARRAY})
      WITH ORDINALITY AS entry (id, form_id, form_type, first_name, last_name, email, phone, organization, case_type, message,
        subject, urgency, deadline, preferred_date, preferred_time, submitted_at, received_at, client_address, origin,
        user_agent, is_spam, idempotency_key, ${CASE_DETAIL_NAMES}, sent_from, position)
  ), inserted AS (
    INSERT INTO leads (id, form_id, form_type, first_name, last_name, email, phone, organization, case_type, message,
      subject, urgency, deadline, preferred_date, preferred_time, submitted_at, received_at, client_address, origin,
      user_agent, is_spam, idempotency_key, ${CASE_DETAIL_NAMES}, sent_from)
    SELECT id, form_id, form_type, first_name, last_name, email, phone, organization, case_type, message,
      subject, urgency, deadline, preferred_date, preferred_time, submitted_at, received_at, client_address, origin,
      user_agent, is_spam, idempotency_key, ${CASE_DETAIL_NAMES}, sent_from
    FROM input ORDER BY position
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id, is_spam
  ), queued AS (
    INSERT INTO outbox (lead_id, channel, target, created_at, next_attempt_at)
    SELECT inserted.id, route.channel, route.target, $23, $23
    FROM inserted, unnest($24::text[], $25::text[]) AS route (channel, target)
    WHERE NOT inserted.is_spam
  )
  SELECT id FROM inserted`

/** The most submissions one statement takes, and how many statements run at once before submissions queue. */
const MAX_BATCH = 200
const MAX_BATCHES_IN_FLIGHT = 4

const CLAIM_DUE = `
  WITH due AS (
    SELECT id FROM outbox
    WHERE sent_at IS NULL AND channel = $1 AND target = $2 AND next_attempt_at <= $3 AND (lease_until IS NULL OR lease_until <= $3)
    ORDER BY next_attempt_at, id
    LIMIT $4
    FOR UPDATE SKIP LOCKED
  ), claimed AS (
    UPDATE outbox SET claimed_by = $5, lease_until = $3::bigint + $6::bigint FROM due WHERE outbox.id = due.id
    RETURNING outbox.id, outbox.lead_id, outbox.channel, outbox.target, outbox.created_at, outbox.attempts, outbox.next_attempt_at, outbox.last_error
  ), opened AS (
    INSERT INTO deliveries (outbox_id, lead_id, channel, target, instance, started_at)
    SELECT id, lead_id, channel, target, $5, $3 FROM claimed
    RETURNING id, outbox_id
  )
  SELECT claimed.id, claimed.lead_id AS "leadId", claimed.channel, claimed.target, claimed.created_at AS "createdAt",
    claimed.attempts, claimed.next_attempt_at AS "nextAttemptAt", claimed.last_error AS "lastError", opened.id AS "attemptId"
  FROM claimed JOIN opened ON opened.outbox_id = claimed.id
  ORDER BY claimed.next_attempt_at, claimed.id`

const MARK_SENT = `
  WITH sent AS (
    UPDATE outbox SET sent_at = $2, attempts = attempts + 1, last_error = NULL, lease_until = NULL WHERE id = $1 AND sent_at IS NULL
  )
  UPDATE deliveries SET finished_at = $2, ok = true, detail = $3 WHERE id = $4`

const MARK_FAILED = `
  WITH failed AS (
    UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $2, last_error = $3, lease_until = NULL WHERE id = $1 AND sent_at IS NULL
  )
  UPDATE deliveries SET finished_at = $4, ok = false, detail = $3 WHERE id = $5`

const TAKE_RATE = `
  INSERT INTO rate_limit_counters AS counter (address, window_name, count, reset_at)
  VALUES ($1, 'burst', 1, $2::bigint + $3::bigint), ($1, 'daily', 1, $2::bigint + $4::bigint)
  ON CONFLICT (address, window_name) DO UPDATE SET
    count = CASE WHEN counter.reset_at <= $2 THEN 1 ELSE counter.count + 1 END,
    reset_at = CASE WHEN counter.reset_at <= $2 THEN EXCLUDED.reset_at ELSE counter.reset_at END
  RETURNING window_name AS "window", count, reset_at AS "resetAt"`

/** Keeps the `$1` counters of each window whose windows started last; the older ones are forgotten. */
const TRIM_RATE_COUNTERS = `
  DELETE FROM rate_limit_counters AS counter USING (
    SELECT address, window_name, row_number() OVER (PARTITION BY window_name ORDER BY reset_at DESC, address) AS rank
    FROM rate_limit_counters
  ) AS ranked
  WHERE ranked.rank > $1 AND counter.address = ranked.address AND counter.window_name = ranked.window_name`

/** bigint and bigserial columns arrive as text (they may exceed 2^53); ours are milliseconds and row ids. */
const toNumber = (value: unknown): number => Number(value)
const toNumberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value))

function toItem(row: Record<string, unknown>): ClaimedItem {
  return {
    id: toNumber(row.id),
    leadId: String(row.leadId),
    channel: row.channel === 'webhook' ? 'webhook' : 'mail',
    target: String(row.target),
    createdAt: toNumber(row.createdAt),
    attempts: toNumber(row.attempts),
    nextAttemptAt: toNumber(row.nextAttemptAt),
    lastError: (row.lastError as string | null) ?? null,
    ...(row.attemptId === undefined ? {} : { attemptId: toNumber(row.attemptId) }),
  }
}

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

/** The shared store: instances on one database share leads, idempotency keys, the outbox (SKIP LOCKED under a lease) and rate limits. */
export class PostgresCollectorStore implements CollectorStore {
  readonly kind = 'postgres' as const
  readonly pool: pg.Pool
  private readonly now: () => number
  private readonly channels: string[]
  private readonly targets: string[]
  private readonly limiters = new Set<PostgresRateLimiter>()
  private readonly bookings: PostgresBookings
  private readonly queue: Array<{
    entry: LeadEntry
    resolve: (outcome: SaveOutcome) => void
    reject: (error: Error) => void
  }> = []
  private inFlight = 0
  private closed = false

  private constructor(private readonly options: PostgresStoreOptions) {
    this.now = options.now ?? Date.now
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
    this.bookings = new PostgresBookings(this.pool)
    this.pool.on('error', (error) => options.onError?.(`PostgreSQL connection failed: ${error.message}`))
    this.channels = options.routes.map((route) => route.channel)
    this.targets = options.routes.map((route) => route.target)
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

  /** One request and its slot in one transaction, after the person's advisory lock. */
  private async saveHolding(entry: LeadEntry & { booking?: BookingHold }): Promise<SaveOutcome> {
    const hold = entry.booking
    if (!hold) throw new Error('saveHolding needs a booking')
    const client = await this.pool.connect()
    let failed = false
    try {
      await client.query('BEGIN')
      await PostgresBookings.lockPerson(client, hold.person)
      const [outcome] = await this.insertBatch([entry], client)
      if (!outcome) throw new Error('Nothing stored')
      if (!outcome.duplicate) await PostgresBookings.hold(client, outcome.id, hold, this.now())
      await client.query('COMMIT')
      return outcome
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {
        failed = true
      })
      if (!isSlotTaken(error) && isStoreUnavailable(error)) failed = true
      throw error
    } finally {
      client.release(failed)
    }
  }

  private async savePlain(entries: readonly LeadEntry[]): Promise<Array<SaveOutcome | Error>> {
    try {
      return await this.insertBatch(entries)
    } catch (error) {
      if (entries.length === 1) return [error instanceof Error ? error : new Error(String(error))]
      return Promise.all(
        entries.map((entry) =>
          this.insertBatch([entry]).then(
            (outcomes) => outcomes[0] ?? new Error('Nothing stored'),
            (failure: unknown) => (failure instanceof Error ? failure : new Error(String(failure))),
          ),
        ),
      )
    }
  }

  private async insertBatch(
    entries: readonly LeadEntry[],
    client: Pick<pg.Pool | pg.PoolClient, 'query'> = this.pool,
  ): Promise<SaveOutcome[]> {
    const receivedAt = this.now()
    const ids = entries.map(() => createLeadId(receivedAt))
    const column = (read: (entry: LeadEntry) => string | null | undefined) =>
      entries.map((entry) => read(entry) ?? null)
    const inserted = await client.query<{ id: string }>({
      name: 'collector-save-batch',
      text: SAVE_BATCH,
      values: [
        ids,
        column((entry) => entry.formId),
        column((entry) => entry.lead.formType),
        column((entry) => entry.lead.firstName),
        column((entry) => entry.lead.lastName),
        column((entry) => entry.lead.email),
        column((entry) => entry.lead.phone),
        column((entry) => entry.lead.organization),
        column((entry) => entry.lead.caseType),
        column((entry) => entry.lead.message),
        column((entry) => entry.lead.subject),
        column((entry) => entry.lead.urgency),
        column((entry) => entry.lead.deadline),
        column((entry) => entry.lead.preferredDate),
        column((entry) => entry.lead.preferredTime),
        column((entry) => entry.lead.submittedAt || null),
        entries.map(() => new Date(receivedAt).toISOString()),
        column((entry) => entry.clientAddress),
        column((entry) => entry.origin),
        column((entry) => entry.userAgent),
        entries.map((entry) => entry.spam),
        column((entry) => entry.idempotencyKey),
        receivedAt,
        this.channels,
        this.targets,
        ...CASE_DETAIL_COLUMNS.map(([field]) => column((entry) => entry.lead[field])),
        column((entry) => entry.sentFrom),
      ],
    })
    const stored = new Set(inserted.rows.map((row) => row.id))
    // A key that inserted nothing belongs to a committed lead, or to one this statement waited for.
    const keys = entries
      .filter((entry, index) => !stored.has(ids[index] ?? '') && entry.idempotencyKey)
      .map((entry) => entry.idempotencyKey)
    const existing = new Map<string, string>()
    if (keys.length > 0) {
      const found = await client.query<{ id: string; key: string }>(
        'SELECT id, idempotency_key AS key FROM leads WHERE idempotency_key = ANY($1::text[])',
        [keys],
      )
      for (const row of found.rows) existing.set(row.key, row.id)
    }
    return entries.map((entry, index) => {
      const id = ids[index] ?? ''
      if (stored.has(id)) return { id, duplicate: false }
      const earlier = entry.idempotencyKey ? existing.get(entry.idempotencyKey) : undefined
      if (!earlier) throw new Error('The lead was neither stored nor found by its idempotency key')
      return { id: earlier, duplicate: true }
    })
  }

  async getLead(id: string): Promise<StoredLead | undefined> {
    const result = await this.pool.query<StoredLead>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = $1`, [id])
    const lead = result.rows[0]
    return lead ? { ...lead, booking: (await this.bookings.getBooking(id)) ?? null } : undefined
  }

  async listLeads({ since, includeSpam = false }: { since?: string; includeSpam?: boolean } = {}): Promise<
    StoredLead[]
  > {
    const result = await this.pool.query<StoredLead>(
      `SELECT ${LEAD_COLUMNS} FROM leads WHERE received_at >= $1 AND (NOT is_spam OR $2) ORDER BY received_at, id`,
      [since ?? '', includeSpam],
    )
    return result.rows
  }

  async countLeads(): Promise<number> {
    return toNumber((await this.pool.query<{ n: string }>('SELECT count(*) AS n FROM leads')).rows[0]?.n)
  }

  async claimDue(route: OutboxRoute, owner: string, limit: number, leaseMs: number): Promise<ClaimedItem[]> {
    const result = await this.pool.query({
      name: 'collector-claim-due',
      text: CLAIM_DUE,
      values: [route.channel, route.target, this.now(), limit, owner, leaseMs],
    })
    return result.rows.map(toItem)
  }

  async markSent(item: ClaimedItem, attempt: AttemptRecord): Promise<void> {
    await this.pool.query({
      name: 'collector-mark-sent',
      text: MARK_SENT,
      values: [item.id, this.now(), attempt.detail.slice(0, 1000), item.attemptId ?? null],
    })
  }

  async markFailed(item: ClaimedItem, nextAttemptAt: number, attempt: AttemptRecord): Promise<void> {
    await this.pool.query({
      name: 'collector-mark-failed',
      text: MARK_FAILED,
      values: [item.id, nextAttemptAt, attempt.detail.slice(0, 1000), this.now(), item.attemptId ?? null],
    })
  }

  async nextDueAt(route: OutboxRoute): Promise<number | null> {
    const result = await this.pool.query<{ at: string | null }>(
      'SELECT min(greatest(next_attempt_at, coalesce(lease_until, 0))) AS at FROM outbox WHERE sent_at IS NULL AND channel = $1 AND target = $2',
      [route.channel, route.target],
    )
    return toNumberOrNull(result.rows[0]?.at)
  }

  async outboxHealth(): Promise<OutboxHealth> {
    const result = await this.pool.query<{ pending: string; oldest: string | null }>(
      'SELECT count(*) AS pending, min(created_at) AS oldest FROM outbox WHERE sent_at IS NULL',
    )
    const oldest = toNumberOrNull(result.rows[0]?.oldest)
    return {
      pending: toNumber(result.rows[0]?.pending ?? 0),
      oldestPendingAgeSeconds: oldest === null ? 0 : Math.max(0, Math.round((this.now() - oldest) / 1000)),
    }
  }

  async listDeliveries({ since }: { since?: string } = {}): Promise<DeliveryAttempt[]> {
    const result = await this.pool.query<{
      leadId: string
      channel: string
      target: string
      instance: string
      startedAt: string
      finishedAt: string | null
      ok: boolean | null
      detail: string | null
    }>(
      `SELECT d.lead_id AS "leadId", d.channel, d.target, d.instance, d.started_at AS "startedAt", d.finished_at AS "finishedAt", d.ok, d.detail
        FROM deliveries d JOIN leads l ON l.id = d.lead_id WHERE l.received_at >= $1 ORDER BY d.started_at, d.id`,
      [since ?? ''],
    )
    return result.rows.map((row) => ({
      leadId: row.leadId,
      channel: row.channel,
      target: row.target,
      deliveryId: deliveryId(row.leadId, {
        channel: row.channel === 'webhook' ? 'webhook' : 'mail',
        target: row.target,
      }),
      instance: row.instance,
      startedAt: new Date(toNumber(row.startedAt)).toISOString(),
      finishedAt: row.finishedAt === null ? null : new Date(toNumber(row.finishedAt)).toISOString(),
      ok: row.ok,
      detail: row.detail,
    }))
  }

  async findLeads({ email, ids = [] }: LeadSelector): Promise<LeadSummary[]> {
    const result = await this.pool.query<{
      id: string
      receivedAt: string
      formType: string
      spam: boolean
      sent: Array<{ channel: string; target: string }> | null
    }>(
      `SELECT l.id, l.received_at AS "receivedAt", l.form_type AS "formType", l.is_spam AS spam,
          (SELECT json_agg(json_build_object('channel', o.channel, 'target', o.target) ORDER BY o.id) FROM outbox o WHERE o.lead_id = l.id AND o.sent_at IS NOT NULL) AS sent
        FROM leads l WHERE lower(l.email) = $1 OR l.id = ANY($2::text[]) ORDER BY l.received_at, l.id`,
      [email === undefined ? '' : email.trim().toLowerCase(), [...ids]],
    )
    return result.rows.map((row) => ({
      id: row.id,
      receivedAt: row.receivedAt,
      formType: row.formType,
      spam: row.spam,
      deliveredTo: (row.sent ?? []).map((item) =>
        redactTarget({ channel: item.channel === 'webhook' ? 'webhook' : 'mail', target: item.target }),
      ),
    }))
  }

  /** Deletes the leads `selectIds` names with their rows, in one transaction; outbox rows are locked first so no instance sends them. */
  private async deleteLeads(
    selectIds: string,
    parameter: unknown,
    reason: 'erasure' | 'retention',
  ): Promise<DeletedRows> {
    const client = await this.pool.connect()
    // The first retention pass over years of leads may take longer than a request's query may.
    const query = (text: string, values?: unknown[]) =>
      client.query({ text, values, query_timeout: MAINTENANCE_TIMEOUT_MS } as pg.QueryConfig)
    let failed = false
    try {
      await query('BEGIN')
      await query(`SET LOCAL statement_timeout = ${String(MAINTENANCE_TIMEOUT_MS)}`)
      await query(`SELECT id FROM outbox WHERE lead_id IN (${selectIds}) FOR UPDATE`, [parameter])
      // signatures only through the audited gate, which leaves their tombstones
      await deleteSignaturesPostgres(query, selectIds, parameter, reason)
      for (const table of LEAD_INBOX_TABLES)
        await query(`DELETE FROM ${table} WHERE lead_id IN (${selectIds})`, [parameter])
      const { bookings, invitations } = await PostgresBookings.deleteFor(client, selectIds, parameter)
      const deliveries =
        (await query(`DELETE FROM deliveries WHERE lead_id IN (${selectIds})`, [parameter])).rowCount ?? 0
      const outbox = (await query(`DELETE FROM outbox WHERE lead_id IN (${selectIds})`, [parameter])).rowCount ?? 0
      const leads = (await query(`DELETE FROM leads WHERE id IN (${selectIds})`, [parameter])).rowCount ?? 0
      await query('COMMIT')
      return { leads, outbox, deliveries, bookings, invitations }
    } catch (error) {
      failed = true
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      client.release(failed)
    }
  }

  eraseLeads(ids: readonly string[]): Promise<DeletedRows> {
    return this.deleteLeads('SELECT unnest($1::text[])', [...ids], 'erasure')
  }

  async deleteLeadsReceivedBefore(cutoff: string, recordsClosedBefore: number | null = null): Promise<DeletedRows> {
    const ids = (
      await this.pool.query<{ id: string }>(RETENTION_SELECTION_SQLITE.replace('?', '$1').replace('?', '$2'), [
        cutoff,
        recordsClosedBefore,
      ])
    ).rows.map((row) => row.id)
    return this.deleteLeads('SELECT unnest($1::text[])', ids, 'retention')
  }

  /** One statement decides: of several instances asking together, exactly one gets the row back. */
  async claimJob(job: string, now: number, intervalMs: number): Promise<boolean> {
    const result = await this.pool.query(
      `INSERT INTO job_runs AS run (name, last_run_at) VALUES ($1, $2)
        ON CONFLICT (name) DO UPDATE SET last_run_at = EXCLUDED.last_run_at WHERE run.last_run_at <= $3 RETURNING name`,
      [job, now, now - intervalMs],
    )
    return result.rowCount === 1
  }

  getBooking(leadId: string): Promise<StoredBooking | undefined> {
    return this.bookings.getBooking(leadId)
  }

  blockedIntervals(from: number, to: number): Promise<BusyInterval[]> {
    return this.bookings.blockedIntervals(from, to)
  }

  upcomingBookings(from: number, to: number): Promise<UpcomingBooking[]> {
    return this.bookings.upcomingBookings(from, to)
  }

  cancelBooking(leadId: string, now: number): Promise<StoredBooking | undefined> {
    return this.bookings.cancel(leadId, now)
  }

  rescheduleBooking(leadId: string, hold: BookingHold, now: number): Promise<StoredBooking | undefined> {
    return this.bookings.reschedule(leadId, hold, now)
  }

  replaceBusyIntervals(person: string, intervals: readonly BusyInterval[], fetchedAt: number): Promise<void> {
    return this.bookings.replaceBusyIntervals(person, intervals, fetchedAt)
  }

  recordBusyFeedFailure(person: string, attemptedAt: number, reason: string): Promise<void> {
    return this.bookings.recordBusyFeedFailure(person, attemptedAt, reason)
  }

  busyFeeds(): Promise<BusyFeedState[]> {
    return this.bookings.busyFeeds()
  }

  claimInvitations(owner: string, limit: number, leaseMs: number, now: number): Promise<InvitationMessage[]> {
    return this.bookings.claimInvitations(owner, limit, leaseMs, now)
  }

  markInvitationSent(id: number, now: number): Promise<void> {
    return this.bookings.markInvitationSent(id, now)
  }

  markInvitationFailed(id: number, nextAttemptAt: number, reason: string): Promise<void> {
    return this.bookings.markInvitationFailed(id, nextAttemptAt, reason)
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

/** RateLimiter's two fixed windows counted in PostgreSQL, so every instance sees the same count (one upsert per request). */
export class PostgresRateLimiter implements RateLimitStore {
  private readonly sweeper: NodeJS.Timeout
  private readonly maxAddresses: number
  private takesSinceSweep = 0

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: RateLimitOptions,
    private readonly now: () => number = Date.now,
    private readonly onClose: () => void = () => {},
  ) {
    this.maxAddresses = options.maxAddresses ?? DEFAULT_MAX_ADDRESSES
    // Expired counters go as the in-memory limiter sweeps, and each window keeps at most maxAddresses: bounded space under a flood.
    this.sweeper = setInterval(() => void this.sweep().catch(() => {}), Math.min(options.burst.windowMs, 10 * 60_000))
    this.sweeper.unref()
  }

  async take(address: string): Promise<RateDecision> {
    const now = this.now()
    // Between timed sweeps, a burst of new addresses triggers one early.
    this.takesSinceSweep += 1
    if (this.takesSinceSweep >= Math.max(1, Math.floor(this.maxAddresses / 10))) void this.sweep().catch(() => {})
    const result = await this.pool.query<{ window: string; count: number; resetAt: string }>({
      name: 'collector-take-rate',
      text: TAKE_RATE,
      values: [address, now, this.options.burst.windowMs, this.options.daily.windowMs],
    })
    const counter = (name: string) => {
      const row = result.rows.find((candidate) => candidate.window === name)
      return { count: row?.count ?? 0, resetAt: toNumber(row?.resetAt ?? now) }
    }
    return decide(counter('burst'), counter('daily'), this.options, now)
  }

  async sweep(): Promise<void> {
    this.takesSinceSweep = 0
    await this.pool.query('DELETE FROM rate_limit_counters WHERE reset_at <= $1', [this.now()])
    await this.pool.query(TRIM_RATE_COUNTERS, [this.maxAddresses])
  }

  close(): void {
    clearInterval(this.sweeper)
    this.onClose()
  }
}

import path from 'node:path'
import type Database from 'better-sqlite3'
import type { Compilable } from 'kysely'
import { openLeadFile } from './sqlite-file'
import { prepareOnce, slots, type PreparedStatement } from './compiled-statements'
import {
  jsonValues,
  q,
  readStatements,
  writeStatements,
  type LeadRow,
  type NewLeadArgs,
} from './sqlite-lead-statements'
import {
  claimJob,
  NEW_LEAD_COLUMNS,
  newLeadValue,
  OUTBOX_FIELDS,
  selectDeliveries,
  selectRetained,
  type NewLeadSource,
} from './lead-queries'
import { deliveredTo, outboxHealthOf, toDeliveryAttempt, type DeliveryRow } from './lead-rows'
import { backupSqlite } from './sqlite-backup'
import { deleteSqliteLeads } from './sqlite-erasure'
import type { FeatureMigrations } from '../shared/database/migrations'
import { leadRowsOf, type LeadRowDeletion } from '../shared/database/lead-rows'
import {
  declaredBy,
  runSavedSqlite,
  savedValues,
  valuesOf,
  type ReadWithLead,
  type SavedWithLead,
} from '../shared/database/saved-with-lead'
import {
  createLeadId,
  DATABASE_FILE,
  MAIL_ROUTE,
  type AttemptRecord,
  type DeletedRows,
  type DeliveryAttempt,
  type LeadSelector,
  type LeadSummary,
  type LeadEntry,
  type OutboxHealth,
  type OutboxItem,
  type OutboxRoute,
  type SaveOutcome,
  type StoredLead,
} from '../shared/database/store-types'

export { DATABASE_FILE }

export { WRITER_BUSY_TIMEOUT_MS } from './sqlite-file'

export type { LeadEntry, OutboxHealth, OutboxItem, SaveOutcome, StoredLead } from '../shared/database/store-types'
export { createLeadId } from '../shared/database/store-types'

export interface LeadStoreOptions {
  readonly?: boolean
  now?: () => number
  routes?: readonly OutboxRoute[]
  /** every feature's list (server/migrations.ts), applied when writable; the writer thread opens a migrated file without it */
  migrations?: readonly FeatureMigrations[]
  /** what erasure and retention delete in the other features' tables; taken from `migrations` when not given */
  leadRows?: readonly LeadRowDeletion[]
  /** what another feature writes in a lead's transaction (booking: the slot); taken from `migrations` when not given */
  savedWithLead?: SavedWithLead
  /** what another feature reads with a lead (booking: the request's booking); taken from `migrations` when not given */
  readWithLead?: ReadWithLead
}

/** One SQLite file in WAL mode with synchronous=FULL: a committed lead and its notification are on disk. */
export class LeadStore {
  readonly file: string
  private readonly db: Database.Database
  private readonly now: () => number
  private readonly routes: readonly OutboxRoute[]
  private readonly statements
  private readonly leadRows: readonly LeadRowDeletion[] | undefined
  private readonly savedWithLead: SavedWithLead | undefined
  private readonly readWithLead: ReadWithLead | undefined
  private readWithLeadStatement: Database.Statement<unknown[], StoredLead['booking']> | undefined

  constructor(
    dataDir: string,
    {
      readonly = false,
      now = Date.now,
      routes = [MAIL_ROUTE],
      migrations,
      leadRows,
      savedWithLead,
      readWithLead,
    }: LeadStoreOptions = {},
  ) {
    this.leadRows = leadRows ?? (migrations ? leadRowsOf(migrations) : undefined)
    this.savedWithLead = savedWithLead ?? (migrations ? declaredBy(migrations, 'savedWithLead') : undefined)
    this.readWithLead = readWithLead ?? (migrations ? declaredBy(migrations, 'readWithLead') : undefined)
    this.file = path.join(dataDir, DATABASE_FILE)
    this.now = now
    this.routes = routes
    this.db = openLeadFile(dataDir, this.file, { readonly, migrations })
    const db = this.db
    this.statements = { ...(readonly ? undefined : writeStatements(db)), ...readStatements(db) }
  }

  // The export opens older databases read-only, without migrating: statements over migration 2's columns are prepared on first use.
  private readonly later = new Map<string, PreparedStatement<never, unknown>>()
  private prepared<Args, Row>(name: string, build: () => Compilable<Row>): PreparedStatement<Args, Row> {
    let statement = this.later.get(name)
    if (!statement) {
      statement = prepareOnce<Args, Row>(this.db, build()) as PreparedStatement<never, unknown>
      this.later.set(name, statement)
    }
    return statement as unknown as PreparedStatement<Args, Row>
  }

  private writable<T>(statement: T | undefined): T {
    if (!statement) throw new Error('The lead store was opened read-only')
    return statement
  }

  private readonly saveOne = (entry: LeadEntry, receivedAt: number): SaveOutcome => {
    if (entry.idempotencyKey) {
      const existing = this.statements.findByKey.get({ key: entry.idempotencyKey })
      if (existing) return { id: existing.id, duplicate: true }
    }
    const id = createLeadId(receivedAt)
    const source: NewLeadSource = { entry, id, receivedAt }
    const row = Object.fromEntries(
      NEW_LEAD_COLUMNS.map((column) => {
        const value = newLeadValue(column, source)
        return [column, typeof value === 'boolean' ? Number(value) : value]
      }),
    ) as NewLeadArgs
    this.writable(this.statements.insertLead).run(row)
    // The slot is held in the entry's savepoint: a taken slot rolls back the lead with it.
    if (entry.booking && !entry.spam) {
      if (!this.savedWithLead) throw new Error('The lead store holds a slot only when opened with booking’s statements')
      runSavedSqlite(this.db, this.savedWithLead, savedValues(id, receivedAt, entry.booking))
    }
    if (!entry.spam) {
      for (const route of this.routes)
        this.writable(this.statements.insertOutbox).run({
          leadId: id,
          channel: route.channel,
          target: route.target,
          at: receivedAt,
        })
    }
    return { id, duplicate: false }
  }

  /** Several submissions in one transaction, each in its own savepoint so one failing entry fails alone. */
  saveBatch(entries: readonly LeadEntry[]): Array<SaveOutcome | Error> {
    const receivedAt = this.now()
    const one = this.db.transaction((entry: LeadEntry) => this.saveOne(entry, receivedAt))
    const all = this.db.transaction((batch: readonly LeadEntry[]) =>
      batch.map((entry) => {
        try {
          return one(entry)
        } catch (error) {
          return error instanceof Error ? error : new Error(String(error))
        }
      }),
    )
    return all(entries)
  }

  save(entry: LeadEntry): SaveOutcome {
    const [outcome] = this.saveBatch([entry])
    if (!outcome || outcome instanceof Error) throw outcome ?? new Error('Nothing stored')
    return outcome
  }

  getLead(id: string): StoredLead | undefined {
    const row = this.statements.getLead.get({ id })
    if (!row) return undefined
    const read = this.readWithLead
    if (!read) return toLead(row)
    this.readWithLeadStatement ??= this.db.prepare<unknown[], StoredLead['booking']>(read.sqlite.sql)
    const found = this.readWithLeadStatement.get(...valuesOf(read.sqlite, { leadId: id }))
    return { ...toLead(row), [read.field]: found ?? null }
  }

  listLeads({ since, includeSpam = false }: { since?: string; includeSpam?: boolean } = {}): StoredLead[] {
    return this.statements.listLeads.all({ since: since ?? '', includeSpam: includeSpam ? 1 : 0 }).map(toLead)
  }

  countLeads(): number {
    return this.statements.countLeads.get({})?.count ?? 0
  }

  duePending(limit = 20, route?: OutboxRoute): OutboxItem[] {
    type Due = { channel: string; target: string; now: number; limit: number }
    const due = slots<Due>()
    const pending = () =>
      q
        .selectFrom('outbox')
        .select(OUTBOX_FIELDS)
        .where('sent_at', 'is', null)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(due('limit'))
        .$castTo<OutboxItem>()
    const args = { channel: route?.channel ?? '', target: route?.target ?? '', now: this.now(), limit }
    if (route) {
      return this.prepared<Due, OutboxItem>('duePendingOnRoute', () =>
        pending()
          .where('channel', '=', due('channel'))
          .where('target', '=', due('target'))
          .where('next_attempt_at', '<=', due('now')),
      ).all(args)
    }
    return this.prepared<Due, OutboxItem>('duePending', () => pending().where('next_attempt_at', '<=', due('now'))).all(
      args,
    )
  }

  nextDueAt(route?: OutboxRoute): number | null {
    if (route) {
      type Route = { channel: string; target: string }
      const on = slots<Route>()
      return (
        this.prepared<Route, { at: number | null }>('nextDueOnRoute', () =>
          q
            .selectFrom('outbox')
            .select((eb) => eb.fn.min('next_attempt_at').as('at'))
            .where('sent_at', 'is', null)
            .where('channel', '=', on('channel'))
            .where('target', '=', on('target')),
        ).get(route)?.at ?? null
      )
    }
    return this.statements.nextDue.get({})?.at ?? null
  }

  markSent(outboxId: number, attempt?: AttemptRecord): void {
    const now = this.now()
    this.db.transaction(() => {
      this.writable(this.statements.markSent).run({ now, id: outboxId, nextAttemptAt: 0, error: '' })
      if (attempt) this.logAttempt(outboxId, attempt, now, true)
    })()
  }

  markFailed(outboxId: number, nextAttemptAt: number, error: string, attempt?: AttemptRecord): void {
    const now = this.now()
    this.db.transaction(() => {
      this.writable(this.statements.markFailed).run({ now, id: outboxId, nextAttemptAt, error: error.slice(0, 1000) })
      if (attempt) this.logAttempt(outboxId, attempt, now, false)
    })()
  }

  private logAttempt(outboxId: number, attempt: AttemptRecord, finishedAt: number, ok: boolean) {
    if (this.db.readonly) throw new Error('The lead store was opened read-only')
    type Attempt = { id: number; instance: string; startedAt: number; finishedAt: number; ok: number; detail: string }
    const logged = slots<Attempt>()
    this.prepared<Attempt, never>('logAttempt', () =>
      q
        .insertInto('deliveries')
        .columns(['outbox_id', 'lead_id', 'channel', 'target', 'instance', 'started_at', 'finished_at', 'ok', 'detail'])
        .expression((eb) =>
          eb
            .selectFrom('outbox')
            .select([
              'id',
              'lead_id',
              'channel',
              'target',
              eb.val(logged('instance')).as('instance'),
              eb.val(logged('startedAt')).as('started_at'),
              eb.val(logged('finishedAt')).as('finished_at'),
              eb.val(logged('ok')).as('ok'),
              eb.val(logged('detail')).as('detail'),
            ])
            .where('id', '=', logged('id')),
        ),
    ).run({
      id: outboxId,
      instance: attempt.instance,
      startedAt: attempt.startedAt,
      finishedAt,
      ok: ok ? 1 : 0,
      detail: attempt.detail.slice(0, 1000),
    })
  }

  listDeliveries({ since }: { since?: string } = {}): DeliveryAttempt[] {
    return this.prepared<{ since: string }, DeliveryRow>('listDeliveries', () =>
      selectDeliveries(q, slots<{ since: string }>()('since')).$castTo<DeliveryRow>(),
    )
      .all({ since: since ?? '' })
      .map(toDeliveryAttempt)
  }

  findLeads({ email, ids = [] }: LeadSelector): LeadSummary[] {
    type Row = { id: string; receivedAt: string; formType: string; spam: number }
    type Selector = { email: string; ids: string }
    const selector = slots<Selector>()
    const rows = this.prepared<Selector, Row>('findLeads', () =>
      q
        .selectFrom('leads')
        .select(['id', 'received_at as receivedAt', 'form_type as formType', 'is_spam as spam'])
        .where((eb) =>
          eb.or([eb(eb.fn('lower', ['email']), '=', selector('email')), eb('id', 'in', jsonValues(selector('ids')))]),
        )
        .orderBy('received_at')
        .orderBy('id')
        .$castTo<Row>(),
    ).all({ email: email === undefined ? '' : email.trim().toLowerCase(), ids: JSON.stringify(ids) })
    type Sent = { leadId: string; channel: string; target: string }
    const sent = this.prepared<{ ids: string }, Sent>('sentRoutes', () =>
      q
        .selectFrom('outbox')
        .select(['lead_id as leadId', 'channel', 'target'])
        .where('sent_at', 'is not', null)
        .where('lead_id', 'in', jsonValues(slots<{ ids: string }>()('ids')))
        .orderBy('id'),
    ).all({ ids: JSON.stringify(rows.map((row) => row.id)) })
    return rows.map((row) => ({
      id: row.id,
      receivedAt: row.receivedAt,
      formType: row.formType,
      spam: row.spam === 1,
      deliveredTo: deliveredTo(sent.filter((item) => item.leadId === row.id)),
    }))
  }

  private erasable(): readonly LeadRowDeletion[] {
    if (!this.leadRows) throw new Error("The lead store deletes leads only when opened with every feature's list")
    return this.leadRows
  }

  eraseLeads(ids: readonly string[]): DeletedRows {
    return deleteSqliteLeads(this.db, this.erasable(), ids, 'erasure')
  }

  /** Deletes leads past retention with their rows, then clears them out of the WAL. */
  deleteLeadsReceivedBefore(cutoff: string, recordsClosedBefore: number | null = null): DeletedRows {
    type Retention = { cutoff: string; closedBefore: number | null }
    const retention = slots<Retention>()
    const ids = this.prepared<Retention, { id: string }>('retained', () =>
      selectRetained(q, retention('cutoff'), retention('closedBefore')),
    )
      .all({ cutoff, closedBefore: recordsClosedBefore })
      .map((row) => row.id)
    return deleteSqliteLeads(this.db, this.erasable(), ids, 'retention')
  }

  claimJob(job: string, now: number, intervalMs: number): boolean {
    if (this.db.readonly) throw new Error('The lead store was opened read-only')
    type Claim = { job: string; now: number; after: number }
    const claim = slots<Claim>()
    return (
      this.prepared<Claim, { name: string }>('claimJob', () =>
        claimJob(q, claim('job'), claim('now'), claim('after')),
      ).all({ job, now, after: now - intervalMs }).length === 1
    )
  }

  outboxHealth(): OutboxHealth {
    const row = this.statements.pendingHealth.get({})
    return outboxHealthOf(row?.pending ?? 0, row?.oldest ?? null, this.now())
  }

  /** A consistent online-backup copy in `file`, then checked: integrity, and the leads it holds. */
  backup(file: string): Promise<{ leads: number; bookings: number; bytes: number }> {
    return backupSqlite(this.db, file)
  }

  checkpoint(): void {
    this.db.pragma('wal_checkpoint(TRUNCATE)')
  }

  /** The connection, for the statements the writer thread runs for the other features (writer-sql.ts). */
  get connection(): Database.Database {
    return this.db
  }

  close(): void {
    if (!this.db.open) return
    if (!this.db.readonly) {
      try {
        this.checkpoint()
      } catch {
        // another connection still reads; the log is folded in on the next start
      }
    }
    this.db.close()
  }
}

function toLead(row: LeadRow): StoredLead {
  return { ...row, spam: row.spam === 1 }
}

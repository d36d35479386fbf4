import path from 'node:path'
import Database from 'better-sqlite3'
import { makeExistingFilesPrivate, makePrivateDirectory, makePrivateFile } from '../shared/private-files'
import { retentionSelection } from './migrations'
import { deliveredTo, outboxHealthOf, toDeliveryAttempt, type DeliveryRow } from './lead-rows'
import { backupSqlite } from './sqlite-backup'
import { deleteSqliteLeads } from './sqlite-erasure'
import { migrateSqlite, type FeatureMigrations } from '../shared/database/migrations'
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
  CASE_DETAIL_COLUMNS,
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

/** How long the writer waits for another process's write lock (a backup, a command) before a write fails. */
export const WRITER_BUSY_TIMEOUT_MS = 5000

// A safety limit (about 40 MB): routine checkpoints run in checkpointer.ts so commits stay short.
const WRITER_AUTOCHECKPOINT_PAGES = 10_000

export type { LeadEntry, OutboxHealth, OutboxItem, SaveOutcome, StoredLead } from '../shared/database/store-types'
export { createLeadId } from '../shared/database/store-types'

const LEAD_COLUMNS = `id, form_id AS formId, form_type AS formType, first_name AS firstName, last_name AS lastName,
  email, phone, organization, case_type AS caseType, message, subject, urgency, deadline,
  preferred_date AS preferredDate, preferred_time AS preferredTime, submitted_at AS submittedAt,
  received_at AS receivedAt, client_address AS clientAddress, origin, user_agent AS userAgent, is_spam AS spam`

// A read-only database written before migration 3 has no case-detail columns.
function caseDetailColumns(db: Database.Database): string {
  const present = new Set(
    (db.prepare('PRAGMA table_info(leads)').all() as Array<{ name: string }>).map((column) => column.name),
  )
  return CASE_DETAIL_COLUMNS.map(([field, column]) =>
    present.has(column) ? `${column} AS ${field}` : `NULL AS ${field}`,
  ).join(', ')
}

const OUTBOX_COLUMNS = `id, lead_id AS leadId, channel, target, created_at AS createdAt, attempts, next_attempt_at AS nextAttemptAt, last_error AS lastError`

type LeadRow = Omit<StoredLead, 'spam'> & { spam: number }

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
    if (!readonly) {
      // 0600 before SQLite opens it: SQLite gives the -wal and -shm it creates the database file's mode.
      makePrivateDirectory(dataDir)
      makePrivateFile(this.file)
    }
    this.db = new Database(this.file, { readonly, fileMustExist: readonly })
    if (!readonly) {
      this.db.pragma('journal_mode = WAL')
      makeExistingFilesPrivate([`${this.file}-wal`, `${this.file}-shm`])
      this.db.pragma('synchronous = FULL')
      this.db.pragma('foreign_keys = ON')
      this.db.pragma(`busy_timeout = ${String(WRITER_BUSY_TIMEOUT_MS)}`)
      // A deleted lead (retention, erasure) is overwritten with zeros, not left in a free page of the file.
      this.db.pragma('secure_delete = ON')
      this.db.pragma(`wal_autocheckpoint = ${WRITER_AUTOCHECKPOINT_PAGES}`)
      if (migrations) migrateSqlite(this.db, migrations)
    }
    const db = this.db
    const leadColumns = `${LEAD_COLUMNS}, ${caseDetailColumns(db)}`
    this.statements = {
      findByKey: db.prepare<[string], { id: string }>('SELECT id FROM leads WHERE idempotency_key = ?'),
      insertLead: readonly
        ? undefined
        : db.prepare(`INSERT INTO leads (id, form_id, form_type, first_name, last_name, email, phone, organization,
            case_type, message, subject, urgency, deadline, preferred_date, preferred_time, submitted_at, received_at,
            client_address, origin, user_agent, is_spam, idempotency_key, sent_from, ${CASE_DETAIL_COLUMNS.map(([, column]) => column).join(', ')})
          VALUES (@id, @formId, @formType, @firstName, @lastName, @email, @phone, @organization, @caseType, @message,
            @subject, @urgency, @deadline, @preferredDate, @preferredTime, @submittedAt, @receivedAt, @clientAddress,
            @origin, @userAgent, @spam, @idempotencyKey, @sentFrom, ${CASE_DETAIL_COLUMNS.map(([field]) => `@${field}`).join(', ')})`),
      insertOutbox: readonly
        ? undefined
        : db.prepare(
            'INSERT INTO outbox (lead_id, channel, target, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)',
          ),
      getLead: db.prepare<[string], LeadRow>(`SELECT ${leadColumns} FROM leads WHERE id = ?`),
      listLeads: db.prepare<[string, number], LeadRow>(
        `SELECT ${leadColumns} FROM leads WHERE received_at >= ? AND (is_spam = 0 OR ?) ORDER BY received_at, rowid`,
      ),
      countLeads: db.prepare<[], { count: number }>('SELECT count(*) AS count FROM leads'),
      nextDue: db.prepare<[], { at: number | null }>(
        'SELECT min(next_attempt_at) AS at FROM outbox WHERE sent_at IS NULL',
      ),
      pendingHealth: db.prepare<[], { pending: number; oldest: number | null }>(
        'SELECT count(*) AS pending, min(created_at) AS oldest FROM outbox WHERE sent_at IS NULL',
      ),
      markSent: readonly
        ? undefined
        : db.prepare('UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?'),
      markFailed: readonly
        ? undefined
        : db.prepare('UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?'),
    }
  }

  // The export opens older databases read-only, without migrating: statements over migration 2's columns are prepared on first use.
  private readonly later = new Map<string, Database.Statement>()
  private prepared<P extends unknown[], R = unknown>(sql: string): Database.Statement<P, R> {
    let statement = this.later.get(sql)
    if (!statement) {
      statement = this.db.prepare(sql)
      this.later.set(sql, statement)
    }
    return statement as unknown as Database.Statement<P, R>
  }

  private writable<T>(statement: T | undefined): T {
    if (!statement) throw new Error('The lead store was opened read-only')
    return statement
  }

  private readonly saveOne = (entry: LeadEntry, receivedAt: number): SaveOutcome => {
    if (entry.idempotencyKey) {
      const existing = this.statements.findByKey.get(entry.idempotencyKey)
      if (existing) return { id: existing.id, duplicate: true }
    }
    const id = createLeadId(receivedAt)
    const { lead } = entry
    this.writable(this.statements.insertLead).run({
      id,
      formId: entry.formId,
      formType: lead.formType,
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      organization: lead.organization,
      caseType: lead.caseType,
      message: lead.message,
      subject: lead.subject,
      urgency: lead.urgency ?? null,
      deadline: lead.deadline ?? null,
      preferredDate: lead.preferredDate ?? null,
      preferredTime: lead.preferredTime ?? null,
      submittedAt: lead.submittedAt || null,
      receivedAt: new Date(receivedAt).toISOString(),
      clientAddress: entry.clientAddress ?? null,
      origin: entry.origin ?? null,
      userAgent: entry.userAgent ?? null,
      spam: entry.spam ? 1 : 0,
      idempotencyKey: entry.idempotencyKey ?? null,
      sentFrom: entry.sentFrom ?? null,
      ...Object.fromEntries(CASE_DETAIL_COLUMNS.map(([field]) => [field, lead[field] ?? null])),
    })
    // The slot is held in the entry's savepoint: a taken slot rolls back the lead with it.
    if (entry.booking && !entry.spam) {
      if (!this.savedWithLead) throw new Error('The lead store holds a slot only when opened with booking’s statements')
      runSavedSqlite(this.db, this.savedWithLead, savedValues(id, receivedAt, entry.booking))
    }
    if (!entry.spam) {
      for (const route of this.routes)
        this.writable(this.statements.insertOutbox).run(id, route.channel, route.target, receivedAt, receivedAt)
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
    const row = this.statements.getLead.get(id)
    if (!row) return undefined
    const read = this.readWithLead
    if (!read) return toLead(row)
    const found = this.prepared<unknown[], StoredLead['booking']>(read.sqlite.sql).get(
      ...valuesOf(read.sqlite, { leadId: id }),
    )
    return { ...toLead(row), [read.field]: found ?? null }
  }

  listLeads({ since, includeSpam = false }: { since?: string; includeSpam?: boolean } = {}): StoredLead[] {
    return this.statements.listLeads.all(since ?? '', includeSpam ? 1 : 0).map(toLead)
  }

  countLeads(): number {
    return this.statements.countLeads.get()?.count ?? 0
  }

  duePending(limit = 20, route?: OutboxRoute): OutboxItem[] {
    if (route) {
      return this.prepared<[string, string, number, number], OutboxItem>(
        `SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE sent_at IS NULL AND channel = ? AND target = ? AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
      ).all(route.channel, route.target, this.now(), limit)
    }
    return this.prepared<[number, number], OutboxItem>(
      `SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
    ).all(this.now(), limit)
  }

  nextDueAt(route?: OutboxRoute): number | null {
    if (route) {
      return (
        this.prepared<[string, string], { at: number | null }>(
          'SELECT min(next_attempt_at) AS at FROM outbox WHERE sent_at IS NULL AND channel = ? AND target = ?',
        ).get(route.channel, route.target)?.at ?? null
      )
    }
    return this.statements.nextDue.get()?.at ?? null
  }

  markSent(outboxId: number, attempt?: AttemptRecord): void {
    const now = this.now()
    this.db.transaction(() => {
      this.writable(this.statements.markSent).run(now, outboxId)
      if (attempt) this.logAttempt(outboxId, attempt, now, true)
    })()
  }

  markFailed(outboxId: number, nextAttemptAt: number, error: string, attempt?: AttemptRecord): void {
    const now = this.now()
    this.db.transaction(() => {
      this.writable(this.statements.markFailed).run(nextAttemptAt, error.slice(0, 1000), outboxId)
      if (attempt) this.logAttempt(outboxId, attempt, now, false)
    })()
  }

  private logAttempt(outboxId: number, attempt: AttemptRecord, finishedAt: number, ok: boolean) {
    if (this.db.readonly) throw new Error('The lead store was opened read-only')
    this.prepared(
      `INSERT INTO deliveries (outbox_id, lead_id, channel, target, instance, started_at, finished_at, ok, detail)
        SELECT id, lead_id, channel, target, ?, ?, ?, ?, ? FROM outbox WHERE id = ?`,
    ).run(attempt.instance, attempt.startedAt, finishedAt, ok ? 1 : 0, attempt.detail.slice(0, 1000), outboxId)
  }

  listDeliveries({ since }: { since?: string } = {}): DeliveryAttempt[] {
    return this.prepared<[string], DeliveryRow>(
      `SELECT d.lead_id AS leadId, d.channel, d.target, d.instance, d.started_at AS startedAt, d.finished_at AS finishedAt, d.ok, d.detail
        FROM deliveries d JOIN leads l ON l.id = d.lead_id WHERE l.received_at >= ? ORDER BY d.started_at, d.id`,
    )
      .all(since ?? '')
      .map(toDeliveryAttempt)
  }

  findLeads({ email, ids = [] }: LeadSelector): LeadSummary[] {
    type Row = { id: string; receivedAt: string; formType: string; spam: number }
    const rows = this.prepared<[string, string], Row>(
      `SELECT id, received_at AS receivedAt, form_type AS formType, is_spam AS spam FROM leads
        WHERE lower(email) = ? OR id IN (SELECT value FROM json_each(?)) ORDER BY received_at, id`,
    ).all(email === undefined ? '' : email.trim().toLowerCase(), JSON.stringify(ids))
    const sent = this.prepared<[string], { leadId: string; channel: string; target: string }>(
      `SELECT lead_id AS leadId, channel, target FROM outbox WHERE sent_at IS NOT NULL AND lead_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
    ).all(JSON.stringify(rows.map((row) => row.id)))
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
    const ids = this.prepared<[string, number | null], { id: string }>(retentionSelection('?', '?'))
      .all(cutoff, recordsClosedBefore)
      .map((row) => row.id)
    return deleteSqliteLeads(this.db, this.erasable(), ids, 'retention')
  }

  claimJob(job: string, now: number, intervalMs: number): boolean {
    if (this.db.readonly) throw new Error('The lead store was opened read-only')
    return (
      this.prepared<[string, number, number]>(
        `INSERT INTO job_runs (name, last_run_at) VALUES (?, ?)
          ON CONFLICT (name) DO UPDATE SET last_run_at = excluded.last_run_at WHERE job_runs.last_run_at <= ? RETURNING name`,
      ).all(job, now, now - intervalMs).length === 1
    )
  }

  outboxHealth(): OutboxHealth {
    const row = this.statements.pendingHealth.get()
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

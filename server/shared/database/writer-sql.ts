import type Database from 'better-sqlite3'

/**
 * How long a statement of the inbox or the engagement waits for another process's write lock: past it the request is
 * answered 503 (a retry gets through) instead of holding the writer, and the leads queued behind it, for seconds.
 */
export const SHORT_BUSY_TIMEOUT_MS = 250

/**
 * How long an open transaction may wait for its next statement. Its statements are database work only (no network,
 * no files), milliseconds apart; past this the caller is taken to have lost it (a bug), and it is rolled back so the
 * writes queued behind it (visitors' leads) run.
 */
export const SESSION_IDLE_LIMIT_MS = 5000

/** How a statement's result comes back: its rows, its first row, or the rows it changed. */
export type SqlMode = 'all' | 'get' | 'run'

/** A statement's parameter as it crosses to the writer thread (a Buffer arrives as a Uint8Array). */
type Parameter = string | number | boolean | null | Uint8Array

const sqliteValue = (value: Parameter): string | number | null | Buffer => {
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength)
  return value
}

/** A statement's parameter (bytes: a BLOB). */
export type SqlParameter = string | number | boolean | null | Buffer

/**
 * The other features' statements, run by the writer thread: one at a time, or in a session (a transaction)
 * during which the writer runs nothing else.
 */
export interface SqlChannel {
  statement(session: number | null, mode: SqlMode, sql: string, params: readonly SqlParameter[]): Promise<unknown>
  begin(session: number): Promise<void>
  end(session: number, commit: boolean): Promise<void>
}

/**
 * The statements of the inbox and the engagement, run in the writer thread on its connection (docs/decisions/041).
 * A transaction is a session the main thread opens, fills statement by statement and ends; while it is open the
 * writer runs nothing else (the caller defers every other message), so two requests' transactions never mix.
 */
export class SqlSessions {
  private open: number | null = null
  private readonly statements = new Map<string, Database.Statement>()

  constructor(
    private readonly db: Database.Database,
    /** how long a statement of these features waits for another process's write lock (short: past it, 503) */
    private readonly busyTimeoutMs: number,
    /** the writer's own wait, restored after */
    private readonly writerBusyTimeoutMs: number,
  ) {}

  get isOpen(): boolean {
    return this.open !== null
  }

  /** Whether a message of `session` (undefined: not a session's) must wait for the open session to end. */
  mustWait(session: number | null | undefined): boolean {
    return this.open !== null && session !== this.open
  }

  private briefly<T>(work: () => T): T {
    this.db.pragma(`busy_timeout = ${String(this.busyTimeoutMs)}`)
    try {
      return work()
    } finally {
      this.db.pragma(`busy_timeout = ${String(this.writerBusyTimeoutMs)}`)
    }
  }

  begin(session: number): void {
    this.briefly(() => this.db.exec('BEGIN IMMEDIATE'))
    this.open = session
  }

  end(session: number, commit: boolean): void {
    if (this.open !== session) throw new Error('The transaction is not open')
    try {
      this.db.exec(commit ? 'COMMIT' : 'ROLLBACK')
    } catch (error) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK')
      throw error
    } finally {
      this.open = null
    }
  }

  /** Rolls back a session the main thread can no longer end (the writer is closing). */
  abort(): void {
    if (this.open === null) return
    this.open = null
    if (this.db.inTransaction) this.db.exec('ROLLBACK')
  }

  run(session: number | null, mode: SqlMode, sql: string, params: readonly Parameter[]): unknown {
    if (session !== null && session !== this.open) throw new Error('The transaction is not open')
    let statement = this.statements.get(sql)
    if (!statement) {
      statement = this.db.prepare(sql)
      this.statements.set(sql, statement)
    }
    const values = params.map(sqliteValue)
    const prepared = statement
    return this.briefly(() => {
      if (mode === 'all') return prepared.all(...values)
      if (mode === 'get') return prepared.reader ? prepared.get(...values) : prepared.all(...values)[0]
      return prepared.reader ? prepared.all(...values).length : prepared.run(...values).changes
    })
  }
}

import path from 'node:path'
import Database from 'better-sqlite3'
import type { Kysely } from 'kysely'
import pg from 'pg'
import { DATABASE_FILE } from './store-types'
import { SHORT_BUSY_TIMEOUT_MS, type SqlChannel } from './writer-sql'
import { QUERY_BUILDERS, statementText, type SqlValue, type Statement } from './query-builder'

export type { SqlValue } from './query-builder'

/**
 * What the inbox and the engagement need from either engine: statements built by `builder` for this engine, or one
 * SQL text for both (`?` parameters); bigints as numbers, `bool`.
 */
export interface InboxDb {
  readonly kind: 'sqlite' | 'postgres'
  /** the query builder for this engine: `.compile()` what it builds and pass it here */
  readonly builder: Kysely<object>
  all<T>(statement: Statement<T>, params?: readonly SqlValue[]): Promise<T[]>
  get<T>(statement: Statement<T>, params?: readonly SqlValue[]): Promise<T | undefined>
  run(statement: Statement<unknown>, params?: readonly SqlValue[]): Promise<number>
  transaction<T>(work: (db: InboxDb) => Promise<T>): Promise<T>
  bool(value: boolean): SqlValue
  close(): Promise<void>
}

/**
 * The SQLite file through a connection of its own, for the operator commands (another process than the server's).
 * Statements commit on the calling thread; in the server, `ThreadedSqliteDb` writes through the writer thread.
 */
export class SqliteInboxDb implements InboxDb {
  readonly kind = 'sqlite' as const
  readonly builder = QUERY_BUILDERS.sqlite
  private readonly db: Database.Database
  private readonly statements = new Map<string, Database.Statement>()
  private depth = 0

  constructor(dataDir: string) {
    this.db = new Database(path.join(dataDir, DATABASE_FILE), { fileMustExist: true })
    this.db.pragma('journal_mode = WAL')
    this.db.pragma('synchronous = FULL')
    this.db.pragma(`busy_timeout = ${String(SHORT_BUSY_TIMEOUT_MS)}`)
    this.db.pragma('secure_delete = ON')
  }

  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql)
    if (!statement) {
      statement = this.db.prepare(sql)
      this.statements.set(sql, statement)
    }
    return statement
  }

  async all<T>(query: Statement<T>, parameters: readonly SqlValue[] = []): Promise<T[]> {
    const { sql, params } = statementText(this.kind, query, parameters)
    return this.statement(sql).all(...params.map(sqliteValue)) as T[]
  }

  async get<T>(query: Statement<T>, parameters: readonly SqlValue[] = []): Promise<T | undefined> {
    const { sql, params } = statementText(this.kind, query, parameters)
    const statement = this.statement(sql)
    return (
      statement.reader ? statement.get(...params.map(sqliteValue)) : statement.all(...params.map(sqliteValue))[0]
    ) as T | undefined
  }

  async run(query: Statement<unknown>, parameters: readonly SqlValue[] = []): Promise<number> {
    const { sql, params } = statementText(this.kind, query, parameters)
    const statement = this.statement(sql)
    if (statement.reader) return statement.all(...params.map(sqliteValue)).length
    return statement.run(...params.map(sqliteValue)).changes
  }

  /** Statements are synchronous here, so no other request's statements interleave with `work`. */
  async transaction<T>(work: (db: InboxDb) => Promise<T>): Promise<T> {
    if (this.depth > 0) return work(this)
    this.db.exec('BEGIN IMMEDIATE')
    this.depth += 1
    try {
      const result = await work(this)
      this.db.exec('COMMIT')
      return result
    } catch (error) {
      this.db.exec('ROLLBACK')
      throw error
    } finally {
      this.depth -= 1
    }
  }

  bool(value: boolean): SqlValue {
    return value ? 1 : 0
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close()
  }
}

/** A BLOB comes back from the writer thread as a Uint8Array: a Buffer again, as the stores expect. */
function withBuffers<T>(row: T): T {
  if (!row || typeof row !== 'object') return row
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Uint8Array && !Buffer.isBuffer(value))
      (row as Record<string, unknown>)[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength)
  }
  return row
}

let sessions = 0

/**
 * The server's SQLite file for the inbox and the engagement (docs/decisions/041): every write, and every statement
 * of a transaction, runs in the writer thread, the file's one writer; other reads run here on a read-only connection.
 */
class ThreadedSqliteDb implements InboxDb {
  readonly kind = 'sqlite' as const
  readonly builder = QUERY_BUILDERS.sqlite

  constructor(
    private readonly channel: SqlChannel,
    private readonly reader: Database.Database,
    private readonly session: number | null = null,
  ) {}

  static open(channel: SqlChannel, dataDir: string): ThreadedSqliteDb {
    return new ThreadedSqliteDb(
      channel,
      new Database(path.join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true }),
    )
  }

  private readonly statements = new Map<string, Database.Statement>()

  /** A read outside a transaction, here; anything else, in the writer thread. */
  private async execute(
    mode: 'all' | 'get' | 'run',
    query: Statement<unknown>,
    parameters: readonly SqlValue[],
  ): Promise<unknown> {
    const { sql, params } = statementText(this.kind, query, parameters)
    if (this.session === null) {
      let statement = this.statements.get(sql)
      if (!statement) {
        statement = this.reader.prepare(sql)
        this.statements.set(sql, statement)
      }
      if (statement.readonly) {
        const values = params.map(sqliteValue)
        if (mode === 'all') return statement.all(...values)
        if (mode === 'get') return statement.get(...values)
        return statement.all(...values).length
      }
    }
    return this.channel.statement(this.session, mode, sql, params)
  }

  async all<T>(query: Statement<T>, params: readonly SqlValue[] = []): Promise<T[]> {
    return ((await this.execute('all', query, params)) as T[]).map(withBuffers)
  }

  async get<T>(query: Statement<T>, params: readonly SqlValue[] = []): Promise<T | undefined> {
    return withBuffers((await this.execute('get', query, params)) as T | undefined)
  }

  async run(query: Statement<unknown>, params: readonly SqlValue[] = []): Promise<number> {
    return (await this.execute('run', query, params)) as number
  }

  /** A session of the writer thread: no other statement runs there until it ends, so transactions never mix. */
  async transaction<T>(work: (db: InboxDb) => Promise<T>): Promise<T> {
    if (this.session !== null) return work(this)
    const session = (sessions += 1)
    await this.channel.begin(session)
    let result: T
    try {
      result = await work(new ThreadedSqliteDb(this.channel, this.reader, session))
    } catch (error) {
      await this.channel.end(session, false).catch(() => {})
      throw error
    }
    await this.channel.end(session, true)
    return result
  }

  bool(value: boolean): SqlValue {
    return value ? 1 : 0
  }

  async close(): Promise<void> {
    if (this.session === null && this.reader.open) this.reader.close()
  }
}

function sqliteValue(value: SqlValue): string | number | null | Buffer {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value
}

/** bigint (counts, milliseconds) as numbers: every one the inbox stores is far below 2^53. */
const TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient

export class PostgresInboxDb implements InboxDb {
  readonly kind = 'postgres' as const
  readonly builder = QUERY_BUILDERS.postgres
  constructor(
    private readonly pool: pg.Pool,
    private readonly client?: pg.PoolClient,
  ) {}

  private get target(): Queryable {
    return this.client ?? this.pool
  }

  private async query<T>(
    query: Statement<unknown>,
    parameters: readonly SqlValue[],
  ): Promise<pg.QueryResult<T & pg.QueryResultRow>> {
    const { sql, params } = statementText(this.kind, query, parameters)
    return (this.target as pg.Pool).query<T & pg.QueryResultRow>({
      text: sql,
      values: [...params],
      types: TYPES,
    })
  }

  async all<T>(query: Statement<T>, params: readonly SqlValue[] = []): Promise<T[]> {
    return (await this.query<T>(query, params)).rows
  }

  async get<T>(query: Statement<T>, params: readonly SqlValue[] = []): Promise<T | undefined> {
    return (await this.query<T>(query, params)).rows[0]
  }

  async run(query: Statement<unknown>, params: readonly SqlValue[] = []): Promise<number> {
    return (await this.query(query, params)).rowCount ?? 0
  }

  async transaction<T>(work: (db: InboxDb) => Promise<T>): Promise<T> {
    if (this.client) return work(this)
    const client = await this.pool.connect()
    let failed = false
    try {
      await client.query('BEGIN')
      const result = await work(new PostgresInboxDb(this.pool, client))
      await client.query('COMMIT')
      return result
    } catch (error) {
      failed = true
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      client.release(failed)
    }
  }

  bool(value: boolean): SqlValue {
    return value
  }

  /** The pool belongs to the collector's store, which closes it. */
  async close(): Promise<void> {}
}

export function openInboxDb(
  store: { kind: 'sqlite' | 'postgres' } & Partial<{ pool: pg.Pool; sqlChannel: SqlChannel }>,
  dataDir: string,
): InboxDb {
  if (store.kind === 'postgres') {
    if (!store.pool) throw new Error('The PostgreSQL store has no pool')
    return new PostgresInboxDb(store.pool)
  }
  if (!store.sqlChannel) throw new Error('The SQLite store has no writer thread')
  return ThreadedSqliteDb.open(store.sqlChannel, dataDir)
}

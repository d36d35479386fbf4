import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseIntrospector,
  type DialectAdapter,
  type QueryCompiler,
} from 'kysely'

/** A value as a statement's parameter (bytes: a BLOB on SQLite, a BYTEA on PostgreSQL). */
export type SqlValue = string | number | boolean | null | Buffer

/** A statement: built by the query builder for the engine, or SQL text with `?` parameters (not built yet). */
export type Statement<T> = CompiledQuery<T> | string

/**
 * Kysely builds the SQL and never runs it (a driver that connects nowhere): the layer runs what `.compile()` gives,
 * on SQLite in the writer thread (docs/decisions/041), on PostgreSQL through the shared pool.
 */
function builder(
  adapter: DialectAdapter,
  compiler: QueryCompiler,
  introspector: (db: Kysely<object>) => DatabaseIntrospector,
): Kysely<object> {
  return new Kysely<object>({
    dialect: {
      createAdapter: () => adapter,
      createDriver: () => new DummyDriver(),
      createIntrospector: introspector,
      createQueryCompiler: () => compiler,
    },
  })
}

export const QUERY_BUILDERS = {
  sqlite: builder(new SqliteAdapter(), new SqliteQueryCompiler(), (db) => new SqliteIntrospector(db)),
  postgres: builder(new PostgresAdapter(), new PostgresQueryCompiler(), (db) => new PostgresIntrospector(db)),
}

function numbered(sql: string): string {
  let index = 0
  return sql.replace(/\?/g, () => `$${String((index += 1))}`)
}

/** The text and parameters to send to the engine. */
export function statementText(
  kind: 'sqlite' | 'postgres',
  statement: Statement<unknown>,
  params: readonly SqlValue[],
): { sql: string; params: readonly SqlValue[] } {
  if (typeof statement !== 'string') return { sql: statement.sql, params: statement.parameters as readonly SqlValue[] }
  return { sql: kind === 'postgres' ? numbered(statement) : statement, params }
}

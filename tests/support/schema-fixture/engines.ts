/**
 * The schema-upgrade fixture on each engine: writing a database out as SQL text (small, readable in a diff), loading
 * it into a new database, and describing a database's schema and rows so two of them compare as JSON.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { postgresBinDir } from '../postgres'

/** Tables that hold rows only inside a transaction (an erasure's gate), so the fixture has none in them. */
export const EMPTY_BY_DESIGN = ['signature_erasure_gate']
/** The migration ledger: its rows say which migrations ran, not what the application stored. */
const LEDGER = ['schema_migrations', 'schema_versions', 'sqlite_sequence']

const squash = (sql: string | null) => (sql === null ? null : sql.replace(/\s+/g, ' ').trim())

function sqliteLiteral(value: unknown): string {
  if (value === null) return 'NULL'
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  if (Buffer.isBuffer(value)) return `X'${value.toString('hex')}'`
  return `'${String(value).replaceAll("'", "''")}'`
}

type MasterRow = { type: string; name: string; tbl_name: string; sql: string | null }

const sqliteObjects = (db: Database.Database) =>
  db
    .prepare('SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid')
    .all() as MasterRow[]

/** The SQLite file as SQL: tables, their rows, then indexes and triggers (which would refuse some of the inserts). */
export function dumpSqlite(file: string): string {
  const db = new Database(file, { readonly: true })
  try {
    const objects = sqliteObjects(db)
    const tables = objects.filter((object) => object.type === 'table' && !object.name.startsWith('sqlite_'))
    const lines = ['PRAGMA foreign_keys = OFF;', 'BEGIN;', ...tables.map((table) => `${table.sql!};`)]
    for (const name of [...tables.map((table) => table.name), 'sqlite_sequence']) {
      for (const row of db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all() as Array<Record<string, unknown>>) {
        const columns = Object.keys(row)
        lines.push(
          `INSERT INTO "${name}" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map((column) => sqliteLiteral(row[column])).join(', ')});`,
        )
      }
    }
    for (const object of objects)
      if (object.type === 'index' || object.type === 'trigger') lines.push(`${object.sql!};`)
    lines.push('COMMIT;', '')
    return lines.join('\n')
  } finally {
    db.close()
  }
}

export function loadSqlite(file: string, sql: string): void {
  const db = new Database(file)
  try {
    db.exec(sql)
  } finally {
    db.close()
  }
}

export interface DatabaseDescription {
  schema: unknown
  /** the columns whose rows were read, by table */
  selection: Record<string, string[]>
  /** each table's rows, those columns, in a stable order */
  rows: Record<string, unknown[]>
}

const hex = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, Buffer.isBuffer(value) ? value.toString('hex') : value]),
  )

/** Tables, columns, indexes and triggers; and the rows of `rowsOf` (table to columns), only those columns. */
export function describeSqlite(file: string, rowsOf?: Record<string, string[]>): DatabaseDescription {
  const db = new Database(file, { readonly: true })
  try {
    const objects = sqliteObjects(db)
    const tables = objects
      .filter((object) => object.type === 'table')
      .map((object) => object.name)
      .sort()
    const schema = {
      tables: Object.fromEntries(
        tables.map((table) => {
          const columns = (db.pragma(`table_info("${table}")`) as Array<Record<string, unknown>>)
            .map(({ cid: _cid, ...column }) => column)
            .sort((a, b) => String(a.name).localeCompare(String(b.name)))
          const indexes = (
            db.pragma(`index_list("${table}")`) as Array<{ name: string; unique: number; partial: number }>
          )
            .map((index) => ({
              name: index.name,
              unique: index.unique,
              partial: index.partial,
              columns: (db.pragma(`index_xinfo("${index.name}")`) as Array<{ name: string | null; key: number }>)
                .filter((column) => column.key === 1)
                .map((column) => column.name ?? '(expression)'),
              sql: squash(objects.find((object) => object.name === index.name)?.sql ?? null),
            }))
            .sort((a, b) => a.name.localeCompare(b.name))
          return [table, { columns, indexes }]
        }),
      ),
      triggers: objects
        .filter((object) => object.type === 'trigger')
        .map((object) => ({ name: object.name, table: object.tbl_name, sql: squash(object.sql) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    }
    const selection =
      rowsOf ??
      Object.fromEntries(
        tables
          .filter((table) => !LEDGER.includes(table))
          .map((table) => [table, (db.pragma(`table_info("${table}")`) as Array<{ name: string }>).map((c) => c.name)]),
      )
    const rows = Object.fromEntries(
      Object.entries(selection).map(([table, columns]) => {
        const list = columns.map((column) => `"${column}"`).join(', ')
        const order = columns.map((_column, index) => String(index + 1)).join(', ')
        const found = db.prepare(`SELECT ${list} FROM "${table}" ORDER BY ${order}`).all() as Array<
          Record<string, unknown>
        >
        return [table, found.map(hex)]
      }),
    )
    return { schema, selection, rows }
  } finally {
    db.close()
  }
}

/** The database at `url` as SQL text (plain INSERTs), without the lines that name the dumping machine's version. */
export function dumpPostgres(url: string): string {
  const { hostname, port, pathname, username } = new URL(url)
  const output = execFileSync(
    path.join(postgresBinDir(), 'pg_dump'),
    ['-h', hostname, '-p', port, '-U', username, '-d', pathname.slice(1), '--inserts', '--no-owner', '--no-privileges'],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  return `${output
    .split('\n')
    .filter((line) => !line.startsWith('--') && !line.startsWith('\\'))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export async function loadPostgres(url: string, sql: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query(sql)
  })
}

export async function describePostgres(url: string, rowsOf?: Record<string, string[]>): Promise<DatabaseDescription> {
  return withClient(url, async (client) => {
    const rowsFor = async (text: string) => (await client.query(text)).rows as Array<Record<string, unknown>>
    const columns = await rowsFor(
      `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
        WHERE table_schema = 'public' ORDER BY table_name, column_name`,
    )
    const schema = {
      columns,
      constraints: await rowsFor(
        `SELECT conrelid::regclass::text AS "table", conname, pg_get_constraintdef(oid) AS definition FROM pg_constraint
          WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`,
      ),
      indexes: await rowsFor(
        `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY tablename, indexname`,
      ),
      triggers: await rowsFor(
        `SELECT tgrelid::regclass::text AS "table", tgname, pg_get_triggerdef(oid) AS definition FROM pg_trigger
          WHERE NOT tgisinternal ORDER BY 1, 2`,
      ),
      functions: (
        await rowsFor(
          `SELECT proname, pg_get_functiondef(oid) AS definition FROM pg_proc WHERE pronamespace = 'public'::regnamespace ORDER BY 1`,
        )
      ).map((row) => ({ ...row, definition: squash(row.definition as string) })),
      sequences: await rowsFor(
        `SELECT sequence_name FROM information_schema.sequences WHERE sequence_schema = 'public' ORDER BY 1`,
      ),
    }
    const selection: Record<string, string[]> = rowsOf ?? {}
    if (!rowsOf)
      for (const column of columns) {
        const table = String(column.table_name)
        if (LEDGER.includes(table)) continue
        ;(selection[table] ??= []).push(String(column.column_name))
      }
    const rows: Record<string, unknown[]> = {}
    for (const [table, names] of Object.entries(selection)) {
      const list = names.map((name) => pg.escapeIdentifier(name)).join(', ')
      const order = names.map((_name, index) => String(index + 1)).join(', ')
      rows[table] = (await rowsFor(`SELECT ${list} FROM ${pg.escapeIdentifier(table)} ORDER BY ${order}`)).map(hex)
    }
    return { schema, selection, rows }
  })
}

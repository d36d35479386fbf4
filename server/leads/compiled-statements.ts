import type Database from 'better-sqlite3'
import type { CompiledQuery, Compilable } from 'kysely'

/** A parameter left open when a statement is compiled, filled in by name at each run. */
class Slot {
  constructor(readonly name: string) {}
}

/** The open parameters of one statement, named and typed by `Args`: `const p = slots<{ id: string }>(); p('id')`. */
export function slots<Args>() {
  return <Name extends keyof Args & string>(name: Name): Args[Name] => new Slot(name) as unknown as Args[Name]
}

/** The compiled statement's parameters with its slots filled from `args`, in the statement's order. */
function bind<Args>(compiled: CompiledQuery, args: Args): unknown[] {
  return compiled.parameters.map((value) => (value instanceof Slot ? args[value.name as keyof Args] : value))
}

/** A statement built once: its SQL text never changes, so PostgreSQL may prepare it by name. */
export function compileOnce<Args, Row = unknown>(query: Compilable<Row>) {
  const compiled = query.compile()
  return { sql: compiled.sql, values: (args: Args) => bind(compiled, args) }
}

export interface PreparedStatement<Args, Row> {
  run(args: Args): Database.RunResult
  get(args: Args): Row | undefined
  all(args: Args): Row[]
}

/** Built and compiled once, prepared once on the SQLite connection: each run only binds its parameters. */
export function prepareOnce<Args, Row = unknown>(
  db: Database.Database,
  query: Compilable<Row>,
): PreparedStatement<Args, Row> {
  const { sql, values } = compileOnce<Args, Row>(query)
  const statement = db.prepare<unknown[], Row>(sql)
  return {
    run: (args) => statement.run(values(args)),
    get: (args) => statement.get(values(args)),
    all: (args) => statement.all(values(args)),
  }
}

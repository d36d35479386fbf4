/**
 * Statements another feature runs in the same transaction as a lead's save (booking: the slot a schedule request
 * holds). The feature declares them in its migration list as data, compiled for each engine, so the writer thread
 * takes them at start and the lead store runs them without importing the feature: after the lead's insert, in the
 * entry's savepoint (SQLite) or its transaction (PostgreSQL). A refused step rolls the lead back with it.
 */
import type Database from 'better-sqlite3'
import type { CompiledQuery } from 'kysely'
import type pg from 'pg'
import type { SqlValue } from './query-builder'

/** A parameter filled at the save: the lead's id (`leadId`), the save's time (`now`), or a field of the entry's hold. */
interface SavedName {
  saved: string
}

export interface SavedStep {
  sql: string
  params: ReadonlyArray<SqlValue | SavedName>
  /** the step is a check: a row back refuses the save */
  refuseIfRow?: boolean
}

export interface SavedWithLead {
  /** the entry's field that carries the values (a schedule request's `booking`); an entry without it runs nothing */
  field: 'booking'
  sqlite: readonly SavedStep[]
  postgres: readonly SavedStep[]
  /** what a refused save throws (a row of a check, or a unique index refusing a step): its code crosses the thread */
  refusal: { code: string; message: string }
}

/** A row another feature reads with a lead (booking: the request's booking), put under `field` of the stored lead. */
export interface ReadWithLead {
  field: 'booking'
  sqlite: SavedStep
  postgres: SavedStep
}

const MARK = '\u0000saved:'

/** A placeholder for a value filled at the save, to build a step with the query builder. */
export function savedValue<T = never>(name: string): T {
  return `${MARK}${name}` as T
}

/** A compiled statement as a step: its placeholders become names. */
export function savedStep(query: CompiledQuery<unknown>, refuseIfRow = false): SavedStep {
  return {
    sql: query.sql,
    params: query.parameters.map((value) =>
      typeof value === 'string' && value.startsWith(MARK) ? { saved: value.slice(MARK.length) } : (value as SqlValue),
    ),
    ...(refuseIfRow ? { refuseIfRow } : {}),
  }
}

/** The one feature's declaration of `key` (booking's today): two would both claim the lead's `booking`. */
export function declaredBy<K extends 'savedWithLead' | 'readWithLead'>(
  features: ReadonlyArray<{ savedWithLead?: SavedWithLead; readWithLead?: ReadWithLead }>,
  key: K,
): { savedWithLead?: SavedWithLead; readWithLead?: ReadWithLead }[K] {
  const declared = features.flatMap((feature) => (feature[key] ? [feature[key]] : []))
  if (declared.length > 1) throw new Error(`Only one feature may declare ${key}`)
  return declared[0]
}

function refused(plan: SavedWithLead): Error {
  return Object.assign(new Error(plan.refusal.message), { code: plan.refusal.code })
}

export function valuesOf(step: SavedStep, values: Readonly<Record<string, unknown>>): SqlValue[] {
  return step.params.map((param) => {
    if (param === null || typeof param !== 'object' || Buffer.isBuffer(param)) return param
    const value = values[param.saved]
    if (value === undefined) throw new Error(`A statement saved with a lead names an unknown value: ${param.saved}`)
    return value as SqlValue
  })
}

/** The values a save fills in: the lead's id, the time, and the entry's field. */
export function savedValues(leadId: string, now: number, held: object): Record<string, unknown> {
  return { ...held, leadId, now }
}

const sqliteStatements = new WeakMap<Database.Database, Map<string, Database.Statement>>()

/** Runs the steps on the writer's connection, inside the caller's savepoint. */
export function runSavedSqlite(db: Database.Database, plan: SavedWithLead, values: Readonly<Record<string, unknown>>) {
  let cache = sqliteStatements.get(db)
  if (!cache) sqliteStatements.set(db, (cache = new Map()))
  for (const step of plan.sqlite) {
    let statement = cache.get(step.sql)
    if (!statement) cache.set(step.sql, (statement = db.prepare(step.sql)))
    const params = valuesOf(step, values).map((value) => (typeof value === 'boolean' ? Number(value) : value))
    try {
      if (statement.reader) {
        if (statement.all(...params).length > 0 && step.refuseIfRow) throw refused(plan)
      } else statement.run(...params)
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw refused(plan)
      throw error
    }
  }
}

const UNIQUE_VIOLATION = '23505'

/** Runs the steps on the connection of the lead's transaction. */
export async function runSavedPostgres(
  client: Pick<pg.PoolClient, 'query'>,
  plan: SavedWithLead,
  values: Readonly<Record<string, unknown>>,
): Promise<void> {
  for (const step of plan.postgres) {
    try {
      const result = await client.query(step.sql, valuesOf(step, values))
      if (step.refuseIfRow && (result.rowCount ?? 0) > 0) throw refused(plan)
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw refused(plan)
      throw error
    }
  }
}

/** Whether an error is the refusal of these steps (also one that crossed from the writer thread, with its code). */
export function isRefusal(plan: SavedWithLead | undefined, error: unknown): boolean {
  return plan !== undefined && (error as { code?: unknown } | null)?.code === plan.refusal.code
}

/**
 * What erasure and retention delete of a lead in the other features' tables, before the lead's own rows. Each
 * feature's migration list says it (`leadRows`), as data: the writer thread takes it at start, and the lead store
 * runs it on either engine without importing a feature. One list of statements, run by a synchronous driver (SQLite)
 * or an asynchronous one (a PostgreSQL client), as the signature gate's deletions always were (docs/decisions/035).
 */
import type Database from 'better-sqlite3'
import type pg from 'pg'
import type { FeatureMigrations } from './migrations'

export type ErasureReason = 'erasure' | 'retention'

/** Rows deleted one by one through a gate (the signatures): for each row `select` returns, `steps` run in order. */
export interface GatedDeletion {
  /** the rows to delete; `{leads}` stands for the subquery that lists the leads' ids */
  select: string
  /**
   * `@name` parameters come from the row's columns, `values`, the reason's values and `@now`; a step that `returns`
   * gives its RETURNING id to the later steps under that name
   */
  steps: ReadonlyArray<{ sql: string; returns?: string }>
  values: Readonly<Record<string, string | number>>
  byReason: Readonly<Record<ErasureReason, Readonly<Record<string, string>>>>
}

export type LeadRowDeletion =
  /** every row of `table` whose lead_id is one of the leads; counted as `countAs` in what the store reports */
  { table: string; countAs?: 'bookings' | 'invitations' } | { gated: GatedDeletion }

export type DeletedElsewhere = Partial<Record<'bookings' | 'invitations', number>>

/** The features' deletions in the order they run: the last feature's first, since a feature's rows may name an earlier one's. */
export function leadRowsOf(features: readonly FeatureMigrations[]): LeadRowDeletion[] {
  return [...features].reverse().flatMap((feature) => feature.leadRows ?? [])
}

interface Step {
  sql: string
  values: Record<string, unknown>
}

interface StepResult {
  rows: Array<Record<string, unknown>>
  changes: number
}

function* deletions(
  plan: readonly LeadRowDeletion[],
  leads: { subquery: string; ids: unknown },
  reason: ErasureReason,
  now: number,
): Generator<Step, DeletedElsewhere, StepResult> {
  const counts: DeletedElsewhere = {}
  for (const deletion of plan) {
    if ('table' in deletion) {
      const { changes } = yield {
        sql: `DELETE FROM ${deletion.table} WHERE lead_id IN (${leads.subquery})`,
        values: { leads: leads.ids },
      }
      if (deletion.countAs) counts[deletion.countAs] = (counts[deletion.countAs] ?? 0) + changes
      continue
    }
    const { gated } = deletion
    const { rows } = yield { sql: gated.select.replace('{leads}', leads.subquery), values: { leads: leads.ids } }
    for (const row of rows) {
      const context: Record<string, unknown> = { ...gated.values, ...gated.byReason[reason], now, ...row }
      for (const step of gated.steps) {
        const result = yield { sql: step.sql, values: context }
        if (step.returns) context[step.returns] = Number(Object.values(result.rows[0] ?? {})[0])
      }
    }
  }
  return counts
}

const namesIn = (sql: string) => [...new Set([...sql.matchAll(/@(\w+)/g)].map((match) => match[1] ?? ''))]

/** SQLite: runs the features' deletions inside the caller's transaction. */
export function deleteLeadRowsSqlite(
  db: Database.Database,
  plan: readonly LeadRowDeletion[],
  ids: readonly string[],
  reason: ErasureReason,
  now = Date.now(),
): DeletedElsewhere {
  const steps = deletions(
    plan,
    { subquery: 'SELECT value FROM json_each(@leads)', ids: JSON.stringify(ids) },
    reason,
    now,
  )
  let step = steps.next({ rows: [], changes: 0 })
  while (!step.done) {
    const { sql, values } = step.value
    const statement = db.prepare(sql)
    const names = namesIn(sql)
    const bound = Object.fromEntries(names.map((name) => [name, values[name]]))
    const args = names.length > 0 ? [bound] : []
    step = steps.next(
      statement.reader
        ? { rows: statement.all(...args) as Array<Record<string, unknown>>, changes: 0 }
        : { rows: [], changes: statement.run(...args).changes },
    )
  }
  return step.value
}

/** `@name` parameters as PostgreSQL's `$1`, `$2`…, each name once. */
function numbered(sql: string, values: Record<string, unknown>): { text: string; values: unknown[] } {
  const names: string[] = []
  const text = sql.replace(/@(\w+)/g, (_match, name: string) => {
    if (!names.includes(name)) names.push(name)
    return `$${String(names.indexOf(name) + 1)}`
  })
  return { text, values: names.map((name) => values[name]) }
}

/** PostgreSQL: the same, through the client of the caller's transaction. */
export async function deleteLeadRowsPostgres(
  query: (text: string, values?: unknown[]) => Promise<pg.QueryResult>,
  plan: readonly LeadRowDeletion[],
  ids: readonly string[],
  reason: ErasureReason,
  now = Date.now(),
): Promise<DeletedElsewhere> {
  const steps = deletions(plan, { subquery: 'SELECT unnest(@leads::text[])', ids: [...ids] }, reason, now)
  let step = steps.next({ rows: [], changes: 0 })
  while (!step.done) {
    const statement = numbered(step.value.sql, step.value.values)
    const result = await query(statement.text, statement.values)
    step = steps.next({ rows: result.rows as Array<Record<string, unknown>>, changes: result.rowCount ?? 0 })
  }
  return step.value
}

import { sql, type Compilable } from 'kysely'
import type pg from 'pg'
import { LEAD_QUERIES } from './lead-tables'
import { deleteLeadRowsPostgres, type LeadRowDeletion } from '../shared/database/lead-rows'
import type { DeletedRows } from '../shared/database/store-types'

const MAINTENANCE_TIMEOUT_MS = 10 * 60_000

/** Any of the leads named (one text array parameter). */
const named = (ids: readonly string[]) => q.fn.any(sql<string[]>`${[...ids]}::text[]`)

const q = LEAD_QUERIES.postgres

/**
 * Deletes the leads `ids` with their rows, in one transaction (the other features' rows as their migration lists say,
 * `leadRows`); outbox rows are locked first so no instance sends them.
 */
export async function deletePostgresLeads(
  pool: pg.Pool,
  leadRows: readonly LeadRowDeletion[],
  ids: readonly string[],
  reason: 'erasure' | 'retention',
): Promise<DeletedRows> {
  const client = await pool.connect()
  // The first retention pass over years of leads may take longer than a request's query may.
  const query = (text: string, values?: unknown[]) =>
    client.query({ text, values, query_timeout: MAINTENANCE_TIMEOUT_MS } as pg.QueryConfig)
  const run = (statement: Compilable) => {
    const { sql: text, parameters } = statement.compile()
    return query(text, [...parameters])
  }
  const remove = async (statement: Compilable) => (await run(statement)).rowCount ?? 0
  let failed = false
  try {
    await query('BEGIN')
    await query(`SET LOCAL statement_timeout = ${String(MAINTENANCE_TIMEOUT_MS)}`)
    await run(q.selectFrom('outbox').select('id').where('lead_id', '=', named(ids)).forUpdate())
    const elsewhere = await deleteLeadRowsPostgres(query, leadRows, ids, reason)
    const deliveries = await remove(q.deleteFrom('deliveries').where('lead_id', '=', named(ids)))
    const outbox = await remove(q.deleteFrom('outbox').where('lead_id', '=', named(ids)))
    const leads = await remove(q.deleteFrom('leads').where('id', '=', named(ids)))
    await query('COMMIT')
    return { leads, outbox, deliveries, bookings: elsewhere.bookings ?? 0, invitations: elsewhere.invitations ?? 0 }
  } catch (error) {
    failed = true
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release(failed)
  }
}

import type pg from 'pg'
import { deleteLeadRowsPostgres, type LeadRowDeletion } from '../shared/database/lead-rows'
import type { DeletedRows } from '../shared/database/store-types'

const MAINTENANCE_TIMEOUT_MS = 10 * 60_000

/** The leads named, as the statements below select them ($1, a text array). */
const SELECT_IDS = 'SELECT unnest($1::text[])'

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
  const remove = async (sql: string) => (await query(sql, [[...ids]])).rowCount ?? 0
  let failed = false
  try {
    await query('BEGIN')
    await query(`SET LOCAL statement_timeout = ${String(MAINTENANCE_TIMEOUT_MS)}`)
    await query(`SELECT id FROM outbox WHERE lead_id IN (${SELECT_IDS}) FOR UPDATE`, [[...ids]])
    const elsewhere = await deleteLeadRowsPostgres(query, leadRows, ids, reason)
    const deliveries = await remove(`DELETE FROM deliveries WHERE lead_id IN (${SELECT_IDS})`)
    const outbox = await remove(`DELETE FROM outbox WHERE lead_id IN (${SELECT_IDS})`)
    const leads = await remove(`DELETE FROM leads WHERE id IN (${SELECT_IDS})`)
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

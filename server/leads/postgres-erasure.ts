import type pg from 'pg'
import { deleteSignaturesPostgres } from '../engagement/signature-gate'
import { PostgresBookings } from '../booking/postgres-bookings'
import { LEAD_INBOX_TABLES } from './migrations'
import type { DeletedRows } from '../shared/database/store-types'

const MAINTENANCE_TIMEOUT_MS = 10 * 60_000

/** Deletes the leads `selectIds` names with their rows, in one transaction; outbox rows are locked first so no instance sends them. */
export async function deletePostgresLeads(
  pool: pg.Pool,
  selectIds: string,
  parameter: unknown,
  reason: 'erasure' | 'retention',
): Promise<DeletedRows> {
  const client = await pool.connect()
  // The first retention pass over years of leads may take longer than a request's query may.
  const query = (text: string, values?: unknown[]) =>
    client.query({ text, values, query_timeout: MAINTENANCE_TIMEOUT_MS } as pg.QueryConfig)
  let failed = false
  try {
    await query('BEGIN')
    await query(`SET LOCAL statement_timeout = ${String(MAINTENANCE_TIMEOUT_MS)}`)
    await query(`SELECT id FROM outbox WHERE lead_id IN (${selectIds}) FOR UPDATE`, [parameter])
    // signatures only through the audited gate, which leaves their tombstones
    await deleteSignaturesPostgres(query, selectIds, parameter, reason)
    for (const table of LEAD_INBOX_TABLES)
      await query(`DELETE FROM ${table} WHERE lead_id IN (${selectIds})`, [parameter])
    const { bookings, invitations } = await PostgresBookings.deleteFor(client, selectIds, parameter)
    const deliveries =
      (await query(`DELETE FROM deliveries WHERE lead_id IN (${selectIds})`, [parameter])).rowCount ?? 0
    const outbox = (await query(`DELETE FROM outbox WHERE lead_id IN (${selectIds})`, [parameter])).rowCount ?? 0
    const leads = (await query(`DELETE FROM leads WHERE id IN (${selectIds})`, [parameter])).rowCount ?? 0
    await query('COMMIT')
    return { leads, outbox, deliveries, bookings, invitations }
  } catch (error) {
    failed = true
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release(failed)
  }
}

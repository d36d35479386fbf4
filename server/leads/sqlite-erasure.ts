import type Database from 'better-sqlite3'
import { deleteLeadRowsSqlite, type LeadRowDeletion } from '../shared/database/lead-rows'
import type { DeletedRows } from '../shared/database/store-types'

const WAL_TRUNCATE_ATTEMPTS = 4
const WAL_TRUNCATE_PAUSE_MS = 50
const PAUSE = new Int32Array(new SharedArrayBuffer(4))

/** The leads named, as the statements below select them (one JSON array parameter). */
const SELECT_IDS = 'SELECT value FROM json_each(?)'

/**
 * Deletes the leads `ids` with every row that holds their data, in one transaction (the other features' rows as
 * their migration lists say, `leadRows`), then clears their old copies out of the WAL.
 */
export function deleteSqliteLeads(
  db: Database.Database,
  leadRows: readonly LeadRowDeletion[],
  ids: readonly string[],
  reason: 'erasure' | 'retention',
): DeletedRows {
  if (db.readonly) throw new Error('The lead store was opened read-only')
  const parameter = JSON.stringify(ids)
  const remove = (sql: string) => db.prepare<[string]>(sql).run(parameter).changes
  const deleted = db.transaction(() => {
    const elsewhere = deleteLeadRowsSqlite(db, leadRows, ids, reason)
    const deliveries = remove(`DELETE FROM deliveries WHERE lead_id IN (${SELECT_IDS})`)
    const outbox = remove(`DELETE FROM outbox WHERE lead_id IN (${SELECT_IDS})`)
    const leads = remove(`DELETE FROM leads WHERE id IN (${SELECT_IDS})`)
    return { leads, outbox, deliveries, bookings: elsewhere.bookings ?? 0, invitations: elsewhere.invitations ?? 0 }
  })()
  truncateWal(db)
  return deleted
}

// secure_delete zeroes the file's pages, but the WAL keeps older copies until a TRUNCATE checkpoint, which readers can hold up.
function truncateWal(db: Database.Database): void {
  let last = ''
  for (let attempt = 1; attempt <= WAL_TRUNCATE_ATTEMPTS; attempt += 1) {
    try {
      const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>
      if (result?.busy === 0) return
      last = 'a reader held an older snapshot'
    } catch (error) {
      // Another connection (the checkpointer thread) was checkpointing at the same moment.
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error
      last = (error as Error).message
    }
    Atomics.wait(PAUSE, 0, 0, WAL_TRUNCATE_PAUSE_MS * attempt)
  }
  throw new Error(
    `The leads were deleted, but their old copies could not be cleared from the write-ahead log (${last}); they are cleared at the next checkpoint or restart.`,
  )
}

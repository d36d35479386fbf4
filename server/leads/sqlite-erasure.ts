import type Database from 'better-sqlite3'
import { sql, type Compilable } from 'kysely'
import { LEAD_QUERIES } from './lead-tables'
import { deleteLeadRowsSqlite, type LeadRowDeletion } from '../shared/database/lead-rows'
import type { DeletedRows } from '../shared/database/store-types'

const WAL_TRUNCATE_ATTEMPTS = 4
const WAL_TRUNCATE_PAUSE_MS = 50
const PAUSE = new Int32Array(new SharedArrayBuffer(4))

const q = LEAD_QUERIES.sqlite

/** The leads named, as the statements below select them (one JSON array parameter). */
const named = (json: string) => q.selectFrom(sql<{ value: string }>`json_each(${json})`.as('ids')).select('ids.value')

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
  const remove = (statement: Compilable) => {
    const { sql: text, parameters } = statement.compile()
    return db.prepare(text).run(...parameters).changes
  }
  const deleted = db.transaction(() => {
    const elsewhere = deleteLeadRowsSqlite(db, leadRows, ids, reason)
    const deliveries = remove(q.deleteFrom('deliveries').where('lead_id', 'in', named(parameter)))
    const outbox = remove(q.deleteFrom('outbox').where('lead_id', 'in', named(parameter)))
    const leads = remove(q.deleteFrom('leads').where('id', 'in', named(parameter)))
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

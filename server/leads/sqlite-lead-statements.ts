import type Database from 'better-sqlite3'
import { sql, type Insertable } from 'kysely'
import type { StoredLead } from '../shared/database/store-types'
import { prepareOnce, slots } from './compiled-statements'
import { countLeads, NEW_LEAD_COLUMNS, selectLeads, selectPendingHealth, type NewLeadColumn } from './lead-queries'
import { LEAD_QUERIES, type LeadTables } from './lead-tables'

/** The SQLite lead store's statements, built with Kysely and compiled and prepared once (docs/decisions/041). */
export const q = LEAD_QUERIES.sqlite

/** A lead's row as SQLite returns it (spam 0 or 1). */
export type LeadRow = Omit<StoredLead, 'spam'> & { spam: number }

// A read-only database written before migration 3 has no case-detail columns.
function columnsOf(db: Database.Database): (column: string) => boolean {
  const present = new Set(
    (db.prepare('PRAGMA table_info(leads)').all() as Array<{ name: string }>).map((column) => column.name),
  )
  return (column) => present.has(column)
}

export type NewLeadArgs = Record<NewLeadColumn, string | number | null>
const newLead = slots<NewLeadArgs>()
type OutboxArgs = { leadId: string; channel: string; target: string; at: number }
const outbox = slots<OutboxArgs>()
type MarkArgs = { id: number; now: number; nextAttemptAt: number; error: string }
const mark = slots<MarkArgs>()
type ListArgs = { since: string; includeSpam: number }
const list = slots<ListArgs>()

/** The statements that read, prepared once when the store opens. */
export function readStatements(db: Database.Database) {
  return {
    findByKey: prepareOnce<{ key: string }, { id: string }>(
      db,
      q.selectFrom('leads').select('id').where('idempotency_key', '=', slots<{ key: string }>()('key')),
    ),
    getLead: prepareOnce<{ id: string }, LeadRow>(
      db,
      selectLeads(q, columnsOf(db)).where('id', '=', slots<{ id: string }>()('id')).$castTo<LeadRow>(),
    ),
    listLeads: prepareOnce<ListArgs, LeadRow>(
      db,
      selectLeads(q, columnsOf(db))
        .where('received_at', '>=', list('since'))
        .where((eb) => eb.or([eb('is_spam', '=', 0), eb.val(list('includeSpam')).$castTo<boolean>()]))
        .orderBy('received_at')
        .orderBy(sql`rowid`)
        .$castTo<LeadRow>(),
    ),
    countLeads: prepareOnce<object, { count: number }>(db, countLeads(q).$castTo<{ count: number }>()),
    nextDue: prepareOnce<object, { at: number | null }>(
      db,
      q
        .selectFrom('outbox')
        .select((eb) => eb.fn.min('next_attempt_at').as('at'))
        .where('sent_at', 'is', null),
    ),
    pendingHealth: prepareOnce<object, { pending: number; oldest: number | null }>(
      db,
      selectPendingHealth(q).$castTo<{ pending: number; oldest: number | null }>(),
    ),
  }
}

/** The statements that write, prepared once when the store opens writable. */
export function writeStatements(db: Database.Database) {
  return {
    insertLead: prepareOnce<NewLeadArgs, never>(
      db,
      q
        .insertInto('leads')
        .values(
          Object.fromEntries(NEW_LEAD_COLUMNS.map((column) => [column, newLead(column)])) as Insertable<
            LeadTables['leads']
          >,
        ),
    ),
    insertOutbox: prepareOnce<OutboxArgs, never>(
      db,
      q.insertInto('outbox').values({
        lead_id: outbox('leadId'),
        channel: outbox('channel'),
        target: outbox('target'),
        created_at: outbox('at'),
        next_attempt_at: outbox('at'),
      }),
    ),
    markSent: prepareOnce<MarkArgs, never>(
      db,
      q
        .updateTable('outbox')
        .set({ sent_at: mark('now'), attempts: (eb) => eb('attempts', '+', eb.lit(1)), last_error: null })
        .where('id', '=', mark('id')),
    ),
    markFailed: prepareOnce<MarkArgs, never>(
      db,
      q
        .updateTable('outbox')
        .set({
          attempts: (eb) => eb('attempts', '+', eb.lit(1)),
          next_attempt_at: mark('nextAttemptAt'),
          last_error: mark('error'),
        })
        .where('id', '=', mark('id')),
    ),
  }
}

/** The values of a JSON array parameter, as a set to match a column against. */
export function jsonValues(json: string) {
  return q.selectFrom(sql<{ value: string }>`json_each(${json})`.as('ids')).select('ids.value')
}

/**
 * The one way to delete a signature row, used by erasure and retention on both engines: for each row, an audit
 * row says why, a gate row opens the delete trigger for that record only, the delete leaves a tombstone (a
 * trigger writes it from the gate row and the chain), and the gate row is deleted again, all in the caller's
 * transaction: no other connection ever sees the gate open. One list of steps, run by a synchronous driver
 * (SQLite's writer) or an asynchronous one (a PostgreSQL client).
 */
import type Database from 'better-sqlite3'
import type pg from 'pg'
import { COUNTERSIGNATURE_KIND } from './countersignature-record'
import { SIGNATURE_DELETIONS, SIGNATURE_KIND } from './signature-chain'

type Reason = keyof typeof SIGNATURE_DELETIONS

interface Step {
  sql: string
  params: Array<string | number>
  /** the statement returns the new row's id, which the next steps receive */
  returnsId?: boolean
}

interface SignatureToDelete {
  engagementId: string
  leadId: string
}

function* deletionSteps(
  rows: readonly SignatureToDelete[],
  reason: Reason,
  now: number,
): Generator<Step, void, number> {
  for (const row of rows) {
    const auditId = yield {
      sql: 'INSERT INTO audit_log (at, actor_id, action, lead_id, subject_id) VALUES (?, NULL, ?, ?, ?) RETURNING id',
      params: [now, SIGNATURE_DELETIONS[reason], row.leadId, row.engagementId],
      returnsId: true,
    }
    // the firm's countersignature, when there is one, goes first and under the same audit row
    for (const kind of [COUNTERSIGNATURE_KIND, SIGNATURE_KIND])
      yield {
        sql: 'INSERT INTO signature_erasure_gate (kind, record_id, audit_id) VALUES (?, ?, ?)',
        params: [kind, row.engagementId, auditId],
      }
    yield { sql: 'DELETE FROM engagement_countersignatures WHERE engagement_id = ?', params: [row.engagementId] }
    yield { sql: 'DELETE FROM engagement_signatures WHERE engagement_id = ?', params: [row.engagementId] }
    yield {
      sql: 'DELETE FROM signature_erasure_gate WHERE kind IN (?, ?) AND record_id = ?',
      params: [COUNTERSIGNATURE_KIND, SIGNATURE_KIND, row.engagementId],
    }
  }
}

const selectRows = (selectIds: string) =>
  `SELECT engagement_id AS "engagementId", lead_id AS "leadId" FROM engagement_signatures WHERE lead_id IN (${selectIds}) ORDER BY engagement_id`

/** SQLite: deletes the signatures of the leads `selectIds` names, inside the caller's transaction. */
export function deleteSignaturesSqlite(
  db: Database.Database,
  selectIds: string,
  parameter: string,
  reason: Reason,
  now = Date.now(),
): number {
  const rows = db.prepare(selectRows(selectIds)).all(parameter) as SignatureToDelete[]
  const steps = deletionSteps(rows, reason, now)
  for (let step = steps.next(0); !step.done;) {
    const statement = db.prepare(step.value.sql)
    if (step.value.returnsId) step = steps.next((statement.get(...step.value.params) as { id: number }).id)
    else {
      statement.run(...step.value.params)
      step = steps.next(0)
    }
  }
  return rows.length
}

const numbered = (sql: string) => {
  let index = 0
  return sql.replace(/\?/g, () => `$${String((index += 1))}`)
}

/** PostgreSQL: the same, through the client of the caller's transaction. */
export async function deleteSignaturesPostgres(
  query: (text: string, values?: unknown[]) => Promise<pg.QueryResult>,
  selectIds: string,
  parameter: unknown,
  reason: Reason,
  now = Date.now(),
): Promise<number> {
  const rows = (await query(selectRows(selectIds), [parameter])).rows as SignatureToDelete[]
  const steps = deletionSteps(rows, reason, now)
  for (let step = steps.next(0); !step.done;) {
    const result = await query(numbered(step.value.sql), step.value.params)
    step = steps.next(step.value.returnsId ? Number((result.rows[0] as { id: number | string }).id) : 0)
  }
  return rows.length
}

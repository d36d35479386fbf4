import type { ClaimedItem } from '../shared/database/store-types'

/** Claims a route's due notifications under a lease (SKIP LOCKED: instances never claim the same row) and opens an attempt for each. */
export const CLAIM_DUE = `
  WITH due AS (
    SELECT id FROM outbox
    WHERE sent_at IS NULL AND channel = $1 AND target = $2 AND next_attempt_at <= $3 AND (lease_until IS NULL OR lease_until <= $3)
    ORDER BY next_attempt_at, id
    LIMIT $4
    FOR UPDATE SKIP LOCKED
  ), claimed AS (
    UPDATE outbox SET claimed_by = $5, lease_until = $3::bigint + $6::bigint FROM due WHERE outbox.id = due.id
    RETURNING outbox.id, outbox.lead_id, outbox.channel, outbox.target, outbox.created_at, outbox.attempts, outbox.next_attempt_at, outbox.last_error
  ), opened AS (
    INSERT INTO deliveries (outbox_id, lead_id, channel, target, instance, started_at)
    SELECT id, lead_id, channel, target, $5, $3 FROM claimed
    RETURNING id, outbox_id
  )
  SELECT claimed.id, claimed.lead_id AS "leadId", claimed.channel, claimed.target, claimed.created_at AS "createdAt",
    claimed.attempts, claimed.next_attempt_at AS "nextAttemptAt", claimed.last_error AS "lastError", opened.id AS "attemptId"
  FROM claimed JOIN opened ON opened.outbox_id = claimed.id
  ORDER BY claimed.next_attempt_at, claimed.id`

export const MARK_SENT = `
  WITH sent AS (
    UPDATE outbox SET sent_at = $2, attempts = attempts + 1, last_error = NULL, lease_until = NULL WHERE id = $1 AND sent_at IS NULL
  )
  UPDATE deliveries SET finished_at = $2, ok = true, detail = $3 WHERE id = $4`

export const MARK_FAILED = `
  WITH failed AS (
    UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $2, last_error = $3, lease_until = NULL WHERE id = $1 AND sent_at IS NULL
  )
  UPDATE deliveries SET finished_at = $4, ok = false, detail = $3 WHERE id = $5`

/** An outbox row as PostgreSQL returns it (bigints as text). */
export function toItem(row: Record<string, unknown>): ClaimedItem {
  return {
    id: Number(row.id),
    leadId: String(row.leadId),
    channel: row.channel === 'webhook' ? 'webhook' : 'mail',
    target: String(row.target),
    createdAt: Number(row.createdAt),
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.nextAttemptAt),
    lastError: (row.lastError as string | null) ?? null,
    ...(row.attemptId === undefined ? {} : { attemptId: Number(row.attemptId) }),
  }
}

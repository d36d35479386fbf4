/**
 * The one way to delete a signature row, used by erasure and retention on both engines: for each row, an audit
 * row says why, a gate row opens the delete trigger for that record only, the delete leaves a tombstone (a
 * trigger writes it from the gate row and the chain), and the gate row is deleted again, all in the caller's
 * transaction: no other connection ever sees the gate open. Data, not code: the engagement's migration list hands it
 * to the lead store, which runs it on either engine (server/shared/database/lead-rows.ts).
 */
import type { GatedDeletion } from '../shared/database/lead-rows'
import { COUNTERSIGNATURE_KIND } from './countersignature-record'
import { SIGNATURE_DELETIONS, SIGNATURE_KIND } from './signature-chain'

export const SIGNATURE_ERASURE: GatedDeletion = {
  select: `SELECT engagement_id AS "engagementId", lead_id AS "leadId" FROM engagement_signatures WHERE lead_id IN ({leads}) ORDER BY engagement_id`,
  steps: [
    {
      sql: 'INSERT INTO audit_log (at, actor_id, action, lead_id, subject_id) VALUES (@now, NULL, @action, @leadId, @engagementId) RETURNING id',
      returns: 'auditId',
    },
    // the firm's countersignature, when there is one, goes first and under the same audit row
    {
      sql: 'INSERT INTO signature_erasure_gate (kind, record_id, audit_id) VALUES (@countersignatureKind, @engagementId, @auditId)',
    },
    { sql: 'INSERT INTO signature_erasure_gate (kind, record_id, audit_id) VALUES (@kind, @engagementId, @auditId)' },
    { sql: 'DELETE FROM engagement_countersignatures WHERE engagement_id = @engagementId' },
    { sql: 'DELETE FROM engagement_signatures WHERE engagement_id = @engagementId' },
    {
      sql: 'DELETE FROM signature_erasure_gate WHERE kind IN (@countersignatureKind, @kind) AND record_id = @engagementId',
    },
  ],
  values: { kind: SIGNATURE_KIND, countersignatureKind: COUNTERSIGNATURE_KIND },
  byReason: {
    erasure: { action: SIGNATURE_DELETIONS.erasure },
    retention: { action: SIGNATURE_DELETIONS.retention },
  },
}

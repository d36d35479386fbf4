import type { AuditAction } from '~/lib/inbox/vocabulary'
import { InboxStorePart } from './inbox-store-part'

export interface AuditRecord {
  at: number
  actorName: string | null
  action: AuditAction
  leadId: string | null
  subjectId: string | null
}

/** The audit log: append only, ids and action names. */
export class AuditStore extends InboxStorePart {
  async audit(
    actorId: string | null,
    action: AuditAction,
    ids: { leadId?: string | null; subjectId?: string | null } = {},
  ): Promise<void> {
    await this.db.run('INSERT INTO audit_log (at, actor_id, action, lead_id, subject_id) VALUES (?, ?, ?, ?, ?)', [
      this.now(),
      actorId,
      action,
      ids.leadId ?? null,
      ids.subjectId ?? null,
    ])
  }

  async listAudit(leadId: string): Promise<AuditRecord[]> {
    const rows = await this.db.all<{
      at: number
      actor: string | null
      action: string
      lead_id: string | null
      subject_id: string | null
    }>(
      'SELECT a.at, s.name AS actor, a.action, a.lead_id, a.subject_id FROM audit_log a LEFT JOIN staff s ON s.id = a.actor_id WHERE a.lead_id = ? ORDER BY a.id',
      [leadId],
    )
    return rows.map((row) => ({
      at: Number(row.at),
      actorName: row.actor,
      action: row.action as AuditAction,
      leadId: row.lead_id,
      subjectId: row.subject_id,
    }))
  }
}

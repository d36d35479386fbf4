/**
 * The register's side of retention: the transaction that makes a request retained also enters its matter in the
 * register and writes both to the audit log; once it commits, the requests still undecided are screened again.
 */
import { firmTimeZone } from '~/lib/booking/firm-zone'
import type { AuditAction } from '~/lib/inbox/vocabulary'
import { calendarDateIn } from '~/lib/leads/case-dates'
import type { InboxDb } from '../shared/database/sql'
import type { MatterRegisterStore } from './matter-register-store'

/** An audit entry written in the caller's transaction: ids and the action only. */
export async function auditIn(
  tx: InboxDb,
  actorId: string | null,
  action: AuditAction,
  ids: { leadId?: string | null; subjectId?: string | null },
  at: number,
): Promise<void> {
  await tx.run('INSERT INTO audit_log (at, actor_id, action, lead_id, subject_id) VALUES (?, ?, ?, ?, ?)', [
    at,
    actorId,
    action,
    ids.leadId ?? null,
    ids.subjectId ?? null,
  ])
}

export interface Retention {
  engagementId: string
  /** the firm of the counsel who signed */
  counselFirm: string
  /** when the request was retained (ms) */
  at: number
}

export class MatterRegister {
  private readonly listeners: Array<() => void> = []

  constructor(readonly store: MatterRegisterStore) {}

  /** Called after each matter the register gains (the inbox's screening listens). */
  onMatterAdded(listener: () => void): void {
    this.listeners.push(listener)
  }

  matterAdded(): void {
    for (const listener of this.listeners) listener()
  }

  /**
   * One transaction: the request becomes retained, the audit log records counsel's signature, and the request's
   * matter enters the register (audited too). Returns the matter's id.
   */
  async retainRequest(leadId: string, retention: Retention): Promise<string | undefined> {
    const opened = calendarDateIn(firmTimeZone(), new Date(retention.at))
    const matter = await this.store.db.transaction(async (tx) => {
      await tx.run(
        `INSERT INTO lead_states (lead_id, status, updated_at) VALUES (?, 'retained', ?) ON CONFLICT (lead_id) DO UPDATE SET status = 'retained', updated_at = excluded.updated_at`,
        [leadId, retention.at],
      )
      const created = await this.store.createFromRetainedRequest(tx, {
        leadId,
        counselFirm: retention.counselFirm,
        opened,
      })
      if (created?.created)
        await auditIn(tx, null, 'matter.created', { leadId, subjectId: created.matterId }, retention.at)
      return created
    })
    if (matter?.created) this.matterAdded()
    return matter?.matterId
  }
}

/**
 * Staff's resolution of each possible conflict of a request ("not the same party", with the reason; or "disclosed
 * and waived", with what was disclosed), kept with the register's caption and side as they stood, each audited;
 * and, at sending, the request screened again against the register as it is now, so a hit that appeared since is
 * caught. SQL through the shared layer, on both engines.
 */
import {
  buildRegisterIndex,
  screenedNames,
  screenNames,
  type ConflictHit,
  type RegisterIndex,
} from '~/lib/conflicts/screen'
import type { ConflictResolutionForLetter, ConflictResolutionKind } from '~/lib/engagement/conflicts-paragraph'
import type { InboxDb } from '../shared/database/sql'
import type { InboxStore } from './inbox-store'
import { auditIn } from './matter-register'

export interface ConflictResolution extends ConflictResolutionForLetter {
  entryId: string
  detail: string
  resolvedAt: number
}

interface ResolutionRow {
  entry_id: string
  kind: ConflictResolutionKind
  detail: string
  matter_id: string
  caption: string
  side_retained: string
  resolved_at: number
}

const AUDIT_OF: Record<ConflictResolutionKind, 'conflict.not_same_party' | 'conflict.waived'> = {
  not_same_party: 'conflict.not_same_party',
  waived: 'conflict.waived',
}

/** What sending an engagement asks: the resolutions, and how many hits of the screen run now have none. */
export interface ConflictsAtSending {
  resolutions: ConflictResolution[]
  /** the register entries of the hits with no resolution */
  unresolved: string[]
}

export class ConflictResolutions {
  private index: { version: string; value: RegisterIndex } | undefined

  constructor(
    private readonly inbox: InboxStore,
    private readonly db: InboxDb = inbox.db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records (or replaces) the resolution of one register entry's possible conflict, with its audit entry. */
  async resolve(
    leadId: string,
    entryId: string,
    resolution: { kind: ConflictResolutionKind; detail: string; staffId: string },
  ): Promise<boolean> {
    const entry = await this.inbox.getRegisterEntry(entryId)
    if (!entry) return false
    const at = this.now()
    await this.db.transaction(async (tx) => {
      await tx.run('DELETE FROM conflict_resolutions WHERE lead_id = ? AND entry_id = ?', [leadId, entryId])
      await tx.run(
        'INSERT INTO conflict_resolutions (lead_id, entry_id, kind, detail, matter_id, caption, side_retained, staff_id, resolved_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [
          leadId,
          entryId,
          resolution.kind,
          resolution.detail,
          entry.matterId,
          entry.caption,
          entry.sideRetained,
          resolution.staffId,
          at,
        ],
      )
      await auditIn(tx, resolution.staffId, AUDIT_OF[resolution.kind], { leadId, subjectId: entryId }, at)
    })
    return true
  }

  async list(leadId: string): Promise<ConflictResolution[]> {
    const rows = await this.db.all<ResolutionRow>(
      'SELECT entry_id, kind, detail, matter_id, caption, side_retained, resolved_at FROM conflict_resolutions WHERE lead_id = ? ORDER BY resolved_at, entry_id',
      [leadId],
    )
    return rows.map((row) => ({
      entryId: row.entry_id,
      kind: row.kind,
      detail: row.detail,
      matterId: row.matter_id,
      caption: row.caption,
      sideRetained: row.side_retained,
      resolvedAt: Number(row.resolved_at),
    }))
  }

  /** The request's possible conflicts against the register as it is now (nothing is saved). */
  async currentHits(leadId: string): Promise<ConflictHit[]> {
    const [lead] = await this.inbox.leadParties([leadId])
    if (!lead) return []
    const version = await this.inbox.registerVersion()
    if (this.index?.version !== version)
      this.index = { version, value: buildRegisterIndex(await this.inbox.listRegister()) }
    return screenNames(screenedNames(lead), this.index.value)
  }

  /** The resolutions of the hits the screen finds now, and how many of those hits have none. */
  async atSending(leadId: string): Promise<ConflictsAtSending> {
    const hits = new Set((await this.currentHits(leadId)).map((hit) => hit.entryId))
    const resolutions = (await this.list(leadId)).filter((resolution) => hits.has(resolution.entryId))
    const resolved = new Set(resolutions.map((resolution) => resolution.entryId))
    return { resolutions, unresolved: [...hits].filter((entryId) => !resolved.has(entryId)) }
  }
}

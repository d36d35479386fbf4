import type { ConflictHit, ScreenedField } from '~/lib/conflicts/screen'
import { InboxStorePart } from './inbox-store-part'
import type { RegisterEntry } from './register-store'
import { ensureState } from './request-store'

export interface ConflictRecord extends RegisterEntry {
  field: ScreenedField
  leadName: string
  score: number
}

export interface LeadParties {
  id: string
  receivedAt: string
  formType: string
  organization: string
  plaintiffs: string | null
  defendants: string | null
  counselFirm: string | null
  disclosureDeadline: string | null
}

/** The requests' parties, and the conflict screening's results. */
export class ScreeningStore extends InboxStorePart {
  async leadParties(ids?: readonly string[]): Promise<LeadParties[]> {
    const columns = `id, received_at AS "receivedAt", form_type AS "formType", organization, plaintiffs, defendants, counsel_firm AS "counselFirm", disclosure_deadline AS "disclosureDeadline"`
    if (ids === undefined) return this.db.all<LeadParties>(`SELECT ${columns} FROM leads ORDER BY received_at, id`)
    const found: LeadParties[] = []
    for (const id of ids) {
      const row = await this.db.get<LeadParties>(`SELECT ${columns} FROM leads WHERE id = ?`, [id])
      if (row) found.push(row)
    }
    return found
  }

  async unscreenedLeadIds(): Promise<string[]> {
    return (
      await this.db.all<{ id: string }>(
        'SELECT l.id FROM leads l LEFT JOIN lead_states s ON s.lead_id = l.id WHERE s.screened_at IS NULL ORDER BY l.received_at',
      )
    ).map((row) => row.id)
  }

  /** Replaces a request's possible conflicts with these, and records when it was screened and whether it is urgent. */
  async saveScreening(leadId: string, hits: readonly ConflictHit[], urgent: boolean): Promise<void> {
    await this.db.transaction(async (db) => {
      const exists = await db.get<{ id: string }>('SELECT id FROM leads WHERE id = ?', [leadId])
      if (!exists) return
      await ensureState(db, leadId, this.now())
      await db.run('UPDATE lead_states SET screened_at = ?, urgent = ? WHERE lead_id = ?', [
        this.now(),
        urgent ? 1 : 0,
        leadId,
      ])
      await db.run('DELETE FROM conflict_hits WHERE lead_id = ?', [leadId])
      for (const hit of hits) {
        await db.run(
          'INSERT INTO conflict_hits (lead_id, entry_id, lead_field, lead_name, score, screened_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
          [leadId, hit.entryId, hit.field, hit.leadName, hit.score, this.now()],
        )
      }
    })
  }

  async listConflicts(leadId: string): Promise<ConflictRecord[]> {
    const rows = await this.db.all<RegisterEntry & { field: string; leadName: string; score: number }>(
      `SELECT r.id, r.matter_id AS "matterId", r.caption, r.name, r.role, r.side_retained AS "sideRetained", r.opened, r.closed,
          h.lead_field AS field, h.lead_name AS "leadName", h.score
        FROM conflict_hits h JOIN conflict_register r ON r.id = h.entry_id WHERE h.lead_id = ? ORDER BY h.score DESC, r.matter_id, r.name`,
      [leadId],
    )
    return rows.map((row) => ({ ...row, field: row.field as ScreenedField, score: Number(row.score) }))
  }
}

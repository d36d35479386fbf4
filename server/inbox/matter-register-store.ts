/**
 * The matters the firm's own system created (from a retained request, or added by staff in the inbox), beside the
 * register's rows (`conflict_register`): their yearly numbers, the request each came from, and which matter ids an
 * import must leave alone. SQL through the shared layer, on both engines.
 */
import { randomUUID } from 'node:crypto'
import { matterIdOf, matterRowsOf, type MatterRow } from '~/lib/conflicts/matter-from-request'
import { nameKey } from '~/lib/conflicts/names'
import type { InboxDb } from '../shared/database/sql'

/** Where a matter created here came from. */
export type MatterOrigin = 'request' | 'inbox'

interface RetainedLeadRow {
  plaintiffs: string | null
  defendants: string | null
  case_number: string | null
  organization: string
  retained_by: string | null
}

export interface RetainedMatter {
  leadId: string
  /** the firm of the counsel who signed; the request's organization when none is given */
  counselFirm: string
  /** the firm's date the matter opens (YYYY-MM-DD) */
  opened: string
}

const newEntryId = () => `mx_${randomUUID().replaceAll('-', '')}`

/** Inserts the rows of a matter, in the transaction given. */
async function insertMatterRows(tx: InboxDb, rows: readonly MatterRow[], now: number): Promise<void> {
  for (const row of rows)
    await tx.run(
      'INSERT INTO conflict_register (id, matter_id, caption, name, name_key, role, side_retained, opened, closed, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        newEntryId(),
        row.matterId,
        row.caption,
        row.name,
        nameKey(row.name),
        row.role,
        row.sideRetained,
        row.opened,
        row.closed,
        now,
      ],
    )
}

export class MatterRegisterStore {
  constructor(
    readonly db: InboxDb,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The next matter id of the year, taken in the caller's transaction: the counter's row stays locked until it
   * ends, so two instances on PostgreSQL never take the same number; an id the register already holds (an
   * imported matter of that name) is passed over.
   */
  async nextMatterId(tx: InboxDb, year: number): Promise<string> {
    for (;;) {
      await tx.run(
        'INSERT INTO matter_sequences (year, last_number) VALUES (?, 1) ON CONFLICT (year) DO UPDATE SET last_number = matter_sequences.last_number + 1',
        [year],
      )
      const row = await tx.get<{ last_number: number }>('SELECT last_number FROM matter_sequences WHERE year = ?', [
        year,
      ])
      const matterId = matterIdOf(year, Number(row?.last_number))
      const taken = await tx.get<{ n: number }>(
        'SELECT (SELECT count(*) FROM conflict_register WHERE matter_id = ?) + (SELECT count(*) FROM register_matters WHERE matter_id = ?) AS n',
        [matterId, matterId],
      )
      if (Number(taken?.n ?? 0) === 0) return matterId
    }
  }

  /**
   * The retained request's matter, written in the transaction that retains it: its number, its rows (each party
   * with their role, counsel's firm as counsel, the side retained, the opened date) and its link to the request.
   * A request retained again keeps the matter it has (`created` false). Nothing for a request not stored.
   */
  async createFromRetainedRequest(
    tx: InboxDb,
    matter: RetainedMatter,
  ): Promise<{ matterId: string; created: boolean } | undefined> {
    const existing = await tx.get<{ matter_id: string }>('SELECT matter_id FROM register_matters WHERE lead_id = ?', [
      matter.leadId,
    ])
    if (existing) return { matterId: existing.matter_id, created: false }
    const lead = await tx.get<RetainedLeadRow>(
      'SELECT plaintiffs, defendants, case_number, organization, retained_by FROM leads WHERE id = ?',
      [matter.leadId],
    )
    if (!lead) return undefined
    const matterId = await this.nextMatterId(tx, Number(matter.opened.slice(0, 4)))
    const rows = matterRowsOf(
      {
        plaintiffs: lead.plaintiffs,
        defendants: lead.defendants,
        caseNumber: lead.case_number,
        counselFirm: matter.counselFirm.trim() || lead.organization,
        retainedBy: lead.retained_by,
      },
      { matterId, opened: matter.opened, reference: matter.leadId },
    )
    await insertMatterRows(tx, rows, this.now())
    await tx.run(
      'INSERT INTO register_matters (matter_id, origin, lead_id, created_by, created_at) VALUES (?, ?, ?, ?, ?)',
      [matterId, 'request' satisfies MatterOrigin, matter.leadId, null, this.now()],
    )
    return { matterId, created: true }
  }

  /** Whether the register holds any row of this matter. */
  async hasMatter(matterId: string): Promise<boolean> {
    const row = await this.db.get<{ n: number }>('SELECT count(*) AS n FROM conflict_register WHERE matter_id = ?', [
      matterId,
    ])
    return Number(row?.n ?? 0) > 0
  }

  /** Records a matter staff added in the inbox, so an import leaves it alone. */
  async markAddedInInbox(matterId: string, staffId: string): Promise<void> {
    await this.db.run(
      'INSERT INTO register_matters (matter_id, origin, lead_id, created_by, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (matter_id) DO NOTHING',
      [matterId, 'inbox' satisfies MatterOrigin, null, staffId, this.now()],
    )
  }

  /** The matter the request became, if it was retained. */
  async matterOfRequest(leadId: string): Promise<string | undefined> {
    return (
      await this.db.get<{ matter_id: string }>('SELECT matter_id FROM register_matters WHERE lead_id = ?', [leadId])
    )?.matter_id
  }

  /** Of these matter ids, those created here, each with where it came from: an import skips their rows. */
  async createdHere(matterIds: readonly string[]): Promise<Map<string, MatterOrigin>> {
    const found = new Map<string, MatterOrigin>()
    for (const matterId of new Set(matterIds)) {
      const row = await this.db.get<{ origin: MatterOrigin }>(
        'SELECT origin FROM register_matters WHERE matter_id = ?',
        [matterId],
      )
      if (row) found.set(matterId, row.origin)
    }
    return found
  }

  /** The matter ids created here, for the register page's marks. */
  async originsOfAll(): Promise<Map<string, MatterOrigin>> {
    const rows = await this.db.all<{ matter_id: string; origin: MatterOrigin }>(
      'SELECT matter_id, origin FROM register_matters',
    )
    return new Map(rows.map((row) => [row.matter_id, row.origin]))
  }

  /** Closes every row of the matter on the date given (or opens it again with null); the number of rows changed. */
  async closeMatter(matterId: string, closed: string | null): Promise<number> {
    return this.db.run('UPDATE conflict_register SET closed = ?, updated_at = ? WHERE matter_id = ?', [
      closed,
      this.now(),
      matterId,
    ])
  }

  /** The requests a new matter may concern: every one not yet retained or declined. */
  async undecidedLeadIds(): Promise<string[]> {
    const rows = await this.db.all<{ id: string }>(
      "SELECT l.id FROM leads l LEFT JOIN lead_states s ON s.lead_id = l.id WHERE s.status IS NULL OR s.status NOT IN ('retained', 'declined') ORDER BY l.received_at, l.id",
    )
    return rows.map((row) => row.id)
  }
}

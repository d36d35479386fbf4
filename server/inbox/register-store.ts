import { randomUUID } from 'node:crypto'
import { nameKey } from '~/lib/conflicts/names'
import type { RegisterEntryView } from '~/inbox/view-types'
import type { PartyRole, RetainedSide } from '~/lib/inbox/vocabulary'
import { InboxStorePart } from './inbox-store-part'

export interface RegisterEntryInput {
  matterId: string
  caption: string
  name: string
  role: PartyRole
  sideRetained: RetainedSide
  opened: string
  closed: string | null
}

export type RegisterEntry = RegisterEntryView

const REGISTER_COLUMNS =
  'id, matter_id AS "matterId", caption, name, role, side_retained AS "sideRetained", opened, closed'

/** The matter register, the list of past and present matters a request is screened against. */
export class RegisterStore extends InboxStorePart {
  /** Adds the entries, or updates the one with the same matter, name (normalized) and role: an import run twice changes nothing. */
  async upsertRegister(
    entries: readonly RegisterEntryInput[],
  ): Promise<{ added: number; updated: number; ids: string[] }> {
    return this.db.transaction(async (db) => {
      let added = 0
      let updated = 0
      const ids: string[] = []
      for (const entry of entries) {
        const key = nameKey(entry.name)
        const existing = await db.get<{ id: string }>(
          'SELECT id FROM conflict_register WHERE matter_id = ? AND name_key = ? AND role = ?',
          [entry.matterId, key, entry.role],
        )
        if (existing) {
          updated += 1
          ids.push(existing.id)
          await db.run(
            'UPDATE conflict_register SET caption = ?, name = ?, side_retained = ?, opened = ?, closed = ?, updated_at = ? WHERE id = ?',
            [entry.caption, entry.name, entry.sideRetained, entry.opened, entry.closed, this.now(), existing.id],
          )
        } else {
          added += 1
          const id = `mx_${randomUUID().replaceAll('-', '')}`
          ids.push(id)
          await db.run(
            'INSERT INTO conflict_register (id, matter_id, caption, name, name_key, role, side_retained, opened, closed, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
            [
              id,
              entry.matterId,
              entry.caption,
              entry.name,
              key,
              entry.role,
              entry.sideRetained,
              entry.opened,
              entry.closed,
              this.now(),
            ],
          )
        }
      }
      return { added, updated, ids }
    })
  }

  async updateRegisterEntry(id: string, entry: RegisterEntryInput): Promise<boolean> {
    const changed = await this.db.run(
      'UPDATE conflict_register SET matter_id = ?, caption = ?, name = ?, name_key = ?, role = ?, side_retained = ?, opened = ?, closed = ?, updated_at = ? WHERE id = ?',
      [
        entry.matterId,
        entry.caption,
        entry.name,
        nameKey(entry.name),
        entry.role,
        entry.sideRetained,
        entry.opened,
        entry.closed,
        this.now(),
        id,
      ],
    )
    return changed === 1
  }

  async removeRegisterEntry(id: string): Promise<boolean> {
    return this.db.transaction(async (db) => {
      await db.run('DELETE FROM conflict_hits WHERE entry_id = ?', [id])
      return (await db.run('DELETE FROM conflict_register WHERE id = ?', [id])) === 1
    })
  }

  async getRegisterEntry(id: string): Promise<RegisterEntry | undefined> {
    return this.db.get<RegisterEntry>(`SELECT ${REGISTER_COLUMNS} FROM conflict_register WHERE id = ?`, [id])
  }

  async listRegister(): Promise<RegisterEntry[]> {
    return this.db.all<RegisterEntry>(
      `SELECT ${REGISTER_COLUMNS} FROM conflict_register ORDER BY matter_id, role, name`,
    )
  }

  async registerVersion(): Promise<string> {
    const row = await this.db.get<{ n: number; latest: number | null }>(
      'SELECT count(*) AS n, max(updated_at) AS latest FROM conflict_register',
    )
    return `${String(row?.n ?? 0)}:${String(row?.latest ?? 0)}`
  }
}

import { randomUUID } from 'node:crypto'
import type { StaffRole } from '~/lib/inbox/vocabulary'
import { InboxStorePart } from './inbox-store-part'

export interface StaffMember {
  id: string
  email: string
  name: string
  role: StaffRole
  webauthnUserId: string
  active: boolean
}

export type StaffRow = {
  id: string
  email: string
  name: string
  role: string
  webauthn_user_id: string
  active: number
}

export const toStaff = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role === 'admin' ? 'admin' : 'staff',
  webauthnUserId: row.webauthn_user_id,
  active: Number(row.active) === 1,
})
const STAFF_COLUMNS = 'id, email, name, role, webauthn_user_id, active'

/** The firm's staff: who may sign in to the inbox, with which role. */
export class StaffStore extends InboxStorePart {
  async hasStaff(): Promise<boolean> {
    return (await this.db.get<{ n: number }>('SELECT count(*) AS n FROM staff WHERE active = 1'))!.n > 0
  }

  /** Creates the person, or updates their name and role (and makes them active again) when the address is known. */
  async upsertStaff(input: { email: string; name: string; role: StaffRole }): Promise<StaffMember> {
    return this.db.transaction(async (db) => {
      const existing = await db.get<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM staff WHERE lower(email) = lower(?)`, [
        input.email,
      ])
      if (existing) {
        await db.run('UPDATE staff SET name = ?, role = ?, active = 1 WHERE id = ?', [
          input.name,
          input.role,
          existing.id,
        ])
        return { ...toStaff(existing), name: input.name, role: input.role, active: true }
      }
      const staff: StaffMember = {
        id: `st_${randomUUID().replaceAll('-', '')}`,
        email: input.email,
        name: input.name,
        role: input.role,
        webauthnUserId: randomUUID(),
        active: true,
      }
      await db.run(
        'INSERT INTO staff (id, email, name, role, webauthn_user_id, active, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
        [staff.id, staff.email, staff.name, staff.role, staff.webauthnUserId, this.now()],
      )
      return staff
    })
  }

  async getStaff(id: string): Promise<StaffMember | undefined> {
    const row = await this.db.get<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM staff WHERE id = ?`, [id])
    return row ? toStaff(row) : undefined
  }

  async findStaffByEmail(email: string): Promise<StaffMember | undefined> {
    const row = await this.db.get<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM staff WHERE lower(email) = lower(?)`, [email])
    return row ? toStaff(row) : undefined
  }

  async listStaff(): Promise<Array<StaffMember & { passkeys: number }>> {
    const rows = await this.db.all<StaffRow & { passkeys: number }>(
      `SELECT ${STAFF_COLUMNS}, (SELECT count(*) FROM passkeys p WHERE p.staff_id = staff.id) AS passkeys FROM staff WHERE active = 1 ORDER BY name, id`,
    )
    return rows.map((row) => ({ ...toStaff(row), passkeys: Number(row.passkeys) }))
  }

  /** Ends the person's sessions, removes their passkeys and unused links, and makes them inactive. */
  async removeStaff(id: string): Promise<void> {
    await this.db.transaction(async (db) => {
      await db.run('UPDATE inbox_sessions SET revoked_at = ? WHERE staff_id = ? AND revoked_at IS NULL', [
        this.now(),
        id,
      ])
      await db.run('DELETE FROM passkeys WHERE staff_id = ?', [id])
      await db.run('DELETE FROM enrollments WHERE staff_id = ?', [id])
      await db.run('UPDATE staff SET active = 0 WHERE id = ?', [id])
    })
  }
}

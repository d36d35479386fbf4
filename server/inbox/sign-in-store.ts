import { InboxStorePart } from './inbox-store-part'
import { type StaffMember, type StaffRow, toStaff } from './staff-store'

export interface Passkey {
  id: string
  staffId: string
  publicKey: string
  counter: number
  transports: string[]
}

export interface SessionRecord {
  staff: StaffMember
  createdAt: number
  lastSeenAt: number
  revokedAt: number | null
}

export interface ChallengeRecord {
  purpose: 'register' | 'authenticate'
  challenge: string
  staffId: string | null
}

/** Enrollment links, passkeys, WebAuthn challenges and sessions. */
export class SignInStore extends InboxStorePart {
  async createEnrollment(staffId: string, tokenHash: string, expiresAt: number): Promise<void> {
    await this.db.run('INSERT INTO enrollments (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [
      tokenHash,
      staffId,
      this.now(),
      expiresAt,
    ])
  }

  async findEnrollment(tokenHash: string): Promise<StaffMember | undefined> {
    const row = await this.db.get<StaffRow>(
      `SELECT s.id, s.email, s.name, s.role, s.webauthn_user_id, s.active FROM enrollments e JOIN staff s ON s.id = e.staff_id
        WHERE e.token_hash = ? AND e.used_at IS NULL AND e.expires_at > ? AND s.active = 1`,
      [tokenHash, this.now()],
    )
    return row ? toStaff(row) : undefined
  }

  /** Stores the passkey and uses up the link, together: a link registers one passkey. */
  async addPasskeyWithEnrollment(tokenHash: string, passkey: Passkey): Promise<boolean> {
    return this.db.transaction(async (db) => {
      const used = await db.run(
        'UPDATE enrollments SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? AND staff_id = ?',
        [this.now(), tokenHash, this.now(), passkey.staffId],
      )
      if (used !== 1) return false
      await db.run(
        'INSERT INTO passkeys (id, staff_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [passkey.id, passkey.staffId, passkey.publicKey, passkey.counter, passkey.transports.join(','), this.now()],
      )
      return true
    })
  }

  async findPasskey(id: string): Promise<Passkey | undefined> {
    const row = await this.db.get<{
      id: string
      staff_id: string
      public_key: string
      counter: number
      transports: string
    }>('SELECT id, staff_id, public_key, counter, transports FROM passkeys WHERE id = ?', [id])
    return row
      ? {
          id: row.id,
          staffId: row.staff_id,
          publicKey: row.public_key,
          counter: Number(row.counter),
          transports: row.transports ? row.transports.split(',') : [],
        }
      : undefined
  }

  async listPasskeyIds(staffId: string): Promise<string[]> {
    return (await this.db.all<{ id: string }>('SELECT id FROM passkeys WHERE staff_id = ?', [staffId])).map(
      (row) => row.id,
    )
  }

  async usePasskey(id: string, counter: number): Promise<void> {
    await this.db.run('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?', [counter, this.now(), id])
  }

  // WebAuthn challenges: in the store, so a ceremony begun on one instance ends on any other.

  async saveChallenge(id: string, record: ChallengeRecord, expiresAt: number): Promise<void> {
    await this.db.run('DELETE FROM webauthn_challenges WHERE expires_at <= ?', [this.now()])
    await this.db.run(
      'INSERT INTO webauthn_challenges (id, purpose, challenge, staff_id, expires_at) VALUES (?, ?, ?, ?, ?)',
      [id, record.purpose, record.challenge, record.staffId, expiresAt],
    )
  }

  /** The challenge, once: taking it deletes it. */
  async takeChallenge(id: string, purpose: ChallengeRecord['purpose']): Promise<ChallengeRecord | undefined> {
    const row = await this.db.get<{ purpose: string; challenge: string; staff_id: string | null }>(
      'DELETE FROM webauthn_challenges WHERE id = ? AND purpose = ? AND expires_at > ? RETURNING purpose, challenge, staff_id',
      [id, purpose, this.now()],
    )
    return row ? { purpose, challenge: row.challenge, staffId: row.staff_id } : undefined
  }

  async createSession(idHash: string, staffId: string): Promise<void> {
    const now = this.now()
    await this.db.run('INSERT INTO inbox_sessions (id_hash, staff_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)', [
      idHash,
      staffId,
      now,
      now,
    ])
  }

  async findSession(idHash: string): Promise<SessionRecord | undefined> {
    const row = await this.db.get<StaffRow & { created_at: number; last_seen_at: number; revoked_at: number | null }>(
      `SELECT s.id, s.email, s.name, s.role, s.webauthn_user_id, s.active, x.created_at, x.last_seen_at, x.revoked_at
        FROM inbox_sessions x JOIN staff s ON s.id = x.staff_id WHERE x.id_hash = ?`,
      [idHash],
    )
    return row
      ? {
          staff: toStaff(row),
          createdAt: Number(row.created_at),
          lastSeenAt: Number(row.last_seen_at),
          revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
        }
      : undefined
  }

  async touchSession(idHash: string): Promise<void> {
    await this.db.run('UPDATE inbox_sessions SET last_seen_at = ? WHERE id_hash = ?', [this.now(), idHash])
  }

  async revokeSession(idHash: string): Promise<void> {
    await this.db.run('UPDATE inbox_sessions SET revoked_at = ? WHERE id_hash = ? AND revoked_at IS NULL', [
      this.now(),
      idHash,
    ])
  }

  /** Deletes sessions that ended (revoked, or older than `maxAgeMs`). */
  async deleteEndedSessions(maxAgeMs: number): Promise<number> {
    return this.db.run('DELETE FROM inbox_sessions WHERE revoked_at IS NOT NULL OR created_at < ?', [
      this.now() - maxAgeMs,
    ])
  }
}

/**
 * Staff accounts linked to a person of the site (inbox step 3), and the passkey challenges of a countersignature,
 * on either engine: a staff member linked to a signatory ("principal" or a people file's slug whose
 * `signsEngagements` is true) countersigns engagements with a fresh passkey assertion.
 */
import type { InboxDb } from '../shared/database/sql'

/** "principal" or a people file's slug: lower-case words joined by hyphens. */
export const PERSON_ID = /^(principal|[a-z0-9]+(?:-[a-z0-9]+)*)$/

const COUNTERSIGN = 'countersign'

export class StaffPersonStore {
  constructor(
    private readonly db: InboxDb,
    private readonly now: () => number = Date.now,
  ) {}

  async linkPerson(staffId: string, personId: string | null): Promise<void> {
    if (personId !== null && !PERSON_ID.test(personId)) throw new Error(`Not a person id: ${personId}`)
    await this.db.run('UPDATE staff SET person_id = ? WHERE id = ?', [personId, staffId])
  }

  async personOf(staffId: string): Promise<string | undefined> {
    const row = await this.db.get<{ personId: string | null }>(
      'SELECT person_id AS "personId" FROM staff WHERE id = ?',
      [staffId],
    )
    return row?.personId ?? undefined
  }

  /** A countersignature's challenge, for this staff member and engagement only. */
  async saveCountersignChallenge(
    id: string,
    challenge: { challenge: string; staffId: string; engagementId: string },
    expiresAt: number,
  ): Promise<void> {
    await this.db.run(
      'INSERT INTO webauthn_challenges (id, purpose, challenge, staff_id, expires_at) VALUES (?, ?, ?, ?, ?)',
      [id, COUNTERSIGN, `${challenge.engagementId} ${challenge.challenge}`, challenge.staffId, expiresAt],
    )
  }

  /** Takes (deletes) the challenge: once, before it expires, for the staff member and engagement it was issued to. */
  async takeCountersignChallenge(id: string, staffId: string, engagementId: string): Promise<string | undefined> {
    const row = await this.db.get<{ challenge: string; staffId: string | null }>(
      'DELETE FROM webauthn_challenges WHERE id = ? AND purpose = ? AND expires_at > ? RETURNING challenge, staff_id AS "staffId"',
      [id, COUNTERSIGN, this.now()],
    )
    if (!row || row.staffId !== staffId) return undefined
    const [forEngagement, challenge] = row.challenge.split(' ')
    return forEngagement === engagementId ? challenge : undefined
  }
}

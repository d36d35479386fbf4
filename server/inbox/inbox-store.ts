import { randomUUID } from 'node:crypto'
import { nameKey } from '~/lib/conflicts/names'
import type { ConflictHit, ScreenedField } from '~/lib/conflicts/screen'
import type { DeliveryView, ListFilters, ListRow, NoteView, RegisterEntryView } from '~/inbox/view-types'
import { TRIAGE_SORT, type ListSort, type ListSortKey } from '~/lib/inbox/triage'
import {
  PAGE_SIZE,
  REQUEST_STATUSES,
  type AuditAction,
  type PartyRole,
  type RequestStatus,
  type RetainedSide,
  type StaffRole,
} from '~/lib/inbox/vocabulary'
import { redactTarget, type OutboxRoute } from '../shared/database/store-types'
import type { InboxDb, SqlValue } from '../shared/database/sql'

export interface StaffMember {
  id: string
  email: string
  name: string
  role: StaffRole
  webauthnUserId: string
  active: boolean
}

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

export type RequestFilter = ListFilters

export type RequestRow = ListRow

const DEADLINE = "NULLIF(l.disclosure_deadline, '')"
const STATUS_RANK = `CASE COALESCE(s.status, 'new') ${REQUEST_STATUSES.map((status, index) => `WHEN '${status}' THEN ${String(index)}`).join(' ')} END`
/** Each column's key, nulls last in either direction (a boolean sorts false first on both engines). */
const SORT_COLUMNS: Record<Exclude<ListSortKey, 'triage'>, string[]> = {
  received: ['l.received_at'],
  name: ['lower(l.last_name)', 'lower(l.first_name)'],
  caseType: ["lower(NULLIF(l.case_type, ''))"],
  deadline: [DEADLINE],
  consultation: ['b.start_at'],
  status: [STATUS_RANK],
  assignee: ['(SELECT lower(name) FROM staff WHERE staff.id = s.assigned_to)'],
}

/** The list's ORDER BY: triage (urgent, then the nearest deadline, then the newest) or one column, ties newest first. */
function listOrder(sort: ListSort): string {
  const newest = 'l.received_at DESC, l.id DESC'
  if (sort.key === 'triage') return `COALESCE(s.urgent, 0) DESC, (${DEADLINE} IS NULL), ${DEADLINE}, ${newest}`
  const direction = sort.descending ? 'DESC' : 'ASC'
  const keys = SORT_COLUMNS[sort.key].flatMap((column) => [`(${column} IS NULL)`, `${column} ${direction}`])
  return `${keys.join(', ')}, ${newest}`
}

export interface LeadState {
  status: RequestStatus
  assignedTo: string | null
  urgent: boolean
  releasedAt: number | null
  screenedAt: number | null
}

export type NoteRecord = NoteView

export interface AuditRecord {
  at: number
  actorName: string | null
  action: AuditAction
  leadId: string | null
  subjectId: string | null
}

export type DeliveryRecord = DeliveryView

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

type StaffRow = { id: string; email: string; name: string; role: string; webauthn_user_id: string; active: number }
const toStaff = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role === 'admin' ? 'admin' : 'staff',
  webauthnUserId: row.webauthn_user_id,
  active: Number(row.active) === 1,
})
const STAFF_COLUMNS = 'id, email, name, role, webauthn_user_id, active'
const REGISTER_COLUMNS =
  'id, matter_id AS "matterId", caption, name, role, side_retained AS "sideRetained", opened, closed'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/** The inbox's reads and writes, same statements on SQLite and PostgreSQL; of the leads it writes only the spam flag and held notifications. */
export class InboxStore {
  constructor(
    readonly db: InboxDb,
    private readonly now: () => number = Date.now,
  ) {}

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

  private filterClause(filter: RequestFilter): { where: string; params: SqlValue[] } {
    const clauses: string[] = []
    const params: SqlValue[] = []
    const add = (clause: string, ...values: SqlValue[]) => {
      clauses.push(clause)
      params.push(...values)
    }
    const spam = filter.spam ?? 'exclude'
    if (spam !== 'include') add('l.is_spam = ?', this.db.bool(spam === 'only'))
    if (filter.status) add("COALESCE(s.status, 'new') = ?", filter.status)
    if (filter.form) add('l.form_type = ?', filter.form)
    if (filter.caseType) add('l.case_type = ?', filter.caseType)
    if (filter.urgent) add('COALESCE(s.urgent, 0) = 1')
    if (filter.from) add('l.received_at >= ?', `${filter.from}T00:00:00.000Z`)
    if (filter.to) add('l.received_at <= ?', `${filter.to}T23:59:59.999Z`)
    const search = filter.search?.trim().toLowerCase()
    if (search) {
      const pattern = `%${escapeLike(search)}%`
      const columns = [
        "l.first_name || ' ' || l.last_name",
        "l.last_name || ' ' || l.first_name",
        'l.email',
        'l.organization',
        "COALESCE(l.plaintiffs, '')",
        "COALESCE(l.defendants, '')",
        "COALESCE(l.counsel_firm, '')",
      ]
      add(
        `(${columns.map((column) => `lower(${column}) LIKE ? ESCAPE '\\'`).join(' OR ')})`,
        ...columns.map(() => pattern),
      )
    }
    return { where: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params }
  }

  async listRequests(
    filter: RequestFilter,
    viewerId: string,
    page: number,
    sort: ListSort = TRIAGE_SORT,
  ): Promise<{ rows: RequestRow[]; total: number }> {
    const { where, params } = this.filterClause(filter)
    const total = (await this.db.get<{ n: number }>(
      `SELECT count(*) AS n FROM leads l LEFT JOIN lead_states s ON s.lead_id = l.id ${where}`,
      params,
    ))!.n
    type Row = Omit<RequestRow, 'spam' | 'urgent' | 'unread' | 'status' | 'conflicts' | 'consultationAt'> & {
      spam: number | boolean
      urgent: number
      viewed: number
      status: string
      conflicts: number
      consultationAt: number | string | null
    }
    const rows = await this.db.all<Row>(
      `SELECT l.id, l.received_at AS "receivedAt", l.form_type AS "formType", l.first_name AS "firstName", l.last_name AS "lastName", l.email,
          l.organization, l.case_type AS "caseType", l.is_spam AS spam, COALESCE(s.status, 'new') AS status, COALESCE(s.urgent, 0) AS urgent,
          s.assigned_to AS "assignedTo", (SELECT count(*) FROM lead_views v WHERE v.lead_id = l.id AND v.staff_id = ?) AS viewed,
          (SELECT count(*) FROM conflict_hits h WHERE h.lead_id = l.id) AS conflicts,
          NULLIF(l.disclosure_deadline, '') AS "disclosureDeadline", b.start_at AS "consultationAt"
        FROM leads l LEFT JOIN lead_states s ON s.lead_id = l.id
          LEFT JOIN bookings b ON b.lead_id = l.id AND b.status = 'booked' ${where}
        ORDER BY ${listOrder(sort)} LIMIT ? OFFSET ?`,
      [viewerId, ...params, PAGE_SIZE, Math.max(0, page - 1) * PAGE_SIZE],
    )
    return {
      total: Number(total),
      rows: rows.map(({ viewed, ...row }) => ({
        ...row,
        spam: row.spam === true || row.spam === 1,
        urgent: Number(row.urgent) === 1,
        unread: Number(viewed) === 0,
        status: row.status as RequestStatus,
        conflicts: Number(row.conflicts),
        consultationAt: row.consultationAt === null ? null : Number(row.consultationAt),
      })),
    }
  }

  async filteredIds(filter: RequestFilter): Promise<string[]> {
    const { where, params } = this.filterClause(filter)
    return (
      await this.db.all<{ id: string }>(
        `SELECT l.id FROM leads l LEFT JOIN lead_states s ON s.lead_id = l.id ${where} ORDER BY l.received_at DESC, l.id DESC`,
        params,
      )
    ).map((row) => row.id)
  }

  async statusCounts(): Promise<{ byStatus: Record<string, number>; spam: number }> {
    const rows = await this.db.all<{ status: string; n: number }>(
      `SELECT COALESCE(s.status, 'new') AS status, count(*) AS n FROM leads l LEFT JOIN lead_states s ON s.lead_id = l.id WHERE l.is_spam = ? GROUP BY COALESCE(s.status, 'new')`,
      [this.db.bool(false)],
    )
    const spam = (await this.db.get<{ n: number }>('SELECT count(*) AS n FROM leads WHERE is_spam = ?', [
      this.db.bool(true),
    ]))!.n
    return { byStatus: Object.fromEntries(rows.map((row) => [row.status, Number(row.n)])), spam: Number(spam) }
  }

  async distinctCaseTypes(): Promise<string[]> {
    return (
      await this.db.all<{ caseType: string }>(
        `SELECT DISTINCT case_type AS "caseType" FROM leads WHERE case_type <> '' ORDER BY case_type`,
      )
    ).map((row) => row.caseType)
  }

  async leadState(leadId: string): Promise<LeadState> {
    const row = await this.db.get<{
      status: string
      assigned_to: string | null
      urgent: number
      released_at: number | null
      screened_at: number | null
    }>('SELECT status, assigned_to, urgent, released_at, screened_at FROM lead_states WHERE lead_id = ?', [leadId])
    return {
      status: (row?.status ?? 'new') as RequestStatus,
      assignedTo: row?.assigned_to ?? null,
      urgent: Number(row?.urgent ?? 0) === 1,
      releasedAt: row?.released_at ?? null,
      screenedAt: row?.screened_at ?? null,
    }
  }

  private async ensureState(db: InboxDb, leadId: string): Promise<void> {
    await db.run(
      `INSERT INTO lead_states (lead_id, status, updated_at) VALUES (?, 'new', ?) ON CONFLICT (lead_id) DO NOTHING`,
      [leadId, this.now()],
    )
  }

  async setStatus(leadId: string, status: RequestStatus): Promise<void> {
    await this.db.transaction(async (db) => {
      await this.ensureState(db, leadId)
      await db.run('UPDATE lead_states SET status = ?, updated_at = ? WHERE lead_id = ?', [status, this.now(), leadId])
    })
  }

  async assign(leadId: string, staffId: string | null): Promise<void> {
    await this.db.transaction(async (db) => {
      await this.ensureState(db, leadId)
      await db.run('UPDATE lead_states SET assigned_to = ?, updated_at = ? WHERE lead_id = ?', [
        staffId,
        this.now(),
        leadId,
      ])
    })
  }

  /** Marks spam or not; "not spam" queues, once, the notifications spam held back. Returns how many were queued. */
  async setSpam(leadId: string, spam: boolean, routes: readonly OutboxRoute[]): Promise<number> {
    return this.db.transaction(async (db) => {
      await this.ensureState(db, leadId)
      await db.run('UPDATE leads SET is_spam = ? WHERE id = ?', [db.bool(spam), leadId])
      if (spam) return 0
      const state = await db.get<{ released_at: number | null }>(
        'SELECT released_at FROM lead_states WHERE lead_id = ?',
        [leadId],
      )
      const queued = await db.get<{ n: number }>('SELECT count(*) AS n FROM outbox WHERE lead_id = ?', [leadId])
      if (state?.released_at !== null && state?.released_at !== undefined) return 0
      await db.run('UPDATE lead_states SET released_at = ? WHERE lead_id = ?', [this.now(), leadId])
      // A request that was never spam had its notifications queued on arrival: there is nothing to release.
      if (Number(queued?.n ?? 0) > 0) return 0
      let released = 0
      for (const route of routes) {
        released += await db.run(
          'INSERT INTO outbox (lead_id, channel, target, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (lead_id, channel, target) DO NOTHING',
          [leadId, route.channel, route.target, this.now(), this.now()],
        )
      }
      return released
    })
  }

  async markViewed(leadId: string, staffId: string): Promise<void> {
    await this.db.run(
      'INSERT INTO lead_views (lead_id, staff_id, viewed_at) VALUES (?, ?, ?) ON CONFLICT (lead_id, staff_id) DO UPDATE SET viewed_at = excluded.viewed_at',
      [leadId, staffId, this.now()],
    )
  }

  async addNote(leadId: string, staffId: string, body: string): Promise<void> {
    await this.db.run('INSERT INTO lead_notes (id, lead_id, staff_id, body, created_at) VALUES (?, ?, ?, ?, ?)', [
      `nt_${randomUUID().replaceAll('-', '')}`,
      leadId,
      staffId,
      body,
      this.now(),
    ])
  }

  async listNotes(leadId: string): Promise<NoteRecord[]> {
    const rows = await this.db.all<{ id: string; author: string | null; body: string; created_at: number }>(
      'SELECT n.id, s.name AS author, n.body, n.created_at FROM lead_notes n LEFT JOIN staff s ON s.id = n.staff_id WHERE n.lead_id = ? ORDER BY n.created_at, n.id',
      [leadId],
    )
    return rows.map((row) => ({
      id: row.id,
      authorName: row.author ?? 'A former member of staff',
      body: row.body,
      createdAt: Number(row.created_at),
    }))
  }

  async listDeliveries(leadId: string): Promise<DeliveryRecord[]> {
    const rows = await this.db.all<{
      channel: string
      target: string
      instance: string
      started_at: number
      finished_at: number | null
      ok: number | boolean | null
      detail: string | null
    }>(
      'SELECT channel, target, instance, started_at, finished_at, ok, detail FROM deliveries WHERE lead_id = ? ORDER BY started_at, id',
      [leadId],
    )
    return rows.map((row) => ({
      route: redactTarget({ channel: row.channel === 'webhook' ? 'webhook' : 'mail', target: row.target }),
      instance: row.instance,
      startedAt: Number(row.started_at),
      finishedAt: row.finished_at === null ? null : Number(row.finished_at),
      ok: row.ok === null ? null : row.ok === true || row.ok === 1,
      detail: row.detail,
    }))
  }

  async sentFrom(leadId: string): Promise<string | null> {
    return (
      (await this.db.get<{ sent_from: string | null }>('SELECT sent_from FROM leads WHERE id = ?', [leadId]))
        ?.sent_from ?? null
    )
  }

  async pendingNotifications(leadId: string): Promise<number> {
    return Number(
      (await this.db.get<{ n: number }>('SELECT count(*) AS n FROM outbox WHERE lead_id = ? AND sent_at IS NULL', [
        leadId,
      ]))!.n,
    )
  }

  // The audit log: append only, ids and action names.

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
      await this.ensureState(db, leadId)
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

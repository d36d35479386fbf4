import { randomUUID } from 'node:crypto'
import type { DeliveryView, NoteView } from '~/inbox/view-types'
import type { RequestStatus } from '~/lib/inbox/vocabulary'
import { redactTarget, type OutboxRoute } from '../shared/database/store-types'
import type { InboxDb } from '../shared/database/sql'
import { InboxStorePart } from './inbox-store-part'

export interface LeadState {
  status: RequestStatus
  assignedTo: string | null
  urgent: boolean
  releasedAt: number | null
  screenedAt: number | null
}

export type NoteRecord = NoteView
export type DeliveryRecord = DeliveryView

/** A request's state row, created as 'new' the first time staff change anything about it. */
export async function ensureState(db: InboxDb, leadId: string, now: number): Promise<void> {
  await db.run(
    `INSERT INTO lead_states (lead_id, status, updated_at) VALUES (?, 'new', ?) ON CONFLICT (lead_id) DO NOTHING`,
    [leadId, now],
  )
}

/** One request's state (status, assignee, spam), its views, notes and deliveries. */
export class RequestStore extends InboxStorePart {
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

  async setStatus(leadId: string, status: RequestStatus): Promise<void> {
    await this.db.transaction(async (db) => {
      await ensureState(db, leadId, this.now())
      await db.run('UPDATE lead_states SET status = ?, updated_at = ? WHERE lead_id = ?', [status, this.now(), leadId])
    })
  }

  async assign(leadId: string, staffId: string | null): Promise<void> {
    await this.db.transaction(async (db) => {
      await ensureState(db, leadId, this.now())
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
      await ensureState(db, leadId, this.now())
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
}

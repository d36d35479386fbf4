/**
 * The reminders' rows on either engine (booking step 2). Arming inserts a row once per booking version and
 * kind (a unique key, so instances arming together add one); claiming leases rows as the invitations are
 * leased, so each reminder is sent by one instance.
 */
import { REMINDER_KINDS, isReminderKind, reminderDue, type ReminderKind } from '~/lib/booking/reminders'
import type { InboxDb } from '../shared/database/sql'

export interface ClaimedReminder {
  id: number
  leadId: string
  sequence: number
  kind: ReminderKind
  startAt: number
  attempts: number
}

export interface SentReminder {
  kind: ReminderKind
  startAt: number
  sentAt: number
}

const LONGEST_LEAD_MS = Math.max(...REMINDER_KINDS.map((reminder) => reminder.leadMs))

interface ReminderRow {
  id: number
  leadId: string
  sequence: number
  kind: string
  startAt: number
  attempts: number
}

const CLAIMED_COLUMNS = 'id, lead_id AS "leadId", sequence, kind, start_at AS "startAt", attempts'

export class ReminderStore {
  constructor(private readonly db: InboxDb) {}

  /** Adds the reminders now due of the booked consultations; removes the rows of bookings that are gone. */
  async arm(now: number): Promise<number> {
    const bookings = await this.db.all<{ leadId: string; sequence: number; startAt: number; updatedAt: number }>(
      `SELECT lead_id AS "leadId", sequence, start_at AS "startAt", updated_at AS "updatedAt" FROM bookings
        WHERE status = 'booked' AND start_at > ? AND start_at <= ?`,
      [now, now + LONGEST_LEAD_MS],
    )
    let armed = 0
    for (const booking of bookings) {
      for (const { kind, leadMs } of REMINDER_KINDS) {
        if (!reminderDue(kind, Number(booking.startAt), Number(booking.updatedAt), now)) continue
        armed += await this.db.run(
          `INSERT INTO booking_reminders (lead_id, sequence, kind, start_at, due_at, created_at, next_attempt_at)
            VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (lead_id, sequence, kind) DO NOTHING`,
          [booking.leadId, booking.sequence, kind, booking.startAt, Number(booking.startAt) - leadMs, now, now],
        )
      }
    }
    await this.db.run('DELETE FROM booking_reminders WHERE lead_id NOT IN (SELECT lead_id FROM bookings)')
    return armed
  }

  /** Due reminders, leased to `owner`: other instances skip them until the lease ends. */
  async claim(owner: string, limit: number, leaseMs: number, now: number): Promise<ClaimedReminder[]> {
    const due = `SELECT id FROM booking_reminders WHERE sent_at IS NULL AND dropped_at IS NULL AND next_attempt_at <= ?
      AND (lease_until IS NULL OR lease_until <= ?) ORDER BY due_at, id LIMIT ?`
    const rows =
      this.db.kind === 'postgres'
        ? await this.db.all<ReminderRow>(
            `WITH due AS (${due} FOR UPDATE SKIP LOCKED)
            UPDATE booking_reminders r SET claimed_by = ?, lease_until = CAST(? AS BIGINT) + CAST(? AS BIGINT) FROM due
            WHERE r.id = due.id RETURNING r.id, r.lead_id AS "leadId", r.sequence, r.kind, r.start_at AS "startAt", r.attempts`,
            [now, now, limit, owner, now, leaseMs],
          )
        : await this.db.all<ReminderRow>(
            `UPDATE booking_reminders SET claimed_by = ?, lease_until = ? WHERE id IN (${due}) RETURNING ${CLAIMED_COLUMNS}`,
            [owner, now + leaseMs, now, now, limit],
          )
    return rows
      .flatMap((row) =>
        isReminderKind(row.kind)
          ? [
              {
                id: Number(row.id),
                leadId: String(row.leadId),
                sequence: Number(row.sequence),
                kind: row.kind,
                startAt: Number(row.startAt),
                attempts: Number(row.attempts),
              },
            ]
          : [],
      )
      .sort((a, b) => a.id - b.id)
  }

  async markSent(id: number, now: number): Promise<void> {
    await this.db.run(
      'UPDATE booking_reminders SET sent_at = ?, attempts = attempts + 1, last_error = NULL, lease_until = NULL WHERE id = ?',
      [now, id],
    )
  }

  async markFailed(id: number, nextAttemptAt: number, reason: string): Promise<void> {
    await this.db.run(
      'UPDATE booking_reminders SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?, lease_until = NULL WHERE id = ?',
      [nextAttemptAt, reason.slice(0, 1000), id],
    )
  }

  /** The booking was cancelled or moved since the reminder was armed, or its time has passed: it never goes. */
  async markDropped(id: number, now: number): Promise<void> {
    await this.db.run('UPDATE booking_reminders SET dropped_at = ?, lease_until = NULL WHERE id = ?', [now, id])
  }

  /** The reminders sent for a request's booking, oldest first (the inbox's history). */
  async sentFor(leadId: string): Promise<SentReminder[]> {
    const rows = await this.db.all<{ kind: string; startAt: number; sentAt: number }>(
      `SELECT kind, start_at AS "startAt", sent_at AS "sentAt" FROM booking_reminders
        WHERE lead_id = ? AND sent_at IS NOT NULL ORDER BY sent_at, id`,
      [leadId],
    )
    return rows.flatMap((row) =>
      isReminderKind(row.kind) ? [{ kind: row.kind, startAt: Number(row.startAt), sentAt: Number(row.sentAt) }] : [],
    )
  }
}

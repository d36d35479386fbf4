/**
 * The reminders' rows on either engine (booking step 2). Arming inserts a row once per booking version and
 * kind (a unique key, so instances arming together add one); claiming leases rows as the invitations are
 * leased, so each reminder is sent by one instance. Built with the query builder over booking's tables.
 */
import { REMINDER_KINDS, isReminderKind, reminderDue, type ReminderKind } from '~/lib/booking/reminders'
import type { InboxDb } from '../shared/database/sql'
import { bookingBuilder } from './booking-statements'

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

export class ReminderStore {
  constructor(private readonly db: InboxDb) {}

  private get builder() {
    return bookingBuilder(this.db.kind)
  }

  /** Adds the reminders now due of the booked consultations; removes the rows of bookings that are gone. */
  async arm(now: number): Promise<number> {
    const bookings = await this.db.all<{ leadId: string; sequence: number; startAt: number; updatedAt: number }>(
      this.builder
        .selectFrom('bookings')
        .select(['lead_id as leadId', 'sequence', 'start_at as startAt', 'updated_at as updatedAt'])
        .where('status', '=', 'booked')
        .where('start_at', '>', now)
        .where('start_at', '<=', now + LONGEST_LEAD_MS)
        .compile(),
    )
    let armed = 0
    for (const booking of bookings) {
      for (const { kind, leadMs } of REMINDER_KINDS) {
        if (!reminderDue(kind, Number(booking.startAt), Number(booking.updatedAt), now)) continue
        armed += await this.db.run(
          this.builder
            .insertInto('booking_reminders')
            .values({
              lead_id: booking.leadId,
              sequence: booking.sequence,
              kind,
              start_at: booking.startAt,
              due_at: Number(booking.startAt) - leadMs,
              created_at: now,
              next_attempt_at: now,
            })
            .onConflict((conflict) => conflict.columns(['lead_id', 'sequence', 'kind']).doNothing())
            .compile(),
        )
      }
    }
    await this.db.run(
      this.builder
        .deleteFrom('booking_reminders')
        .where('lead_id', 'not in', this.builder.selectFrom('bookings').select('lead_id'))
        .compile(),
    )
    return armed
  }

  /** Due reminders, leased to `owner`: other instances skip them until the lease ends. */
  async claim(owner: string, limit: number, leaseMs: number, now: number): Promise<ClaimedReminder[]> {
    const due = this.builder
      .selectFrom('booking_reminders')
      .select('id')
      .where('sent_at', 'is', null)
      .where('dropped_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<=', now)]))
      .orderBy('due_at')
      .orderBy('id')
      .limit(limit)
    const rows = await this.db.all<ReminderRow>(
      this.builder
        .updateTable('booking_reminders')
        .set({ claimed_by: owner, lease_until: now + leaseMs })
        .where('id', 'in', this.db.kind === 'postgres' ? due.forUpdate().skipLocked() : due)
        .returning(['id', 'lead_id as leadId', 'sequence', 'kind', 'start_at as startAt', 'attempts'])
        .compile(),
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
      this.builder
        .updateTable('booking_reminders')
        .set((eb) => ({ sent_at: now, attempts: eb('attempts', '+', 1), last_error: null, lease_until: null }))
        .where('id', '=', id)
        .compile(),
    )
  }

  async markFailed(id: number, nextAttemptAt: number, reason: string): Promise<void> {
    await this.db.run(
      this.builder
        .updateTable('booking_reminders')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          next_attempt_at: nextAttemptAt,
          last_error: reason.slice(0, 1000),
          lease_until: null,
        }))
        .where('id', '=', id)
        .compile(),
    )
  }

  /** The booking was cancelled or moved since the reminder was armed, or its time has passed: it never goes. */
  async markDropped(id: number, now: number): Promise<void> {
    await this.db.run(
      this.builder
        .updateTable('booking_reminders')
        .set({ dropped_at: now, lease_until: null })
        .where('id', '=', id)
        .compile(),
    )
  }

  /** The reminders sent for a request's booking, oldest first (the inbox's history). */
  async sentFor(leadId: string): Promise<SentReminder[]> {
    const rows = await this.db.all<{ kind: string; startAt: number; sentAt: number }>(
      this.builder
        .selectFrom('booking_reminders')
        .select(['kind', 'start_at as startAt', 'sent_at as sentAt'])
        .where('lead_id', '=', leadId)
        .where('sent_at', 'is not', null)
        .orderBy('sent_at')
        .orderBy('id')
        .compile(),
    )
    return rows.flatMap((row) =>
      isReminderKind(row.kind) ? [{ kind: row.kind, startAt: Number(row.startAt), sentAt: Number(row.sentAt) }] : [],
    )
  }
}

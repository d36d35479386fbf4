/**
 * The reminders of a consultation: one a day before and one an hour before. A reminder is due `leadMs` before
 * the start, goes only while it is still of use (the day-before one until the hour-before one is due), and
 * only when the booking was made or last moved more than `QUIET_MS` before it is due: the attorney who booked
 * an hour ago has the invitation fresh in mind.
 */
const HOUR_MS = 60 * 60_000

const REMINDER_QUIET_MS = 2 * HOUR_MS

export const REMINDER_KINDS = [
  { kind: 'day', leadMs: 24 * HOUR_MS, untilMs: HOUR_MS },
  { kind: 'hour', leadMs: HOUR_MS, untilMs: 0 },
] as const

export type ReminderKind = (typeof REMINDER_KINDS)[number]['kind']

export function isReminderKind(value: unknown): value is ReminderKind {
  return REMINDER_KINDS.some((reminder) => reminder.kind === value)
}

/** Whether a reminder of `kind` goes for a booking starting at `startAt`, made or last moved at `armedAt`, at `now`. */
export function reminderDue(kind: ReminderKind, startAt: number, armedAt: number, now: number): boolean {
  const rule = REMINDER_KINDS.find((reminder) => reminder.kind === kind)
  if (!rule) return false
  const dueAt = startAt - rule.leadMs
  return now >= dueAt && now < startAt - rule.untilMs && armedAt < dueAt - REMINDER_QUIET_MS
}

/** How a reminder names the time left, in its subject and first line. */
export const REMINDER_WHEN: Record<ReminderKind, string> = { day: 'tomorrow', hour: 'in one hour' }

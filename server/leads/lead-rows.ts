import { deliveryId, redactTarget, type DeliveryAttempt, type OutboxHealth } from '../shared/database/store-types'

/** A row of the delivery log as either engine returns it (PostgreSQL: bigints as text, `ok` a boolean; SQLite: 0 or 1). */
export interface DeliveryRow {
  leadId: string
  channel: string
  target: string
  instance: string
  startedAt: number | string
  finishedAt: number | string | null
  ok: boolean | number | null
  detail: string | null
}

const channelOf = (channel: string) => (channel === 'webhook' ? 'webhook' : 'mail')

/** One attempt of the delivery log as the export lists it: times in ISO 8601, the delivery's id. */
export function toDeliveryAttempt(row: DeliveryRow): DeliveryAttempt {
  return {
    leadId: row.leadId,
    channel: row.channel,
    target: row.target,
    deliveryId: deliveryId(row.leadId, { channel: channelOf(row.channel), target: row.target }),
    instance: row.instance,
    startedAt: new Date(Number(row.startedAt)).toISOString(),
    finishedAt: row.finishedAt === null ? null : new Date(Number(row.finishedAt)).toISOString(),
    ok: row.ok === null ? null : row.ok === true || row.ok === 1,
    detail: row.detail,
  }
}

/** Where a lead's sent notifications went, redacted (a webhook's host, never its path). */
export function deliveredTo(sent: ReadonlyArray<{ channel: string; target: string }>): string[] {
  return sent.map((item) => redactTarget({ channel: channelOf(item.channel), target: item.target }))
}

/** The outbox's health from its pending count and oldest pending row's time (milliseconds; null when none). */
export function outboxHealthOf(pending: number, oldest: number | null, now: number): OutboxHealth {
  return {
    pending,
    oldestPendingAgeSeconds: oldest === null ? 0 : Math.max(0, Math.round((now - oldest) / 1000)),
  }
}

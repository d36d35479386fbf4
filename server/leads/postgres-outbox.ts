import type { ClaimedItem } from '../shared/database/store-types'
import { compileOnce, slots } from './compiled-statements'
import { LEAD_QUERIES } from './lead-tables'

const q = LEAD_QUERIES.postgres

type ClaimArgs = { channel: string; target: string; now: number; limit: number; owner: string; leaseMs: number }
const claim = slots<ClaimArgs>()

/** Claims a route's due notifications under a lease (SKIP LOCKED: instances never claim the same row) and opens an attempt for each. */
export const CLAIM_DUE = compileOnce<ClaimArgs>(
  q
    .with('due', (db) =>
      db
        .selectFrom('outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('channel', '=', claim('channel'))
        .where('target', '=', claim('target'))
        .where('next_attempt_at', '<=', claim('now'))
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', claim('now'))]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(claim('limit'))
        .forUpdate()
        .skipLocked(),
    )
    .with('claimed', (db) =>
      db
        .updateTable('outbox')
        .from('due')
        .set((eb) => ({
          claimed_by: claim('owner'),
          lease_until: eb(
            eb.cast<number>(eb.val(claim('now')), 'bigint'),
            '+',
            eb.cast<number>(eb.val(claim('leaseMs')), 'bigint'),
          ),
        }))
        .whereRef('outbox.id', '=', 'due.id')
        .returning([
          'outbox.id',
          'outbox.lead_id',
          'outbox.channel',
          'outbox.target',
          'outbox.created_at',
          'outbox.attempts',
          'outbox.next_attempt_at',
          'outbox.last_error',
        ]),
    )
    .with('opened', (db) =>
      db
        .insertInto('deliveries')
        .columns(['outbox_id', 'lead_id', 'channel', 'target', 'instance', 'started_at'])
        .expression((eb) =>
          eb
            .selectFrom('claimed')
            .select([
              'id',
              'lead_id',
              'channel',
              'target',
              eb.cast<string>(eb.val(claim('owner')), 'text').as('instance'),
              eb.cast<number>(eb.val(claim('now')), 'bigint').as('started_at'),
            ]),
        )
        .returning(['id', 'outbox_id']),
    )
    .selectFrom('claimed')
    .innerJoin('opened', 'opened.outbox_id', 'claimed.id')
    .select([
      'claimed.id',
      'claimed.lead_id as leadId',
      'claimed.channel',
      'claimed.target',
      'claimed.created_at as createdAt',
      'claimed.attempts',
      'claimed.next_attempt_at as nextAttemptAt',
      'claimed.last_error as lastError',
      'opened.id as attemptId',
    ])
    .orderBy('claimed.next_attempt_at')
    .orderBy('claimed.id'),
)

type MarkArgs = { id: number; now: number; detail: string; attemptId: number | null; nextAttemptAt: number }
const mark = slots<MarkArgs>()

/** The row sent (unless an earlier claim sent it already) and its attempt closed, in one statement. */
export const MARK_SENT = compileOnce<MarkArgs>(
  q
    .with('sent', (db) =>
      db
        .updateTable('outbox')
        .set((eb) => ({
          sent_at: mark('now'),
          attempts: eb('attempts', '+', eb.lit(1)),
          last_error: null,
          lease_until: null,
        }))
        .where('id', '=', mark('id'))
        .where('sent_at', 'is', null),
    )
    .updateTable('deliveries')
    .set({ finished_at: mark('now'), ok: true, detail: mark('detail') })
    .where('id', '=', mark('attemptId')),
)

/** The row's next attempt set and its attempt closed as failed, in one statement. */
export const MARK_FAILED = compileOnce<MarkArgs>(
  q
    .with('failed', (db) =>
      db
        .updateTable('outbox')
        .set((eb) => ({
          attempts: eb('attempts', '+', eb.lit(1)),
          next_attempt_at: mark('nextAttemptAt'),
          last_error: mark('detail'),
          lease_until: null,
        }))
        .where('id', '=', mark('id'))
        .where('sent_at', 'is', null),
    )
    .updateTable('deliveries')
    .set({ finished_at: mark('now'), ok: false, detail: mark('detail') })
    .where('id', '=', mark('attemptId')),
)

/** An outbox row as PostgreSQL returns it (bigints as text). */
export function toItem(row: Record<string, unknown>): ClaimedItem {
  return {
    id: Number(row.id),
    leadId: String(row.leadId),
    channel: row.channel === 'webhook' ? 'webhook' : 'mail',
    target: String(row.target),
    createdAt: Number(row.createdAt),
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.nextAttemptAt),
    lastError: (row.lastError as string | null) ?? null,
    ...(row.attemptId === undefined ? {} : { attemptId: Number(row.attemptId) }),
  }
}

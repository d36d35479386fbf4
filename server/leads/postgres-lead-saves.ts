import type pg from 'pg'
import { sql } from 'kysely'
import { createLeadId, type LeadEntry, type SaveOutcome } from '../shared/database/store-types'
import { compileOnce, slots } from './compiled-statements'
import { NEW_LEAD_COLUMNS, newLeadValue, type NewLeadColumn } from './lead-queries'
import { LEAD_QUERIES } from './lead-tables'

const q = LEAD_QUERIES.postgres

type SaveArgs = Record<NewLeadColumn, unknown[]> & { receivedAt: number; channels: string[]; targets: string[] }
const save = slots<SaveArgs>()

/** Each new lead's column as one array parameter, a row per entry, numbered in the batch's order. */
const input = sql<Record<NewLeadColumn, string> & { position: number }>`(SELECT * FROM unnest(${sql.join(
  NEW_LEAD_COLUMNS.map((name) => (name === 'is_spam' ? sql`${save(name)}::boolean[]` : sql`${save(name)}::text[]`)),
)}) WITH ORDINALITY AS entry (${sql.join(NEW_LEAD_COLUMNS.map((name) => sql.ref(name)))}, position))`

/** Several submissions in one statement and one commit; a repeated key inserts nothing; non-spam leads get an outbox row per route. */
const SAVE_BATCH = compileOnce<SaveArgs, { id: string }>(
  q
    .with('input', () => input)
    .with('inserted', (db) =>
      db
        .insertInto('leads')
        .columns(NEW_LEAD_COLUMNS)
        .expression(db.selectFrom('input').select(NEW_LEAD_COLUMNS).orderBy('position'))
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .returning(['id', 'is_spam']),
    )
    .with('queued', (db) =>
      db
        .insertInto('outbox')
        .columns(['lead_id', 'channel', 'target', 'created_at', 'next_attempt_at'])
        .expression(
          db
            .selectFrom([
              'inserted',
              sql<{
                channel: string
                target: string
              }>`unnest(${save('channels')}::text[], ${save('targets')}::text[])`.as<'route'>(
                sql`route (channel, target)`,
              ),
            ])
            .select((eb) => [
              'inserted.id',
              'route.channel',
              'route.target',
              eb.cast<number>(eb.val(save('receivedAt')), 'bigint').as('created_at'),
              eb.cast<number>(eb.val(save('receivedAt')), 'bigint').as('next_attempt_at'),
            ])
            .where((eb) => eb('inserted.is_spam', '=', eb.lit(false))),
        ),
    )
    .selectFrom('inserted')
    .select('id'),
)

/** Stores the entries in one statement; a key already stored (or being stored) answers with the earlier lead. */
export async function insertLeadBatch(
  client: Pick<pg.Pool | pg.PoolClient, 'query'>,
  entries: readonly LeadEntry[],
  receivedAt: number,
  routes: { channels: readonly string[]; targets: readonly string[] },
): Promise<SaveOutcome[]> {
  const ids = entries.map(() => createLeadId(receivedAt))
  const sources = entries.map((entry, index) => ({ entry, id: ids[index] ?? '', receivedAt }))
  const columns = Object.fromEntries(
    NEW_LEAD_COLUMNS.map((name) => [name, sources.map((source) => newLeadValue(name, source))]),
  ) as Record<NewLeadColumn, unknown[]>
  const inserted = await client.query<{ id: string }>({
    name: 'collector-save-batch',
    text: SAVE_BATCH.sql,
    values: SAVE_BATCH.values({
      ...columns,
      receivedAt,
      channels: [...routes.channels],
      targets: [...routes.targets],
    }),
  })
  const stored = new Set(inserted.rows.map((row) => row.id))
  // A key that inserted nothing belongs to a committed lead, or to one this statement waited for.
  const keys = entries
    .filter((entry, index) => !stored.has(ids[index] ?? '') && entry.idempotencyKey)
    .map((entry) => entry.idempotencyKey)
  const existing = new Map<string, string>()
  if (keys.length > 0) {
    const byKey = q
      .selectFrom('leads')
      .select(['id', 'idempotency_key as key'])
      .where('idempotency_key', '=', q.fn.any(sql<string[]>`${keys}::text[]`))
      .compile()
    const found = await client.query<{ id: string; key: string }>(byKey.sql, [...byKey.parameters])
    for (const row of found.rows) existing.set(row.key, row.id)
  }
  return entries.map((entry, index) => {
    const id = ids[index] ?? ''
    if (stored.has(id)) return { id, duplicate: false }
    const earlier = entry.idempotencyKey ? existing.get(entry.idempotencyKey) : undefined
    if (!earlier) throw new Error('The lead was neither stored nor found by its idempotency key')
    return { id: earlier, duplicate: true }
  })
}

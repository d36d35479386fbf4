import type pg from 'pg'
import { CASE_DETAIL_COLUMNS, createLeadId, type LeadEntry, type SaveOutcome } from '../shared/database/store-types'

/** A stored lead's columns as the store reads them back (PostgreSQL folds unquoted aliases to lower case). */
export const LEAD_COLUMNS = `id, form_id AS "formId", form_type AS "formType", first_name AS "firstName", last_name AS "lastName",
  email, phone, organization, case_type AS "caseType", message, subject, urgency, deadline,
  preferred_date AS "preferredDate", preferred_time AS "preferredTime", submitted_at AS "submittedAt",
  received_at AS "receivedAt", client_address AS "clientAddress", origin, user_agent AS "userAgent", is_spam AS spam,
  ${CASE_DETAIL_COLUMNS.map(([field, column]) => `${column} AS "${field}"`).join(', ')}`

/** The case-detail columns, and their parameters after the route arrays ($26 on); then the page sent from (after them). */
const CASE_DETAIL_NAMES = CASE_DETAIL_COLUMNS.map(([, column]) => column).join(', ')
const CASE_DETAIL_ARRAYS = CASE_DETAIL_COLUMNS.map((_, index) => `$${String(26 + index)}::text[]`).join(', ')
const SENT_FROM_ARRAY = `$${String(26 + CASE_DETAIL_COLUMNS.length)}::text[]`

/** Several submissions in one statement and one commit; a repeated key inserts nothing; non-spam leads get an outbox row per route. */
const SAVE_BATCH = `
  WITH input AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
      $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[],
      $18::text[], $19::text[], $20::text[], $21::boolean[], $22::text[], ${CASE_DETAIL_ARRAYS}, ${SENT_FROM_ARRAY})
      WITH ORDINALITY AS entry (id, form_id, form_type, first_name, last_name, email, phone, organization, case_type, message,
        subject, urgency, deadline, preferred_date, preferred_time, submitted_at, received_at, client_address, origin,
        user_agent, is_spam, idempotency_key, ${CASE_DETAIL_NAMES}, sent_from, position)
  ), inserted AS (
    INSERT INTO leads (id, form_id, form_type, first_name, last_name, email, phone, organization, case_type, message,
      subject, urgency, deadline, preferred_date, preferred_time, submitted_at, received_at, client_address, origin,
      user_agent, is_spam, idempotency_key, ${CASE_DETAIL_NAMES}, sent_from)
    SELECT id, form_id, form_type, first_name, last_name, email, phone, organization, case_type, message,
      subject, urgency, deadline, preferred_date, preferred_time, submitted_at, received_at, client_address, origin,
      user_agent, is_spam, idempotency_key, ${CASE_DETAIL_NAMES}, sent_from
    FROM input ORDER BY position
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id, is_spam
  ), queued AS (
    INSERT INTO outbox (lead_id, channel, target, created_at, next_attempt_at)
    SELECT inserted.id, route.channel, route.target, $23, $23
    FROM inserted, unnest($24::text[], $25::text[]) AS route (channel, target)
    WHERE NOT inserted.is_spam
  )
  SELECT id FROM inserted`

/** Stores the entries in one statement; a key already stored (or being stored) answers with the earlier lead. */
export async function insertLeadBatch(
  client: Pick<pg.Pool | pg.PoolClient, 'query'>,
  entries: readonly LeadEntry[],
  receivedAt: number,
  routes: { channels: readonly string[]; targets: readonly string[] },
): Promise<SaveOutcome[]> {
  const ids = entries.map(() => createLeadId(receivedAt))
  const column = (read: (entry: LeadEntry) => string | null | undefined) => entries.map((entry) => read(entry) ?? null)
  const inserted = await client.query<{ id: string }>({
    name: 'collector-save-batch',
    text: SAVE_BATCH,
    values: [
      ids,
      column((entry) => entry.formId),
      column((entry) => entry.lead.formType),
      column((entry) => entry.lead.firstName),
      column((entry) => entry.lead.lastName),
      column((entry) => entry.lead.email),
      column((entry) => entry.lead.phone),
      column((entry) => entry.lead.organization),
      column((entry) => entry.lead.caseType),
      column((entry) => entry.lead.message),
      column((entry) => entry.lead.subject),
      column((entry) => entry.lead.urgency),
      column((entry) => entry.lead.deadline),
      column((entry) => entry.lead.preferredDate),
      column((entry) => entry.lead.preferredTime),
      column((entry) => entry.lead.submittedAt || null),
      entries.map(() => new Date(receivedAt).toISOString()),
      column((entry) => entry.clientAddress),
      column((entry) => entry.origin),
      column((entry) => entry.userAgent),
      entries.map((entry) => entry.spam),
      column((entry) => entry.idempotencyKey),
      receivedAt,
      routes.channels,
      routes.targets,
      ...CASE_DETAIL_COLUMNS.map(([field]) => column((entry) => entry.lead[field])),
      column((entry) => entry.sentFrom),
    ],
  })
  const stored = new Set(inserted.rows.map((row) => row.id))
  // A key that inserted nothing belongs to a committed lead, or to one this statement waited for.
  const keys = entries
    .filter((entry, index) => !stored.has(ids[index] ?? '') && entry.idempotencyKey)
    .map((entry) => entry.idempotencyKey)
  const existing = new Map<string, string>()
  if (keys.length > 0) {
    const found = await client.query<{ id: string; key: string }>(
      'SELECT id, idempotency_key AS key FROM leads WHERE idempotency_key = ANY($1::text[])',
      [keys],
    )
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

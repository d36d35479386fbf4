/** The tables `npm run leads:migrate` carries (with the columns a row is known by) and those it leaves, with why. */
import { ENGAGEMENT_TABLES_CARRIED } from './leads-migrate-engagement'
import { CASE_DETAIL_COLUMNS } from '../server/shared/database/store-types'

/** The tables left behind, each with why: every other table of the schema is carried. */
export const NOT_CARRIED: Readonly<Record<string, string>> = {
  schema_migrations: 'the migration ledger: PostgreSQL keeps its own',
  schema_versions: 'the migration ledger: PostgreSQL keeps its own',
  webauthn_challenges: 'a sign-in challenge lives minutes',
  busy_feeds: 'busy times are read again from BUSY_ICS_URLS',
  busy_intervals: 'busy times are read again from BUSY_ICS_URLS',
  signature_erasure_gate: 'holds rows only inside an erasure',
  rate_limit_counters: 'PostgreSQL only: SQLite counts in memory',
}

/**
 * The inbox's tables (its steps 1 and 2) in an order that satisfies their references, with the columns a row
 * is known by. WebAuthn challenges live minutes and are not carried.
 */
export const INBOX_TABLES: ReadonlyArray<{ table: string; key: string }> = [
  { table: 'staff', key: 'id' },
  { table: 'passkeys', key: 'id' },
  { table: 'enrollments', key: 'token_hash' },
  { table: 'inbox_sessions', key: 'id_hash' },
  { table: 'lead_states', key: 'lead_id' },
  { table: 'lead_views', key: 'lead_id, staff_id' },
  { table: 'lead_notes', key: 'id' },
  { table: 'audit_log', key: 'id' },
  { table: 'conflict_register', key: 'id' },
  { table: 'conflict_hits', key: 'lead_id, entry_id, lead_field, lead_name' },
  { table: 'register_matters', key: 'matter_id' },
  { table: 'matter_sequences', key: 'year' },
  { table: 'conflict_resolutions', key: 'lead_id, entry_id' },
]

export const DELIVERY_COLUMNS = [
  'lead_id',
  'channel',
  'target',
  'instance',
  'started_at',
  'finished_at',
  'ok',
  'detail',
]

/** Every table this command carries, by name. */
export const CARRIED_TABLES = [
  'leads',
  'outbox',
  'deliveries',
  'job_runs',
  ...INBOX_TABLES.map(({ table }) => table),
  'bookings',
  'booking_messages',
  'booking_reminders',
  ...ENGAGEMENT_TABLES_CARRIED,
]

export const BOOKING_COLUMNS = [
  'lead_id',
  'person',
  'start_at',
  'end_at',
  'buffer_ms',
  'status',
  'sequence',
  'visitor_time_zone',
  'created_at',
  'updated_at',
]
export const INVITATION_COLUMNS = [
  'lead_id',
  'recipient',
  'method',
  'sequence',
  'start_at',
  'end_at',
  'created_at',
  'attempts',
  'next_attempt_at',
  'last_error',
  'sent_at',
]

export const LEAD_COLUMNS = [
  'id',
  'form_id',
  'form_type',
  'first_name',
  'last_name',
  'email',
  'phone',
  'organization',
  'case_type',
  'message',
  'subject',
  'urgency',
  'deadline',
  'preferred_date',
  'preferred_time',
  'submitted_at',
  'received_at',
  'client_address',
  'origin',
  'user_agent',
  'is_spam',
  'idempotency_key',
  ...CASE_DETAIL_COLUMNS.map(([, column]) => column),
  'sent_from',
]

export const REMINDER_COLUMNS = [
  'lead_id',
  'sequence',
  'kind',
  'start_at',
  'due_at',
  'created_at',
  'attempts',
  'next_attempt_at',
  'last_error',
  'sent_at',
  'dropped_at',
]

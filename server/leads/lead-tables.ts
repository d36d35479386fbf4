import type { Generated, Kysely } from 'kysely'
import type { CaseDetailField } from '../../app/lib/leads/fields'
import { QUERY_BUILDERS } from '../shared/database/query-builder'

/** A case detail's column: the field's name in snake_case (migration 3, as CASE_DETAIL_COLUMNS spells it). */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S

export type CaseDetailColumns = { [Field in CaseDetailField as SnakeCase<Field>]: string | null }

/**
 * The leads feature's tables (its migrations 1 to 5) as the query builder sees them: times in milliseconds as
 * numbers on both engines (PostgreSQL returns its bigints as text, which the stores convert), `is_spam` and `ok`
 * 0 or 1 on SQLite and booleans on PostgreSQL.
 */
export type LeadTables = {
  leads: {
    id: string
    form_id: string
    form_type: string
    first_name: string
    last_name: string
    email: string
    phone: Generated<string>
    organization: Generated<string>
    case_type: Generated<string>
    message: Generated<string>
    subject: Generated<string>
    urgency: string | null
    deadline: string | null
    preferred_date: string | null
    preferred_time: string | null
    submitted_at: string | null
    received_at: string
    client_address: string | null
    origin: string | null
    user_agent: string | null
    is_spam: Generated<number | boolean>
    idempotency_key: string | null
    sent_from: string | null
  } & CaseDetailColumns
  outbox: {
    id: Generated<number>
    lead_id: string
    channel: Generated<string>
    target: Generated<string>
    created_at: number
    attempts: Generated<number>
    next_attempt_at: number
    last_error: string | null
    sent_at: number | null
    /** PostgreSQL only: the instance holding the row's lease */
    claimed_by: string | null
    /** PostgreSQL only */
    lease_until: number | null
  }
  deliveries: {
    id: Generated<number>
    outbox_id: number
    lead_id: string
    channel: string
    target: string
    instance: string
    started_at: number
    finished_at: number | null
    ok: number | boolean | null
    detail: string | null
  }
  job_runs: {
    name: string
    last_run_at: number
  }
  /** PostgreSQL only: the shared rate limiter's counters */
  rate_limit_counters: {
    address: string
    window_name: string
    count: number
    reset_at: number
  }
  /** The engagement's table as retention reads it (the engagement's migrations own it). */
  engagements: {
    lead_id: string
    uploads_closed_at: number | null
  }
}

/** Each engine's query builder over the leads' tables: it builds statements and never runs them (decision 041). */
export const LEAD_QUERIES: Record<keyof typeof QUERY_BUILDERS, Kysely<LeadTables>> = {
  sqlite: QUERY_BUILDERS.sqlite.withTables<LeadTables>(),
  postgres: QUERY_BUILDERS.postgres.withTables<LeadTables>(),
}

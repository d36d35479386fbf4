import { sql, type ExpressionBuilder, type Insertable, type Kysely } from 'kysely'
import type { CaseDetailField } from '../../app/lib/leads/fields'
import { CASE_DETAIL_COLUMNS, type LeadEntry } from '../shared/database/store-types'
import type { CaseDetailColumns, LeadTables } from './lead-tables'

/** A stored lead's columns under the names the stores return (Kysely quotes each alias, so PostgreSQL keeps the case). */
const LEAD_FIELDS = [
  'id',
  'form_id as formId',
  'form_type as formType',
  'first_name as firstName',
  'last_name as lastName',
  'email',
  'phone',
  'organization',
  'case_type as caseType',
  'message',
  'subject',
  'urgency',
  'deadline',
  'preferred_date as preferredDate',
  'preferred_time as preferredTime',
  'submitted_at as submittedAt',
  'received_at as receivedAt',
  'client_address as clientAddress',
  'origin',
  'user_agent as userAgent',
  'is_spam as spam',
] as const

type LeadColumn = keyof LeadTables['leads'] & string

/** The case details as their fields; a column the database lacks (read-only, written before migration 3) reads as NULL. */
function caseDetails(eb: ExpressionBuilder<LeadTables, 'leads'>, present: (column: string) => boolean) {
  return CASE_DETAIL_COLUMNS.map(([field, name]) =>
    present(name) ? eb.ref(name as LeadColumn).as(field) : sql<null>`NULL`.as(field),
  )
}

/** Every lead's columns, case details included. */
export function selectLeads(q: Kysely<LeadTables>, present: (column: string) => boolean = () => true) {
  return q
    .selectFrom('leads')
    .select(LEAD_FIELDS)
    .select((eb) => caseDetails(eb, present))
}

/** An outbox row under the names the stores return. */
export const OUTBOX_FIELDS = [
  'id',
  'lead_id as leadId',
  'channel',
  'target',
  'created_at as createdAt',
  'attempts',
  'next_attempt_at as nextAttemptAt',
  'last_error as lastError',
] as const

/** The delivery log of the leads received at or after `since`, oldest attempt first. */
export function selectDeliveries(q: Kysely<LeadTables>, since: string) {
  return q
    .selectFrom('deliveries as d')
    .innerJoin('leads as l', 'l.id', 'd.lead_id')
    .select([
      'd.lead_id as leadId',
      'd.channel',
      'd.target',
      'd.instance',
      'd.started_at as startedAt',
      'd.finished_at as finishedAt',
      'd.ok',
      'd.detail',
    ])
    .where('l.received_at', '>=', since)
    .orderBy('d.started_at')
    .orderBy('d.id')
}

/** The outbox's pending count and its oldest pending row's time. */
export function selectPendingHealth(q: Kysely<LeadTables>) {
  return q
    .selectFrom('outbox')
    .select((eb) => [eb.fn.countAll().as('pending'), eb.fn.min('created_at').as('oldest')])
    .where('sent_at', 'is', null)
}

export function countLeads(q: Kysely<LeadTables>) {
  return q.selectFrom('leads').select((eb) => eb.fn.countAll().as('count'))
}

/**
 * The leads a retention pass deletes: those received before `cutoff` without an engagement, and those whose every
 * engagement's upload window closed before `closedBefore` (never when unset).
 */
export function selectRetained(q: Kysely<LeadTables>, cutoff: string, closedBefore: number | null) {
  return q
    .selectFrom('leads as l')
    .select('l.id')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('l.received_at', '<', cutoff),
          eb.not(
            eb.exists(eb.selectFrom('engagements as e').select(eb.lit(1).as('one')).whereRef('e.lead_id', '=', 'l.id')),
          ),
        ]),
        eb(
          'l.id',
          'in',
          eb
            .selectFrom('engagements as e')
            .select('e.lead_id')
            .groupBy('e.lead_id')
            .having((having) =>
              having.and([
                having(
                  having.fn.max(
                    having.case().when('e.uploads_closed_at', 'is', null).then(having.lit(1)).else(having.lit(0)).end(),
                  ),
                  '=',
                  having.lit(0),
                ),
                having(having.fn.max('e.uploads_closed_at'), '<', closedBefore),
              ]),
            ),
        ),
      ]),
    )
}

/** One statement decides: of several instances asking together, exactly one gets the row back (a run at or before `due` is over). */
export function claimJob(q: Kysely<LeadTables>, job: string, now: number, due: number) {
  return q
    .insertInto('job_runs')
    .values({ name: job, last_run_at: now })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ last_run_at: (eb) => eb.ref('excluded.last_run_at') })
        .where('job_runs.last_run_at', '<=', due),
    )
    .returning('name')
}

/** What a new lead's row is made of: the entry, its new id and the time it was received. */
export interface NewLeadSource {
  entry: LeadEntry
  id: string
  receivedAt: number
}

type NewLeadRow = Required<Insertable<LeadTables['leads']>>

const caseDetail = (field: CaseDetailField) => (source: NewLeadSource) => source.entry.lead[field] ?? null

/** Each column of a new lead's row and how it is filled, the same on both engines (spam a boolean here). */
const NEW_LEAD: { [Column in keyof NewLeadRow]: (source: NewLeadSource) => NewLeadRow[Column] } = {
  id: (source) => source.id,
  form_id: (source) => source.entry.formId,
  form_type: (source) => source.entry.lead.formType,
  first_name: (source) => source.entry.lead.firstName,
  last_name: (source) => source.entry.lead.lastName,
  email: (source) => source.entry.lead.email,
  phone: (source) => source.entry.lead.phone,
  organization: (source) => source.entry.lead.organization,
  case_type: (source) => source.entry.lead.caseType,
  message: (source) => source.entry.lead.message,
  subject: (source) => source.entry.lead.subject,
  urgency: (source) => source.entry.lead.urgency ?? null,
  deadline: (source) => source.entry.lead.deadline ?? null,
  preferred_date: (source) => source.entry.lead.preferredDate ?? null,
  preferred_time: (source) => source.entry.lead.preferredTime ?? null,
  submitted_at: (source) => source.entry.lead.submittedAt || null,
  received_at: (source) => new Date(source.receivedAt).toISOString(),
  client_address: (source) => source.entry.clientAddress ?? null,
  origin: (source) => source.entry.origin ?? null,
  user_agent: (source) => source.entry.userAgent ?? null,
  is_spam: (source) => source.entry.spam,
  idempotency_key: (source) => source.entry.idempotencyKey ?? null,
  sent_from: (source) => source.entry.sentFrom ?? null,
  ...(Object.fromEntries(CASE_DETAIL_COLUMNS.map(([field, name]) => [name, caseDetail(field)])) as {
    [Column in keyof CaseDetailColumns]: (source: NewLeadSource) => string | null
  }),
}

export type NewLeadColumn = keyof NewLeadRow

/** A new lead's columns, in the order the insert statements list them. */
export const NEW_LEAD_COLUMNS = Object.keys(NEW_LEAD) as NewLeadColumn[]

/** The value of one column of a new lead's row. */
export function newLeadValue<Column extends NewLeadColumn>(column: Column, source: NewLeadSource): NewLeadRow[Column] {
  return NEW_LEAD[column](source)
}

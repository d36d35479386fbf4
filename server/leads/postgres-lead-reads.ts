import { sql } from 'kysely'
import { jsonBuildObject } from 'kysely/helpers/postgres'
import type { OutboxRoute } from '../shared/database/store-types'
import { LEAD_QUERIES } from './lead-tables'

const q = LEAD_QUERIES.postgres

/** When the route's next notification is due: its next attempt, or the end of its lease if later. */
export function nextDue(route: OutboxRoute) {
  return q
    .selectFrom('outbox')
    .select((eb) =>
      eb.fn.min(eb.fn('greatest', ['next_attempt_at', eb.fn.coalesce('lease_until', eb.lit(0))])).as('at'),
    )
    .where('sent_at', 'is', null)
    .where('channel', '=', route.channel)
    .where('target', '=', route.target)
}

/** The leads of an email address or of the ids given, each with the routes its notifications were sent to. */
export function findLeads(email: string | undefined, ids: readonly string[]) {
  return q
    .selectFrom('leads as l')
    .select((eb) => [
      'l.id',
      'l.received_at as receivedAt',
      'l.form_type as formType',
      'l.is_spam as spam',
      eb
        .selectFrom('outbox as o')
        .select((sub) =>
          sub.fn
            .jsonAgg(jsonBuildObject({ channel: sub.ref('o.channel'), target: sub.ref('o.target') }))
            .orderBy('o.id')
            .as('sent'),
        )
        .whereRef('o.lead_id', '=', 'l.id')
        .where('o.sent_at', 'is not', null)
        .as('sent'),
    ])
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['l.email']), '=', email === undefined ? '' : email.trim().toLowerCase()),
        eb('l.id', '=', eb.fn.any(sql<string[]>`${[...ids]}::text[]`)),
      ]),
    )
    .orderBy('l.received_at')
    .orderBy('l.id')
    .$castTo<{
      id: string
      receivedAt: string
      formType: string
      spam: boolean
      sent: Array<{ channel: string; target: string }> | null
    }>()
}

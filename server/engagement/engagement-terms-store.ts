/** The terms staff chose when sending an engagement (engagement step 3), on either engine. */
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { LetterTerms } from '~/lib/engagement/letter'
import { PAYERS, SCOPES } from '~/lib/engagement/letter-terms'
import type { InboxDb } from '../shared/database/sql'
import type { EngagementTables } from './engagement-tables'

const FORUM = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('federal') }),
  // An empty state: a state court not yet named, whose letter says only that the forum's rules apply.
  z.object({ kind: z.literal('state'), state: z.string().regex(/^([A-Z]{2})?$/) }),
])

const CONFLICTS = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('not-same-party') }),
  z.object({
    kind: z.literal('waived'),
    matters: z.array(z.object({ caption: z.string().min(1), side: z.string().min(1) })).min(1),
  }),
])

/** The terms as the send panel submits them and as the row holds them: checked on the way in and on the way out. */
const LetterTermsSchema = z.object({
  scope: z.enum(SCOPES),
  expert: z.string().regex(/^[a-z0-9-]{1,80}$/),
  payer: z.enum(PAYERS),
  forum: FORUM,
  conflicts: CONFLICTS,
}) satisfies z.ZodType<LetterTerms>

export class EngagementTermsStore {
  constructor(readonly db: InboxDb) {}

  private get q(): Kysely<EngagementTables> {
    return this.db.builder.withTables<EngagementTables>()
  }

  async save(engagementId: string, leadId: string, terms: LetterTerms, chosenBy: string, now = Date.now()) {
    const parsed = LetterTermsSchema.parse(terms)
    await this.db.run(
      this.q
        .insertInto('engagement_terms')
        .values({
          engagement_id: engagementId,
          lead_id: leadId,
          scope: parsed.scope,
          expert: parsed.expert,
          payer: parsed.payer,
          forum: JSON.stringify(parsed.forum),
          conflicts: JSON.stringify(parsed.conflicts),
          chosen_by: chosenBy,
          chosen_at: now,
        })
        .compile(),
    )
  }

  /** The engagement's terms, or undefined for one sent before terms were chosen. */
  async of(engagementId: string): Promise<LetterTerms | undefined> {
    const row = await this.db.get(
      this.q
        .selectFrom('engagement_terms')
        .select(['scope', 'expert', 'payer', 'forum', 'conflicts'])
        .where('engagement_id', '=', engagementId)
        .compile(),
    )
    if (!row) return undefined
    return LetterTermsSchema.parse({
      ...row,
      forum: JSON.parse(row.forum) as unknown,
      conflicts: JSON.parse(row.conflicts) as unknown,
    })
  }
}

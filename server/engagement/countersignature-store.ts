/**
 * The firm's decision on an engagement counsel signed (engagement step 4), on either engine: the countersignature,
 * inserted once into the signature chain (triggers refuse any change), or the decline, which also closes the upload
 * window. Exactly one of the two, once: each refuses when the other (or itself) came first.
 */
import type { Kysely } from 'kysely'
import type { InboxDb } from '../shared/database/sql'
import {
  COUNTERSIGNATURE_KIND,
  countersignatureRecordSha256,
  type CountersignatureInput,
} from './countersignature-record'
import type { EngagementTables } from './engagement-tables'
import { appendToChain } from './signature-chain'

type Countersignature = Omit<CountersignatureInput, 'pdf'>

interface Declined {
  declinedAt: number
  declinedBy: string
  reason: string
}

/** The firm's decision: none yet (awaiting the firm's signature), countersigned, or declined. */
export type FirmDecision =
  | { kind: 'awaiting' }
  | { kind: 'countersigned'; countersignature: Countersignature }
  | { kind: 'declined'; declined: Declined }

const COLUMNS = [
  'staff_id as staffId',
  'person_id as personId',
  'signer_name as signerName',
  'signer_title as signerTitle',
  'credential_id as credentialId',
  'ip_address as ipAddress',
  'user_agent as userAgent',
  'countersigned_at as countersignedAt',
  'counsel_pdf_sha256 as counselPdfSha256',
  'certificate_subject as certificateSubject',
  'self_signed as selfSigned',
  'pdf_sha256 as pdfSha256',
] as const

export class CountersignatureStore {
  constructor(readonly db: InboxDb) {}

  private get q(): Kysely<EngagementTables> {
    return this.db.builder.withTables<EngagementTables>()
  }

  /** Records the countersignature once: false when the engagement is not signed, was declined or countersigned. */
  async countersign(engagementId: string, leadId: string, input: CountersignatureInput): Promise<boolean> {
    return this.db.transaction(async (db) => {
      const open = await db.get(
        this.q
          .selectFrom('engagements')
          .select('id')
          .where('id', '=', engagementId)
          .where('state', '=', 'signed')
          .where('declined_at', 'is', null)
          .compile(),
      )
      if (!open) return false
      const existing = await db.get(
        this.q
          .selectFrom('engagement_countersignatures')
          .select('engagement_id')
          .where('engagement_id', '=', engagementId)
          .compile(),
      )
      if (existing) return false
      await db.run(
        this.q
          .insertInto('engagement_countersignatures')
          .values({
            engagement_id: engagementId,
            lead_id: leadId,
            staff_id: input.staffId,
            person_id: input.personId,
            signer_name: input.signerName,
            signer_title: input.signerTitle,
            credential_id: input.credentialId,
            ip_address: input.ipAddress,
            user_agent: input.userAgent,
            countersigned_at: input.countersignedAt,
            counsel_pdf_sha256: input.counselPdfSha256,
            certificate_subject: input.certificateSubject,
            self_signed: input.selfSigned ? 1 : 0,
            pdf: input.pdf,
            pdf_sha256: input.pdfSha256,
          })
          .compile(),
      )
      await appendToChain(db, {
        kind: COUNTERSIGNATURE_KIND,
        recordId: engagementId,
        engagementId,
        recordSha256: countersignatureRecordSha256({ ...input, engagementId, leadId }),
      })
      return true
    })
  }

  /** Declines once, closing the upload window: false when the engagement is not signed or was decided already. */
  async decline(engagementId: string, staffId: string, reason: string, now = Date.now()): Promise<boolean> {
    return this.db.transaction(async (db) => {
      const countersigned = await db.get(
        this.q
          .selectFrom('engagement_countersignatures')
          .select('engagement_id')
          .where('engagement_id', '=', engagementId)
          .compile(),
      )
      if (countersigned) return false
      const changed = await db.run(
        this.q
          .updateTable('engagements')
          .set((eb) => ({
            declined_at: now,
            declined_by: staffId,
            decline_reason: reason,
            uploads_closed_at: eb.fn.coalesce('uploads_closed_at', eb.val(now)),
            updated_at: now,
          }))
          .where('id', '=', engagementId)
          .where('state', '=', 'signed')
          .where('declined_at', 'is', null)
          .compile(),
      )
      return changed === 1
    })
  }

  async decision(engagementId: string): Promise<FirmDecision> {
    const row = await this.db.get(
      this.q
        .selectFrom('engagement_countersignatures')
        .select(COLUMNS)
        .where('engagement_id', '=', engagementId)
        .compile(),
    )
    if (row)
      return {
        kind: 'countersigned',
        countersignature: {
          ...row,
          countersignedAt: Number(row.countersignedAt),
          selfSigned: Number(row.selfSigned) === 1,
        },
      }
    const declined = await this.db.get(
      this.q
        .selectFrom('engagements')
        .select(['declined_at as declinedAt', 'declined_by as declinedBy', 'decline_reason as reason'])
        .where('id', '=', engagementId)
        .compile(),
    )
    if (declined?.declinedAt != null)
      return {
        kind: 'declined',
        declined: {
          declinedAt: Number(declined.declinedAt),
          declinedBy: declined.declinedBy ?? '',
          reason: declined.reason ?? '',
        },
      }
    return { kind: 'awaiting' }
  }

  /** The final PDF, countersigned and signed by the firm. */
  async finalPdf(engagementId: string): Promise<Buffer | undefined> {
    const row = await this.db.get(
      this.q
        .selectFrom('engagement_countersignatures')
        .select('pdf')
        .where('engagement_id', '=', engagementId)
        .compile(),
    )
    return row ? Buffer.from(row.pdf) : undefined
  }
}

/** The engagement's rows on either engine; the signature is inserted once, into the signature chain (triggers refuse any change). */
import type { Kysely } from 'kysely'
import type { InboxDb } from '../shared/database/sql'
import type { EngagementTables } from './engagement-tables'
import { appendToChain, SIGNATURE_KIND, type SignatureInput, signatureRecordSha256 } from './signature-chain'

type EngagementState = 'sent' | 'signed' | 'withdrawn'

export interface Engagement {
  id: string
  leadId: string
  state: EngagementState
  letterVersion: string
  caseDetails: Record<string, string>
  sentBy: string
  sentAt: number
  signBy: number
  openedAt: number | null
  viewedAt: number | null
  uploadsClosedAt: number | null
}

export type { SignatureInput }

export type Signature = Omit<SignatureInput, 'pdf'>

export interface RecordFile {
  id: string
  engagementId: string
  leadId: string
  displayName: string
  size: number
  received: number
  storedBytes: number
  records: number
  storage: 'disk' | 'database'
  storageName: string
  wrappedKey: string
  kind: string | null
  sha256: string | null
  createdAt: number
  completedAt: number | null
}

const ENGAGEMENT_COLUMNS = [
  'id',
  'lead_id as leadId',
  'state',
  'letter_version as letterVersion',
  'case_details as caseDetails',
  'sent_by as sentBy',
  'sent_at as sentAt',
  'sign_by as signBy',
  'opened_at as openedAt',
  'viewed_at as viewedAt',
  'uploads_closed_at as uploadsClosedAt',
] as const
const SIGNATURE_COLUMNS = [
  'letter_text as letterText',
  'text_sha256 as textSha256',
  'signer_name as signerName',
  'signer_title as signerTitle',
  'signer_firm as signerFirm',
  'signer_email as signerEmail',
  'ip_address as ipAddress',
  'user_agent as userAgent',
  'opened_at as openedAt',
  'viewed_at as viewedAt',
  'signed_at as signedAt',
  'pdf_sha256 as pdfSha256',
] as const
const FILE_COLUMNS = [
  'id',
  'engagement_id as engagementId',
  'lead_id as leadId',
  'display_name as displayName',
  'size',
  'received',
  'stored_bytes as storedBytes',
  'records',
  'storage',
  'storage_name as storageName',
  'wrapped_key as wrappedKey',
  'kind',
  'sha256',
  'created_at as createdAt',
  'completed_at as completedAt',
] as const

type EngagementRow = Omit<Engagement, 'caseDetails'> & { caseDetails: string }

function engagementOf(row: EngagementRow | undefined): Engagement | undefined {
  return row ? { ...row, caseDetails: JSON.parse(row.caseDetails) as Record<string, string> } : undefined
}

export class EngagementStore {
  constructor(readonly db: InboxDb) {}

  /** The query builder of this store's engine, with the engagement's tables. */
  private get q(): Kysely<EngagementTables> {
    return this.db.builder.withTables<EngagementTables>()
  }

  private engagements() {
    return this.q.selectFrom('engagements').select(ENGAGEMENT_COLUMNS)
  }

  async create(
    input: {
      id: string
      leadId: string
      tokenHash: string
      letterVersion: string
      caseDetails: Record<string, string>
      sentBy: string
      signBy: number
    },
    now = Date.now(),
  ): Promise<void> {
    await this.db.run(
      this.q
        .insertInto('engagements')
        .values({
          id: input.id,
          lead_id: input.leadId,
          token_hash: input.tokenHash,
          state: 'sent',
          letter_version: input.letterVersion,
          case_details: JSON.stringify(input.caseDetails),
          sent_by: input.sentBy,
          sent_at: now,
          sign_by: input.signBy,
          updated_at: now,
        })
        .compile(),
    )
  }

  async current(leadId: string): Promise<Engagement | undefined> {
    return engagementOf(
      await this.db.get(this.engagements().where('lead_id', '=', leadId).where('state', '<>', 'withdrawn').compile()),
    )
  }

  async byTokenHash(tokenHash: string): Promise<Engagement | undefined> {
    return engagementOf(await this.db.get(this.engagements().where('token_hash', '=', tokenHash).compile()))
  }

  async byId(id: string): Promise<Engagement | undefined> {
    return engagementOf(await this.db.get(this.engagements().where('id', '=', id).compile()))
  }

  /** A resend: a new token, and before signing a new signing period and the current letter. */
  async reissue(
    id: string,
    tokenHash: string,
    unsigned: { letterVersion: string; caseDetails: Record<string, string>; signBy: number } | undefined,
    now = Date.now(),
  ): Promise<void> {
    const update = this.q.updateTable('engagements')
    await this.db.run(
      unsigned
        ? update
            .set({
              token_hash: tokenHash,
              letter_version: unsigned.letterVersion,
              case_details: JSON.stringify(unsigned.caseDetails),
              sign_by: unsigned.signBy,
              opened_at: null,
              viewed_at: null,
              updated_at: now,
            })
            .where('id', '=', id)
            .where('state', '=', 'sent')
            .compile()
        : update.set({ token_hash: tokenHash, updated_at: now }).where('id', '=', id).compile(),
    )
  }

  /** A withdrawal voids the link (its token hash is replaced by one nobody holds). */
  async withdraw(id: string, voidHash: string, now = Date.now()): Promise<boolean> {
    const query = this.q
      .updateTable('engagements')
      .set({ state: 'withdrawn', token_hash: voidHash, updated_at: now })
      .where('id', '=', id)
      .where('state', '<>', 'withdrawn')
    return (await this.db.run(query.compile())) === 1
  }

  async markOpened(id: string, now = Date.now()): Promise<void> {
    await this.db.run(
      this.q
        .updateTable('engagements')
        .set({ opened_at: now })
        .where('id', '=', id)
        .where('opened_at', 'is', null)
        .compile(),
    )
  }

  async markViewed(id: string, now = Date.now()): Promise<void> {
    await this.db.run(
      this.q
        .updateTable('engagements')
        .set({ viewed_at: now })
        .where('id', '=', id)
        .where('viewed_at', 'is', null)
        .compile(),
    )
  }

  /** Records the signature once: false when the engagement was signed (or withdrawn) meanwhile. */
  async sign(id: string, leadId: string, signature: SignatureInput, now = Date.now()): Promise<boolean> {
    return this.db.transaction(async (db) => {
      const signed = this.q
        .updateTable('engagements')
        .set({ state: 'signed', updated_at: now })
        .where('id', '=', id)
        .where('state', '=', 'sent')
      if ((await db.run(signed.compile())) !== 1) return false
      await db.run(
        this.q
          .insertInto('engagement_signatures')
          .values({
            engagement_id: id,
            lead_id: leadId,
            letter_text: signature.letterText,
            text_sha256: signature.textSha256,
            signer_name: signature.signerName,
            signer_title: signature.signerTitle,
            signer_firm: signature.signerFirm,
            signer_email: signature.signerEmail,
            ip_address: signature.ipAddress,
            user_agent: signature.userAgent,
            opened_at: signature.openedAt,
            viewed_at: signature.viewedAt,
            signed_at: signature.signedAt,
            pdf: signature.pdf,
            pdf_sha256: signature.pdfSha256,
          })
          .compile(),
      )
      await appendToChain(db, {
        kind: SIGNATURE_KIND,
        recordId: id,
        engagementId: id,
        recordSha256: signatureRecordSha256({ ...signature, engagementId: id, leadId }),
      })
      return true
    })
  }

  async signature(id: string): Promise<Signature | undefined> {
    return this.db.get(
      this.q.selectFrom('engagement_signatures').select(SIGNATURE_COLUMNS).where('engagement_id', '=', id).compile(),
    )
  }

  async signedPdf(id: string): Promise<Buffer | undefined> {
    const row = await this.db.get(
      this.q.selectFrom('engagement_signatures').select('pdf').where('engagement_id', '=', id).compile(),
    )
    return row ? Buffer.from(row.pdf) : undefined
  }

  async closeUploads(id: string, now = Date.now()): Promise<boolean> {
    const query = this.q
      .updateTable('engagements')
      .set({ uploads_closed_at: now, updated_at: now })
      .where('id', '=', id)
      .where('uploads_closed_at', 'is', null)
    return (await this.db.run(query.compile())) === 1
  }

  async createFile(
    file: Pick<
      RecordFile,
      'id' | 'engagementId' | 'leadId' | 'displayName' | 'size' | 'storage' | 'storageName' | 'wrappedKey'
    >,
    now = Date.now(),
  ): Promise<void> {
    await this.db.run(
      this.q
        .insertInto('record_files')
        .values({
          id: file.id,
          engagement_id: file.engagementId,
          lead_id: file.leadId,
          display_name: file.displayName,
          size: file.size,
          storage: file.storage,
          storage_name: file.storageName,
          wrapped_key: file.wrappedKey,
          created_at: now,
        })
        .compile(),
    )
  }

  async file(id: string): Promise<RecordFile | undefined> {
    return this.db.get(this.q.selectFrom('record_files').select(FILE_COLUMNS).where('id', '=', id).compile())
  }

  async files(engagementId: string, { complete = true } = {}): Promise<RecordFile[]> {
    let query = this.q.selectFrom('record_files').select(FILE_COLUMNS).where('engagement_id', '=', engagementId)
    if (complete) query = query.where('completed_at', 'is not', null)
    return this.db.all(query.orderBy('created_at').orderBy('id').compile())
  }

  async declaredBytes(engagementId: string): Promise<number> {
    const row = await this.db.get(
      this.q
        .selectFrom('record_files')
        .select((eb) => eb.fn.sum<number | null>('size').as('total'))
        .where('engagement_id', '=', engagementId)
        .compile(),
    )
    return Number(row?.total ?? 0)
  }

  /** Moves a file's progress on, only from where it was (another writer that moved it first wins). */
  async advance(
    id: string,
    from: { received: number; records: number },
    to: { received: number; storedBytes: number; records: number },
  ): Promise<boolean> {
    const query = this.q
      .updateTable('record_files')
      .set({ received: to.received, stored_bytes: to.storedBytes, records: to.records })
      .where('id', '=', id)
      .where('received', '=', from.received)
      .where('records', '=', from.records)
      .where('completed_at', 'is', null)
    return (await this.db.run(query.compile())) === 1
  }

  async complete(id: string, kind: string, sha256: string, displayName: string, now = Date.now()): Promise<void> {
    await this.db.run(
      this.q
        .updateTable('record_files')
        .set({ kind, sha256, display_name: displayName, completed_at: now })
        .where('id', '=', id)
        .compile(),
    )
  }

  async deleteFile(id: string): Promise<void> {
    await this.db.transaction(async (db) => {
      await db.run(this.q.deleteFrom('record_chunks').where('file_id', '=', id).compile())
      await db.run(this.q.deleteFrom('record_files').where('id', '=', id).compile())
    })
  }

  /** Every storage name still in use (files on disk whose name is not here belong to nothing: swept). */
  async storageNames(): Promise<Set<string>> {
    const rows = await this.db.all(
      this.q.selectFrom('record_files').select('storage_name as name').where('storage', '=', 'disk').compile(),
    )
    return new Set(rows.map((row) => row.name))
  }

  async putChunk(fileId: string, leadId: string, seq: number, data: Buffer): Promise<void> {
    await this.db.run(
      this.q.insertInto('record_chunks').values({ file_id: fileId, lead_id: leadId, seq, data }).compile(),
    )
  }

  /** Chunks past `records` (left by a write whose progress was never recorded) are dropped before a write resumes. */
  async dropChunksFrom(fileId: string, records: number): Promise<void> {
    await this.db.run(
      this.q.deleteFrom('record_chunks').where('file_id', '=', fileId).where('seq', '>=', records).compile(),
    )
  }

  async chunk(fileId: string, seq: number): Promise<Buffer | undefined> {
    const row = await this.db.get(
      this.q.selectFrom('record_chunks').select('data').where('file_id', '=', fileId).where('seq', '=', seq).compile(),
    )
    return row ? Buffer.from(row.data) : undefined
  }
}

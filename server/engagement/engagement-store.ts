/** The engagement's rows on either engine; the signature is inserted once, into the signature chain (triggers refuse any change). */
import type { InboxDb } from '../shared/database/sql'
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

const ENGAGEMENT_COLUMNS = `id, lead_id AS "leadId", state, letter_version AS "letterVersion", case_details AS "caseDetails", sent_by AS "sentBy", sent_at AS "sentAt", sign_by AS "signBy", opened_at AS "openedAt", viewed_at AS "viewedAt", uploads_closed_at AS "uploadsClosedAt"`
const SIGNATURE_COLUMNS = `letter_text AS "letterText", text_sha256 AS "textSha256", signer_name AS "signerName", signer_title AS "signerTitle", signer_firm AS "signerFirm", signer_email AS "signerEmail", ip_address AS "ipAddress", user_agent AS "userAgent", opened_at AS "openedAt", viewed_at AS "viewedAt", signed_at AS "signedAt", pdf_sha256 AS "pdfSha256"`
const FILE_COLUMNS = `id, engagement_id AS "engagementId", lead_id AS "leadId", display_name AS "displayName", size, received, stored_bytes AS "storedBytes", records, storage, storage_name AS "storageName", wrapped_key AS "wrappedKey", kind, sha256, created_at AS "createdAt", completed_at AS "completedAt"`

type EngagementRow = Omit<Engagement, 'caseDetails'> & { caseDetails: string }

function engagementOf(row: EngagementRow | undefined): Engagement | undefined {
  return row ? { ...row, caseDetails: JSON.parse(row.caseDetails) as Record<string, string> } : undefined
}

export class EngagementStore {
  constructor(readonly db: InboxDb) {}

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
      `INSERT INTO engagements (id, lead_id, token_hash, state, letter_version, case_details, sent_by, sent_at, sign_by, updated_at) VALUES (?, ?, ?, 'sent', ?, ?, ?, ?, ?, ?)`,
      [
        input.id,
        input.leadId,
        input.tokenHash,
        input.letterVersion,
        JSON.stringify(input.caseDetails),
        input.sentBy,
        now,
        input.signBy,
        now,
      ],
    )
  }

  async current(leadId: string): Promise<Engagement | undefined> {
    return engagementOf(
      await this.db.get<EngagementRow>(
        `SELECT ${ENGAGEMENT_COLUMNS} FROM engagements WHERE lead_id = ? AND state <> 'withdrawn'`,
        [leadId],
      ),
    )
  }

  async byTokenHash(tokenHash: string): Promise<Engagement | undefined> {
    return engagementOf(
      await this.db.get<EngagementRow>(`SELECT ${ENGAGEMENT_COLUMNS} FROM engagements WHERE token_hash = ?`, [
        tokenHash,
      ]),
    )
  }

  async byId(id: string): Promise<Engagement | undefined> {
    return engagementOf(
      await this.db.get<EngagementRow>(`SELECT ${ENGAGEMENT_COLUMNS} FROM engagements WHERE id = ?`, [id]),
    )
  }

  /** A resend: a new token, and before signing a new signing period and the current letter. */
  async reissue(
    id: string,
    tokenHash: string,
    unsigned: { letterVersion: string; caseDetails: Record<string, string>; signBy: number } | undefined,
    now = Date.now(),
  ): Promise<void> {
    if (unsigned) {
      await this.db.run(
        `UPDATE engagements SET token_hash = ?, letter_version = ?, case_details = ?, sign_by = ?, opened_at = NULL, viewed_at = NULL, updated_at = ? WHERE id = ? AND state = 'sent'`,
        [tokenHash, unsigned.letterVersion, JSON.stringify(unsigned.caseDetails), unsigned.signBy, now, id],
      )
    } else {
      await this.db.run(`UPDATE engagements SET token_hash = ?, updated_at = ? WHERE id = ?`, [tokenHash, now, id])
    }
  }

  /** A withdrawal voids the link (its token hash is replaced by one nobody holds). */
  async withdraw(id: string, voidHash: string, now = Date.now()): Promise<boolean> {
    return (
      (await this.db.run(
        `UPDATE engagements SET state = 'withdrawn', token_hash = ?, updated_at = ? WHERE id = ? AND state <> 'withdrawn'`,
        [voidHash, now, id],
      )) === 1
    )
  }

  async markOpened(id: string, now = Date.now()): Promise<void> {
    await this.db.run(`UPDATE engagements SET opened_at = ? WHERE id = ? AND opened_at IS NULL`, [now, id])
  }

  async markViewed(id: string, now = Date.now()): Promise<void> {
    await this.db.run(`UPDATE engagements SET viewed_at = ? WHERE id = ? AND viewed_at IS NULL`, [now, id])
  }

  /** Records the signature once: false when the engagement was signed (or withdrawn) meanwhile. */
  async sign(id: string, leadId: string, signature: SignatureInput, now = Date.now()): Promise<boolean> {
    return this.db.transaction(async (db) => {
      if (
        (await db.run(`UPDATE engagements SET state = 'signed', updated_at = ? WHERE id = ? AND state = 'sent'`, [
          now,
          id,
        ])) !== 1
      )
        return false
      await db.run(
        `INSERT INTO engagement_signatures (engagement_id, lead_id, letter_text, text_sha256, signer_name, signer_title, signer_firm, signer_email, ip_address, user_agent, opened_at, viewed_at, signed_at, pdf, pdf_sha256)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          leadId,
          signature.letterText,
          signature.textSha256,
          signature.signerName,
          signature.signerTitle,
          signature.signerFirm,
          signature.signerEmail,
          signature.ipAddress,
          signature.userAgent,
          signature.openedAt,
          signature.viewedAt,
          signature.signedAt,
          signature.pdf,
          signature.pdfSha256,
        ],
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
    return this.db.get<Signature>(`SELECT ${SIGNATURE_COLUMNS} FROM engagement_signatures WHERE engagement_id = ?`, [
      id,
    ])
  }

  async signedPdf(id: string): Promise<Buffer | undefined> {
    const row = await this.db.get<{ pdf: Buffer }>(`SELECT pdf FROM engagement_signatures WHERE engagement_id = ?`, [
      id,
    ])
    return row ? Buffer.from(row.pdf) : undefined
  }

  async closeUploads(id: string, now = Date.now()): Promise<boolean> {
    return (
      (await this.db.run(
        `UPDATE engagements SET uploads_closed_at = ?, updated_at = ? WHERE id = ? AND uploads_closed_at IS NULL`,
        [now, now, id],
      )) === 1
    )
  }

  async createFile(
    file: Pick<
      RecordFile,
      'id' | 'engagementId' | 'leadId' | 'displayName' | 'size' | 'storage' | 'storageName' | 'wrappedKey'
    >,
    now = Date.now(),
  ): Promise<void> {
    await this.db.run(
      `INSERT INTO record_files (id, engagement_id, lead_id, display_name, size, storage, storage_name, wrapped_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        file.id,
        file.engagementId,
        file.leadId,
        file.displayName,
        file.size,
        file.storage,
        file.storageName,
        file.wrappedKey,
        now,
      ],
    )
  }

  async file(id: string): Promise<RecordFile | undefined> {
    return this.db.get<RecordFile>(`SELECT ${FILE_COLUMNS} FROM record_files WHERE id = ?`, [id])
  }

  async files(engagementId: string, { complete = true } = {}): Promise<RecordFile[]> {
    return this.db.all<RecordFile>(
      `SELECT ${FILE_COLUMNS} FROM record_files WHERE engagement_id = ?${complete ? ' AND completed_at IS NOT NULL' : ''} ORDER BY created_at, id`,
      [engagementId],
    )
  }

  async declaredBytes(engagementId: string): Promise<number> {
    const row = await this.db.get<{ total: number | null }>(
      `SELECT SUM(size) AS total FROM record_files WHERE engagement_id = ?`,
      [engagementId],
    )
    return Number(row?.total ?? 0)
  }

  /** Moves a file's progress on, only from where it was (another writer that moved it first wins). */
  async advance(
    id: string,
    from: { received: number; records: number },
    to: { received: number; storedBytes: number; records: number },
  ): Promise<boolean> {
    return (
      (await this.db.run(
        `UPDATE record_files SET received = ?, stored_bytes = ?, records = ? WHERE id = ? AND received = ? AND records = ? AND completed_at IS NULL`,
        [to.received, to.storedBytes, to.records, id, from.received, from.records],
      )) === 1
    )
  }

  async complete(id: string, kind: string, sha256: string, displayName: string, now = Date.now()): Promise<void> {
    await this.db.run(`UPDATE record_files SET kind = ?, sha256 = ?, display_name = ?, completed_at = ? WHERE id = ?`, [
      kind,
      sha256,
      displayName,
      now,
      id,
    ])
  }

  async deleteFile(id: string): Promise<void> {
    await this.db.transaction(async (db) => {
      await db.run(`DELETE FROM record_chunks WHERE file_id = ?`, [id])
      await db.run(`DELETE FROM record_files WHERE id = ?`, [id])
    })
  }

  /** Every storage name still in use (files on disk whose name is not here belong to nothing: swept). */
  async storageNames(): Promise<Set<string>> {
    return new Set(
      (await this.db.all<{ name: string }>(`SELECT storage_name AS name FROM record_files WHERE storage = 'disk'`)).map(
        (row) => row.name,
      ),
    )
  }

  async putChunk(fileId: string, leadId: string, seq: number, data: Buffer): Promise<void> {
    await this.db.run(`INSERT INTO record_chunks (file_id, lead_id, seq, data) VALUES (?, ?, ?, ?)`, [
      fileId,
      leadId,
      seq,
      data,
    ])
  }

  /** Chunks past `records` (left by a write whose progress was never recorded) are dropped before a write resumes. */
  async dropChunksFrom(fileId: string, records: number): Promise<void> {
    await this.db.run(`DELETE FROM record_chunks WHERE file_id = ? AND seq >= ?`, [fileId, records])
  }

  async chunk(fileId: string, seq: number): Promise<Buffer | undefined> {
    const row = await this.db.get<{ data: Buffer }>(`SELECT data FROM record_chunks WHERE file_id = ? AND seq = ?`, [
      fileId,
      seq,
    ])
    return row ? Buffer.from(row.data) : undefined
  }
}

/**
 * The firm's countersignature as a signed record (engagement step 4): one per engagement, its own kind in the
 * signature chain, hashed over every column and the final PDF's own bytes, as counsel's signature is.
 */
import { createHash } from 'node:crypto'

/** The chain's kind for the firm's countersignature; its record id is the engagement's id. */
export const COUNTERSIGNATURE_KIND = 'countersignature'

/** What the firm's countersignature records: who (a staff member linked to a signatory), the passkey, the final PDF. */
export interface CountersignatureInput {
  staffId: string
  personId: string
  signerName: string
  signerTitle: string
  credentialId: string
  ipAddress: string
  userAgent: string
  countersignedAt: number
  /** the hash of the PDF counsel signed, which counsel's row keeps */
  counselPdfSha256: string
  certificateSubject: string
  selfSigned: boolean
  pdf: Buffer
  pdfSha256: string
}

export interface CountersignatureRow extends CountersignatureInput {
  engagementId: string
  leadId: string
}

export const COUNTERSIGNATURE_ROW_COLUMNS = `engagement_id AS "engagementId", lead_id AS "leadId", staff_id AS "staffId", person_id AS "personId", signer_name AS "signerName", signer_title AS "signerTitle", credential_id AS "credentialId", ip_address AS "ipAddress", user_agent AS "userAgent", countersigned_at AS "countersignedAt", counsel_pdf_sha256 AS "counselPdfSha256", certificate_subject AS "certificateSubject", self_signed AS "selfSigned", pdf, pdf_sha256 AS "pdfSha256"`

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

/** The SHA-256 of a countersignature row: every column, and the final PDF's own bytes. */
export function countersignatureRecordSha256(row: CountersignatureRow): string {
  return sha256(
    JSON.stringify([
      COUNTERSIGNATURE_KIND,
      row.engagementId,
      row.leadId,
      row.staffId,
      row.personId,
      row.signerName,
      row.signerTitle,
      row.credentialId,
      row.ipAddress,
      row.userAgent,
      Number(row.countersignedAt),
      row.counselPdfSha256,
      row.certificateSubject,
      Boolean(Number(row.selfSigned)),
      row.pdfSha256,
      sha256(Buffer.from(row.pdf)),
    ]),
  )
}

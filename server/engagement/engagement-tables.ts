import type { Generated } from 'kysely'

/** The engagement's tables (migration 7, and step 4's countersignature and decline) as the query builder sees them: times as numbers on both engines. */
export type EngagementTables = {
  engagements: {
    id: string
    lead_id: string
    token_hash: string
    state: 'sent' | 'signed' | 'withdrawn'
    letter_version: string
    case_details: string
    sent_by: string
    sent_at: number
    sign_by: number
    opened_at: number | null
    viewed_at: number | null
    uploads_closed_at: number | null
    updated_at: number
    declined_at: Generated<number | null>
    declined_by: Generated<string | null>
    decline_reason: Generated<string | null>
    records_mailed_at: Generated<number | null>
    records_mail_due_at: Generated<number | null>
    records_mail_arrivals: Generated<number>
    records_mail_attempts: Generated<number>
    records_mail_claimed_by: Generated<string | null>
    records_mail_lease_until: Generated<number | null>
    records_mailed_upto: Generated<number>
  }
  engagement_signatures: {
    engagement_id: string
    lead_id: string
    letter_text: string
    text_sha256: string
    signer_name: string
    signer_title: string
    signer_firm: string
    signer_email: string
    ip_address: string
    user_agent: string
    opened_at: number
    viewed_at: number
    signed_at: number
    pdf: Buffer
    pdf_sha256: string
  }
  engagement_countersignatures: {
    engagement_id: string
    lead_id: string
    staff_id: string
    person_id: string
    signer_name: string
    signer_title: string
    credential_id: string
    ip_address: string
    user_agent: string
    countersigned_at: number
    counsel_pdf_sha256: string
    certificate_subject: string
    self_signed: number
    pdf: Buffer
    pdf_sha256: string
  }
  record_files: {
    id: string
    engagement_id: string
    lead_id: string
    display_name: string
    size: number
    received: Generated<number>
    stored_bytes: Generated<number>
    records: Generated<number>
    storage: 'disk' | 'database'
    storage_name: string
    wrapped_key: string
    kind: string | null
    sha256: string | null
    created_at: number
    completed_at: number | null
  }
  engagement_terms: {
    engagement_id: string
    lead_id: string
    scope: string
    expert: string
    payer: string
    forum: string
    conflicts: string
    chosen_by: string
    chosen_at: number
  }
  record_chunks: {
    file_id: string
    lead_id: string
    seq: number
    data: Buffer
  }
}

/**
 * The engagement's step 5, on SQLite and PostgreSQL: the records-arrived mail as a pending notification kept on its
 * engagement (the one row per engagement is the coalescing key), due at the end of its 15-minute window, claimed
 * under a lease so one instance sends it, and the completion time of the last file it listed. Written out for
 * each engine: a released step never changes.
 */
export const RECORDS_MAIL_MIGRATION_NAME =
  'the records-arrived mail as a pending notification on its engagement: due time, lease, attempts and the files it listed'

export function recordsMailColumns(time: 'INTEGER' | 'BIGINT'): string {
  return `
    ALTER TABLE engagements ADD COLUMN records_mail_due_at ${time};
    ALTER TABLE engagements ADD COLUMN records_mail_arrivals INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE engagements ADD COLUMN records_mail_attempts INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE engagements ADD COLUMN records_mail_claimed_by TEXT;
    ALTER TABLE engagements ADD COLUMN records_mail_lease_until ${time};
    ALTER TABLE engagements ADD COLUMN records_mailed_upto ${time} NOT NULL DEFAULT 0;
    CREATE INDEX engagements_records_mail_due ON engagements (records_mail_due_at) WHERE records_mail_due_at IS NOT NULL;
  `
}

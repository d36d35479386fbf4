import { RETAINED_BY, type RetainedBy } from '~/config/retained-by'

/**
 * The inbox's vocabulary, shared by the server (which checks every value it is sent) and the pages:
 * request statuses, staff roles, the matter register's roles and sides, and the audit log's actions.
 */

/** A request's progress: new, then contacted, conflict check, cleared or conflict found, then retained or declined. */
export const REQUEST_STATUSES = [
  'new',
  'contacted',
  'conflict_check',
  'cleared',
  'conflict_found',
  'retained',
  'declined',
] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]

export const STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  conflict_check: 'Conflict check',
  cleared: 'Cleared',
  conflict_found: 'Conflict found',
  retained: 'Retained',
  declined: 'Declined',
}

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value)
}

export const STAFF_ROLES = ['admin', 'staff'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value)
}

export const PARTY_ROLES = ['plaintiff', 'defendant', 'counsel', 'other'] as const
export type PartyRole = (typeof PARTY_ROLES)[number]

export const PARTY_ROLE_LABELS: Record<PartyRole, string> = {
  plaintiff: 'Plaintiff',
  defendant: 'Defendant',
  counsel: 'Counsel',
  other: 'Other',
}

/** The side that retained the firm in a matter: the same list as the intake forms' "Retained by". */
export const RETAINED_SIDES = RETAINED_BY
export type RetainedSide = RetainedBy

/** Every action the audit log records: an action name and ids, never a request's data. */
export const AUDIT_ACTIONS = {
  'request.viewed': 'Viewed the request',
  'request.status': 'Changed the status',
  'request.spam': 'Marked as spam',
  'request.not_spam': 'Marked as not spam',
  'request.notifications_released': 'Released the notifications spam had held',
  'request.note': 'Added a note',
  'request.assigned': 'Changed the assignment',
  'request.copied': 'Copied as plain text',
  'request.erased': 'Erased the request',
  'engagement.sent': 'Sent the engagement letter',
  'engagement.resent': 'Sent a new engagement link (the old one is void)',
  'engagement.link_issued': 'Made a new engagement link to copy (the old one is void)',
  'engagement.withdrawn': 'Withdrew the engagement',
  'engagement.signed': 'Counsel signed the engagement letter',
  'engagement.countersigned': 'Countersigned the engagement letter for the firm (passkey verified)',
  'engagement.declined': 'Declined the engagement counsel signed',
  'engagement.uploads_closed': 'Closed the upload window',
  'engagement.pdf_downloaded': 'Downloaded the signed engagement letter',
  'engagement.file_downloaded': 'Downloaded a record counsel sent',
  'engagement.signature_erased': 'Deleted the signed engagement record (erasure)',
  'engagement.signature_expired': 'Deleted the signed engagement record (retention period over)',
  'requests.exported': 'Exported the list',
  'staff.invited': 'Issued an enrollment link',
  'staff.removed': 'Removed a person',
  'staff.passkey_added': 'Registered a passkey',
  'staff.signed_in': 'Signed in',
  'staff.signed_out': 'Signed out',
  'register.imported': 'Imported the matter register',
  'register.added': 'Added a register entry',
  'register.edited': 'Edited a register entry',
  'register.removed': 'Removed a register entry',
  'register.exported': 'Downloaded the matter register',
  'matter.created': 'Entered the retained matter in the register',
  'matter.added': 'Added a matter to the register',
  'matter.closed': 'Closed a matter in the register',
  'matter.reopened': 'Opened a closed matter again',
  'conflict.not_same_party': 'Resolved a possible conflict: not the same party',
  'conflict.waived': 'Resolved a possible conflict: disclosed and waived',
} as const
export type AuditAction = keyof typeof AUDIT_ACTIONS

/** Requests a page of the list shows. */
export const PAGE_SIZE = 50

/** What the server hands the inbox's screens: plain data, shaped for display. */
import type { AuditAction, PartyRole, RequestStatus, RetainedSide, StaffRole } from '~/lib/inbox/vocabulary'

export interface Viewer {
  id: string
  name: string
  role: StaffRole
  csrfToken: string
}

/** The built stylesheet and script of the inbox (absent before the inbox is built). */
export interface InboxAssets {
  scripts: string[]
  styles: string[]
}

export interface ListRow {
  id: string
  receivedAt: string
  formType: string
  firstName: string
  lastName: string
  email: string
  organization: string
  caseType: string
  spam: boolean
  status: RequestStatus
  urgent: boolean
  assignedTo: string | null
  unread: boolean
  conflicts: number
  /** the expert disclosure date the request gives (YYYY-MM-DD) */
  disclosureDeadline: string | null
  /** the booked consultation's start (ms), if one is booked */
  consultationAt: number | null
}

export interface ListFilters {
  status?: RequestStatus
  form?: string
  caseType?: string
  urgent?: boolean
  from?: string
  to?: string
  spam?: 'exclude' | 'only' | 'include'
  search?: string
}

export interface StaffOption {
  id: string
  name: string
}

export interface FieldLine {
  label: string
  value: string
}

export interface ConflictView {
  /** the register entry the request's name matched */
  entryId: string
  matterId: string
  caption: string
  name: string
  role: PartyRole
  sideRetained: RetainedSide
  opened: string
  closed: string | null
  field: string
  leadName: string
  score: number
  /** set when the matter is the firm's own, entered here when a request was retained */
  fromRetainedRequest?: boolean
  /** staff's resolution of this possible conflict, once given */
  resolution?: { kind: 'not_same_party' | 'waived'; detail: string }
}

export interface NoteView {
  id: string
  authorName: string
  body: string
  createdAt: number
}

export interface AuditView {
  at: number
  actorName: string | null
  action: AuditAction
}

export interface DeliveryView {
  route: string
  instance: string
  startedAt: number
  finishedAt: number | null
  ok: boolean | null
  detail: string | null
}

export interface RegisterEntryView {
  id: string
  matterId: string
  caption: string
  name: string
  role: PartyRole
  sideRetained: RetainedSide
  opened: string
  closed: string | null
}

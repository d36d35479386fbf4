/** What the inbox asks of the other features, given to it by the application at registration. */
import type { EngagementPanelProps } from '~/inbox/engagement-panel'
import type { CaseDetails, LetterTerms } from '~/lib/engagement/letter'
import type { EngagementContent, Signatory } from '~/lib/runtime-file-schema'
import type { CollectorStore, OutboxRoute, StoredLead } from '../shared/database/store-types'
import type { RequestBooking } from '~/lib/booking/booking-history'
import type { BookingListItem } from '~/lib/booking/bookings-by-day'
import type { ConflictScreeningHint } from '../shared/outbox/notification'

/** The collector: its database, its outbox (a request released from spam is delivered), and news of each stored lead */
export interface InboxLeads {
  store: CollectorStore
  routes: readonly OutboxRoute[]
  senders: ReadonlyArray<{ wake(): void }>
  onLeadStored(listener: (id: string) => void): void
  setScreeningHint(hint: ConflictScreeningHint): void
}

/** A request's engagement, as far as the inbox shows it and acts on it. */
interface RequestEngagement {
  id: string
  state: 'sent' | 'signed' | 'withdrawn'
  sentAt: number
  signBy: number
  openedAt: number | null
  viewedAt: number | null
  uploadsClosedAt: number | null
}

/** A record counsel sent, as far as the inbox lists it and hands it out. */
interface RequestEngagementFile {
  id: string
  engagementId: string
  displayName: string
  size: number
  kind: string | null
  sha256: string | null
  createdAt: number
  completedAt: number | null
}

type SignatureShown = NonNullable<NonNullable<EngagementPanelProps['engagement']>['signature']>

/*
 * The engagement, for the staff's actions on a request's engagement. An engagement or a file the inbox hands back
 * (to resend, withdraw or read) is always one these same methods gave it, so the engagement's own, fuller records
 * are what arrive.
 */

/** The letter: whether this build has one, and sending, resending and withdrawing it */
/** The firm's decision on a letter counsel signed, as far as the inbox shows it. */
type FirmDecisionShown =
  | { kind: 'awaiting' }
  | {
      kind: 'countersigned'
      countersignature: {
        signerName: string
        signerTitle: string
        countersignedAt: number
        certificateSubject: string
        selfSigned: boolean
      }
    }
  | { kind: 'declined'; declined: { reason: string; declinedAt: number } }

/** The firm's countersignature (after the staff member's fresh passkey assertion) or decline, and the final PDF */
export interface EngagementCountersignatures {
  decision(engagementId: string): Promise<FirmDecisionShown>
  countersign(
    engagement: RequestEngagement,
    lead: StoredLead,
    signer: { staffId: string; signatory: Signatory; credentialId: string },
    client: { ip: string; userAgent: string },
  ): Promise<'countersigned' | 'not_signed' | 'decided'>
  decline(engagement: RequestEngagement, lead: StoredLead, staffId: string, reason: string): Promise<boolean>
  finalPdf(engagementId: string): Promise<Buffer | undefined>
}

export interface EngagementLetters {
  /** the firm's side of a signed letter */
  readonly firm: EngagementCountersignatures
  /** when counsel is told the firm will countersign a letter signed at `signedAt` */
  firmCountersignsBy(signedAt: number): number
  readonly content: Pick<EngagementContent, 'experts' | 'stateNames'> | undefined
  /** The case as the letter states it, from the request */
  caseDetails(lead: StoredLead): CaseDetails
  /** The letter exactly as counsel will read it, with the terms staff chose */
  letterFor(details: CaseDetails, terms: LetterTerms): { text: string; retainer: string }
  send(lead: StoredLead, staffId: string, terms: LetterTerms): Promise<{ mailed: boolean }>
  resend(engagement: RequestEngagement, lead: StoredLead): Promise<{ mailed: boolean }>
  /** A new signing link (the mailed one stops working), to be shown once */
  newLink(engagement: RequestEngagement): Promise<string>
  withdraw(engagement: RequestEngagement): Promise<unknown>
}

/** A request's engagement, its signature, signed PDF and records, and the end of its upload window */
export interface EngagementRecords {
  current(leadId: string): Promise<RequestEngagement | undefined>
  signature(engagementId: string): Promise<SignatureShown | undefined>
  signedPdf(engagementId: string): Promise<Buffer | undefined>
  files(engagementId: string): Promise<RequestEngagementFile[]>
  closeUploads(engagementId: string): Promise<unknown>
}

/** The sealed records: one file and its plaintext, and the sweep of files no row names */
export interface EngagementVault {
  fileOf(fileId: string): Promise<RequestEngagementFile | undefined>
  plaintext(file: RequestEngagementFile): AsyncIterable<Buffer>
  sweep(): Promise<unknown>
}

export interface InboxEngagement {
  service: EngagementLetters
  store: EngagementRecords
  vault: EngagementVault
  /** who may countersign for the firm (the runtime file's signatories) */
  signatories: readonly Signatory[]
}

/** Online booking: a request's consultation and its history (booked, moved, cancelled, reminders sent) */
export interface InboxBookings {
  ofRequest(leadId: string): Promise<RequestBooking | undefined>
  /** the consultations booked from `from` to `to`, with their requests' names */
  upcoming(from: number, to: number): Promise<BookingListItem[]>
}

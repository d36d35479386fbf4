import { createHash, randomUUID } from 'node:crypto'
// Relative, not "~/": the export and migrate scripts load this module from any working directory, where tsx finds no path alias.
import { CASE_DETAIL_FIELDS, type CaseDetailField } from '../../../app/lib/leads/fields'
import type { LeadRecord } from '~/lib/leads/lead-record'
import type { LeadRequest } from '~/lib/leads/rules'
import type { BookingHold, StoredBooking } from './booking-types'
import type { RateLimitOptions, RateLimitStore } from '../rate-limit'

/** The SQLite database file in DATA_DIR */
export const DATABASE_FILE = 'leads.sqlite'

export interface LeadEntry {
  formId: string
  lead: LeadRequest
  spam: boolean
  idempotencyKey?: string
  clientAddress?: string
  origin?: string
  userAgent?: string
  /** the site path of the page the request was sent from (its Referer), when known */
  sentFrom?: string
  /** a schedule request's slot, held in the same transaction as the lead (never for spam) */
  booking?: BookingHold
}

export interface SaveOutcome {
  id: string
  duplicate: boolean
}

/** Each case detail of a lead and its column (migration 3: the field's name in snake_case), in the forms' order. */
export const CASE_DETAIL_COLUMNS: ReadonlyArray<readonly [CaseDetailField, string]> = CASE_DETAIL_FIELDS.map(
  (field) => [field, field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)] as const,
)

export interface StoredLead extends LeadRecord {
  clientAddress: string | null
  origin: string | null
  userAgent: string | null
  spam: boolean
  /** the consultation a schedule request booked (getLead only; the export lists leads without it) */
  booking?: StoredBooking | null
}

/** Where a lead's notification goes: the firm's mailbox or one webhook URL (one outbox row per route). */
export interface OutboxRoute {
  channel: 'mail' | 'webhook'
  target: string
}

export const MAIL_ROUTE: OutboxRoute = { channel: 'mail', target: '' }

export interface OutboxItem {
  id: number
  leadId: string
  channel: OutboxRoute['channel']
  target: string
  createdAt: number
  attempts: number
  nextAttemptAt: number
  lastError: string | null
}

export interface ClaimedItem extends OutboxItem {
  attemptId?: number
}

export interface AttemptRecord {
  instance: string
  startedAt: number
  /** "sent", an HTTP status, or the error (never a secret) */
  detail: string
}

export interface OutboxHealth {
  pending: number
  /** seconds since the oldest undelivered notification was queued, 0 when none */
  oldestPendingAgeSeconds: number
}

export interface DeliveryAttempt {
  leadId: string
  channel: string
  target: string
  deliveryId: string
  instance: string
  startedAt: string
  finishedAt: string | null
  ok: boolean | null
  detail: string | null
}

export interface DeletedRows {
  leads: number
  outbox: number
  deliveries: number
  bookings: number
  invitations: number
}

export interface LeadSelector {
  email?: string
  ids?: readonly string[]
}

/** A lead as the erasure command lists it: what it is and where it went, not what it says. */
export interface LeadSummary {
  id: string
  receivedAt: string
  formType: string
  spam: boolean
  /** the routes it was delivered to (mail, a webhook's origin): copies erasure cannot reach */
  deliveredTo: string[]
}

type StoreKind = 'sqlite' | 'postgres'

/** What the collector needs from its database: SQLite (default) or PostgreSQL shared by instances (DATABASE_URL). */
export interface CollectorStore {
  readonly kind: StoreKind
  save(entry: LeadEntry): Promise<SaveOutcome>
  getLead(id: string): Promise<StoredLead | undefined>
  /** Takes due notifications of a route; on PostgreSQL each is leased for `leaseMs`, so a dead owner's sends are retried. */
  claimDue(route: OutboxRoute, owner: string, limit: number, leaseMs: number): Promise<ClaimedItem[]>
  markSent(item: ClaimedItem, attempt: AttemptRecord): Promise<void>
  markFailed(item: ClaimedItem, nextAttemptAt: number, attempt: AttemptRecord): Promise<void>
  nextDueAt(route: OutboxRoute): Promise<number | null>
  outboxHealth(): Promise<OutboxHealth>
  findLeads(selector: LeadSelector): Promise<LeadSummary[]>
  eraseLeads(ids: readonly string[]): Promise<DeletedRows>
  /** Deletes leads received before `cutoff` without an engagement, or whose upload windows all closed before `recordsClosedBefore`. */
  deleteLeadsReceivedBefore(cutoff: string, recordsClosedBefore?: number | null): Promise<DeletedRows>
  /** True for exactly one caller on any instance once `intervalMs` has passed since the run the database records. */
  claimJob(job: string, now: number, intervalMs: number): Promise<boolean>
  /** Per-address submission counters: in this process for SQLite, in the database for PostgreSQL. */
  rateLimiter(options: RateLimitOptions): RateLimitStore
  close(): Promise<void>
}

/** The Retry-After of a 503 answered because the database is busy or out of reach. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30

/** The database is out of reach or timed out: nothing was stored, and the collector answers 503, which the app retries. */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError'
}

/** Errors of the PostgreSQL client and of the network that mean the server is out of reach, not that the request was wrong. */
const UNREACHABLE_MESSAGES = [
  /^Query read timeout$/,
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /^Client has encountered a connection error/,
  /^The lead writer/,
  /^the lead writer thread stopped/,
]
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_FULL',
  'SQLITE_CANTOPEN',
])

/** Out of reach (503) rather than a fault (500): network, SQLSTATE 08xxx, 57014, 57P01-57P03, 53300, or a busy or failing SQLite file. */
export function isStoreUnavailable(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (
    typeof code === 'string' &&
    (UNREACHABLE_CODES.has(code) ||
      code.startsWith('08') ||
      code.startsWith('SQLITE_IOERR') ||
      ['57014', '57P01', '57P02', '57P03', '53300'].includes(code))
  )
    return true
  return UNREACHABLE_MESSAGES.some((pattern) => pattern.test(error.message))
}

/** A lead id that sorts by time: "ld_" + base-36 milliseconds + random. */
export function createLeadId(now: number = Date.now()): string {
  return `ld_${now.toString(36).padStart(9, '0')}${randomUUID().replaceAll('-', '').slice(0, 12)}`
}

/** A notification's stable id on every attempt and instance, so receivers drop repeats (Message-ID, X-Delivery-Id). */
export function deliveryId(leadId: string, route: OutboxRoute): string {
  if (route.channel === 'mail') return `${leadId}.mail`
  return `${leadId}.webhook-${createHash('sha256').update(route.target).digest('hex').slice(0, 12)}`
}

/** A webhook URL as logs and the export show it: scheme, host and port only (paths and queries may hold tokens). */
export function redactTarget(route: Pick<OutboxRoute, 'channel' | 'target'>): string {
  if (route.channel === 'mail') return 'mail'
  try {
    return `webhook ${new URL(route.target).origin}`
  } catch {
    return 'webhook (invalid URL)'
  }
}

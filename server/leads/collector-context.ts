import type { FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import type { FormPageSetting } from '~/form-fallback/form-fallback-pages'
import type { Meeting } from '~/lib/booking/meeting'
import type { BookingNotice } from '../shared/outbox/notification'
import type { OutboxSender } from '../shared/outbox/outbox-sender'
import type { LogSampler } from '../shared/log-sampler'
import type { OriginContext } from '../shared/post-origin'
import type { RateLimitOptions } from '../shared/rate-limit'
import { COLLECTOR_BODY_BYTES } from '../shared/node-routes'
import type { CollectorStore, LeadEntry, StoredLead } from '../shared/database/store-types'

export const MAX_BODY_BYTES = COLLECTOR_BODY_BYTES

export const COLLECTOR_MESSAGES = {
  malformed: 'The request body is not valid JSON.',
  tooLarge: `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`,
  notJson:
    'Send the form as JSON (Content-Type: application/json) or as an HTML form post (application/x-www-form-urlencoded).',
  unknownForm: 'There is no form with this id.',
  rateLimited: 'Too many requests. Please try again later.',
  badKey: 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.',
  forbiddenOrigin: 'This origin may not post to the collector.',
  internal: 'The request could not be stored. Please try again.',
  unavailable:
    'The request could not be stored just now. Please try again in a minute, or call the office if it is urgent.',
} as const

/** A slot as the schedule form's answers show it */
export interface SlotJson {
  person: string
  start: string
  end: string
}

type BookingHold = NonNullable<LeadEntry['booking']>

/**
 * What the collector asks of online booking, given by the application at registration: the checks of a
 * schedule request's slot, the alternatives to a taken one, the manage link, the firm's notice, GET /f/slots.
 */
export interface LeadBooking {
  /** The booking fields the schedule form adds once a slot is chosen; taken off before the lead's own checks */
  readonly fields: readonly string[]
  decide(
    fields: Record<string, unknown>,
  ): Promise<
    | { kind: 'hold'; hold: BookingHold; slot: SlotJson }
    | { kind: 'refused'; field: string; message: string }
    | { kind: 'taken'; alternatives: SlotJson[] }
  >
  /** Open slots in place of a taken one */
  alternatives(person: string): Promise<SlotJson[]>
  /** The person's earliest open slot when it starts before `startAt` */
  earlierSlot(person: string, startAt: number): Promise<SlotJson | undefined>
  /** The store refused the hold: another request holds the slot. */
  isSlotTaken(error: unknown): boolean
  /** A stored hold turned out taken: the cached slots are stale. */
  invalidate(): void
  /** A booking was made: recompute the slots, send the invitations. */
  changed(): void
  manageUrl(leadId: string, startAt: number): string
  /** Where the person holds the call (content/firm: `meeting`), for the attorney's confirmation */
  meeting(person: string): Meeting
  notice(lead: StoredLead): BookingNotice | undefined
  /** Adds GET /f/slots to the collector's scope (its CORS, no-store headers and rate limit; limited: not in tests that turn limits off) */
  registerSlotRoute(scope: FastifyInstance, limited: boolean): void
}

export interface RouteContext extends OriginContext {
  store: CollectorStore
  booking: LeadBooking | undefined
  senders: OutboxSender[]
  /** whether the routes are rate-limited (not in tests that turn limits off) */
  limited: boolean
  rateLimits: RateLimitOptions
  siteUrl: string
  log: Logger
  crossSiteLog: LogSampler
  storedListeners: Array<(id: string) => void>
  formPage: () => FormPageSetting
}

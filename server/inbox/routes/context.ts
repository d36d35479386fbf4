import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import type * as React from 'react'
import { renderInboxPage } from '~/inbox/render'
import type { InboxAssets } from '~/inbox/view-types'
import type {
  EngagementCountersignatures,
  EngagementLetters,
  EngagementRecords,
  EngagementVault,
  InboxBookings,
  InboxLeads,
} from '../inbox-interfaces'
import type { RateLimitOptions } from '../../shared/rate-limit'
import type { SendNotFound } from '../../shared/not-found'
import type { Signatory } from '~/lib/runtime-file-schema'
import type { StaffPersonStore } from '../staff-person-store'
import type { InboxStore } from '../inbox-store'
import type { ConflictResolutions } from '../conflict-resolutions'
import type { MatterRegister } from '../matter-register'
import type { PasskeyCeremonies } from '../passkeys'
import type { ConflictScreener } from '../screening'
import { type InvalidAnswer, plainBadRequest } from '../../shared/route-input'
import type { RequestNotice } from './notices'

/** What every inbox route module is handed at registration: the stores and services, never a mutable global. */
export interface InboxContext {
  store: InboxStore
  matters: MatterRegister
  conflicts: ConflictResolutions
  collector: InboxLeads
  /** The name of a person who takes bookings (online booking's, given by the application) */
  personName: (person: string) => string
  /** a request's consultation and its history (online booking's, given by the application) */
  bookings: InboxBookings
  screener: ConflictScreener
  engagementStore: EngagementRecords
  engagements: EngagementLetters
  vault: EngagementVault
  countersignatures: EngagementCountersignatures
  signatories: readonly Signatory[]
  staffPeople: StaffPersonStore
  ceremonies: PasskeyCeremonies
  /** per address, across sign-in and enrollment ceremonies */
  signInLimits: RateLimitOptions
  origin: string
  assets: InboxAssets
  assetFiles: Map<string, string>
  sendNotFound: SendNotFound
  log: FastifyBaseLogger
}

export const html = (reply: FastifyReply, page: React.ReactElement, status = 200) =>
  reply.code(status).type('text/html; charset=utf-8').send(renderInboxPage(page))

export const badRequest = (reply: FastifyReply, message: string) =>
  reply.code(400).type('text/plain; charset=utf-8').send(message)

/** Back to the request's page, with the notice its `done` names. */
export const backToRequest = (reply: FastifyReply, id: string, done: RequestNotice) =>
  reply.redirect(`/inbox/requests/${id}?done=${done}`, 303)

/** Exactly the inbox's origin: a post from anywhere else (another site, another port) is refused. */
export const isSameOrigin = (context: InboxContext, request: FastifyRequest) =>
  request.headers.origin === context.origin

/** A form field as text ('' when absent or not text). */
export function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null)?.[name]
  return typeof value === 'string' ? value : ''
}

/** An address the inbox does not know (a malformed id) is the not-found page; a bad query or form a plain 400. */
export const inboxInvalid =
  (context: InboxContext): InvalidAnswer =>
  async (request, reply, invalid) =>
    invalid.part === 'params' ? context.sendNotFound(request, reply) : plainBadRequest(request, reply, invalid)

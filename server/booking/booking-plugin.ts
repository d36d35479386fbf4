/**
 * Online booking as a feature of the application: the runtime (slots, busy feeds, invitations), the booking
 * link's pages, and what the collector asks of it for the schedule form (`forLeads`), given to it by the application.
 */
import type { FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import type { Availability } from '~/lib/booking/slots'
import type { MailTransport } from '../shared/outbox/outbox-sender'
import { isSameSitePost } from '../shared/post-origin'
import type { RuntimeFile } from '~/lib/runtime-file-schema'
import type { CollectorStore } from '../shared/database/store-types'
import { firmBookingNotice, manageUrl } from './booking-mail'
import { registerBookingPages, registerSlotRoute } from './booking-routes'
import { BookingRuntime } from './booking-runtime'
import { BOOKING_FIELDS, slotJson } from './booking-service'
import { isSlotTaken } from './booking-types'

export interface BookingOptions {
  store: CollectorStore
  dataDir: string
  /** the runtime file, read once by the application; undefined when the build wrote none (booking off) */
  runtimeFile: RuntimeFile | undefined
  siteUrl: string
  ownOrigins: () => readonly string[]
  firmAddress: string
  fromAddress: string
  transport: MailTransport | undefined
  owner: string
  leaseMs: number
  bookingSecret?: string
  busyIcsUrls?: ReadonlyMap<string, string>
  /** an availability in place of the runtime file (tests) */
  availability?: Availability
  busyFeedIntervalMs?: number
  idleCheckMs?: number
  /** BOOKING_REMINDERS: false when off */
  reminders?: boolean
}

export async function registerBooking(app: FastifyInstance, options: BookingOptions) {
  const log = app.log.child({ module: 'collector' }) as unknown as Logger
  const runtime = new BookingRuntime({
    store: options.store,
    dataDir: options.dataDir,
    runtimeFile: options.runtimeFile,
    ...(options.availability ? { availability: options.availability } : {}),
    configuredSecret: options.bookingSecret,
    busyFeeds: options.busyIcsUrls ?? new Map(),
    transport: options.transport,
    firmAddress: options.firmAddress,
    fromAddress: options.fromAddress,
    siteUrl: options.siteUrl,
    owner: options.owner,
    leaseMs: options.leaseMs,
    log: log.child({ module: 'booking' }),
    ...(options.busyFeedIntervalMs ? { busyFeedIntervalMs: options.busyFeedIntervalMs } : {}),
    ...(options.idleCheckMs ? { idleCheckMs: options.idleCheckMs } : {}),
    ...(options.reminders === false ? { reminders: false } : {}),
  })
  const stylesheets = options.runtimeFile?.stylesheets ?? []
  const origins = {
    siteOrigin: new URL(options.siteUrl).origin,
    allowedOrigins: new Set<string>(),
    ownOrigins: options.ownOrigins,
  }
  await registerBookingPages(app, {
    runtime,
    store: runtime.records,
    log,
    sameSite: (request) => isSameSitePost(request, origins),
    stylesheets: () => stylesheets,
  })
  app.addHook('onClose', async function closeBooking() {
    await runtime.close()
  })
  runtime.start()
  const { service } = runtime
  return {
    runtime,
    forLeads: {
      fields: BOOKING_FIELDS,
      decide: async (fields: Record<string, unknown>) => {
        const decision = await service.decide(fields)
        if (decision.kind === 'refused')
          return { kind: 'refused' as const, field: decision.field, message: decision.message }
        if (decision.kind === 'taken')
          return { kind: 'taken' as const, alternatives: decision.alternatives.map(slotJson) }
        return { kind: 'hold' as const, hold: decision.hold, slot: slotJson(decision.slot) }
      },
      alternatives: async (person: string) => (await service.alternatives(person)).map(slotJson),
      earlierSlot: async (person: string, startAt: number) => {
        const [earliest] = await service.alternatives(person, 1)
        return earliest && earliest.start < startAt ? slotJson(earliest) : undefined
      },
      isSlotTaken,
      invalidate: () => service.invalidate(),
      changed: () => runtime.changed(),
      manageUrl: (leadId: string, startAt: number) =>
        manageUrl({ siteUrl: options.siteUrl, secret: runtime.secret }, leadId, startAt),
      meeting: (person: string) => runtime.mailSettings.meeting(person),
      notice: (lead: Parameters<typeof firmBookingNotice>[0]) => firmBookingNotice(lead, runtime.mailSettings),
      registerSlotRoute: (scope: FastifyInstance, limited: boolean) => registerSlotRoute(scope, runtime, limited),
    },
    /** A request's consultation and its history, for the inbox's request page */
    forInbox: {
      ofRequest: (leadId: string) => runtime.history.ofRequest(leadId),
      upcoming: (from: number, to: number) => runtime.records.upcomingBookings(from, to),
    },
    /** The name of a person who takes bookings, for the inbox's list of upcoming bookings */
    personName: (person: string) => service.personName(person),
  }
}

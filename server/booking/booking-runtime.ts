/**
 * The booking feature of one server: the availability from the runtime file, the slot service, the busy
 * feeds, the invitation sender, the link key, and what /healthz shows of it.
 */
import type { Logger } from 'pino'
import { availabilityOf, RUNTIME_FILE_NAME, type RuntimeFile } from '~/lib/runtime-file-schema'
import type { Availability } from '~/lib/booking/slots'
import type { MailTransport } from '../shared/outbox/outbox-sender'
import type { CollectorStore } from '../shared/database/store-types'
import type { BookingMailSettings } from './booking-mail'
import { bookingSecret } from './booking-secret'
import { BookingService, BUSY_COPY_MAX_AGE_MS } from './booking-service'
import { BusyFeeds } from './busy-feeds'
import { InvitationSender } from './invitation-sender'
import { ReminderSender } from './reminder-sender'
import { ReminderStore } from './reminder-store'
import { BookingHistory } from './booking-history'
import { BookingsStore } from './booking-store'
import type { BookingStore } from './booking-types'
import { openInboxDb, type InboxDb } from '../shared/database/sql'
import { PHONE_MEETING } from '~/lib/booking/meeting'

/** The availability of the runtime file beside the client build; undefined (booking off) when the build wrote none. */
function runtimeAvailability(content: RuntimeFile | undefined, log: Logger): Availability | undefined {
  if (!content) {
    log.warn(
      { file: RUNTIME_FILE_NAME },
      'no runtime file beside the build: online booking is off until the next build',
    )
    return undefined
  }
  return availabilityOf(content)
}

export interface BookingRuntimeOptions {
  /** the lead store: a booking's request, the job ledger, and the database handles booking's store opens on */
  store: CollectorStore
  dataDir: string
  /** the runtime file, read once by the application (undefined: the build wrote none) */
  runtimeFile: RuntimeFile | undefined
  /** an availability in place of the runtime file (tests) */
  availability?: Availability
  configuredSecret?: string
  busyFeeds: ReadonlyMap<string, string>
  transport?: MailTransport
  firmAddress: string
  fromAddress: string
  siteUrl: string
  owner: string
  leaseMs: number
  log: Logger
  busyFeedIntervalMs?: number
  now?: () => number
  idleCheckMs?: number
  /** BOOKING_REMINDERS: false when set to off */
  reminders?: boolean
  /** the database of the reminders and the booking history; opened on the store when not given */
  db?: InboxDb
}

/** Booking's store with what booking reads of the leads: a booking's request, and the job ledger the busy feeds share. */
export type BookingRecords = BookingStore & Pick<CollectorStore, 'getLead' | 'claimJob'>

function withLeads(bookings: BookingStore, leads: Pick<CollectorStore, 'getLead' | 'claimJob'>): BookingRecords {
  return {
    getLead: (id) => leads.getLead(id),
    claimJob: (job, now, intervalMs) => leads.claimJob(job, now, intervalMs),
    getBooking: (leadId) => bookings.getBooking(leadId),
    blockedIntervals: (from, to) => bookings.blockedIntervals(from, to),
    upcomingBookings: (from, to) => bookings.upcomingBookings(from, to),
    cancelBooking: (leadId, now) => bookings.cancelBooking(leadId, now),
    rescheduleBooking: (leadId, hold, now) => bookings.rescheduleBooking(leadId, hold, now),
    replaceBusyIntervals: (person, intervals, at) => bookings.replaceBusyIntervals(person, intervals, at),
    recordBusyFeedFailure: (person, at, reason) => bookings.recordBusyFeedFailure(person, at, reason),
    busyFeeds: () => bookings.busyFeeds(),
    claimInvitations: (owner, limit, leaseMs, now) => bookings.claimInvitations(owner, limit, leaseMs, now),
    markInvitationSent: (id, now) => bookings.markInvitationSent(id, now),
    markInvitationFailed: (id, next, reason) => bookings.markInvitationFailed(id, next, reason),
  }
}

export class BookingRuntime {
  readonly service: BookingService
  readonly secret: string
  readonly mailSettings: BookingMailSettings
  readonly invitations: InvitationSender | undefined
  readonly reminders: ReminderSender | undefined
  readonly reminderStore: ReminderStore
  /** booking's store, with the request and the job ledger of the lead store */
  readonly records: BookingRecords
  /** a request's booking and its history, for the inbox */
  readonly history: BookingHistory
  private readonly feeds: BusyFeeds
  private readonly db: InboxDb | undefined

  constructor(private readonly options: BookingRuntimeOptions) {
    const availability = options.availability ?? runtimeAvailability(options.runtimeFile, options.log)
    this.db = options.db ? undefined : openInboxDb(options.store, options.dataDir)
    const db = options.db ?? (this.db as InboxDb)
    this.records = withLeads(new BookingsStore(db), options.store)
    this.service = new BookingService({
      store: this.records,
      availability,
      feeds: new Set(options.busyFeeds.keys()),
      log: options.log,
      ...(options.now ? { now: options.now } : {}),
    })
    this.secret = bookingSecret(options.configuredSecret, options.dataDir)
    this.mailSettings = {
      firmAddress: options.firmAddress,
      fromAddress: options.fromAddress,
      siteUrl: options.siteUrl,
      secret: this.secret,
      timeZone: availability?.timeZone ?? 'UTC',
      personName: (person) => this.service.personName(person),
      meeting: (person) =>
        this.service.availability?.people.find((each) => each.id === person)?.meeting ?? PHONE_MEETING,
    }
    this.reminderStore = new ReminderStore(db)
    this.history = new BookingHistory(db, this.records, this.reminderStore, (person) => this.service.personName(person))
    this.reminders =
      options.transport && options.reminders !== false
        ? new ReminderSender({
            reminders: this.reminderStore,
            store: this.records,
            transport: options.transport,
            settings: this.mailSettings,
            owner: options.owner,
            logger: options.log,
            leaseMs: options.leaseMs,
            ...(options.now ? { now: options.now } : {}),
          })
        : undefined
    this.invitations = options.transport
      ? new InvitationSender({
          store: this.records,
          transport: options.transport,
          settings: this.mailSettings,
          owner: options.owner,
          logger: options.log,
          leaseMs: options.leaseMs,
          ...(options.idleCheckMs ? { idleCheckMs: options.idleCheckMs } : {}),
        })
      : undefined
    this.feeds = new BusyFeeds({
      store: this.records,
      feeds: options.busyFeeds,
      firmZone: availability?.timeZone ?? 'UTC',
      logger: options.log,
      onChange: () => this.service.invalidate(),
      ...(options.busyFeedIntervalMs ? { intervalMs: options.busyFeedIntervalMs } : {}),
      ...(options.now ? { now: options.now } : {}),
    })
  }

  start(): void {
    this.feeds.start()
    this.invitations?.start()
    this.reminders?.start()
  }

  /** A booking was made, moved or cancelled: recompute the slots, send the invitations. */
  changed(): void {
    this.service.invalidate()
    this.invitations?.wake()
  }

  /** For /healthz: each calendar feed's last good copy by age (never its URL), and whether its slots are offered. */
  async health(): Promise<Record<string, unknown>> {
    const now = (this.options.now ?? Date.now)()
    const states = await this.records.busyFeeds()
    const feeds = [...this.options.busyFeeds.keys()].map((person) => {
      const state = states.find((candidate) => candidate.person === person)
      const age =
        state?.fetchedAt === null || state?.fetchedAt === undefined
          ? null
          : Math.max(0, Math.round((now - state.fetchedAt) / 1000))
      return {
        person,
        copyAgeSeconds: age,
        offered: age !== null && age * 1000 <= BUSY_COPY_MAX_AGE_MS,
        lastError: state?.lastError ?? null,
      }
    })
    return { booking: { enabled: this.service.availability !== undefined, busyFeeds: feeds } }
  }

  async close(): Promise<void> {
    await this.feeds.close()
    await this.invitations?.close()
    await this.reminders?.close()
    await this.db?.close()
  }
}

import type { FeatureMigrations } from '../shared/database/migrations'
import os from 'node:os'
import type { FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import { siteConfig } from '~/config/site-config'
import { createLogSampler } from '../shared/log-sampler'
import type { ConflictScreeningHint } from '../shared/outbox/notification'
import {
  createSmtpTransport,
  mailDeliverer,
  OutboxSender,
  type BackoffOptions,
  type Deliverer,
  type MailTransport,
} from '../shared/outbox/outbox-sender'
import { webhookDeliverer } from '../shared/outbox/webhook'
import { DEFAULT_RATE_LIMITS, type RateLimitOptions } from '../shared/rate-limit'
import { z } from 'zod'
import { formId } from '../shared/input-schemas'
import { jsonBadRequest, noQuery, withInput } from '../shared/route-input'
import { limitedBy, registerRouteLimits } from '../shared/route-limits'
import { MAX_BODY_BYTES, type LeadBooking, type RouteContext } from './collector-context'
import {
  collectorErrorHandler,
  formIdOf,
  guardForm,
  refuseCrossSitePost,
  registerBodyParsers,
  registerCors,
} from './collector-guards'
import { formPageSetting } from './form-post'
import { PostgresCollectorStore } from './postgres-store'
import { CASE_TYPE_NAMES, receiveLead } from './receive-lead'
import { scheduleRetention } from './retention'
import { SqliteCollectorStore } from './sqlite-store'
import { MAIL_ROUTE, type CollectorStore, type OutboxRoute } from '../shared/database/store-types'

export { COLLECTOR_MESSAGES } from './collector-context'

export const SMTP_UNSET_NOTICE = 'SMTP_URL is not set: lead notifications are queued in the outbox but not sent.'

export interface CollectorOptions {
  dataDir: string
  /** every feature's list (server/migrations.ts), when the collector opens the database itself (no `store`) */
  migrations?: readonly FeatureMigrations[]
  /** postgres://… : several instances share this database; unset: SQLite in dataDir */
  databaseUrl?: string
  allowedOrigins?: readonly string[]
  smtpUrl?: string
  notifyTo?: string
  notifyFrom?: string
  /** Each signed with the secret at the same position of webhookSecrets */
  webhookUrls?: readonly string[]
  webhookSecrets?: readonly string[]
  siteUrl?: string
  ownOrigins?: () => readonly string[]
  rateLimits?: RateLimitOptions | false
  backoff?: BackoffOptions
  transport?: MailTransport
  idleCheckMs?: number
  leaseMs?: number
  instanceId?: string
  poolSize?: number
  databaseTimeoutMs?: number
  retentionDays?: number
  /** Days an engagement's records are kept after its upload window closes (RECORDS_RETENTION_DAYS); unset: until erased */
  recordsRetentionDays?: number
  retentionFirstCheckMs?: number
  /** the site's stylesheets from the runtime file (read once by the application), for the form pages */
  stylesheets?: readonly string[]
  /** The database, when the application opened it (it then closes it too); else the collector opens its own */
  store?: CollectorStore
  /** Online booking, given by the application; without it the schedule form takes no slot */
  booking?: LeadBooking
}

export interface Collector {
  store: CollectorStore
  senders: OutboxSender[]
  routes: readonly OutboxRoute[]
  /** Tells every stored lead to `listener` after its answer is sent: never on the visitor's time. */
  onLeadStored(listener: (id: string) => void): void
  setScreeningHint(hint: ConflictScreeningHint): void
  /** How the collector mails: the transport (none without SMTP_URL) and the firm's addresses. */
  mail: { transport: MailTransport | undefined; firmAddress: string; fromAddress: string }
  /** Runs `listener` after each retention pass that deleted something (the engagement's record files are swept). */
  afterRetention(listener: () => Promise<void>): void
  /** The per-address limits of the collector's posts (false: none, in tests), which the engagement pages share. */
  rateLimits: RateLimitOptions | false
  /** What /healthz shows of the store and the outbox */
  health(): Promise<Record<string, unknown>>
}

function outboxRoutes(webhookUrls: readonly string[] = []): OutboxRoute[] {
  return [MAIL_ROUTE, ...webhookUrls.map((target) => ({ channel: 'webhook' as const, target }))]
}

/** The database of the leads, on PostgreSQL with DATABASE_URL, else SQLite in the data folder */
export async function openCollectorStore(
  options: Pick<CollectorOptions, 'dataDir' | 'databaseUrl' | 'webhookUrls' | 'poolSize' | 'databaseTimeoutMs'> & {
    migrations: readonly FeatureMigrations[]
  },
  log: Logger,
): Promise<CollectorStore> {
  const routes = outboxRoutes(options.webhookUrls)
  const { migrations } = options
  if (options.databaseUrl) {
    return PostgresCollectorStore.open({
      url: options.databaseUrl,
      routes,
      migrations,
      poolSize: options.poolSize,
      timeoutMs: options.databaseTimeoutMs,
      onError: (message) => log.error({ err: { message } }, 'database connection failed'),
    })
  }
  return new SqliteCollectorStore({
    dataDir: options.dataDir,
    routes,
    migrations,
    onError: (message, error) => log.error({ err: { message: error?.message ?? message } }, message),
  }).open()
}

function createSenders(
  store: CollectorStore,
  options: CollectorOptions,
  log: Logger,
  transport: MailTransport | undefined,
  screening: { hint: ConflictScreeningHint },
): OutboxSender[] {
  const deliverers: Deliverer[] = []
  if (transport) {
    const domain = new URL(options.siteUrl ?? siteConfig.siteUrl).hostname
    deliverers.push(
      mailDeliverer(
        transport,
        { to: options.notifyTo ?? siteConfig.email, from: options.notifyFrom ?? siteConfig.email },
        domain,
        {
          bookingNotice: (lead) => options.booking?.notice(lead),
          screeningHint: (lead) => screening.hint(lead),
        },
      ),
    )
  }
  for (const [index, url] of (options.webhookUrls ?? []).entries()) {
    const secret = options.webhookSecrets?.[index]
    // The configuration refuses a URL without its secret; a caller that passes one anyway gets no unsigned posts.
    if (secret) deliverers.push(webhookDeliverer(url, secret))
  }
  const owner = options.instanceId ?? `${os.hostname()}:${String(process.pid)}`
  return deliverers.map(
    (deliverer) =>
      new OutboxSender({
        store,
        deliverer,
        owner,
        logger: log,
        backoff: options.backoff,
        idleCheckMs: options.idleCheckMs,
        leaseMs: options.leaseMs,
      }),
  )
}

const formParams = z.object({ formId })
const leadBody = z.unknown()

async function collectorRoutes(scope: FastifyInstance, context: RouteContext) {
  registerBodyParsers(scope)
  scope.setErrorHandler(collectorErrorHandler(context))
  scope.addHook('onRequest', guardForm)
  await registerCors(scope, context)
  scope.addHook('onRequest', refuseCrossSitePost.bind(context))
  if (context.limited) await registerRouteLimits(scope, (limits) => context.store.rateLimiter(limits))
  scope.post(
    ':formId',
    {
      bodyLimit: MAX_BODY_BYTES,
      ...limitedBy(
        context.limited
          ? {
              name: 'forms',
              limits: context.rateLimits,
              onExceeded: (request) =>
                context.log.warn({ formId: formIdOf(request), clientAddress: request.ip }, 'submission rate-limited'),
            }
          : undefined,
      ),
      // An unknown form is refused by name before this (guardForm); the body's rules are the shared lead rules
      // (decision 008), which the handler runs and answers field by field.
      ...withInput({ input: { params: formParams, querystring: noQuery, body: leadBody }, invalid: jsonBadRequest }),
    },
    receiveLead(context),
  )
  context.booking?.registerSlotRoute(scope, context.limited)
}

/** The lead collector: POST /f/{formId} answers once the lead is committed; the outbox senders deliver it. */
function migrationsOf(options: CollectorOptions): readonly FeatureMigrations[] {
  if (!options.migrations) throw new Error('The collector opens the database only with the migrations of every feature')
  return options.migrations
}

export async function registerCollector(app: FastifyInstance, options: CollectorOptions): Promise<Collector> {
  const log = app.log.child({ module: 'collector' }) as unknown as Logger
  const store = options.store ?? (await openCollectorStore({ ...options, migrations: migrationsOf(options) }, log))
  const transport = options.transport ?? (options.smtpUrl ? createSmtpTransport(options.smtpUrl) : undefined)
  const screening: { hint: ConflictScreeningHint } = { hint: () => [] }
  const senders = createSenders(store, options, log, transport, screening)
  const rateLimits = options.rateLimits === false ? DEFAULT_RATE_LIMITS : (options.rateLimits ?? DEFAULT_RATE_LIMITS)
  const siteUrl = (options.siteUrl ?? siteConfig.siteUrl).replace(/\/+$/, '')
  const context: RouteContext = {
    store,
    booking: options.booking,
    senders,
    limited: options.rateLimits !== false,
    rateLimits,
    allowedOrigins: new Set(options.allowedOrigins ?? []),
    siteUrl,
    siteOrigin: new URL(siteUrl).origin,
    ownOrigins: options.ownOrigins ?? (() => []),
    log,
    crossSiteLog: createLogSampler(
      log,
      'cross-site submission refused',
      'cross-site submissions refused and not logged',
    ),
    storedListeners: [],
    formPage: formPageSetting({
      stylesheets: options.stylesheets ?? [],
      caseTypes: CASE_TYPE_NAMES,
      siteUrl,
    }),
  }
  // The prefix ends in a slash, so the CORS plugin's preflight route is /f/* (and never catches /faq).
  await app.register(collectorRoutes, { prefix: '/f/', ...context })
  // LEAD_RETENTION_DAYS: a daily pass, run by one instance (the database decides which).
  // RECORDS_RETENTION_DAYS: the same pass deletes the requests whose engagement's upload window closed long enough ago.
  const retentionListeners: Array<() => Promise<void>> = []
  const retention =
    options.retentionDays === undefined && options.recordsRetentionDays === undefined
      ? undefined
      : scheduleRetention(store, options.retentionDays, log, {
          ...(options.retentionFirstCheckMs === undefined ? {} : { firstCheckMs: options.retentionFirstCheckMs }),
          ...(options.recordsRetentionDays === undefined ? {} : { recordsDays: options.recordsRetentionDays }),
          afterPass: async () => {
            for (const listener of retentionListeners) await listener()
          },
        })
  app.addHook('onClose', async function closeCollector() {
    context.crossSiteLog.flush()
    await retention?.stop()
    await Promise.all(senders.map((sender) => sender.close()))
    if (!options.store) await store.close()
  })
  for (const sender of senders) sender.start()
  const mailConfigured = Boolean(options.transport ?? options.smtpUrl)

  return {
    rateLimits: options.rateLimits === false ? false : rateLimits,
    store,
    senders,
    routes: outboxRoutes(options.webhookUrls),
    onLeadStored: (listener) => context.storedListeners.push(listener),
    setScreeningHint: (hint) => {
      screening.hint = hint
    },
    mail: {
      transport,
      firmAddress: options.notifyTo ?? siteConfig.email,
      fromAddress: options.notifyFrom ?? siteConfig.email,
    },
    afterRetention: (listener) => retentionListeners.push(listener),
    health: async () => ({
      store: store.kind,
      notifications: {
        ...(await store.outboxHealth()),
        smtpConfigured: mailConfigured,
        webhooks: options.webhookSecrets?.length ?? 0,
      },
    }),
  }
}

import os from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import type { Logger } from 'pino'
import { siteConfig } from '~/config/site-config'
import { registerBooking, type BookingOptions } from './booking/booking-plugin'
import { openCollectorStore, registerCollector, type CollectorOptions } from './leads/collector'
import { FEATURE_MIGRATIONS } from './migrations'
import { createSmtpTransport } from './shared/outbox/outbox-sender'
import type { ServerConfig, TrustProxy } from './config'
import { cachedHealthSource, healthAnswer, type HealthSource, mayReadHealthDetails } from './health'
import { clientErrorHandler, frameworkErrorHandler, registerResponseHardening } from './site/response-hardening'
import { redactingDestination } from './shared/log-redaction'
import { ownOrigins } from './shared/own-origins'
import { registerEngagement, type EngagementOptions } from './engagement/engagement-plugin'
import { registerInbox, type InboxOptions } from './inbox/inbox-server'
import { InboxStore } from './inbox/inbox-store'
import { ConflictResolutions } from './inbox/conflict-resolutions'
import { MatterRegister } from './inbox/matter-register'
import { MatterRegisterStore } from './inbox/matter-register-store'
import { openInboxDb } from './shared/database/sql'
import { registerStaticSite } from './site/static-site'
import { readRuntimeFile } from './shared/runtime-file'
import { noQuery, withInput } from './shared/route-input'

export interface BuildAppOptions {
  /** Collector and booking settings that are not environment variables: rate limits, a test mail transport, backoff, an availability */
  collector?: Partial<CollectorOptions> &
    Partial<Pick<BookingOptions, 'availability' | 'busyFeedIntervalMs' | 'bookingSecret' | 'busyIcsUrls'>>
  /** Engagement settings that are not environment variables: the records mail's window and clock (tests) */
  engagement?: Pick<EngagementOptions, 'recordsMail'>
  /** Inbox settings that are not environment variables: sign-in rate limits (tests) */
  inbox?: Pick<InboxOptions, 'signInLimits'>
  /** Where log lines go (tests read them); standard output otherwise. Every line is redacted on its way. */
  logDestination?: { write(line: string): unknown }
}

/** Fastify's trustProxy from TRUST_PROXY: a hop count trusts the nearest hops, never an address a client wrote. */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust
  return trust
}

export async function buildApp(config: ServerConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, stream: redactingDestination(options.logDestination) },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // A client that trickles its request is cut off instead of holding a connection open forever.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // Node enforces a request timeout only when given at creation, checked every 30 s unless told otherwise.
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1000, config.REQUEST_TIMEOUT_MS / 2),
    },
    // One log line per request would drown the useful ones: requests are not logged.
    logController: new LogController({ disableRequestLogging: true }),
    // Errors Fastify raises before any route (an undecodable URL): a generic answer with the usual headers.
    frameworkErrors: frameworkErrorHandler,
    // Errors Node's HTTP parser raises before Fastify (a bad Content-Length, a 20 KB address): the same headers.
    clientErrorHandler,
  })
  registerResponseHardening(app)
  const healthSources: HealthSource[] = []
  // Read at most once a second or so, however often /healthz is called.
  const health = cachedHealthSource(healthSources)

  // In public only "ok" (or not); the details (store kind, pending outbox, mail set-up) for the operator: the bearer
  // token, or loopback when no proxy is trusted.
  app.get('/healthz', withInput({ input: { querystring: noQuery } }), async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
    const caller = {
      authorization: request.headers.authorization,
      socketAddress: request.socket.remoteAddress,
      behindProxy: config.TRUST_PROXY !== false,
    }
    const withDetails = mayReadHealthDetails(caller, config.HEALTH_TOKEN)
    const answer = await healthAnswer([health], withDetails)
    return reply.code(answer.status).send(answer.body)
  })

  // What the server needs of the content folder, read once here and handed to each feature its part.
  const runtimeFile = readRuntimeFile(config.buildDir)
  const leadOptions = {
    dataDir: config.dataDir,
    databaseUrl: config.DATABASE_URL,
    databaseTimeoutMs: config.DATABASE_TIMEOUT_MS,
    retentionDays: config.LEAD_RETENTION_DAYS,
    ...(config.RECORDS_RETENTION_DAYS === undefined ? {} : { recordsRetentionDays: config.RECORDS_RETENTION_DAYS }),
    allowedOrigins: config.ALLOWED_ORIGINS,
    smtpUrl: config.SMTP_URL,
    notifyTo: config.NOTIFY_TO,
    notifyFrom: config.NOTIFY_FROM,
    webhookUrls: config.WEBHOOK_URLS,
    webhookSecrets: config.WEBHOOK_SECRETS,
    siteUrl: config.SITE_URL,
    // Without SITE_URL, the pages this server serves post from its own address (never read from a request).
    ...(config.siteUrlConfigured ? {} : { ownOrigins: () => ownOrigins(app.server.address()) }),
    leaseMs: config.OUTBOX_LEASE_MS,
    instanceId: config.INSTANCE_ID,
    stylesheets: runtimeFile?.stylesheets ?? [],
    bookingSecret: config.BOOKING_SECRET,
    busyIcsUrls: config.BUSY_ICS_URLS,
    ...options.collector,
  }
  // The database the leads and the bookings share: opened first, so it is closed last (onClose runs in reverse).
  const store = await openCollectorStore(
    { ...leadOptions, migrations: FEATURE_MIGRATIONS },
    app.log.child({ module: 'collector' }) as unknown as Logger,
  )
  app.addHook('onClose', async function closeDatabase() {
    await store.close()
  })
  const transport =
    leadOptions.transport ?? (leadOptions.smtpUrl ? createSmtpTransport(leadOptions.smtpUrl) : undefined)
  const booking = await registerBooking(app, {
    store,
    dataDir: leadOptions.dataDir,
    runtimeFile,
    siteUrl: (leadOptions.siteUrl ?? siteConfig.siteUrl).replace(/\/+$/, ''),
    ownOrigins: leadOptions.ownOrigins ?? (() => []),
    firmAddress: leadOptions.notifyTo ?? siteConfig.email,
    fromAddress: leadOptions.notifyFrom ?? siteConfig.email,
    transport,
    owner: leadOptions.instanceId ?? `${os.hostname()}:${String(process.pid)}`,
    leaseMs: leadOptions.leaseMs ?? 120_000,
    ...(leadOptions.availability ? { availability: leadOptions.availability } : {}),
    bookingSecret: leadOptions.bookingSecret,
    busyIcsUrls: leadOptions.busyIcsUrls,
    ...(leadOptions.busyFeedIntervalMs ? { busyFeedIntervalMs: leadOptions.busyFeedIntervalMs } : {}),
    ...(leadOptions.idleCheckMs ? { idleCheckMs: leadOptions.idleCheckMs } : {}),
    reminders: config.BOOKING_REMINDERS,
  })
  healthSources.push(booking.runtime)
  const collector = await registerCollector(app, { ...leadOptions, store, transport, booking: booking.forLeads })
  healthSources.push(collector)

  const { sendNotFound } = await registerStaticSite(app, {
    buildDir: config.buildDir,
    cspManifestPath: path.join(path.dirname(config.buildDir), 'csp-hashes.json'),
  })
  // The firm's back office, beside the build (build/inbox), never inside the deploy directory.
  const assetsDir = path.join(path.dirname(config.buildDir), 'inbox')
  const db = openInboxDb(store, config.dataDir)
  app.addHook('onClose', async function closeBackOfficeDatabase() {
    await db.close()
  })
  const inboxStore = new InboxStore(db)
  const matters = new MatterRegister(new MatterRegisterStore(db))
  const conflicts = new ConflictResolutions(inboxStore)
  const engagement = await registerEngagement(app, {
    db,
    requests: {
      retain: (leadId, retention) => matters.retainRequest(leadId, retention),
      audit: (actorId, action, ids) => inboxStore.audit(actorId, action, ids),
    },
    getLead: (id) => store.getLead(id),
    mail: collector.mail,
    rateLimits: collector.rateLimits,
    rateLimiter: (limits) => store.rateLimiter(limits),
    afterRetention: collector.afterRetention,
    dataDir: config.dataDir,
    content: runtimeFile?.engagement,
    signatories: runtimeFile?.signatories ?? [],
    recordsChecklist: runtimeFile?.recordsChecklist ?? {},
    assetsDir,
    siteUrl: config.SITE_URL,
    sameSite: (request) => {
      const origin = request.headers.origin
      if (origin === undefined) return request.headers['sec-fetch-site'] !== 'cross-site'
      return (
        origin === config.SITE_URL ||
        origin === config.inboxOrigin ||
        (!config.siteUrlConfigured && ownOrigins(app.server.address()).includes(origin))
      )
    },
    recordsKey: config.RECORDS_KEY,
    recordsDir: config.RECORDS_DIR,
    databaseUrl: config.DATABASE_URL,
    inboxOrigin: config.inboxOrigin,
    firmSigningP12: config.FIRM_SIGNING_P12,
    firmSigningP12Password: config.FIRM_SIGNING_P12_PASSWORD,
    instanceId: config.INSTANCE_ID ?? `${os.hostname()}:${String(process.pid)}`,
    ...options.engagement,
  })
  await registerInbox(app, {
    collector,
    store: inboxStore,
    matters,
    conflicts,
    engagement,
    personName: booking.personName,
    bookings: booking.forInbox,
    origin: config.inboxOrigin,
    assetsDir,
    sendNotFound,
    ...options.inbox,
  })
  return app
}

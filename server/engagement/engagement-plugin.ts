/**
 * The engagement as a feature of the application: its store, the sealed records' vault, the service that sends
 * letters and takes signatures, and the pages counsel opens (/engage/…). The inbox's staff actions use what this returns.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { EngagementContent } from '~/lib/runtime-file-schema'
import type { InboxDb } from '../shared/database/sql'
import type { StoredLead } from '../shared/database/store-types'
import type { MailTransport } from '../shared/outbox/outbox-sender'
import type { RateLimitOptions, RateLimitStore } from '../shared/rate-limit'
import { registerEngagementRoutes } from './engagement-routes'
import { EngagementService, recordsKey, recordsTarget, type EngagementRequests } from './engagement-service'
import { EngagementStore } from './engagement-store'
import { RecordVault } from './record-vault'

export interface EngagementOptions {
  db: InboxDb
  requests: EngagementRequests
  getLead: (id: string) => Promise<StoredLead | undefined>
  mail: { transport: MailTransport | undefined; firmAddress: string; fromAddress: string }
  /** The limits of the collector's posts, which the engagement's pages share (false: none, in tests) */
  rateLimits: RateLimitOptions | false
  rateLimiter: (limits: RateLimitOptions) => RateLimitStore
  /** Runs after each retention pass that deleted something */
  afterRetention: (listener: () => Promise<void>) => void
  dataDir: string
  /** the engagement section of the runtime file, read once by the application; undefined: engagements off */
  content: EngagementContent | undefined
  assetsDir: string
  siteUrl: string
  sameSite: (request: FastifyRequest) => boolean
  recordsKey: string | undefined
  recordsDir: string | undefined
  databaseUrl: string | undefined
}

export interface EngagementFeature {
  service: EngagementService
  store: EngagementStore
  vault: RecordVault
}

const engagements = new WeakMap<FastifyInstance, EngagementFeature>()

/** The engagement an application registered (tests reach its store and letter through it). */
export function engagementOf(app: FastifyInstance): EngagementFeature {
  const engagement = engagements.get(app)
  if (!engagement) throw new Error('This app serves no engagement')
  return engagement
}

export async function registerEngagement(app: FastifyInstance, options: EngagementOptions): Promise<EngagementFeature> {
  const store = new EngagementStore(options.db)
  const vault = new RecordVault(
    store,
    recordsKey(options.recordsKey, options.dataDir),
    recordsTarget({ recordsDir: options.recordsDir, databaseUrl: options.databaseUrl, dataDir: options.dataDir }),
  )
  const service = new EngagementService({
    store,
    inbox: options.requests,
    getLead: options.getLead,
    content: options.content,
    transport: options.mail.transport,
    firmAddress: options.mail.firmAddress,
    fromAddress: options.mail.fromAddress,
    siteUrl: options.siteUrl,
    log: app.log.child({ module: 'engagement' }),
  })
  // Retention deletes the rows; the sealed files no row names any more go with them.
  options.afterRetention(async () => {
    await vault.sweep()
  })
  await registerEngagementRoutes(app, {
    service,
    vault,
    assetsDir: options.assetsDir,
    sameSite: options.sameSite,
    siteOrigin: new URL(options.siteUrl).origin,
    ...(options.rateLimits === false ? {} : { limits: { open: options.rateLimiter, options: options.rateLimits } }),
    log: app.log.child({ module: 'engagement' }),
  })
  const engagement = { service, store, vault }
  engagements.set(app, engagement)
  return engagement
}

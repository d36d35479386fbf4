/**
 * The engagement as a feature of the application: its store, the sealed records' vault, the service that sends
 * letters and takes signatures, and the pages counsel opens (/engage/…). The inbox's staff actions use what this returns.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { EngagementContent, Signatory } from '~/lib/runtime-file-schema'
import type { InboxDb } from '../shared/database/sql'
import type { StoredLead } from '../shared/database/store-types'
import type { MailTransport } from '../shared/outbox/outbox-sender'
import type { RateLimitOptions, RateLimitStore } from '../shared/rate-limit'
import { registerEngagementRoutes } from './engagement-routes'
import { EngagementService, type EngagementRequests } from './engagement-service'
import { recordsKey, recordsTarget } from './records-settings'
import { EngagementStore } from './engagement-store'
import { RecordVault } from './record-vault'
import { siteConfig } from '~/config/site-config'
import { CountersignatureService } from './countersignature-service'
import { CountersignatureStore } from './countersignature-store'
import { firmCertificate, type FirmCertificate } from './firm-signing'
import { RecordsMail, type RecordsMailOptions } from './records-mail'

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
  /** who may countersign for the firm (the runtime file's signatories) */
  signatories: readonly Signatory[]
  /** the records to gather, by case type, shown on the upload page (the runtime file's) */
  recordsChecklist: Readonly<Record<string, readonly string[]>>
  assetsDir: string
  siteUrl: string
  sameSite: (request: FastifyRequest) => boolean
  recordsKey: string | undefined
  recordsDir: string | undefined
  databaseUrl: string | undefined
  /** where staff open the inbox, for the links in the staff's mail */
  inboxOrigin: string
  firmSigningP12: string | undefined
  firmSigningP12Password: string | undefined
  /** this instance, as it claims a pending records mail */
  instanceId: string
  /** the records mail's window, poll interval and clock (tests) */
  recordsMail?: Pick<RecordsMailOptions, 'windowMs' | 'pollMs' | 'leaseMs' | 'now'>
}

export interface EngagementFeature {
  service: EngagementService
  store: EngagementStore
  vault: RecordVault
  signatories: readonly Signatory[]
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
  const { content } = options
  const certificateSettings = {
    p12Path: options.firmSigningP12,
    p12Password: options.firmSigningP12Password,
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    firmName: siteConfig.legalName,
  }
  // A configured certificate that does not open, or none on PostgreSQL, refuses the start rather than the first
  // countersignature; the self-signed one of a single SQLite instance is made on first use.
  let certificate: FirmCertificate | undefined =
    options.firmSigningP12 || options.databaseUrl ? firmCertificate(certificateSettings) : undefined
  const countersignatures = new CountersignatureService({
    decisions: new CountersignatureStore(options.db),
    engagements: store,
    inbox: options.requests,
    certificate: () => (certificate ??= firmCertificate(certificateSettings)),
    title: () => content?.title ?? 'Engagement letter',
    paymentText: async (engagement): Promise<string> =>
      service.paymentText((await service.letter(engagement)).retainer),
    transport: options.mail.transport,
    firmAddress: options.mail.firmAddress,
    fromAddress: options.mail.fromAddress,
    log: app.log.child({ module: 'engagement' }),
  })
  const service = new EngagementService({
    store,
    firm: countersignatures,
    inbox: options.requests,
    getLead: options.getLead,
    content: options.content,
    transport: options.mail.transport,
    firmAddress: options.mail.firmAddress,
    fromAddress: options.mail.fromAddress,
    siteUrl: options.siteUrl,
    log: app.log.child({ module: 'engagement' }),
  })
  const signatories = options.signatories
  const recordsMail = new RecordsMail({
    db: options.db,
    store,
    getLead: options.getLead,
    transport: options.mail.transport,
    firmAddress: options.mail.firmAddress,
    fromAddress: options.mail.fromAddress,
    inboxOrigin: options.inboxOrigin,
    log: app.log.child({ module: 'engagement' }),
    owner: options.instanceId,
    ...options.recordsMail,
  })
  vault.onComplete((file) => void recordsMail.arrived(file.engagementId))
  app.addHook('onReady', async () => {
    recordsMail.start()
  })
  app.addHook('onClose', async () => {
    await recordsMail.close()
  })
  // Retention deletes the rows; the sealed files no row names any more go with them.
  options.afterRetention(async () => {
    await vault.sweep()
  })
  await registerEngagementRoutes(app, {
    service,
    vault,
    recordsChecklist: options.recordsChecklist,
    assetsDir: options.assetsDir,
    sameSite: options.sameSite,
    siteOrigin: new URL(options.siteUrl).origin,
    ...(options.rateLimits === false ? {} : { limits: { open: options.rateLimiter, options: options.rateLimits } }),
    log: app.log.child({ module: 'engagement' }),
  })
  const engagement = { service, store, vault, signatories }
  engagements.set(app, engagement)
  return engagement
}

/**
 * The staff inbox at /inbox, rendered per request with its own assets, strict policy, noindex and no-store.
 * Without a session every address but sign-in and enrollment is the site's not-found page (all of them until a person exists).
 * This entry builds the inbox's services and registers its route modules (server/inbox/routes/), one per resource.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Collector } from '../collector/collector'
import type { RateLimitOptions } from '../collector/rate-limit'
import { INBOX_ENTRY, readBundleEntry } from '../site/bundle-entries'
import type { SendNotFound } from '../site/static-site'
import { EngagementStore } from '../engagement/engagement-store'
import { readEngagementContent, recordsKey, recordsTarget, EngagementService } from '../engagement/engagement-service'
import { registerEngagementRoutes } from '../engagement/engagement-routes'
import { RecordVault } from '../engagement/record-vault'
import { INBOX_BODY_BYTES } from '../node-routes'
import { anyPath, noQuery, withInput } from '../route-input'
import { registerRouteLimits } from '../route-limits'
import { openInboxDb } from './inbox-db'
import { InboxStore } from './inbox-store'
import { PasskeyCeremonies, relyingPartyFor } from './passkeys'
import { bookingRoutes } from './routes/bookings'
import type { InboxContext } from './routes/context'
import { csvExportRoutes } from './routes/csv-export'
import { engagementActionRoutes } from './routes/engagement-actions'
import { peopleRoutes } from './routes/people'
import { registerRoutes } from './routes/register'
import { requestRoutes } from './routes/requests'
import { signInRoutes } from './routes/sign-in'
import { ConflictScreener } from './screening'

const INBOX_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; font-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

const SIGN_IN_LIMITS: RateLimitOptions = {
  burst: { limit: 10, windowMs: 60_000 },
  daily: { limit: 100, windowMs: 24 * 60 * 60_000 },
}

export interface InboxOptions {
  collector: Collector
  dataDir: string
  origin: string
  assetsDir: string
  sendNotFound: SendNotFound
  signInLimits?: RateLimitOptions
  /** The engagement: the client build (the runtime file sits beside it), the site's origin for links, the records' key and place */
  buildDir: string
  siteUrl: string
  sameSite: (request: FastifyRequest) => boolean
  recordsKey: string | undefined
  recordsDir: string | undefined
  databaseUrl: string | undefined
}

export interface Inbox {
  store: InboxStore
  screener: ConflictScreener
  origin: string
  engagements: EngagementService
  vault: RecordVault
}

const inboxes = new WeakMap<FastifyInstance, Inbox>()

export function inboxOf(app: FastifyInstance): Inbox {
  const inbox = inboxes.get(app)
  if (!inbox) throw new Error('This app serves no inbox')
  return inbox
}

export async function registerInbox(app: FastifyInstance, options: InboxOptions): Promise<Inbox> {
  const { collector, sendNotFound } = options
  const db = openInboxDb(collector.store as unknown as Parameters<typeof openInboxDb>[0], options.dataDir)
  const store = new InboxStore(db)
  const log = app.log.child({ module: 'inbox' })
  const screener = new ConflictScreener(store, log)
  collector.onLeadStored((id) => void screener.screenLead(id))
  collector.setScreeningHint((lead) => screener.hintLines(lead))
  void screener.screenUnscreened()
  const engagementStore = new EngagementStore(db)
  const vault = new RecordVault(
    engagementStore,
    recordsKey(options.recordsKey, options.dataDir),
    recordsTarget({ recordsDir: options.recordsDir, databaseUrl: options.databaseUrl, dataDir: options.dataDir }),
  )
  const engagements = new EngagementService({
    store: engagementStore,
    inbox: store,
    getLead: (id) => collector.store.getLead(id),
    content: readEngagementContent(options.buildDir),
    transport: collector.mail.transport,
    firmAddress: collector.mail.firmAddress,
    fromAddress: collector.mail.fromAddress,
    siteUrl: options.siteUrl,
    log: app.log.child({ module: 'engagement' }),
  })
  // Retention deletes the rows; the sealed files no row names any more go with them.
  collector.afterRetention(async () => {
    await vault.sweep()
  })
  await registerEngagementRoutes(app, {
    service: engagements,
    vault,
    assetsDir: options.assetsDir,
    sameSite: options.sameSite,
    siteOrigin: new URL(options.siteUrl).origin,
    ...(collector.rateLimits === false
      ? {}
      : {
          limits: {
            open: (limits: RateLimitOptions) => collector.store.rateLimiter(limits),
            options: collector.rateLimits,
          },
        }),
    log: app.log.child({ module: 'engagement' }),
  })
  const ceremonies = new PasskeyCeremonies(store, relyingPartyFor(options.origin))
  // The built entry's files; none before the inbox is built (the pages still work, unstyled).
  const { files: assetFiles, ...assets } = readBundleEntry(options.assetsDir, INBOX_ENTRY, '/inbox/')
  app.addHook('onClose', async () => {
    await screener.close()
    await db.close()
  })
  const context: InboxContext = {
    store,
    collector,
    screener,
    engagementStore,
    engagements,
    vault,
    ceremonies,
    signInLimits: options.signInLimits ?? SIGN_IN_LIMITS,
    origin: options.origin,
    assets,
    assetFiles,
    sendNotFound,
    log,
  }

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: INBOX_BODY_BYTES },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)))
      },
    )
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store')
      reply.header('X-Robots-Tag', 'noindex, nofollow')
      reply.header('Referrer-Policy', 'same-origin')
      // The not-found page is the site's page, with its own policy; everything else the inbox's.
      if (reply.statusCode !== 404 || !reply.hasHeader('Content-Security-Policy'))
        reply.header('Content-Security-Policy', INBOX_POLICY)
      return payload
    })
    // Until a person has been added, the inbox does not exist.
    scope.addHook('onRequest', async (request, reply) => {
      if (!(await store.hasStaff())) return sendNotFound(request, reply)
    })
    await registerRouteLimits(scope, (limits) => collector.store.rateLimiter(limits), { answers: true })
    for (const routes of [
      signInRoutes,
      requestRoutes,
      bookingRoutes,
      csvExportRoutes,
      engagementActionRoutes,
      registerRoutes,
      peopleRoutes,
    ])
      await scope.register(routes, context)
    // Every other inbox address: the not-found page, session or not.
    const notFound = withInput({ input: { params: anyPath, querystring: noQuery } })
    scope.all('/inbox/*', notFound, async (request, reply) => sendNotFound(request, reply))
    scope.all('/inbox/', notFound, async (request, reply) => sendNotFound(request, reply))
  })

  const inbox = { store, screener, origin: options.origin, engagements, vault }
  inboxes.set(app, inbox)
  return inbox
}

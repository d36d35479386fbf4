/**
 * The staff inbox at /inbox, rendered per request with its own assets, strict policy, noindex and no-store.
 * Without a session every address but sign-in and enrollment is the site's not-found page (all of them until a person exists).
 * This entry builds the inbox's services and registers its route modules (server/inbox/routes/), one per resource.
 */
import type { FastifyInstance } from 'fastify'
import type { RateLimitOptions } from '../shared/rate-limit'
import { INBOX_ENTRY, readBundleEntry } from '../shared/bundle-entries'
import type { SendNotFound } from '../shared/not-found'
import { StaffPersonStore } from './staff-person-store'
import { countersignRoutes } from './routes/countersign'
import { INBOX_BODY_BYTES } from '../shared/node-routes'
import { anyPath, noQuery, withInput } from '../shared/route-input'
import { registerRouteLimits } from '../shared/route-limits'
import type { InboxBookings, InboxEngagement, InboxLeads } from './inbox-interfaces'
import type { InboxStore } from './inbox-store'
import type { ConflictResolutions } from './conflict-resolutions'
import type { MatterRegister } from './matter-register'
import { PasskeyCeremonies, relyingPartyFor } from './passkeys'
import { bookingRoutes } from './routes/bookings'
import type { InboxContext } from './routes/context'
import { csvExportRoutes } from './routes/csv-export'
import { engagementActionRoutes } from './routes/engagement-actions'
import { engagementSendRoutes } from './routes/engagement-send'
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
  collector: InboxLeads
  /** The inbox's store, on the database the application opened */
  store: InboxStore
  /** The register's matters created here (retention enters them; the register's pages edit them) */
  matters: MatterRegister
  /** Staff's resolutions of each request's possible conflicts */
  conflicts: ConflictResolutions
  /** The name of a person who takes bookings (online booking's, given by the application) */
  personName: (person: string) => string
  /** A request's consultation and its history (online booking's, given by the application) */
  bookings: InboxBookings
  origin: string
  assetsDir: string
  sendNotFound: SendNotFound
  signInLimits?: RateLimitOptions
  /** The engagement (registered by the application beside the inbox), for the staff's actions on a request's engagement */
  engagement: InboxEngagement
}

export interface Inbox {
  store: InboxStore
  matters: MatterRegister
  conflicts: ConflictResolutions
  screener: ConflictScreener
  origin: string
}

const inboxes = new WeakMap<FastifyInstance, Inbox>()

export function inboxOf(app: FastifyInstance): Inbox {
  const inbox = inboxes.get(app)
  if (!inbox) throw new Error('This app serves no inbox')
  return inbox
}

export async function registerInbox(app: FastifyInstance, options: InboxOptions): Promise<Inbox> {
  const { collector, sendNotFound } = options
  const { store } = options
  const log = app.log.child({ module: 'inbox' })
  const screener = new ConflictScreener(store, log)
  collector.onLeadStored((id) => void screener.screenLead(id))
  collector.setScreeningHint((lead) => screener.hintLines(lead))
  options.matters.onMatterAdded(() => void screener.screenUndecided(options.matters.store))
  void screener.screenUnscreened()
  const { service: engagements, store: engagementStore, vault, signatories } = options.engagement
  const ceremonies = new PasskeyCeremonies(store, relyingPartyFor(options.origin))
  // The built entry's files; none before the inbox is built (the pages still work, unstyled).
  const { files: assetFiles, ...assets } = readBundleEntry(options.assetsDir, INBOX_ENTRY, '/inbox/')
  app.addHook('onClose', async () => {
    await screener.close()
  })
  const context: InboxContext = {
    store,
    matters: options.matters,
    conflicts: options.conflicts,
    collector,
    personName: options.personName,
    bookings: options.bookings,
    screener,
    engagementStore,
    engagements,
    vault,
    countersignatures: engagements.firm,
    signatories,
    staffPeople: new StaffPersonStore(store.db),
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
      engagementSendRoutes,
      countersignRoutes,
      registerRoutes,
      peopleRoutes,
    ])
      await scope.register(routes, context)
    // Every other inbox address: the not-found page, session or not.
    const notFound = withInput({ input: { params: anyPath, querystring: noQuery } })
    scope.all('/inbox/*', notFound, async (request, reply) => sendNotFound(request, reply))
    scope.all('/inbox/', notFound, async (request, reply) => sendNotFound(request, reply))
  })

  const inbox = { store, matters: options.matters, conflicts: options.conflicts, screener, origin: options.origin }
  inboxes.set(app, inbox)
  return inbox
}

/**
 * The staff inbox at /inbox, rendered per request with its own assets, strict policy, noindex and no-store.
 * Without a session every address but sign-in and enrollment is the site's not-found page (all of them until a person exists).
 */
import fs from 'node:fs'
import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type * as React from 'react'
import { type AuditAction, isRequestStatus, isStaffRole, type RequestStatus } from '~/lib/inbox/vocabulary'
import {
  BookingsPage,
  EngagementPanel,
  EnrollPage,
  EraseConfirmPage,
  MessagePage,
  PeoplePage,
  RegisterEntryPage,
  RegisterPage,
  renderInboxPage,
  RequestListPage,
  RequestPage,
  SignInPage,
} from '~/inbox/render'
import { firmTimeZone } from '~/lib/booking/firm-zone'
import type { Viewer } from '~/inbox/view-types'
import { caseDetailLines, calculatorFigures, requestFieldLines, requestPlainText } from '~/lib/inbox/request-view'
import { parseListSort, sortParameter, type ListSort } from '~/lib/inbox/triage'
import { calendarDateIn } from '~/lib/leads/case-dates'
import { toCsv } from '../shared/lead-csv'
import type { RateLimitOptions } from '../shared/rate-limit'
import type { StoredLead } from '../shared/database/store-types'
import { assetType, INBOX_ENTRY, readBundleEntry } from '../shared/bundle-entries'
import type { EngagementStore } from '../engagement/engagement-store'
import type { EngagementService } from '../engagement/engagement-service'
import type { RecordVault } from '../engagement/record-vault'
import { isRecordKind, RECORD_FORMATS } from '~/lib/engagement/record-formats'
import type { SendNotFound } from '../shared/not-found'
import type { InboxLeads } from './inbox-interfaces'
import type { InboxStore, RequestFilter, StaffMember } from './inbox-store'
import { CeremonyError, PasskeyCeremonies, relyingPartyFor, SET_A_PIN_MESSAGE, UnverifiedUserError } from './passkeys'
import { readRegisterEntry } from './register-input'
import { ConflictScreener } from './screening'
import {
  clearedSessionCookie,
  csrfTokenFor,
  ENROLLMENT_VALID_MS,
  hashSecret,
  isSecretShaped,
  newSecret,
  sameSecret,
  SESSION_IDLE_MS,
  SESSION_MAX_AGE_MS,
  sessionCookie,
  sessionIdFrom,
} from '../shared/tokens'
import { INBOX_BODY_BYTES } from '../shared/node-routes'

/** How far ahead the inbox lists booked consultations: the booking horizon's three weeks and a little more. */
const UPCOMING_BOOKING_DAYS = 30

const INBOX_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; font-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

const SIGN_IN_LIMITS: RateLimitOptions = {
  burst: { limit: 10, windowMs: 60_000 },
  daily: { limit: 100, windowMs: 24 * 60 * 60_000 },
}

/** A session's last use is written at most this often (each page view would otherwise be a write). */
const TOUCH_EVERY_MS = 60_000
const MAX_FORM_BYTES = INBOX_BODY_BYTES

export interface InboxOptions {
  collector: InboxLeads
  /** The inbox's store, on the database the application opened */
  store: InboxStore
  /** The name of a person who takes bookings (online booking's, given by the application) */
  personName: (person: string) => string
  origin: string
  assetsDir: string
  sendNotFound: SendNotFound
  signInLimits?: RateLimitOptions
  /** The engagement (registered by the application beside the inbox), for the staff's actions on a request's engagement */
  engagement: { service: EngagementService; store: EngagementStore; vault: RecordVault }
}

export interface Inbox {
  store: InboxStore
  screener: ConflictScreener
  origin: string
  engagements: EngagementService
  vault: RecordVault
}

interface Session {
  staff: StaffMember
  idHash: string
  csrfToken: string
}

declare module 'fastify' {
  interface FastifyRequest {
    inboxSession?: Session
  }
}

function text(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null)?.[name]
  return typeof value === 'string' ? value : ''
}

function readFilter(query: Record<string, unknown>): {
  filter: RequestFilter
  page: number
  sort: ListSort
  queryString: string
} {
  const get = (name: string) => (typeof query[name] === 'string' ? (query[name] as string).trim() : '')
  const date = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined)
  const spam = get('spam')
  const filter: RequestFilter = {
    ...(isRequestStatus(get('status')) ? { status: get('status') as RequestStatus } : {}),
    ...(get('form') ? { form: get('form').slice(0, 40) } : {}),
    ...(get('caseType') ? { caseType: get('caseType').slice(0, 200) } : {}),
    ...(get('urgent') === '1' ? { urgent: true } : {}),
    ...(date(get('from')) ? { from: get('from') } : {}),
    ...(date(get('to')) ? { to: get('to') } : {}),
    ...(spam === 'only' || spam === 'include' ? { spam } : {}),
    ...(get('q') ? { search: get('q').slice(0, 200) } : {}),
  }
  const page = Math.min(100_000, Math.max(1, Number.parseInt(get('page'), 10) || 1))
  const parameters = new URLSearchParams()
  if (filter.search) parameters.set('q', filter.search)
  if (filter.status) parameters.set('status', filter.status)
  if (filter.form) parameters.set('form', filter.form)
  if (filter.caseType) parameters.set('caseType', filter.caseType)
  if (filter.urgent) parameters.set('urgent', '1')
  if (filter.from) parameters.set('from', filter.from)
  if (filter.to) parameters.set('to', filter.to)
  if (filter.spam) parameters.set('spam', filter.spam)
  const sort = parseListSort(get('sort'))
  if (sortParameter(sort)) parameters.set('sort', sortParameter(sort))
  return { filter, page, sort, queryString: parameters.toString() }
}

const LEAD_ID = /^ld_[0-9a-z]{1,40}$/
const STAFF_ID = /^st_[0-9a-f]{32}$/
const ENTRY_ID = /^mx_[0-9a-f]{32}$/

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
  void screener.screenUnscreened()
  const { service: engagements, store: engagementStore, vault } = options.engagement
  const ceremonies = new PasskeyCeremonies(store, relyingPartyFor(options.origin))
  const limiter = collector.store.rateLimiter(options.signInLimits ?? SIGN_IN_LIMITS)
  // The built entry's files; none before the inbox is built (the pages still work, unstyled).
  const { files: assetFiles, ...assets } = readBundleEntry(options.assetsDir, INBOX_ENTRY, '/inbox/')
  app.addHook('onClose', async () => {
    await screener.close()
    await limiter.close()
  })

  const html = (reply: FastifyReply, page: React.ReactElement, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').send(renderInboxPage(page))
  const viewerOf = (session: Session): Viewer => ({
    id: session.staff.id,
    name: session.staff.name,
    role: session.staff.role,
    csrfToken: session.csrfToken,
  })

  /** The request's session, or why there is none ('stale': a cookie whose session ended). */
  async function resolveSession(request: FastifyRequest): Promise<Session | 'stale' | undefined> {
    const id = sessionIdFrom(request.headers.cookie)
    if (!id) return undefined
    const idHash = hashSecret(id)
    const record = await store.findSession(idHash)
    const now = Date.now()
    if (
      !record ||
      record.revokedAt !== null ||
      !record.staff.active ||
      now - record.createdAt > SESSION_MAX_AGE_MS ||
      now - record.lastSeenAt > SESSION_IDLE_MS
    )
      return 'stale'
    if (now - record.lastSeenAt > TOUCH_EVERY_MS) await store.touchSession(idHash)
    return { staff: record.staff, idHash, csrfToken: csrfTokenFor(id) }
  }

  /** Exactly the inbox's origin: a post from anywhere else (another site, another port) is refused. */
  const sameOrigin = (request: FastifyRequest) => request.headers.origin === options.origin

  async function startSession(reply: FastifyReply, staff: StaffMember): Promise<void> {
    const id = newSecret()
    await store.createSession(hashSecret(id), staff.id)
    reply.header('Set-Cookie', sessionCookie(id))
  }

  async function issueEnrollmentLink(staff: StaffMember): Promise<string> {
    const token = newSecret()
    await store.createEnrollment(staff.id, hashSecret(token), Date.now() + ENROLLMENT_VALID_MS)
    return `${options.origin}/inbox/enroll/${token}`
  }

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: MAX_FORM_BYTES },
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

    type Handler = (request: FastifyRequest, reply: FastifyReply, session: Session) => Promise<unknown>
    const notAllowed = (reply: FastifyReply, session: Session) =>
      html(
        reply,
        <MessagePage
          assets={assets}
          viewer={viewerOf(session)}
          title="Not allowed"
          message="This needs an administrator. Ask one of the firm's administrators."
        />,
        403,
      )

    /** A page for people signed in (admins only, when asked): 404 without a session, the sign-in page after one ended. */
    const page =
      (handler: Handler, { admin = false } = {}) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const session = await resolveSession(request)
        if (session === undefined) return sendNotFound(request, reply)
        if (session === 'stale')
          return reply.header('Set-Cookie', clearedSessionCookie()).redirect('/inbox/sign-in', 303)
        if (admin && session.staff.role !== 'admin') return notAllowed(reply, session)
        return handler(request, reply, session)
      }

    /** A state change: a session, the exact Origin and the session's CSRF token, then the role. */
    const action =
      (handler: Handler, { admin = false } = {}) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const session = await resolveSession(request)
        if (session === undefined || session === 'stale') return sendNotFound(request, reply)
        const token = text(request.body, '_csrf') || String(request.headers['x-csrf-token'] ?? '')
        if (!sameOrigin(request) || !sameSecret(token, session.csrfToken)) {
          log.warn(
            { event: 'inbox.refused', reason: sameOrigin(request) ? 'csrf' : 'origin' },
            'inbox state change refused',
          )
          return reply
            .code(403)
            .type('text/plain; charset=utf-8')
            .send('Refused: this change did not come from the inbox.')
        }
        if (admin && session.staff.role !== 'admin') {
          log.warn({ event: 'inbox.refused', reason: 'role', staffId: session.staff.id }, 'inbox state change refused')
          return notAllowed(reply, session)
        }
        return handler(request, reply, session)
      }

    const limited = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
      const decision = await limiter.take(`inbox:${request.ip}`)
      if (decision.allowed) return false
      log.warn({ event: 'inbox.sign_in_limited' }, 'inbox sign-in rate-limited')
      await reply
        .code(429)
        .header('Retry-After', String(decision.retryAfterSeconds))
        .send({ error: 'Too many attempts. Wait a minute and try again.' })
      return true
    }
    const ceremonyPost = { bodyLimit: MAX_FORM_BYTES }

    scope.get('/inbox/assets/:file', async (request, reply) => {
      const file = assetFiles.get(request.url.split('?')[0] ?? '')
      if (!file) return sendNotFound(request, reply)
      return reply.type(assetType(file)).send(await fs.promises.readFile(file))
    })

    // Sign-in and enrollment: the only pages a visitor without a session may see.
    scope.get('/inbox/sign-in', async (_request, reply) => html(reply, <SignInPage assets={assets} />))
    scope.post('/inbox/sign-in/options', ceremonyPost, async (request, reply) => {
      if (!sameOrigin(request)) return reply.code(403).send({ error: 'Refused.' })
      if (await limited(request, reply)) return reply
      return reply.send(await ceremonies.beginAuthentication())
    })
    scope.post('/inbox/sign-in/verify', ceremonyPost, async (request, reply) => {
      if (!sameOrigin(request)) return reply.code(403).send({ error: 'Refused.' })
      if (await limited(request, reply)) return reply
      const ceremonyId = text(request.body, 'ceremonyId')
      try {
        if (!isSecretShaped(ceremonyId)) throw new CeremonyError('malformed ceremony id')
        const staff = await ceremonies.finishAuthentication(
          ceremonyId,
          (request.body as { response?: unknown }).response,
        )
        await startSession(reply, staff)
        await store.audit(staff.id, 'staff.signed_in', { subjectId: staff.id })
        return reply.send({ ok: true, next: '/inbox' })
      } catch (error) {
        if (!(error instanceof CeremonyError)) throw error
        log.warn({ event: 'inbox.sign_in_failed', reason: error.message }, 'inbox sign-in failed')
        return reply.code(400).send({
          error:
            error instanceof UnverifiedUserError
              ? SET_A_PIN_MESSAGE
              : 'That passkey could not sign you in. Try again, or ask an administrator for a new enrollment link.',
        })
      }
    })

    const enrollmentOf = async (request: FastifyRequest) => {
      const token = (request.params as { token?: string }).token
      if (!isSecretShaped(token)) return undefined
      const staff = await store.findEnrollment(hashSecret(token))
      return staff ? { staff, token, tokenHash: hashSecret(token) } : undefined
    }
    scope.get('/inbox/enroll/:token', async (request, reply) => {
      const enrollment = await enrollmentOf(request)
      if (!enrollment) return sendNotFound(request, reply)
      return html(reply, <EnrollPage assets={assets} token={enrollment.token} name={enrollment.staff.name} />)
    })
    scope.post('/inbox/enroll/:token/options', ceremonyPost, async (request, reply) => {
      if (!sameOrigin(request)) return reply.code(403).send({ error: 'Refused.' })
      if (await limited(request, reply)) return reply
      const enrollment = await enrollmentOf(request)
      if (!enrollment)
        return reply
          .code(404)
          .send({ error: 'This enrollment link has expired or was used. Ask an administrator for a new one.' })
      return reply.send(await ceremonies.beginRegistration(enrollment.staff))
    })
    scope.post('/inbox/enroll/:token/verify', ceremonyPost, async (request, reply) => {
      if (!sameOrigin(request)) return reply.code(403).send({ error: 'Refused.' })
      if (await limited(request, reply)) return reply
      const enrollment = await enrollmentOf(request)
      if (!enrollment)
        return reply
          .code(404)
          .send({ error: 'This enrollment link has expired or was used. Ask an administrator for a new one.' })
      const ceremonyId = text(request.body, 'ceremonyId')
      try {
        if (!isSecretShaped(ceremonyId)) throw new CeremonyError('malformed ceremony id')
        await ceremonies.finishRegistration(
          enrollment.staff,
          enrollment.tokenHash,
          ceremonyId,
          (request.body as { response?: unknown }).response,
        )
      } catch (error) {
        if (!(error instanceof CeremonyError)) throw error
        log.warn({ event: 'inbox.enrollment_failed', reason: error.message }, 'inbox passkey registration failed')
        return reply.code(400).send({
          error:
            error instanceof UnverifiedUserError
              ? SET_A_PIN_MESSAGE
              : 'The passkey could not be registered. Try again; the link stays valid until it is used.',
        })
      }
      await store.audit(enrollment.staff.id, 'staff.passkey_added', { subjectId: enrollment.staff.id })
      await startSession(reply, enrollment.staff)
      await store.audit(enrollment.staff.id, 'staff.signed_in', { subjectId: enrollment.staff.id })
      return reply.send({ ok: true, next: '/inbox' })
    })

    scope.post(
      '/inbox/sign-out',
      action(async (_request, reply, session) => {
        await store.revokeSession(session.idHash)
        await store.audit(session.staff.id, 'staff.signed_out', { subjectId: session.staff.id })
        return reply.header('Set-Cookie', clearedSessionCookie()).redirect('/inbox/sign-in', 303)
      }),
    )

    const staffOptions = async () => (await store.listStaff()).map((person) => ({ id: person.id, name: person.name }))
    scope.get(
      '/inbox',
      page(async (request, reply, session) => {
        const { filter, page: pageNumber, sort, queryString } = readFilter(request.query as Record<string, unknown>)
        const [{ rows, total }, counts, caseTypes, staff] = await Promise.all([
          store.listRequests(filter, session.staff.id, pageNumber, sort),
          store.statusCounts(),
          store.distinctCaseTypes(),
          staffOptions(),
        ])
        const notice =
          typeof (request.query as Record<string, unknown>).erased === 'string'
            ? 'The requests were erased.'
            : undefined
        return html(
          reply,
          <RequestListPage
            assets={assets}
            viewer={viewerOf(session)}
            rows={rows}
            total={total}
            page={pageNumber}
            filters={filter}
            sort={sort}
            today={calendarDateIn(firmTimeZone(), new Date())}
            counts={counts}
            caseTypes={caseTypes}
            staff={staff}
            query={queryString}
            notice={notice}
          />,
        )
      }),
    )

    scope.get(
      '/inbox/bookings',
      page(async (_request, reply, session) => {
        const from = Date.now()
        const bookings = await collector.store.upcomingBookings(
          from,
          from + UPCOMING_BOOKING_DAYS * 24 * 60 * 60 * 1000,
        )
        const personNames = Object.fromEntries(
          [...new Set(bookings.map((booking) => booking.person))].map((person) => [person, options.personName(person)]),
        )
        return html(
          reply,
          <BookingsPage
            assets={assets}
            viewer={viewerOf(session)}
            bookings={bookings}
            timeZone={firmTimeZone()}
            days={UPCOMING_BOOKING_DAYS}
            personNames={personNames}
          />,
        )
      }),
    )

    scope.get(
      '/inbox/export.csv',
      page(
        async (request, reply, session) => {
          const { filter } = readFilter(request.query as Record<string, unknown>)
          const leads: StoredLead[] = []
          for (const id of await store.filteredIds(filter)) {
            const lead = await collector.store.getLead(id)
            if (lead) leads.push(lead)
          }
          await store.audit(session.staff.id, 'requests.exported')
          return reply
            .type('text/csv; charset=utf-8')
            .header(
              'Content-Disposition',
              `attachment; filename="requests-${new Date().toISOString().slice(0, 10)}.csv"`,
            )
            .send(toCsv(leads))
        },
        { admin: true },
      ),
    )

    const leadOf = async (request: FastifyRequest): Promise<StoredLead | undefined> => {
      const id = (request.params as { id?: string }).id ?? ''
      return LEAD_ID.test(id) ? collector.store.getLead(id) : undefined
    }
    const NOTICES: Record<string, string> = {
      status: 'Status saved.',
      note: 'Note added.',
      assigned: 'Assignment saved.',
      spam: 'Marked as spam.',
      released: 'Marked as not spam; the held notifications are on their way.',
      'not-spam': 'Marked as not spam.',
    }

    scope.get(
      '/inbox/requests/:id',
      page(async (request, reply, session) => {
        const lead = await leadOf(request)
        if (!lead) return sendNotFound(request, reply)
        await store.markViewed(lead.id, session.staff.id)
        await store.audit(session.staff.id, 'request.viewed', { leadId: lead.id })
        const [state, conflicts, notes, deliveries, pending, audit, staff, sentFrom, booking] = await Promise.all([
          store.leadState(lead.id),
          store.listConflicts(lead.id),
          store.listNotes(lead.id),
          store.listDeliveries(lead.id),
          store.pendingNotifications(lead.id),
          store.listAudit(lead.id),
          staffOptions(),
          store.sentFrom(lead.id),
          collector.store.getBooking(lead.id),
        ])
        const done = (request.query as Record<string, unknown>).done
        return html(
          reply,
          <RequestPage
            assets={assets}
            viewer={viewerOf(session)}
            id={lead.id}
            title={`${lead.firstName} ${lead.lastName}`.trim() || lead.email}
            receivedAt={lead.receivedAt}
            status={state.status}
            spam={lead.spam}
            urgent={state.urgent}
            assignedTo={state.assignedTo}
            fields={requestFieldLines(lead)}
            caseDetails={caseDetailLines(lead)}
            message={lead.message}
            calculatorFigures={calculatorFigures(lead.message)}
            sentFrom={[
              { label: 'Page', value: sentFrom ?? 'Not recorded' },
              { label: 'Origin', value: lead.origin ?? 'Not recorded' },
              { label: 'Form id', value: lead.formId },
            ]}
            userAgent={lead.userAgent ?? null}
            organization={lead.organization}
            caseType={lead.caseType}
            phone={lead.phone}
            email={lead.email}
            retainedBy={lead.retainedBy}
            disclosureDeadline={lead.disclosureDeadline}
            today={calendarDateIn(firmTimeZone(), new Date())}
            consultation={
              booking?.status === 'booked'
                ? { at: booking.startAt, personName: options.personName(booking.person) }
                : null
            }
            conflicts={conflicts}
            screened={state.screenedAt !== null}
            notes={notes}
            deliveries={deliveries}
            pendingNotifications={pending}
            audit={audit}
            staff={staff}
            plainText={requestPlainText(lead)}
            notice={typeof done === 'string' ? NOTICES[done] : undefined}
            extraPanels={
              <EngagementPanel
                leadId={lead.id}
                viewer={viewerOf(session)}
                cleared={state.status === 'cleared'}
                available={engagements.content !== undefined}
                engagement={await engagementView(lead.id)}
              />
            }
          />,
        )
      }),
    )

    const engagementView = async (leadId: string) => {
      const engagement = await engagementStore.current(leadId)
      if (!engagement || engagement.state === 'withdrawn') return null
      const signature = await engagementStore.signature(engagement.id)
      const files = await engagementStore.files(engagement.id)
      return {
        state: engagement.state,
        expired: engagement.state === 'sent' && Date.now() > engagement.signBy,
        sentAt: engagement.sentAt,
        signBy: engagement.signBy,
        openedAt: engagement.openedAt,
        viewedAt: engagement.viewedAt,
        uploadsClosedAt: engagement.uploadsClosedAt,
        signature: signature ?? null,
        files: files.map((file) => ({
          id: file.id,
          displayName: file.displayName,
          size: file.size,
          kind: isRecordKind(file.kind) ? RECORD_FORMATS[file.kind].label : (file.kind ?? ''),
          sha256: file.sha256 ?? '',
          receivedAt: file.completedAt ?? file.createdAt,
        })),
      }
    }
    const ENGAGEMENT_NOTICES: Record<string, string> = {
      sent: 'Engagement sent: counsel has the link by email.',
      resent: 'A new link was sent; the old one no longer works.',
      withdrawn: 'Engagement withdrawn; its link no longer works.',
      closed: 'Upload window closed.',
      unmailed:
        'The engagement link was made, but the email could not be sent (no mail set up, or the mail server refused): resend it once mail works.',
    }
    Object.assign(NOTICES, ENGAGEMENT_NOTICES)

    scope.post(
      '/inbox/requests/:id/engagement/send',
      action(async (request, reply, session) => {
        const lead = await leadOf(request)
        if (!lead) return sendNotFound(request, reply)
        if ((await store.leadState(lead.id)).status !== 'cleared')
          return badRequest(reply, 'Set the status to cleared before sending the engagement.')
        if (await engagementStore.current(lead.id))
          return badRequest(reply, 'This request already has an engagement: resend or withdraw it.')
        if (!engagements.content)
          return badRequest(reply, 'The engagement letter is not in this build: run the build first.')
        const { mailed } = await engagements.send(lead, session.staff.id)
        await store.audit(session.staff.id, 'engagement.sent', { leadId: lead.id })
        return back(reply, lead.id, mailed ? 'sent' : 'unmailed')
      }),
    )
    const currentEngagement = async (request: FastifyRequest) => {
      const lead = await leadOf(request)
      const engagement = lead ? await engagementStore.current(lead.id) : undefined
      return lead && engagement ? { lead, engagement } : undefined
    }
    type CurrentEngagement = NonNullable<Awaited<ReturnType<typeof currentEngagement>>>
    /**
     * A staff action on the request's current engagement: found (else 404), refused with a message when
     * `refusal` says so, done, written to the audit log, and back to the request with its notice.
     */
    const engagementAction = (
      name: string,
      event: AuditAction,
      run: (found: CurrentEngagement) => Promise<string>,
      refusal?: (found: CurrentEngagement) => string | undefined,
    ) =>
      scope.post(
        `/inbox/requests/:id/engagement/${name}`,
        action(async (request, reply, session) => {
          const found = await currentEngagement(request)
          if (!found) return sendNotFound(request, reply)
          const refused = refusal?.(found)
          if (refused) return badRequest(reply, refused)
          const notice = await run(found)
          await store.audit(session.staff.id, event, { leadId: found.lead.id, subjectId: found.engagement.id })
          return back(reply, found.lead.id, notice)
        }),
      )
    engagementAction('resend', 'engagement.resent', async ({ engagement, lead }) =>
      (await engagements.resend(engagement, lead)).mailed ? 'resent' : 'unmailed',
    )
    engagementAction(
      'withdraw',
      'engagement.withdrawn',
      async ({ engagement }) => (await engagements.withdraw(engagement), 'withdrawn'),
      ({ engagement }) =>
        engagement.state === 'signed'
          ? 'A signed engagement cannot be withdrawn here; close its upload window instead.'
          : undefined,
    )
    engagementAction(
      'close-uploads',
      'engagement.uploads_closed',
      async ({ engagement }) => (await engagementStore.closeUploads(engagement.id), 'closed'),
    )
    scope.get(
      '/inbox/requests/:id/engagement/signed.pdf',
      page(async (request, reply, session) => {
        const found = await currentEngagement(request)
        const pdf = found ? await engagementStore.signedPdf(found.engagement.id) : undefined
        if (!found || !pdf) return sendNotFound(request, reply)
        await store.audit(session.staff.id, 'engagement.pdf_downloaded', {
          leadId: found.lead.id,
          subjectId: found.engagement.id,
        })
        return reply
          .type('application/pdf')
          .header('Content-Disposition', 'attachment; filename="signed-engagement-letter.pdf"')
          .send(pdf)
      }),
    )
    // A record, decrypted as it streams; each download is in the audit log.
    scope.get(
      '/inbox/requests/:id/engagement/files/:fileId',
      page(async (request, reply, session) => {
        const found = await currentEngagement(request)
        const file = found ? await vault.fileOf((request.params as { fileId?: string }).fileId ?? '') : undefined
        if (!found || !file || file.engagementId !== found.engagement.id || file.completedAt === null)
          return sendNotFound(request, reply)
        await store.audit(session.staff.id, 'engagement.file_downloaded', { leadId: found.lead.id, subjectId: file.id })
        const safeName = file.displayName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\/]/g, '_')
        // The type the bytes showed, and a name ending in its extension (server/engagement/record-types.ts).
        return reply
          .type(isRecordKind(file.kind) ? RECORD_FORMATS[file.kind].mediaType : 'application/octet-stream')
          .header('Content-Length', String(file.size))
          .header(
            'Content-Disposition',
            `attachment; filename="${safeName}"; filename*=UTF-8''${encodeURIComponent(file.displayName)}`,
          )
          .header('X-Content-Type-Options', 'nosniff')
          .send(Readable.from(vault.plaintext(file)))
      }),
    )

    scope.get(
      '/inbox/requests/:id/text',
      page(async (request, reply, session) => {
        const lead = await leadOf(request)
        if (!lead) return sendNotFound(request, reply)
        await store.audit(session.staff.id, 'request.copied', { leadId: lead.id })
        return reply.type('text/plain; charset=utf-8').send(requestPlainText(lead))
      }),
    )

    const back = (reply: FastifyReply, id: string, done: string) =>
      reply.redirect(`/inbox/requests/${id}?done=${done}`, 303)
    const badRequest = (reply: FastifyReply, message: string) =>
      reply.code(400).type('text/plain; charset=utf-8').send(message)

    scope.post(
      '/inbox/requests/:id/status',
      action(async (request, reply, session) => {
        const lead = await leadOf(request)
        if (!lead) return sendNotFound(request, reply)
        const status = text(request.body, 'status')
        if (!isRequestStatus(status)) return badRequest(reply, 'Unknown status.')
        await store.setStatus(lead.id, status)
        await store.audit(session.staff.id, 'request.status', { leadId: lead.id })
        return back(reply, lead.id, 'status')
      }),
    )

    scope.post(
      '/inbox/requests/:id/spam',
      action(async (request, reply, session) => {
        const lead = await leadOf(request)
        if (!lead) return sendNotFound(request, reply)
        const spam = text(request.body, 'spam')
        if (spam !== 'yes' && spam !== 'no') return badRequest(reply, 'Say spam=yes or spam=no.')
        const released = await store.setSpam(lead.id, spam === 'yes', collector.routes)
        await store.audit(session.staff.id, spam === 'yes' ? 'request.spam' : 'request.not_spam', { leadId: lead.id })
        if (released > 0) {
          await store.audit(session.staff.id, 'request.notifications_released', { leadId: lead.id })
          for (const sender of collector.senders) sender.wake()
        }
        return back(reply, lead.id, spam === 'yes' ? 'spam' : released > 0 ? 'released' : 'not-spam')
      }),
    )

    scope.post(
      '/inbox/requests/:id/notes',
      action(async (request, reply, session) => {
        const lead = await leadOf(request)
        if (!lead) return sendNotFound(request, reply)
        const body = text(request.body, 'body').trim()
        if (body === '' || body.length > 5000) return badRequest(reply, 'A note is 1 to 5,000 characters.')
        await store.addNote(lead.id, session.staff.id, body)
        await store.audit(session.staff.id, 'request.note', { leadId: lead.id })
        return back(reply, lead.id, 'note')
      }),
    )

    scope.post(
      '/inbox/requests/:id/assign',
      action(async (request, reply, session) => {
        const lead = await leadOf(request)
        if (!lead) return sendNotFound(request, reply)
        const staffId = text(request.body, 'staffId')
        const assignee = staffId === '' ? null : STAFF_ID.test(staffId) ? await store.getStaff(staffId) : undefined
        if (assignee === undefined || (assignee !== null && !assignee.active))
          return badRequest(reply, 'Unknown person.')
        await store.assign(lead.id, assignee?.id ?? null)
        await store.audit(session.staff.id, 'request.assigned', { leadId: lead.id, subjectId: assignee?.id ?? null })
        return back(reply, lead.id, 'assigned')
      }),
    )

    scope.get(
      '/inbox/requests/:id/erase',
      page(
        async (request, reply, session) => {
          const lead = await leadOf(request)
          if (!lead) return sendNotFound(request, reply)
          const items = await collector.store.findLeads({ email: lead.email, ids: [lead.id] })
          return html(
            reply,
            <EraseConfirmPage
              assets={assets}
              viewer={viewerOf(session)}
              leadId={lead.id}
              email={lead.email}
              items={items}
            />,
          )
        },
        { admin: true },
      ),
    )

    // Exactly what leads:erase does (the same store calls), then an audit entry per request: ids only.
    scope.post(
      '/inbox/requests/:id/erase',
      action(
        async (request, reply, session) => {
          const lead = await leadOf(request)
          if (!lead) return sendNotFound(request, reply)
          if (text(request.body, 'confirm') !== 'erase') return badRequest(reply, 'Confirm the erasure first.')
          const items = await collector.store.findLeads({ email: lead.email, ids: [lead.id] })
          const deleted = await collector.store.eraseLeads(items.map((item) => item.id))
          // The engagement's sealed files go with its rows.
          await vault.sweep()
          for (const item of items) await store.audit(session.staff.id, 'request.erased', { leadId: item.id })
          log.info({ event: 'inbox.erased', staffId: session.staff.id, deleted }, 'requests erased from the inbox')
          return reply.redirect('/inbox?erased=1', 303)
        },
        { admin: true },
      ),
    )

    const registerFields = (body: unknown) =>
      readRegisterEntry({
        matter_id: text(body, 'matterId'),
        caption: text(body, 'caption'),
        name: text(body, 'name'),
        role: text(body, 'role'),
        side_retained: text(body, 'sideRetained'),
        opened: text(body, 'opened'),
        closed: text(body, 'closed'),
      })
    const registerNotices: Record<string, string> = {
      added: 'Entry added; requests are being screened again.',
      saved: 'Entry saved; requests are being screened again.',
      removed: 'Entry removed; requests are being screened again.',
    }
    scope.get(
      '/inbox/register',
      page(
        async (request, reply, session) => {
          const done = (request.query as Record<string, unknown>).done
          return html(
            reply,
            <RegisterPage
              assets={assets}
              viewer={viewerOf(session)}
              entries={await store.listRegister()}
              notice={typeof done === 'string' ? registerNotices[done] : undefined}
            />,
          )
        },
        { admin: true },
      ),
    )
    scope.post(
      '/inbox/register',
      action(
        async (request, reply, session) => {
          const read = registerFields(request.body)
          if ('error' in read)
            return html(
              reply,
              <RegisterPage
                assets={assets}
                viewer={viewerOf(session)}
                entries={await store.listRegister()}
                error={`Not added: ${read.error}.`}
              />,
              400,
            )
          const { ids } = await store.upsertRegister([read.entry])
          await store.audit(session.staff.id, 'register.added', { subjectId: ids[0] ?? null })
          void screener.screenAll()
          return reply.redirect('/inbox/register?done=added', 303)
        },
        { admin: true },
      ),
    )
    const entryOf = async (request: FastifyRequest) => {
      const id = (request.params as { id?: string }).id ?? ''
      return ENTRY_ID.test(id) ? store.getRegisterEntry(id) : undefined
    }
    scope.get(
      '/inbox/register/:id',
      page(
        async (request, reply, session) => {
          const entry = await entryOf(request)
          if (!entry) return sendNotFound(request, reply)
          return html(reply, <RegisterEntryPage assets={assets} viewer={viewerOf(session)} entry={entry} />)
        },
        { admin: true },
      ),
    )
    scope.post(
      '/inbox/register/:id',
      action(
        async (request, reply, session) => {
          const entry = await entryOf(request)
          if (!entry) return sendNotFound(request, reply)
          const read = registerFields(request.body)
          if ('error' in read)
            return html(
              reply,
              <RegisterEntryPage
                assets={assets}
                viewer={viewerOf(session)}
                entry={entry}
                error={`Not saved: ${read.error}.`}
              />,
              400,
            )
          await store.updateRegisterEntry(entry.id, read.entry)
          await store.audit(session.staff.id, 'register.edited', { subjectId: entry.id })
          void screener.screenAll()
          return reply.redirect('/inbox/register?done=saved', 303)
        },
        { admin: true },
      ),
    )
    scope.post(
      '/inbox/register/:id/remove',
      action(
        async (request, reply, session) => {
          const entry = await entryOf(request)
          if (!entry) return sendNotFound(request, reply)
          await store.removeRegisterEntry(entry.id)
          await store.audit(session.staff.id, 'register.removed', { subjectId: entry.id })
          void screener.screenAll()
          return reply.redirect('/inbox/register?done=removed', 303)
        },
        { admin: true },
      ),
    )

    const peoplePage = async (
      reply: FastifyReply,
      session: Session,
      extra: { enrollmentUrl?: string; notice?: string; error?: string } = {},
      status = 200,
    ) =>
      html(
        reply,
        <PeoplePage assets={assets} viewer={viewerOf(session)} people={await store.listStaff()} {...extra} />,
        status,
      )
    scope.get(
      '/inbox/people',
      page(async (_request, reply, session) => peoplePage(reply, session), { admin: true }),
    )
    scope.post(
      '/inbox/people',
      action(
        async (request, reply, session) => {
          const email = text(request.body, 'email').trim()
          const name = text(request.body, 'name').trim().replace(/\s+/g, ' ')
          const role = text(request.body, 'role')
          if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
            return peoplePage(reply, session, { error: "Enter the person's email address." }, 400)
          if (name === '' || name.length > 200)
            return peoplePage(reply, session, { error: "Enter the person's name (up to 200 characters)." }, 400)
          if (!isStaffRole(role)) return peoplePage(reply, session, { error: 'Choose admin or staff.' }, 400)
          const person = await store.upsertStaff({ email, name, role })
          const enrollmentUrl = await issueEnrollmentLink(person)
          await store.audit(session.staff.id, 'staff.invited', { subjectId: person.id })
          return peoplePage(reply, session, {
            enrollmentUrl,
            notice: `${person.name} can now register a passkey with the link below.`,
          })
        },
        { admin: true },
      ),
    )
    const personOf = async (request: FastifyRequest) => {
      const id = (request.params as { id?: string }).id ?? ''
      const person = STAFF_ID.test(id) ? await store.getStaff(id) : undefined
      return person?.active ? person : undefined
    }
    scope.post(
      '/inbox/people/:id/link',
      action(
        async (request, reply, session) => {
          const person = await personOf(request)
          if (!person) return sendNotFound(request, reply)
          const enrollmentUrl = await issueEnrollmentLink(person)
          await store.audit(session.staff.id, 'staff.invited', { subjectId: person.id })
          return peoplePage(reply, session, { enrollmentUrl, notice: `A new enrollment link for ${person.name}.` })
        },
        { admin: true },
      ),
    )
    scope.post(
      '/inbox/people/:id/remove',
      action(
        async (request, reply, session) => {
          const person = await personOf(request)
          if (!person) return sendNotFound(request, reply)
          if (person.id === session.staff.id)
            return peoplePage(reply, session, { error: 'You cannot remove yourself; ask another administrator.' }, 400)
          await store.removeStaff(person.id)
          await store.audit(session.staff.id, 'staff.removed', { subjectId: person.id })
          return peoplePage(reply, session, {
            notice: `${person.name} was removed: their sessions ended and their passkeys were deleted.`,
          })
        },
        { admin: true },
      ),
    )

    // Every other inbox address: the not-found page, session or not.
    scope.all('/inbox/*', async (request, reply) => sendNotFound(request, reply))
    scope.all('/inbox/', async (request, reply) => sendNotFound(request, reply))
  })

  const inbox = { store, screener, origin: options.origin, engagements, vault }
  inboxes.set(app, inbox)
  return inbox
}

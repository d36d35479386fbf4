import os from 'node:os'
import cors from '@fastify/cors'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Logger } from 'pino'
import { FIELD_LIMITS, HONEYPOT_FIELD, isFormType, type LeadField } from '~/lib/leads/fields'
import { buildSubject } from '~/lib/leads/request'
import { checkLeadPayload, cleanLeadText, type LeadRequest } from '~/lib/leads/rules'
import { CASE_TYPE_CONTENT } from '~/copy/case-types'
import { requestReceivedPathFor } from '~/lib/content-store/records'
import { siteConfig } from '~/config/site-config'
import { isCourtDateBeforeConsultation } from '~/lib/leads/urgency'
import type { HealthSource } from '../health'
import {
  correctionPage,
  FORM_PAGE_POLICY,
  formPageSetting,
  isFormPost,
  parseFormBody,
  refusalPage,
  sitePath,
  submissionFromForm,
} from './form-post'
import type { ConflictScreeningHint } from './notification'
import {
  createSmtpTransport,
  mailDeliverer,
  OutboxSender,
  type BackoffOptions,
  type Deliverer,
  type MailTransport,
} from './outbox-sender'
import { createLogSampler, type LogSampler } from './log-sampler'
import { PostgresCollectorStore } from './postgres-store'
import { DEFAULT_RATE_LIMITS, type RateLimitOptions } from './rate-limit'
import { scheduleRetention } from './retention'
import { SqliteCollectorStore } from './sqlite-store'
import {
  isStoreUnavailable,
  MAIL_ROUTE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  type CollectorStore,
  type LeadEntry,
  type OutboxRoute,
} from './store-types'
import { webhookDeliverer } from './webhook'
import { firmBookingNotice, manageUrl } from '../booking/booking-mail'
import { registerBookingPages, registerSlotRoute } from '../booking/booking-routes'
import { BookingRuntime } from '../booking/booking-runtime'
import { BOOKING_FIELDS, slotJson, type BookingFields } from '../booking/booking-service'
import { isSlotTaken } from '../booking/booking-types'
import type { Availability } from '~/lib/booking/slots'
import type { FormPageSetting } from '~/form-fallback/form-fallback-pages'
import { COLLECTOR_BODY_BYTES } from '../node-routes'
import { readRuntimeFile } from '../runtime-file'
import { z } from 'zod'
import { formId } from '~/lib/input-patterns'
import { jsonBadRequest, noQuery, withInput } from '../route-input'
import { limitedBy, registerRouteLimits } from '../route-limits'

export const SMTP_UNSET_NOTICE = 'SMTP_URL is not set: lead notifications are queued in the outbox but not sent.'

const MAX_BODY_BYTES = COLLECTOR_BODY_BYTES
const MAX_IDEMPOTENCY_KEY_LENGTH = 200
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]+$/

export const COLLECTOR_MESSAGES = {
  malformed: 'The request body is not valid JSON.',
  tooLarge: `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`,
  notJson:
    'Send the form as JSON (Content-Type: application/json) or as an HTML form post (application/x-www-form-urlencoded).',
  unknownForm: 'There is no form with this id.',
  rateLimited: 'Too many requests. Please try again later.',
  badKey: 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.',
  forbiddenOrigin: 'This origin may not post to the collector.',
  internal: 'The request could not be stored. Please try again.',
  unavailable:
    'The request could not be stored just now. Please try again in a minute, or call the office if it is urgent.',
} as const

export interface CollectorOptions {
  dataDir: string
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
  buildDir?: string
  bookingSecret?: string
  busyIcsUrls?: ReadonlyMap<string, string>
  availability?: Availability
  busyFeedIntervalMs?: number
}

export interface Collector extends HealthSource {
  store: CollectorStore
  senders: OutboxSender[]
  routes: readonly OutboxRoute[]
  /** Tells every stored lead to `listener` after its answer is sent: never on the visitor's time. */
  onLeadStored(listener: (id: string) => void): void
  setScreeningHint(hint: ConflictScreeningHint): void
  booking: BookingRuntime
  /** How the collector mails: the transport (none without SMTP_URL) and the firm's addresses. */
  mail: { transport: MailTransport | undefined; firmAddress: string; fromAddress: string }
  /** Runs `listener` after each retention pass that deleted something (the engagement's record files are swept). */
  afterRetention(listener: () => Promise<void>): void
  /** The per-address limits of the collector's posts (false: none, in tests), which the engagement pages share. */
  rateLimits: RateLimitOptions | false
}

const FORM_IDS: ReadonlySet<string> = new Set(Object.values(siteConfig.forms.ids))
const formParams = z.object({ formId })
const leadBody = z.unknown()

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

function formIdOf(request: FastifyRequest): string {
  const params = request.params as { formId?: string; '*'?: string }
  return params.formId ?? params['*'] ?? ''
}

const CASE_TYPE_NAMES: readonly string[] = CASE_TYPE_CONTENT.map((entry) => entry.name)

// A filled honeypot is kept as spam even when it breaks the rules, so robots learn nothing.
function spamLead(body: Record<string, unknown>): LeadRequest {
  const text = (field: LeadField) => {
    const value = body[field]
    return typeof value === 'string' ? cleanLeadText(field, value).slice(0, FIELD_LIMITS[field]) : ''
  }
  const formType = isFormType(body.formType) ? body.formType : 'contact'
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    caseType: text('caseType'),
    organization: text('organization'),
    formType,
    submittedAt: Number.isNaN(Date.parse(text('submittedAt'))) ? '' : text('submittedAt'),
    subject: text('subject') || buildSubject(formType, text('firstName'), text('lastName')),
  }
}

function outboxRoutes(webhookUrls: readonly string[] = []): OutboxRoute[] {
  return [MAIL_ROUTE, ...webhookUrls.map((target) => ({ channel: 'webhook' as const, target }))]
}

async function openStore(options: CollectorOptions, log: Logger): Promise<CollectorStore> {
  const routes = outboxRoutes(options.webhookUrls)
  if (options.databaseUrl) {
    return PostgresCollectorStore.open({
      url: options.databaseUrl,
      routes,
      poolSize: options.poolSize,
      timeoutMs: options.databaseTimeoutMs,
      onError: (message) => log.error({ err: { message } }, 'database connection failed'),
    })
  }
  return new SqliteCollectorStore({
    dataDir: options.dataDir,
    routes,
    onError: (message, error) => log.error({ err: { message: error?.message ?? message } }, message),
  }).open()
}

function createSenders(
  store: CollectorStore,
  options: CollectorOptions,
  log: Logger,
  transport: MailTransport | undefined,
  booking: BookingRuntime,
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
          bookingNotice: (lead) => firmBookingNotice(lead, booking.mailSettings),
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

interface RouteContext {
  store: CollectorStore
  booking: BookingRuntime
  senders: OutboxSender[]
  /** whether the routes are rate-limited (not in tests that turn limits off) */
  limited: boolean
  rateLimits: RateLimitOptions
  allowedOrigins: ReadonlySet<string>
  siteUrl: string
  siteOrigin: string
  ownOrigins: () => readonly string[]
  log: Logger
  crossSiteLog: LogSampler
  storedListeners: Array<(id: string) => void>
  formPage: () => FormPageSetting
}

type OriginContext = Pick<RouteContext, 'allowedOrigins' | 'siteOrigin' | 'ownOrigins'>

function exactOrigin(text: string): string | undefined {
  try {
    const url = new URL(text)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text ? text : undefined
  } catch {
    return undefined
  }
}

function isTrustedOrigin(origin: string, context: OriginContext): boolean {
  return origin === context.siteOrigin || context.allowedOrigins.has(origin) || context.ownOrigins().includes(origin)
}

// Neither Host nor X-Forwarded-Host is trusted (a client writes both); the origin "null" may not post.
function mayPostFrom(origin: string, context: OriginContext): boolean {
  const exact = exactOrigin(origin)
  return exact !== undefined && isTrustedOrigin(exact, context)
}

// A urlencoded post needs no CORS preflight: without this any page could submit leads (and URGENT mail) in its visitors' names.
async function refuseCrossSitePost(this: RouteContext, request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'POST') return
  const origin = header(request, 'origin')
  const crossSite =
    origin === undefined ? header(request, 'sec-fetch-site') === 'cross-site' : !mayPostFrom(origin, this)
  if (!crossSite) return
  this.crossSiteLog.warn({ formId: formIdOf(request), origin: origin?.slice(0, 200) ?? null })
  return refuse(request, reply, 403, COLLECTOR_MESSAGES.forbiddenOrigin, this.formPage)
}

function nextFromReferer(request: FastifyRequest, context: OriginContext): string {
  const referer = header(request, 'referer')
  if (!referer) return '/'
  try {
    const url = new URL(referer)
    // Only a path comes of it (sitePath), so the request's own host may count here: nothing is trusted on its word.
    if (url.hostname !== request.hostname && !isTrustedOrigin(url.origin, context)) return '/'
    return sitePath(url.pathname) ?? '/'
  } catch {
    return '/'
  }
}

function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  formPage: () => FormPageSetting,
) {
  reply.header('Cache-Control', 'no-store')
  if (isFormPost(header(request, 'content-type')) && request.method === 'POST') {
    return reply
      .code(status)
      .header('Content-Security-Policy', FORM_PAGE_POLICY)
      .type('text/html; charset=utf-8')
      .send(refusalPage(message, formPage()))
  }
  return reply.code(status).send({ error: message })
}

function registerBodyParsers(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers()
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
    function parseJsonBody(_request, body, done) {
      try {
        done(null, JSON.parse(body as string))
      } catch {
        done(Object.assign(new Error(COLLECTOR_MESSAGES.malformed), { statusCode: 400 }), undefined)
      }
    },
  )
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
    function parseUrlencodedBody(_request, body, done) {
      done(null, parseFormBody(body as string))
    },
  )
}

function collectorErrorHandler(context: RouteContext) {
  return function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const status = error.statusCode ?? 500
    if (status === 413) return refuse(request, reply, 413, COLLECTOR_MESSAGES.tooLarge, context.formPage)
    if (status === 415) return refuse(request, reply, 415, COLLECTOR_MESSAGES.notJson, context.formPage)
    if (status === 429) return refuse(request, reply, 429, COLLECTOR_MESSAGES.rateLimited, context.formPage)
    if (status >= 400 && status < 500)
      return refuse(request, reply, 400, COLLECTOR_MESSAGES.malformed, context.formPage)
    // The database is out of reach: nothing was stored, and a retry (the app makes one) may succeed.
    if (isStoreUnavailable(error)) {
      context.log.error(
        { err: { message: error.message, code: error.code }, formId: formIdOf(request) },
        'lead not stored: the store cannot be reached',
      )
      reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
      return refuse(request, reply, 503, COLLECTOR_MESSAGES.unavailable, context.formPage)
    }
    context.log.error(
      { err: { message: error.message, code: error.code }, formId: formIdOf(request) },
      'lead not stored',
    )
    return refuse(request, reply, 500, COLLECTOR_MESSAGES.internal, context.formPage)
  }
}

async function guardForm(request: FastifyRequest, reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store')
  reply.header('X-Content-Type-Options', 'nosniff')
  reply.header('Vary', 'Origin')
  // GET /f/slots is a route of its own, not a form.
  if (request.routeOptions.url === '/f/slots' && request.method !== 'POST') return
  if (!FORM_IDS.has(formIdOf(request))) return reply.code(404).send({ error: COLLECTOR_MESSAGES.unknownForm })
}

async function registerCors(scope: FastifyInstance, context: RouteContext) {
  await scope.register(cors, {
    hideOptionsRoute: true,
    delegator: (request, callback) => {
      const origin = header(request as FastifyRequest, 'origin')
      callback(null, {
        origin: origin !== undefined && mayPostFrom(origin, context),
        methods: ['GET', 'POST', 'OPTIONS'],
        allowedHeaders: ['Content-Type', 'Accept', 'Idempotency-Key'],
        maxAge: 600,
        strictPreflight: false,
      })
    },
  })
  // A preflight the CORS plugin did not answer comes from an origin that may not post here.
  scope.addHook('onRequest', async function refuseForeignPreflight(request, reply) {
    if (request.method !== 'OPTIONS') return
    if (header(request, 'origin') === undefined) return reply.code(204).send()
    return reply.code(403).send({ error: COLLECTOR_MESSAGES.forbiddenOrigin })
  })
}

function receiveLead(context: RouteContext) {
  return async function receive(request: FastifyRequest, reply: FastifyReply) {
    const formId = formIdOf(request)
    const formPost = isFormPost(header(request, 'content-type'))
    if (request.body === undefined) return refuse(request, reply, 415, COLLECTOR_MESSAGES.notJson, context.formPage)
    const submission = formPost
      ? submissionFromForm(formId, request.body as Record<string, string | string[]>)
      : { body: request.body, next: undefined }
    const body = submission.body
    const idempotencyKey = header(request, 'idempotency-key')
    if (
      idempotencyKey !== undefined &&
      (idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH || !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey))
    ) {
      return reply.code(400).send({ error: COLLECTOR_MESSAGES.badKey })
    }
    const slotFields = formId === siteConfig.forms.ids.schedule ? takeBookingFields(body) : undefined
    const check = checkLeadPayload(body, { formId, caseTypes: CASE_TYPE_NAMES })
    const honeypot = isRecord(body) ? body[HONEYPOT_FIELD] : undefined
    const trapped = typeof honeypot === 'string' && honeypot.trim() !== ''
    if (!check.ok && !trapped) {
      context.log.info(
        {
          formId,
          failed: check.errors.slice(0, 20).map((issue) => `${issue.field.slice(0, 64)}:${issue.code}`),
          issues: check.errors.length,
        },
        'submission refused',
      )
      if (formPost) {
        const page = correctionPage(
          { formId, body: body as Record<string, unknown>, next: submission.next, errors: check.errors },
          context.formPage(),
        )
        return reply
          .code(422)
          .header('Content-Security-Policy', FORM_PAGE_POLICY)
          .type('text/html; charset=utf-8')
          .send(page)
      }
      return reply.code(422).send({ error: check.errors[0]?.message ?? 'Invalid submission.', errors: check.errors })
    }
    const entry: LeadEntry = {
      formId,
      lead: check.ok ? check.lead : spamLead(body as Record<string, unknown>),
      spam: check.ok ? check.spam : true,
      // A key answers for one form: the same key sent to another form is another request, never lost.
      ...(idempotencyKey === undefined ? {} : { idempotencyKey: `${formId}:${idempotencyKey}` }),
      clientAddress: request.ip,
      origin: header(request, 'origin'),
      userAgent: header(request, 'user-agent')?.slice(0, 300),
      ...(header(request, 'referer') ? { sentFrom: nextFromReferer(request, context).slice(0, 500) } : {}),
    }
    let bookedSlot: ReturnType<typeof slotJson> | undefined
    if (slotFields && !entry.spam) {
      const decision = await context.booking.service.decide(slotFields)
      if (decision.kind === 'refused') {
        const errors = [{ field: decision.field, code: 'invalid_slot', message: decision.message }]
        if (formPost) return refuse(request, reply, 422, decision.message, context.formPage)
        return reply.code(422).send({ error: decision.message, errors })
      }
      if (decision.kind === 'taken') return slotTaken(request, reply, context, decision.alternatives.map(slotJson))
      entry.booking = decision.hold
      bookedSlot = slotJson(decision.slot)
    }
    let outcome: Awaited<ReturnType<CollectorStore['save']>>
    try {
      outcome = await context.store.save(entry)
    } catch (error) {
      if (!isSlotTaken(error) || !entry.booking) throw error
      context.booking.service.invalidate()
      return slotTaken(
        request,
        reply,
        context,
        (await context.booking.service.alternatives(entry.booking.person)).map(slotJson),
      )
    }
    if (!outcome.duplicate && !entry.spam) for (const sender of context.senders) sender.wake()
    if (bookedSlot && !outcome.duplicate) context.booking.changed()
    context.log.info(
      {
        leadId: outcome.id,
        formId,
        formType: entry.lead.formType,
        spam: entry.spam,
        duplicate: outcome.duplicate,
        formPost,
      },
      'lead stored',
    )
    if (formPost && !outcome.duplicate) notifyStored(context, outcome.id)
    if (formPost)
      return reply
        .code(303)
        .header('Location', `${context.siteUrl}${submission.next ?? requestReceivedPathFor(entry.lead.caseType)}`)
        .send()
    if (!outcome.duplicate) notifyStored(context, outcome.id)
    const next = nextFromReferer(request, context)
    if (bookedSlot)
      return reply.code(200).send({
        ok: true,
        id: outcome.id,
        next,
        booking: { ...bookedSlot, ...(await bookingExtras(context, outcome.id, entry)) },
      })
    return reply.code(200).send({ ok: true, id: outcome.id, next })
  }
}

function notifyStored(context: RouteContext, id: string): void {
  if (context.storedListeners.length === 0) return
  setImmediate(() => {
    for (const listener of context.storedListeners) listener(id)
  })
}

function takeBookingFields(body: unknown): BookingFields | undefined {
  if (!isRecord(body) || body.slotStart === undefined || body.slotStart === '') {
    if (isRecord(body)) for (const field of BOOKING_FIELDS) delete body[field]
    return undefined
  }
  const fields: BookingFields = {}
  for (const field of BOOKING_FIELDS) {
    if (body[field] !== undefined && body[field] !== '') fields[field] = body[field]
    delete body[field]
  }
  return fields
}

function slotTaken(
  request: FastifyRequest,
  reply: FastifyReply,
  context: RouteContext,
  slots: ReadonlyArray<ReturnType<typeof slotJson>>,
) {
  context.log.info({ formId: formIdOf(request) }, 'slot taken; request not stored')
  if (isFormPost(header(request, 'content-type')))
    return refuse(request, reply, 409, SLOT_TAKEN_MESSAGE, context.formPage)
  return reply.code(409).send({ error: SLOT_TAKEN_MESSAGE, slots })
}

const SLOT_TAKEN_MESSAGE = 'That time was just taken.'

async function bookingExtras(
  context: RouteContext,
  leadId: string,
  entry: LeadEntry,
): Promise<{ manageUrl: string; earlierSlot?: ReturnType<typeof slotJson> }> {
  const hold = entry.booking
  const manageUrl = hold ? manageBookingUrl(context, leadId, hold.startAt) : ''
  if (!hold || !isCourtDateBeforeConsultation({ ...entry.lead, consultationAt: hold.startAt })) return { manageUrl }
  const [earliest] = await context.booking.service.alternatives(hold.person, 1)
  return earliest && earliest.start < hold.startAt ? { manageUrl, earlierSlot: slotJson(earliest) } : { manageUrl }
}

function manageBookingUrl(context: RouteContext, leadId: string, startAt: number): string {
  return manageUrl({ siteUrl: context.siteUrl, secret: context.booking.secret }, leadId, startAt)
}

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
  registerSlotRoute(scope, context.booking, context.limited)
}

/** The lead collector: POST /f/{formId} answers once the lead is committed; the outbox senders deliver it. */
export async function registerCollector(app: FastifyInstance, options: CollectorOptions): Promise<Collector> {
  const log = app.log.child({ module: 'collector' }) as unknown as Logger
  const store = await openStore(options, log)
  const transport = options.transport ?? (options.smtpUrl ? createSmtpTransport(options.smtpUrl) : undefined)
  const owner = options.instanceId ?? `${os.hostname()}:${String(process.pid)}`
  const siteOrigin = (options.siteUrl ?? siteConfig.siteUrl).replace(/\/+$/, '')
  const booking = new BookingRuntime({
    store,
    dataDir: options.dataDir,
    buildDir: options.buildDir ?? '',
    ...(options.availability ? { availability: options.availability } : {}),
    configuredSecret: options.bookingSecret,
    busyFeeds: options.busyIcsUrls ?? new Map(),
    transport,
    firmAddress: options.notifyTo ?? siteConfig.email,
    fromAddress: options.notifyFrom ?? siteConfig.email,
    siteUrl: siteOrigin,
    owner,
    leaseMs: options.leaseMs ?? 120_000,
    log: log.child({ module: 'booking' }),
    ...(options.busyFeedIntervalMs ? { busyFeedIntervalMs: options.busyFeedIntervalMs } : {}),
    ...(options.idleCheckMs ? { idleCheckMs: options.idleCheckMs } : {}),
  })
  const screening: { hint: ConflictScreeningHint } = { hint: () => [] }
  const senders = createSenders(store, options, log, transport, booking, screening)
  const rateLimits = options.rateLimits === false ? DEFAULT_RATE_LIMITS : (options.rateLimits ?? DEFAULT_RATE_LIMITS)
  const siteUrl = (options.siteUrl ?? siteConfig.siteUrl).replace(/\/+$/, '')
  const context: RouteContext = {
    store,
    booking,
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
      stylesheets: readRuntimeFile(options.buildDir ?? '')?.stylesheets ?? [],
      caseTypes: CASE_TYPE_NAMES,
      siteUrl,
    }),
  }
  // The prefix ends in a slash, so the CORS plugin's preflight route is /f/* (and never catches /faq).
  await app.register(collectorRoutes, { prefix: '/f/', ...context })
  await registerBookingPages(app, {
    runtime: booking,
    store,
    log,
    sameSite: (request) => {
      const origin = header(request, 'origin')
      return origin === undefined
        ? header(request, 'sec-fetch-site') !== 'cross-site'
        : mayPostFrom(origin, {
            siteOrigin: context.siteOrigin,
            allowedOrigins: new Set(),
            ownOrigins: context.ownOrigins,
          })
    },
    stylesheets: () => context.formPage().stylesheets,
  })
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
    await booking.close()
    await Promise.all(senders.map((sender) => sender.close()))
    await store.close()
  })
  for (const sender of senders) sender.start()
  booking.start()
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
    booking,
    mail: {
      transport,
      firmAddress: options.notifyTo ?? siteConfig.email,
      fromAddress: options.notifyFrom ?? siteConfig.email,
    },
    afterRetention: (listener) => retentionListeners.push(listener),
    health: async () => ({
      ...(await booking.health()),
      store: store.kind,
      notifications: {
        ...(await store.outboxHealth()),
        smtpConfigured: mailConfigured,
        webhooks: options.webhookSecrets?.length ?? 0,
      },
    }),
  }
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Logger } from 'pino'
import { FIELD_LIMITS, HONEYPOT_FIELD, isFormType, type LeadField } from '~/lib/leads/fields'
import { buildSubject } from '~/lib/leads/request'
import { checkLeadPayload, type LeadRequest } from '~/lib/leads/rules'
import { siteConfig } from '~/config/site-config'
import type { HealthSource } from '../health'
import { startCheckpointer } from './checkpointer'
import { createSmtpTransport, OutboxSender, type BackoffOptions, type MailTransport } from './outbox-sender'
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimitOptions } from './rate-limit'
import { LeadStore, type LeadEntry } from './store'
import { LeadWriter } from './writer'

export const SMTP_UNSET_NOTICE = 'SMTP_URL is not set: lead notifications are queued in the outbox but not sent.'

/** The largest body the collector reads. */
export const MAX_BODY_BYTES = 32 * 1024
const MAX_IDEMPOTENCY_KEY_LENGTH = 200
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]+$/

export const COLLECTOR_MESSAGES = {
  malformed: 'The request body is not valid JSON.',
  tooLarge: `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`,
  notJson: 'Send the form as JSON (Content-Type: application/json).',
  unknownForm: 'There is no form with this id.',
  rateLimited: 'Too many requests. Please try again later.',
  badKey: 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.',
  forbiddenOrigin: 'This origin may not post to the collector.',
  internal: 'The request could not be stored. Please try again.',
} as const

export interface CollectorOptions {
  dataDir: string
  /** Origins (scheme://host[:port]) of sites on other hosts whose pages may post here */
  allowedOrigins?: readonly string[]
  smtpUrl?: string
  notifyTo?: string
  notifyFrom?: string
  /** false turns rate limiting off (benchmarks) */
  rateLimits?: RateLimitOptions | false
  backoff?: BackoffOptions
  /** A mail transport in place of SMTP_URL (tests) */
  transport?: MailTransport
  /** How often an idle sender looks at the outbox */
  idleCheckMs?: number
}

export interface Collector extends HealthSource {
  store: LeadStore
  sender: OutboxSender | undefined
}

const FORM_IDS: ReadonlySet<string> = new Set(Object.values(siteConfig.forms.ids))

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** A submission that filled the honeypot is kept (as spam) even when it breaks the rules: robots learn nothing. */
function spamLead(body: Record<string, unknown>): LeadRequest {
  const text = (field: LeadField) => {
    const value = body[field]
    return typeof value === 'string' ? value.trim().slice(0, FIELD_LIMITS[field]) : ''
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

/**
 * The lead collector: POST /f/{formId} stores a consultation request and answers 200 only once it is committed,
 * then the outbox sender mails it. Registered before the static site, in its own scope, so its JSON parser,
 * error answers and CORS apply to its routes only.
 */
export async function registerCollector(app: FastifyInstance, options: CollectorOptions): Promise<Collector> {
  const log = app.log.child({ module: 'collector' }) as unknown as Logger
  // Writes go to the writer thread (group commit, no disk sync on this event loop); this thread only reads.
  const writer = new LeadWriter(options.dataDir, (error) => log.error({ err: { message: error.message } }, 'lead writer thread stopped; restarting on the next write'))
  await writer.start()
  const store = new LeadStore(options.dataDir, { readonly: true })
  const checkpointer = startCheckpointer(store.file, { onError: (message) => log.warn({ err: { message } }, 'WAL checkpoint failed') })
  const allowedOrigins = new Set(options.allowedOrigins ?? [])
  const limiter = options.rateLimits === false ? undefined : new RateLimiter(options.rateLimits ?? DEFAULT_RATE_LIMITS)
  const transport = options.transport ?? (options.smtpUrl ? createSmtpTransport(options.smtpUrl) : undefined)
  const sender = transport
    ? new OutboxSender({
        store: {
          duePending: (limit) => store.duePending(limit),
          getLead: (id) => store.getLead(id),
          nextDueAt: () => store.nextDueAt(),
          outboxHealth: () => store.outboxHealth(),
          markSent: (outboxId) => writer.markSent(outboxId),
          markFailed: (outboxId, nextAttemptAt, error) => writer.markFailed(outboxId, nextAttemptAt, error),
        },
        transport,
        addresses: { to: options.notifyTo ?? siteConfig.email, from: options.notifyFrom ?? siteConfig.email },
        logger: log,
        backoff: options.backoff,
        idleCheckMs: options.idleCheckMs,
      })
    : undefined

  const sameHost = (request: FastifyRequest, origin: string) => {
    try {
      return new URL(origin).host === request.host
    } catch {
      return false
    }
  }

  /** The CORS answer: allowed cross-origin callers get their origin echoed; same-host pages need nothing. */
  const applyCors = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const origin = header(request, 'origin')
    reply.header('Vary', 'Origin')
    if (!origin || sameHost(request, origin)) return true
    if (!allowedOrigins.has(origin) && !allowedOrigins.has('*')) return false
    reply.header('Access-Control-Allow-Origin', origin)
    return true
  }

  const nextPath = (request: FastifyRequest) => {
    const referer = header(request, 'referer')
    if (!referer) return '/'
    try {
      const url = new URL(referer)
      if (url.hostname !== request.hostname && !allowedOrigins.has(url.origin)) return '/'
      // Only a single-slash site path: "//evil.com/contact" would read as another host.
      return url.pathname.startsWith('/') && !url.pathname.startsWith('//') && !url.pathname.includes('\\') ? url.pathname : '/'
    } catch {
      return '/'
    }
  }

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string))
      } catch {
        done(Object.assign(new Error(COLLECTOR_MESSAGES.malformed), { statusCode: 400 }), undefined)
      }
    })

    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500
      reply.header('Cache-Control', 'no-store')
      if (status === 413) return reply.code(413).send({ error: COLLECTOR_MESSAGES.tooLarge })
      if (status === 415) return reply.code(415).send({ error: COLLECTOR_MESSAGES.notJson })
      if (status >= 400 && status < 500) return reply.code(400).send({ error: COLLECTOR_MESSAGES.malformed })
      log.error({ err: { message: error.message, code: error.code }, formId: (request.params as { formId?: string }).formId }, 'lead not stored')
      return reply.code(500).send({ error: COLLECTOR_MESSAGES.internal })
    })

    scope.addHook('onRequest', async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      reply.header('X-Content-Type-Options', 'nosniff')
      const corsAllowed = applyCors(request, reply)
      const { formId } = request.params as { formId: string }
      if (!FORM_IDS.has(formId)) return reply.code(404).send({ error: COLLECTOR_MESSAGES.unknownForm })
      if (request.method === 'OPTIONS') {
        if (!corsAllowed) return reply.code(403).send({ error: COLLECTOR_MESSAGES.forbiddenOrigin })
        return reply
          .code(204)
          .header('Access-Control-Allow-Methods', 'POST, OPTIONS')
          .header('Access-Control-Allow-Headers', 'Content-Type, Accept, Idempotency-Key')
          .header('Access-Control-Max-Age', '600')
          .send()
      }
      if (limiter) {
        const { allowed, retryAfterSeconds } = limiter.take(request.ip)
        if (!allowed) {
          log.warn({ formId, clientAddress: request.ip }, 'submission rate-limited')
          return reply.code(429).header('Retry-After', String(retryAfterSeconds)).send({ error: COLLECTOR_MESSAGES.rateLimited })
        }
      }
    })

    scope.options('/f/:formId', async (_request, reply) => reply.code(204).send())

    scope.post('/f/:formId', { bodyLimit: MAX_BODY_BYTES }, async (request, reply) => {
      const { formId } = request.params as { formId: string }
      const body = request.body
      if (body === undefined) return reply.code(415).send({ error: COLLECTOR_MESSAGES.notJson })
      const idempotencyKey = header(request, 'idempotency-key')
      if (idempotencyKey !== undefined && (idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH || !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey))) {
        return reply.code(400).send({ error: COLLECTOR_MESSAGES.badKey })
      }
      const check = checkLeadPayload(body)
      const honeypot = isRecord(body) ? body[HONEYPOT_FIELD] : undefined
      const trapped = typeof honeypot === 'string' && honeypot.trim() !== ''
      if (!check.ok && !trapped) {
        log.info({ formId, failed: check.errors.slice(0, 20).map((issue) => `${issue.field.slice(0, 64)}:${issue.code}`), issues: check.errors.length }, 'submission refused')
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
      }
      const outcome = await writer.save(entry)
      if (!outcome.duplicate && !entry.spam) sender?.wake()
      log.info({ leadId: outcome.id, formId, formType: entry.lead.formType, spam: entry.spam, duplicate: outcome.duplicate }, 'lead stored')
      return reply.code(200).send({ ok: true, id: outcome.id, next: nextPath(request) })
    })

    scope.addHook('onClose', async () => {
      limiter?.close()
      await sender?.close()
      await checkpointer.close()
      store.close()
      await writer.close()
    })
  })

  sender?.start()

  return {
    store,
    sender,
    health: () => ({
      notifications: { ...store.outboxHealth(), smtpConfigured: Boolean(sender) },
    }),
  }
}

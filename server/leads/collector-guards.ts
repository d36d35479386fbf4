/** The collector's guards: body parsers, errors as answers, the form check, CORS, cross-site posts and rate limits. */
import cors from '@fastify/cors'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { siteConfig } from '~/config/site-config'
import type { FormPageSetting } from '~/form-fallback/form-fallback-pages'
import { header, isTrustedOrigin, mayPostFrom, type OriginContext } from '../shared/post-origin'
import { COLLECTOR_MESSAGES, MAX_BODY_BYTES, type RouteContext } from './collector-context'
import { FORM_PAGE_POLICY, parseFormBody } from '../shared/form-body'
import { isFormPost, refusalPage, sitePath } from './form-post'
import { isStoreUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../shared/database/store-types'

const FORM_IDS: ReadonlySet<string> = new Set(Object.values(siteConfig.forms.ids))

export function formIdOf(request: FastifyRequest): string {
  const params = request.params as { formId?: string; '*'?: string }
  return params.formId ?? params['*'] ?? ''
}

// A urlencoded post needs no CORS preflight: without this any page could submit leads (and URGENT mail) in its visitors' names.
export async function refuseCrossSitePost(this: RouteContext, request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'POST') return
  const origin = header(request, 'origin')
  const crossSite =
    origin === undefined ? header(request, 'sec-fetch-site') === 'cross-site' : !mayPostFrom(origin, this)
  if (!crossSite) return
  this.crossSiteLog.warn({ formId: formIdOf(request), origin: origin?.slice(0, 200) ?? null })
  return refuse(request, reply, 403, COLLECTOR_MESSAGES.forbiddenOrigin, this.formPage)
}

export function nextFromReferer(request: FastifyRequest, context: OriginContext): string {
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

export function refuse(
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

export function registerBodyParsers(scope: FastifyInstance) {
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

export function collectorErrorHandler(context: RouteContext) {
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

export async function guardForm(request: FastifyRequest, reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store')
  reply.header('X-Content-Type-Options', 'nosniff')
  reply.header('Vary', 'Origin')
  // GET /f/slots is a route of its own, not a form.
  if (request.routeOptions.url === '/f/slots' && request.method !== 'POST') return
  if (!FORM_IDS.has(formIdOf(request))) return reply.code(404).send({ error: COLLECTOR_MESSAGES.unknownForm })
}

export async function registerCors(scope: FastifyInstance, context: RouteContext) {
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

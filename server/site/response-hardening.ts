import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { BASE_SECURITY_HEADERS, NON_PAGE_POLICY } from '~/lib/security/headers'
import { isStoreUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../shared/database/store-types'

const GENERIC_ERRORS = {
  400: 'Bad request',
  500: 'Internal server error',
  503: 'The service is busy. Try again in a moment.',
} as const

function applyBaseHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS))
    if (!reply.hasHeader(name)) reply.header(name, value)
  if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', NON_PAGE_POLICY)
}

/** Security headers on every response, and for an unexpected error a generic uncached body naming no internal path. */
export function registerResponseHardening(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    applyBaseHeaders(reply)
    return payload
  })
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const clientError = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
    // A busy or unreachable database is not a fault of the request: 503, which a retry may get past.
    const unavailable = !clientError && isStoreUnavailable(error)
    // The URL is logged after redaction (server/shared/log-redaction.ts), like every other log line.
    if (!clientError)
      request.log.error(
        { err: { message: error.message, code: error.code }, url: request.url.slice(0, 200) },
        unavailable ? 'request failed: the database is busy or out of reach' : 'request failed',
      )
    reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8')
    if (unavailable)
      return reply.code(503).header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send(GENERIC_ERRORS[503])
    return reply
      .code(clientError ? (error.statusCode ?? 400) : 500)
      .send(clientError ? GENERIC_ERRORS[400] : GENERIC_ERRORS[500])
  })
}

export function frameworkErrorHandler(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  applyBaseHeaders(reply)
  const status =
    error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400
  void reply
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .code(status)
    .send(GENERIC_ERRORS[400])
}

const PARSER_ERROR_STATUS: Readonly<Record<string, [number, string]>> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
}

// Requests Node's parser refuses never reach a route or a hook, so the answer and its headers are written here.
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const [status, reason] = PARSER_ERROR_STATUS[error.code ?? ''] ?? [400, 'Bad Request']
  const body = status === 400 ? GENERIC_ERRORS[400] : reason
  const headers = [
    ...Object.entries(BASE_SECURITY_HEADERS),
    ['Content-Security-Policy', NON_PAGE_POLICY],
    ['Cache-Control', 'no-store'],
    ['Content-Type', 'text/plain; charset=utf-8'],
    ['Content-Length', String(Buffer.byteLength(body))],
    ['Connection', 'close'],
  ]
  socket.end(
    `HTTP/1.1 ${String(status)} ${reason}\r\n${headers.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n${body}`,
  )
}

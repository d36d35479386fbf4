import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { BASE_SECURITY_HEADERS, NON_PAGE_POLICY } from '~/lib/security/headers'

const GENERIC_ERRORS = { 400: 'Bad request', 500: 'Internal server error' } as const

function applyBaseHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value)
  if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', NON_PAGE_POLICY)
}

/**
 * What every response of the server gets, whatever answers it: the security headers (a response without
 * a page policy gets the strict one), and for an unexpected error a log line with the detail and a
 * generic, uncached body that names no internal path.
 */
export function registerResponseHardening(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    applyBaseHeaders(reply)
    return payload
  })
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const clientError = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
    if (!clientError) request.log.error({ err: { message: error.message, code: error.code }, url: request.url.slice(0, 200) }, 'request failed')
    reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8')
    return reply.code(clientError ? (error.statusCode ?? 400) : 500).send(clientError ? GENERIC_ERRORS[400] : GENERIC_ERRORS[500])
  })
}

/** Fastify's own errors before any route (an undecodable URL): answered like the rest, with the headers. */
export function frameworkErrorHandler(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  applyBaseHeaders(reply)
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400
  void reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').code(status).send(GENERIC_ERRORS[400])
}

/** The answers to what Node's HTTP parser refuses, by its error code; anything else is a bad request. */
const PARSER_ERROR_STATUS: Readonly<Record<string, [number, string]>> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
}

/**
 * Fastify's clientErrorHandler: a request Node's parser refuses (a bad Content-Length, headers over the
 * limit, a timeout) never reaches a route or a hook, so the answer is written here, with the same security
 * headers and a generic body, and the connection is closed.
 */
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
  socket.end(`HTTP/1.1 ${String(status)} ${reason}\r\n${headers.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n${body}`)
}

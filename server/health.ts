import { timingSafeEqual } from 'node:crypto'

/** A part of the server that reports on GET /healthz (the collector's outbox, say). */
export interface HealthSource {
  /** Extra fields for GET /healthz, e.g. the notification outbox */
  health(): Record<string, unknown>
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * Whether a /healthz caller may see the details: it presents the HEALTH_TOKEN bearer token, or it is on
 * this machine (the socket's own address, never a forwarded one). Compared in constant time.
 */
export function mayReadHealthDetails(authorization: string | undefined, socketAddress: string | undefined, token: string | undefined): boolean {
  if (socketAddress && LOOPBACK.has(socketAddress)) return true
  if (!token || !authorization?.startsWith('Bearer ')) return false
  const given = Buffer.from(authorization.slice('Bearer '.length))
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

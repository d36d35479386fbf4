import { timingSafeEqual } from 'node:crypto'

export interface HealthSource {
  health(): Promise<Record<string, unknown>> | Record<string, unknown>
}

/** GET /healthz: "ok", or 503 when a source fails; details only for a caller allowed to read them. */
export async function healthAnswer(
  sources: readonly HealthSource[],
  withDetails: boolean,
): Promise<{ status: number; body: Record<string, unknown> }> {
  let details: Record<string, unknown>
  try {
    details = Object.assign({}, ...(await Promise.all(sources.map((source) => source.health())))) as Record<
      string,
      unknown
    >
  } catch (error) {
    const body: Record<string, unknown> = { status: 'unavailable' }
    if (withDetails) body.error = error instanceof Error ? error.message : String(error)
    return { status: 503, body }
  }
  return {
    status: 200,
    body: withDetails ? { status: 'ok', uptimeSeconds: Math.round(process.uptime()), ...details } : { status: 'ok' },
  }
}

// A flood of health checks costs one database query a second or so.
export const HEALTH_CACHE_MS = 1500

// A reading under way is shared, a failure included: a stalled database is asked once, not per check.
export function cachedHealthSource(
  sources: readonly HealthSource[],
  ttlMs: number = HEALTH_CACHE_MS,
  now: () => number = Date.now,
): HealthSource {
  let reading: { at: number; details: Promise<Record<string, unknown>> } | undefined
  return {
    health() {
      if (!reading || now() - reading.at >= ttlMs) {
        const details = Promise.all(sources.map((source) => source.health())).then(
          (parts) => Object.assign({}, ...parts) as Record<string, unknown>,
        )
        // Not an unhandled rejection while nobody waits on it; each caller still sees the failure.
        details.catch(() => {})
        reading = { at: now(), details }
      }
      return reading.details
    },
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

// Behind a proxy on this machine every request comes from loopback, so with TRUST_PROXY set only the token opens the details.
export function mayReadHealthDetails(
  caller: { authorization: string | undefined; socketAddress: string | undefined; behindProxy: boolean },
  token: string | undefined,
): boolean {
  const { authorization, socketAddress, behindProxy } = caller
  if (!behindProxy && socketAddress && LOOPBACK.has(socketAddress)) return true
  if (!token || !authorization?.startsWith('Bearer ')) return false
  const given = Buffer.from(authorization.slice('Bearer '.length))
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * The per-address limit of the engagement pages (/engage/{token}...), the collector's own limits on a counter
 * of its own: a person reads a few pages a minute; a script guessing tokens is slowed, then capped for the day.
 */
import net from 'node:net'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { RateLimitStore } from '../shared/rate-limit'

/** An IPv4 address as it is; an IPv6 address by its /64 (one subscriber's usual block), as the collector counts it. */
export function addressKey(ip: string): string {
  if (!net.isIPv6(ip)) return ip
  const [head = '', tail = ''] = ip.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** An onRequest hook: true when the request may go on; otherwise `refuse` answers it (429 with Retry-After). */
export function engageRateLimit(limiter: RateLimitStore, refuse: (reply: FastifyReply) => unknown) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const decision = await limiter.take(`engage:${addressKey(request.ip)}`)
    if (decision.allowed) return true
    refuse(reply.header('Retry-After', String(Math.max(1, decision.retryAfterSeconds))))
    return false
  }
}

/**
 * One way to rate-limit a route: @fastify/rate-limit on each route that names its limits in
 * `config.rateLimit: { name, limits }`, every count kept by the store's limiter (in process on SQLite, one
 * instance; in PostgreSQL's rate_limit_counters for several, so a client spread by a load balancer meets one
 * limit). A route's counter is its name and the client's address (an IPv6 address by its /64).
 */
import net from 'node:net'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { RateLimitOptions, RateLimitStore } from './rate-limit'

export interface RouteLimit {
  /** The counter's name: a client's count on one route family is not its count on another. */
  name: string
  limits: RateLimitOptions
  /** What a request over the limit gets (Retry-After is set); without one, the scope's error handler answers the 429. */
  answer?: (request: FastifyRequest, reply: FastifyReply) => unknown
  /** Told when a request is refused (the route's log line: no address, no token). */
  onExceeded?: (request: FastifyRequest) => void
}

/** The error a refused request raises; `answer` is the route's own page or JSON. */
class RateLimited extends Error {
  readonly statusCode = 429
  constructor(readonly answer: RouteLimit['answer']) {
    super('Too many requests.')
  }
}

/** How the plugin's store interface reaches the database limiter of each route. */
/** An IPv4 address as it is; an IPv6 address by its /64 (one subscriber's usual block), one client's count on every route. */
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

/** One limiter per name, so the routes of one family (sign-in and enrollment) share a count on either engine. */
function storeFor(openLimiter: (limits: RateLimitOptions) => RateLimitStore, opened: Map<string, RateLimitStore>) {
  return class DatabaseWindows {
    // The plugin makes the first with its options; each route's child is bound to its family's limiter.
    constructor(
      _options?: unknown,
      private readonly bound?: { limiter: RateLimitStore; name: string },
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      _timeWindow: number,
      max: number,
    ) {
      if (!this.bound) return callback(new Error('A rate-limited route names no limits'))
      Promise.resolve(this.bound.limiter.take(`${this.bound.name}:${key}`)).then(
        (decision) =>
          callback(null, {
            current: decision.allowed ? 1 : max + 1,
            ttl: Math.max(1, decision.retryAfterSeconds) * 1000,
          }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }

    child(routeOptions: object) {
      const params = routeOptions as Partial<RouteLimit>
      if (!params.name || !params.limits)
        throw new Error('A rate-limited route needs config.rateLimit { name, limits }')
      const limiter = opened.get(params.name) ?? openLimiter(params.limits)
      opened.set(params.name, limiter)
      return new DatabaseWindows(undefined, { limiter, name: params.name })
    }
  }
}

/**
 * Registers the limiter for the scope's routes (call before them). With `answers`, the scope's error handler
 * gives a refused request its route's answer and passes every other error on to the parent's handler.
 */
export async function registerRouteLimits(
  scope: FastifyInstance,
  openLimiter: (limits: RateLimitOptions) => RateLimitStore,
  { answers = false }: { answers?: boolean } = {},
): Promise<void> {
  const opened = new Map<string, RateLimitStore>()
  scope.addHook('onClose', async () => {
    for (const limiter of opened.values()) await limiter.close()
    opened.clear()
  })
  await scope.register(rateLimit, {
    global: false,
    // The limits are the store's (RouteLimit.limits); these only satisfy the plugin.
    max: 1,
    timeWindow: 60_000,
    // IPv6 clients per /64 (one subscriber's usual block), so rotating addresses within it does not dodge the limit.
    keyGenerator: (request) => addressKey(request.ip),
    store: storeFor(openLimiter, opened),
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    onExceeded: (request) =>
      (request.routeOptions.config as { rateLimit?: RouteLimit }).rateLimit?.onExceeded?.(request),
    errorResponseBuilder: (request) =>
      new RateLimited((request.routeOptions.config as { rateLimit?: RouteLimit }).rateLimit?.answer),
  })
  if (answers)
    scope.setErrorHandler(async (error, request, reply) => {
      if (error instanceof RateLimited && error.answer) return error.answer(request, reply)
      throw error
    })
}

/** A route's options for its limit: `{ config: { rateLimit } }`, or none when limits are off (tests). */
export const limitedBy = (limit: RouteLimit | undefined) => (limit ? { config: { rateLimit: limit } } : {})

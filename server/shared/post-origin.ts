import type { FastifyRequest } from 'fastify'

/** The origins whose pages may post to this server: the site's, the configured ones, and the server's own addresses. */
export interface OriginContext {
  siteOrigin: string
  allowedOrigins: ReadonlySet<string>
  ownOrigins: () => readonly string[]
}

export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

function exactOrigin(text: string): string | undefined {
  try {
    const url = new URL(text)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text ? text : undefined
  } catch {
    return undefined
  }
}

export function isTrustedOrigin(origin: string, context: OriginContext): boolean {
  return origin === context.siteOrigin || context.allowedOrigins.has(origin) || context.ownOrigins().includes(origin)
}

// Neither Host nor X-Forwarded-Host is trusted (a client writes both); the origin "null" may not post.
export function mayPostFrom(origin: string, context: OriginContext): boolean {
  const exact = exactOrigin(origin)
  return exact !== undefined && isTrustedOrigin(exact, context)
}

/** A post from the site's own pages: its Origin is one of them, or (without one) the browser does not call it cross-site. */
export function isSameSitePost(request: FastifyRequest, context: OriginContext): boolean {
  const origin = header(request, 'origin')
  return origin === undefined ? header(request, 'sec-fetch-site') !== 'cross-site' : mayPostFrom(origin, context)
}

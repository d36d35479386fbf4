/**
 * The headers every response of the site carries, shared by the server and the `_headers` file
 * the build writes for static hosts.
 */
export const ANALYTICS_SCRIPT_ORIGIN = 'https://www.googletagmanager.com'
export const ANALYTICS_CONNECT_ORIGINS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
] as const

export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
}

/** The directives that do not depend on the page. */
const FIXED_DIRECTIVES = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  `img-src 'self' data: ${ANALYTICS_CONNECT_ORIGINS.join(' ')}`,
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  `connect-src 'self' ${ANALYTICS_CONNECT_ORIGINS.join(' ')}`,
  "manifest-src 'self'",
  "upgrade-insecure-requests",
]

/**
 * The Content-Security-Policy for a page whose inline scripts have these sha256 hashes
 * ("sha256-..."). No 'unsafe-inline' and no 'unsafe-eval' for scripts.
 * `formOrigins` adds an external form collector to connect-src.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], formOrigins: readonly string[] = []): string {
  const scriptSrc = ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`), ANALYTICS_SCRIPT_ORIGIN].join(' ')
  return [...FIXED_DIRECTIVES.map((d) => (d.startsWith('connect-src') && formOrigins.length ? `${d} ${formOrigins.join(' ')}` : d)), scriptSrc].join('; ')
}

/**
 * The policy a page carries in a <meta http-equiv> tag, for static hosts that cannot send a
 * per-page header: the script hashes (frame-ancestors and the rest only work as a header).
 */
export function pageScriptPolicy(scriptHashes: readonly string[]): string {
  return ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`), ANALYTICS_SCRIPT_ORIGIN].join(' ') + "; object-src 'none'; base-uri 'self'"
}

/**
 * The Content-Security-Policy of the `_headers` file: everything but script-src, which each page
 * states with its own hashes in its meta policy (a static host sends one header for all pages).
 */
export function staticHostPolicy(formOrigins: readonly string[] = []): string {
  return contentSecurityPolicy([], formOrigins)
    .split('; ')
    .filter((directive) => !directive.startsWith('script-src') && !directive.startsWith('default-src'))
    .join('; ')
}

/** Cache-Control by kind of file: hashed assets are immutable, everything else revalidates. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  return 'public, max-age=0, must-revalidate'
}

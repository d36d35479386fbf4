/**
 * The headers every response of the site carries, shared by the server and the `_headers` file
 * the build writes for static hosts.
 */
import { siteConfig } from '~/config/site-config'

export const ANALYTICS_SCRIPT_ORIGIN = 'https://www.googletagmanager.com'
const ANALYTICS_CONNECT_ORIGINS = [
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

/**
 * The policy of every response that is not a page (JSON, redirects, assets, errors): nothing may load,
 * nothing may frame it. A script or SVG opened directly runs nothing.
 */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

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
 * The origin forms post to when FORM_ENDPOINT is an external collector ("https://collector.example.com/f"
 * gives "https://collector.example.com"); none for the built-in one at "/f".
 */
export function formEndpointOrigins(endpoint: string = siteConfig.forms.endpoint): string[] {
  if (endpoint.startsWith('/')) return []
  try {
    const url = new URL(endpoint)
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : []
  } catch {
    return []
  }
}

/** connect-src and form-action with the external form collector, where there is one. */
function withFormOrigins(directive: string, formOrigins: readonly string[]): string {
  return formOrigins.length && (directive.startsWith('connect-src') || directive.startsWith('form-action')) ? `${directive} ${formOrigins.join(' ')}` : directive
}

/**
 * The Content-Security-Policy for a page whose inline scripts have these sha256 hashes
 * ("sha256-..."). No 'unsafe-inline' and no 'unsafe-eval' for scripts. An external form collector
 * (FORM_ENDPOINT) is allowed in connect-src and form-action.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], formOrigins: readonly string[] = formEndpointOrigins()): string {
  const scriptSrc = ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`), ANALYTICS_SCRIPT_ORIGIN].join(' ')
  return [...FIXED_DIRECTIVES.map((directive) => withFormOrigins(directive, formOrigins)), scriptSrc].join('; ')
}

/**
 * The policy a page carries in a <meta http-equiv> tag, for static hosts that cannot send a
 * per-page header: the script hashes, and where forms post (frame-ancestors and the like only work
 * as a header). Both this and the host's header policy apply, so each allows the form collector.
 */
export function pageScriptPolicy(scriptHashes: readonly string[], formOrigins: readonly string[] = formEndpointOrigins()): string {
  return [
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`), ANALYTICS_SCRIPT_ORIGIN].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    ...(formOrigins.length
      ? [withFormOrigins(`connect-src 'self' ${ANALYTICS_CONNECT_ORIGINS.join(' ')}`, formOrigins), withFormOrigins("form-action 'self'", formOrigins)]
      : []),
  ].join('; ')
}

/**
 * The Content-Security-Policy of the `_headers` file. A static host sends one header for all pages, so its
 * script-src cannot list each page's hashes: it allows inline scripts, and each page's meta policy (both
 * policies apply, a script must pass each) allows only that page's hashes. default-src 'self' covers what
 * has no directive of its own (frames, workers, media).
 */
export function staticHostPolicy(formOrigins: readonly string[] = formEndpointOrigins()): string {
  return contentSecurityPolicy([], formOrigins)
    .split('; ')
    .map((directive) => (directive.startsWith('script-src') ? `script-src 'self' 'unsafe-inline' ${ANALYTICS_SCRIPT_ORIGIN}` : directive))
    .join('; ')
}

/** Cache-Control by kind of file: hashed assets are immutable, everything else revalidates. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  return 'public, max-age=0, must-revalidate'
}

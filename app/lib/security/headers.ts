// Shared by the server and the `_headers` file the build writes for static hosts.
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

/** Every response that is not a page: nothing may load or frame it, so a script or SVG opened directly runs nothing. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

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
  'upgrade-insecure-requests',
]

/** The origin of an external FORM_ENDPOINT collector; none for the built-in "/f". */
export function formEndpointOrigins(endpoint: string = siteConfig.forms.endpoint): string[] {
  if (endpoint.startsWith('/')) return []
  try {
    const url = new URL(endpoint)
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : []
  } catch {
    return []
  }
}

function withFormOrigins(directive: string, formOrigins: readonly string[]): string {
  return formOrigins.length && (directive.startsWith('connect-src') || directive.startsWith('form-action'))
    ? `${directive} ${formOrigins.join(' ')}`
    : directive
}

/** The page policy: hashed inline scripts only, no 'unsafe-inline' or 'unsafe-eval'. */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  formOrigins: readonly string[] = formEndpointOrigins(),
): string {
  const scriptSrc = ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`), ANALYTICS_SCRIPT_ORIGIN].join(' ')
  return [...FIXED_DIRECTIVES.map((directive) => withFormOrigins(directive, formOrigins)), scriptSrc].join('; ')
}

// Static hosts cannot send a per-page header; frame-ancestors only works as a header. Both policies apply.
export function pageScriptPolicy(
  scriptHashes: readonly string[],
  formOrigins: readonly string[] = formEndpointOrigins(),
): string {
  return [
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`), ANALYTICS_SCRIPT_ORIGIN].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    ...(formOrigins.length
      ? [
          withFormOrigins(`connect-src 'self' ${ANALYTICS_CONNECT_ORIGINS.join(' ')}`, formOrigins),
          withFormOrigins("form-action 'self'", formOrigins),
        ]
      : []),
  ].join('; ')
}

// One static-host header for all pages cannot list hashes: it allows inline scripts, and each page's meta policy narrows it.
export function staticHostPolicy(formOrigins: readonly string[] = formEndpointOrigins()): string {
  return contentSecurityPolicy([], formOrigins)
    .split('; ')
    .map((directive) =>
      directive.startsWith('script-src') ? `script-src 'self' 'unsafe-inline' ${ANALYTICS_SCRIPT_ORIGIN}` : directive,
    )
    .join('; ')
}

/** Cache-Control by kind of file: hashed assets are immutable, everything else revalidates. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  return 'public, max-age=0, must-revalidate'
}

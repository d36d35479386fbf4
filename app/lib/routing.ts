/** The economic loss calculator; old /tools/* addresses lead to it. */
export const CALCULATOR_PATH = '/economic-loss-calculator'

// The page kinds, the prerender list and the slug-collision check all read this list: each fixed address
// names its kind (lib/page-routes.ts), rendered by the build (app/page-kinds.server.tsx).
export const FIXED_PAGES = [
  { path: '/', kind: 'home' },
  { path: '/services', kind: 'services' },
  { path: '/advisory', kind: 'advisory' },
  { path: '/about', kind: 'about' },
  { path: '/about/testimony', kind: 'testimony' },
  { path: '/experience', kind: 'experience' },
  { path: '/fees', kind: 'fees' },
  { path: '/contact', kind: 'contact' },
  { path: '/case-studies', kind: 'case-studies' },
  { path: '/schedule-consultation', kind: 'schedule-consultation' },
  { path: '/locations', kind: 'locations' },
  { path: '/search', kind: 'search' },
  { path: '/case-types', kind: 'case-types' },
  { path: CALCULATOR_PATH, kind: 'calculator' },
  { path: '/privacy', kind: 'privacy' },
  { path: '/terms', kind: 'terms' },
] as const

/** Where the collector sends a form posted without JavaScript once the request is stored. */
export const REQUEST_RECEIVED_PATH = '/request-received'

export const NOINDEX_PAGES = [{ path: REQUEST_RECEIVED_PATH, kind: 'request-received' }] as const

export function requestReceivedPath(caseTypeSlug: string): string {
  return `${REQUEST_RECEIVED_PATH}/${caseTypeSlug}`
}

export function isNoindexPath(pathname: string): boolean {
  return NOINDEX_PAGES.some((page) => page.path === pathname) || pathname.startsWith(`${REQUEST_RECEIVED_PATH}/`)
}

export const REDIRECT_PAGES = { '/emergency-consultation': '/contact' } as const

/** The not-found document, rendered by the build (its `not-found` kind), served for unknown paths. */
export const NOT_FOUND_FILE = '/404.html'

export const RESERVED_TOP_LEVEL_SEGMENTS: readonly string[] = [
  ...FIXED_PAGES.map((page) => page.path.split('/')[1] ?? '').filter(Boolean),
  ...NOINDEX_PAGES.map((page) => page.path.slice(1)),
  ...Object.keys(REDIRECT_PAGES).map((path) => path.slice(1)),
  'ai',
  'assets',
  'downloads',
  'f',
  'healthz',
  'search-index',
  '404',
]

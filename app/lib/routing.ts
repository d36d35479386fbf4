/** The economic loss calculator; old /tools/* addresses lead to it. */
export const CALCULATOR_PATH = '/economic-loss-calculator'

// The route table, the prerender list and the slug-collision check all read this list.
export const FIXED_PAGES = [
  { path: '/', file: 'routes/home.tsx' },
  { path: '/services', file: 'routes/services.tsx' },
  { path: '/advisory', file: 'routes/advisory.tsx' },
  { path: '/about', file: 'routes/about.tsx' },
  { path: '/about/testimony', file: 'routes/testimony.tsx' },
  { path: '/experience', file: 'routes/experience.tsx' },
  { path: '/fees', file: 'routes/fees.tsx' },
  { path: '/contact', file: 'routes/contact.tsx' },
  { path: '/case-studies', file: 'routes/case-studies.tsx' },
  { path: '/schedule-consultation', file: 'routes/schedule-consultation.tsx' },
  { path: '/locations', file: 'routes/locations.tsx' },
  { path: '/search', file: 'routes/search.tsx' },
  { path: '/case-types', file: 'routes/case-types.tsx' },
  { path: CALCULATOR_PATH, file: 'routes/economic-loss-calculator.tsx' },
  { path: '/privacy', file: 'routes/privacy.tsx' },
  { path: '/terms', file: 'routes/terms.tsx' },
] as const

/** Where the collector sends a form posted without JavaScript once the request is stored. */
export const REQUEST_RECEIVED_PATH = '/request-received'

export const NOINDEX_PAGES = [{ path: REQUEST_RECEIVED_PATH, file: 'routes/request-received.tsx' }] as const

export function requestReceivedPath(caseTypeSlug: string): string {
  return `${REQUEST_RECEIVED_PATH}/${caseTypeSlug}`
}

export function isNoindexPath(pathname: string): boolean {
  return NOINDEX_PAGES.some((page) => page.path === pathname) || pathname.startsWith(`${REQUEST_RECEIVED_PATH}/`)
}

export const REDIRECT_PAGES = { '/emergency-consultation': '/contact' } as const

/** The not-found document (React Router's SPA fallback, moved by the build) served for unknown paths. */
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

import { LEGACY_PREFIXES } from './legacy/prefixes'
import { FIXED_PAGES, NOINDEX_PAGES, REDIRECT_PAGES, REQUEST_RECEIVED_PATH } from './routing'

// Rendered by the build outside React Router (decision 022): the addresses app/routes.ts leaves to them.
export type LocationRoute =
  | { kind: 'state'; stateSlug: string }
  | { kind: 'city'; stateSlug: string; citySlug: string }
  | { kind: 'service-city'; serviceSlug: string; stateSlug: string; citySlug: string }

const LEGACY_SERVICE = 'business-consulting'

const APP_FIRST_SEGMENTS = new Set([
  ...[...FIXED_PAGES, ...NOINDEX_PAGES].map((page) => page.path.split('/')[1] ?? '').filter(Boolean),
  ...Object.keys(REDIRECT_PAGES).map((path) => path.slice(1)),
  ...LEGACY_PREFIXES,
])

const APP_SECOND_LEVEL = new Set([
  'case-types',
  'services',
  'locations',
  REQUEST_RECEIVED_PATH.slice(1),
  ...LEGACY_PREFIXES,
])

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function locationRouteOf(pathname: string): LocationRoute | undefined {
  const segments = pathname.replace(/\/$/, '').split('/').slice(1)
  if (!segments.every((segment) => SLUG.test(segment))) return undefined
  const [first = '', second, third, fourth] = segments
  if (segments.length === 1 && !APP_FIRST_SEGMENTS.has(first)) return { kind: 'state', stateSlug: first }
  if (
    segments.length === 2 &&
    !APP_SECOND_LEVEL.has(first) &&
    !FIXED_PAGES.some((page) => page.path === pathname.replace(/\/$/, ''))
  ) {
    return { kind: 'city', stateSlug: first, citySlug: second! }
  }
  if (segments.length === 4 && first === 'services' && second !== LEGACY_SERVICE)
    return { kind: 'service-city', serviceSlug: second!, stateSlug: third!, citySlug: fourth! }
  return undefined
}

/** The location pages' address patterns, ranked among React Router's routes when a build is sampled. */
export const LOCATION_ROUTE_PATTERNS: readonly { file: string; path: string }[] = [
  { file: 'location:service-city', path: 'services/:serviceSlug/:stateSlug/:citySlug' },
  { file: 'location:state', path: ':stateSlug' },
  { file: 'location:city', path: ':stateSlug/:citySlug' },
]

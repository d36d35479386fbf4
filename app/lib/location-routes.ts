import { LEGACY_PREFIXES } from './legacy/prefixes'
import { FIXED_PAGES, NOINDEX_PAGES, REDIRECT_PAGES, REQUEST_RECEIVED_PATH } from './routing'

/**
 * The state, city and service-in-city pages: the build renders them itself, outside React Router
 * (decision 022), and every link to one is a document navigation. These are the addresses React
 * Router's route table (app/routes.ts) leaves to them: what no other route takes first.
 */
export type LocationRoute =
  | { kind: 'state'; stateSlug: string }
  | { kind: 'city'; stateSlug: string; citySlug: string }
  | { kind: 'service-city'; serviceSlug: string; stateSlug: string; citySlug: string }

/** The legacy business-consulting service, whose old city pages the legacy route answers. */
const LEGACY_SERVICE = 'business-consulting'

/** First segments that a route of app/routes.ts claims, alone or with what follows. */
const APP_FIRST_SEGMENTS = new Set([
  ...[...FIXED_PAGES, ...NOINDEX_PAGES].map((page) => page.path.split('/')[1] ?? '').filter(Boolean),
  ...Object.keys(REDIRECT_PAGES).map((path) => path.slice(1)),
  ...LEGACY_PREFIXES,
])

/** Two-segment addresses with a route of their own, by first segment. */
const APP_SECOND_LEVEL = new Set(['case-types', 'services', 'locations', REQUEST_RECEIVED_PATH.slice(1), ...LEGACY_PREFIXES])

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The location page an address names by its shape ("/ohio/columbus": a city), or undefined. */
export function locationRouteOf(pathname: string): LocationRoute | undefined {
  const segments = pathname.replace(/\/$/, '').split('/').slice(1)
  if (!segments.every((segment) => SLUG.test(segment))) return undefined
  const [first = '', second, third, fourth] = segments
  if (segments.length === 1 && !APP_FIRST_SEGMENTS.has(first)) return { kind: 'state', stateSlug: first }
  if (segments.length === 2 && !APP_SECOND_LEVEL.has(first) && !FIXED_PAGES.some((page) => page.path === pathname.replace(/\/$/, ''))) {
    return { kind: 'city', stateSlug: first, citySlug: second! }
  }
  if (segments.length === 4 && first === 'services' && second !== LEGACY_SERVICE) return { kind: 'service-city', serviceSlug: second!, stateSlug: third!, citySlug: fourth! }
  return undefined
}

/** Whether an address has the shape of a location page, which a document navigation loads. */
export function isLocationPath(pathname: string): boolean {
  return locationRouteOf(pathname) !== undefined
}

/**
 * The patterns of the three kinds, as React Router would write them: the sample build
 * (scripts/build-steps/prerender-paths) keeps the first pages of each, as it does of each route.
 * Read by react-router.config.ts through tsImport, which knip does not follow.
 * @public
 */
export const LOCATION_ROUTE_PATTERNS: readonly { file: string; path: string }[] = [
  { file: 'location:service-city', path: 'services/:serviceSlug/:stateSlug/:citySlug' },
  { file: 'location:state', path: ':stateSlug' },
  { file: 'location:city', path: ':stateSlug/:citySlug' },
]

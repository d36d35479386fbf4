import { type LocationRoute, locationRouteOf } from './location-routes'
import { FIXED_PAGES, NOINDEX_PAGES, REQUEST_RECEIVED_PATH } from './routing'

/**
 * Every page the site serves, rendered by the build from its data (decisions 022, 033 and 043): the
 * location pages, the firm's content and form pages, search and the calculator, and the not-found
 * document (no address of its own: served for any unknown one). Every link between them is a document
 * navigation. The renderer of each kind is in app/page-kinds.server.tsx.
 */
type ContentRoute =
  | { kind: FixedKind }
  | { kind: 'not-found' }
  | { kind: 'service-hub'; serviceSlug: string }
  | { kind: 'case-type'; caseTypeSlug: string }
  | { kind: 'team-member'; teamSlug: string }
  | { kind: 'request-received-case-type'; caseTypeSlug: string }

export type DirectRoute = LocationRoute | ContentRoute

type FixedKind =
  Extract<(typeof FIXED_PAGES)[number], { kind: string }>['kind'] | (typeof NOINDEX_PAGES)[number]['kind']

/** The content pages at a fixed address, by address. */
const FIXED_CONTENT_PAGES: ReadonlyMap<string, FixedKind> = new Map(
  [...FIXED_PAGES, ...NOINDEX_PAGES].flatMap((page) => ('kind' in page ? [[page.path, page.kind] as const] : [])),
)

// The legacy service, whose addresses the not-found document's resolver moves in the browser.
const LEGACY_SERVICE = 'business-consulting'
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

function contentRouteOf(pathname: string): ContentRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
  const fixed = FIXED_CONTENT_PAGES.get(path)
  if (fixed) return { kind: fixed }
  const [first, second, third, ...rest] = path.split('/').slice(1)
  if (rest.length > 0 || !second || !SLUG.test(second)) return undefined
  if (third === undefined && first === 'services' && second !== LEGACY_SERVICE)
    return { kind: 'service-hub', serviceSlug: second }
  if (third === undefined && first === 'case-types') return { kind: 'case-type', caseTypeSlug: second }
  if (third === undefined && `/${first}` === REQUEST_RECEIVED_PATH)
    return { kind: 'request-received-case-type', caseTypeSlug: second }
  if (first === 'about' && second === 'team' && third !== undefined && SLUG.test(third))
    return { kind: 'team-member', teamSlug: third }
  return undefined
}

/** The page at this address, or undefined: an unknown address, answered by the not-found document. */
export function directRouteOf(pathname: string): DirectRoute | undefined {
  return contentRouteOf(pathname) ?? locationRouteOf(pathname)
}

export function isDirectPath(pathname: string): boolean {
  return directRouteOf(pathname) !== undefined
}

/** The direct pages' address patterns, ranked among React Router's routes when a build is sampled. */
export const CONTENT_ROUTE_PATTERNS: readonly { file: string; path: string }[] = [
  ...[...FIXED_CONTENT_PAGES].map(([path, kind]) => ({ file: `page:${kind}`, path: path.slice(1) })),
  { file: 'page:service-hub', path: 'services/:serviceSlug' },
  { file: 'page:case-type', path: 'case-types/:caseTypeSlug' },
  { file: 'page:team-member', path: 'about/team/:teamSlug' },
  { file: 'page:request-received-case-type', path: `${REQUEST_RECEIVED_PATH.slice(1)}/:caseTypeSlug` },
]

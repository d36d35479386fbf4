/**
 * Which pages a build renders. Imported by react-router.config.ts (whose loader does not resolve the
 * app's "~/" alias, so this module imports nothing from the app).
 */
import { matchRoutes, type RouteObject } from 'react-router'

/** A route of app/routes.ts, as @react-router/dev/routes describes it. */
export interface RouteEntry {
  id?: string
  file: string
  path?: string
  index?: boolean
  children?: RouteEntry[]
}

function toRouteObjects(entries: readonly RouteEntry[]): RouteObject[] {
  return entries.map(
    (entry) =>
      ({
        id: entry.id ?? entry.file,
        path: entry.path,
        index: entry.index,
        children: entry.children ? toRouteObjects(entry.children) : undefined,
      }) as RouteObject,
  )
}

/**
 * The first path of each route (by the route table, so a route added tomorrow is covered too). React
 * Router refuses an `ssr: false` build in which a route with a loader has no prerendered path, so its
 * own prerender always covers these; every sample keeps them too.
 */
export function routeCoveringPaths(paths: readonly string[], routes: readonly RouteEntry[], perRoute = 1): string[] {
  const routeObjects = toRouteObjects(routes)
  // Two paths that differ only in segments no route names literally match the same route: one
  // matchRoutes call per such pattern instead of one per page (it ranks every route at each call).
  const literals = new Set(staticSegments(routes))
  const byPattern = new Map<string, string | undefined>()
  const byRoute = new Map<string, string[]>()
  for (const path of paths) {
    const pattern = path
      .split('/')
      .map((segment) => (segment === '' || literals.has(segment) ? segment : ':'))
      .join('/')
    if (!byPattern.has(pattern)) {
      const matches = matchRoutes(routeObjects, path)
      byPattern.set(pattern, matches?.[matches.length - 1]?.route.id)
    }
    const leaf = byPattern.get(pattern)
    if (leaf === undefined) continue
    const taken = byRoute.get(leaf) ?? []
    if (taken.length < perRoute) byRoute.set(leaf, [...taken, path])
  }
  return [...byRoute.values()].flat()
}

function staticSegments(routes: readonly RouteEntry[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path ?? '').split('/').filter((segment) => segment && !segment.startsWith(':') && segment !== '*'),
    ...staticSegments(route.children ?? []),
  ])
}

/** How many of the rest a sample keeps in full before taking one in N. */
const SAMPLE_HEAD = 60
/** How many pages of each route a sample keeps at least (a state page, its neighbor, ...). */
const SAMPLE_PER_ROUTE = 3

/** Pages the browser tests open by name, which every sample keeps (when the build has them). */
export const SAMPLE_KEEP: readonly string[] = [
  '/services/economic-loss-assessment/pennsylvania/philadelphia',
  '/ohio/columbus',
  '/services/vocational-evaluation/ohio/columbus',
  '/texas',
  '/texas/houston',
  '/services/business-valuation/texas/houston',
  '/services/economic-loss-assessment/texas/houston',
]

/**
 * PRERENDER_SAMPLE=N keeps the first 60 paths, one in N of the rest, the first three pages of each
 * route and SAMPLE_KEEP: a quick build for development. N of 0 or 1 keeps every path.
 */
export function samplePaths(paths: readonly string[], routes: readonly RouteEntry[], sample: number): string[] {
  if (!(sample > 1)) return [...paths]
  const covering = new Set([...routeCoveringPaths(paths, routes, SAMPLE_PER_ROUTE), ...SAMPLE_KEEP])
  return paths.filter((path, index) => index < SAMPLE_HEAD || index % sample === 0 || covering.has(path))
}

/** PRERENDER_SAMPLE from the environment (0: every page). */
export function sampleFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PRERENDER_SAMPLE ?? 0)
  return Number.isFinite(value) ? value : 0
}

/**
 * Set by scripts/build.ts: React Router prerenders only the route-covering pages and Vite keeps the
 * server bundle, from which the build's worker threads render every page.
 */
export const RENDER_IN_WORKERS_ENV = 'RENDER_IN_WORKERS'

/** The client entry of the location pages (decision 022), which vite.islands.config.ts bundles. */
export const ISLANDS_ENTRY = 'app/islands.client.tsx'
/** Where that build writes its manifest, relative to the deploy directory (Vite keeps it inside)... */
export const ISLANDS_VITE_MANIFEST = '.vite/islands-manifest.json'
/** ...and where the build keeps it, relative to the build directory (outside the deploy directory). */
export const ISLANDS_MANIFEST_FILE = 'islands-manifest.json'
/** The environment variables both client builds expose to the browser (Vite's envPrefix). */
export const BROWSER_ENV_PREFIXES = ['VITE_', 'SITE_URL', 'FORM_ENDPOINT', 'GA_MEASUREMENT_ID']

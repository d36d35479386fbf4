/** Which pages a build renders, and where the build's bundles go. Imports nothing from the app. */

/** A page kind's address pattern ("services/:serviceSlug"; "" for the home page) and its name. */
export interface RouteEntry {
  file: string
  path: string
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/**
 * The pattern a path is of: the one of its length whose fixed segments it has, the pattern with more
 * fixed segments first ("about/team" before ":stateSlug/:citySlug"), then the table's order.
 */
function patternOf(path: string, routes: readonly RouteEntry[]): RouteEntry | undefined {
  const segments = segmentsOf(path)
  let best: { route: RouteEntry; fixed: number } | undefined
  for (const route of routes) {
    const pattern = segmentsOf(route.path)
    if (pattern.length !== segments.length) continue
    if (!pattern.every((part, index) => part.startsWith(':') || part === segments[index])) continue
    const fixed = pattern.filter((part) => !part.startsWith(':')).length
    if (!best || fixed > best.fixed) best = { route, fixed }
  }
  return best?.route
}

/** The first `perRoute` paths of each pattern of the table, so a pattern added tomorrow is covered too. */
export function routeCoveringPaths(paths: readonly string[], routes: readonly RouteEntry[], perRoute = 1): string[] {
  const byRoute = new Map<string, string[]>()
  for (const path of paths) {
    const route = patternOf(path, routes)
    if (!route) continue
    const taken = byRoute.get(route.file) ?? []
    if (taken.length < perRoute) byRoute.set(route.file, [...taken, path])
  }
  return [...byRoute.values()].flat()
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

/** The client entry of every page (decisions 022, 043), which vite.islands.config.ts bundles. */
export const ISLANDS_ENTRY = 'app/islands.client.tsx'
/** The site's stylesheet, which the same build emits (every page links it) */
export const STYLESHEET_ENTRY = 'app/app.css'
/** Where that build writes its manifest, relative to the deploy directory (Vite keeps it inside)... */
export const ISLANDS_VITE_MANIFEST = '.vite/islands-manifest.json'
/** ...and where the build keeps it, relative to the build directory (outside the deploy directory). */
export const ISLANDS_MANIFEST_FILE = 'islands-manifest.json'
/** The environment variables the Vite builds expose to the code (Vite's envPrefix). */
export const BROWSER_ENV_PREFIXES = ['VITE_', 'SITE_URL', 'FORM_ENDPOINT', 'GA_MEASUREMENT_ID']

/**
 * Which pages a build renders. Imported by react-router.config.ts (whose loader does not resolve the
 * app's "~/" alias, so this module imports nothing from the app) and by scripts/build.ts.
 */

/** The first path of each route shape (hub, case type, state, city, service-in-city). */
export function firstOfEachShape(paths: readonly string[]): string[] {
  const seen = new Map<string, string>()
  for (const path of paths) {
    const segments = path.split('/').filter(Boolean)
    const shape = `${segments.length}:${segments[0] === 'services' || segments[0] === 'case-types' ? segments[0] : '*'}`
    if (!seen.has(shape)) seen.set(shape, path)
  }
  return [...seen.values()]
}

/**
 * The fixed pages and one page of each shape. React Router refuses an `ssr: false` build in which a
 * route with a loader has no prerendered path, so its own prerender always covers these; every sample
 * keeps them too.
 */
export function routeCoveringPaths(paths: readonly string[], fixed: readonly string[]): string[] {
  const fixedSet = new Set(fixed)
  return [...fixedSet, ...firstOfEachShape(paths.filter((path) => !fixedSet.has(path)))]
}

/** How many of the rest a sample keeps in full before taking one in N. */
const SAMPLE_HEAD = 60

/**
 * PRERENDER_SAMPLE=N keeps the first 60 paths, one in N of the rest and the route-covering paths: a
 * quick build for development. N of 0 or 1 keeps every path.
 */
export function samplePaths(paths: readonly string[], fixed: readonly string[], sample: number): string[] {
  if (!(sample > 1)) return [...paths]
  const covering = new Set(routeCoveringPaths(paths, fixed))
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
/** Where the kept server bundle goes, relative to the build directory. */
export const KEPT_SERVER_DIR = '.server'

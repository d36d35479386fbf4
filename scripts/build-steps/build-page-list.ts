import { assertContentValid } from '~/lib/content-folder/validate'
import { listPrerenderPaths } from '~/lib/content-folder/paths'
import { LOCATION_ROUTE_PATTERNS } from '~/lib/location-routes'
import { CONTENT_ROUTE_PATTERNS, isDirectPath } from '~/lib/page-routes'
import routes from '~/routes'
import { type RouteEntry, sampleFromEnv, samplePaths } from './prerender-paths'

export { isDirectPath }

/**
 * Every page this build renders, or a sample of them (PRERENDER_SAMPLE): the one list React Router's
 * prerender (react-router.config.ts, through one tsImport) and scripts/build.ts (a plain import) both take.
 */
export function listBuildPagePaths(): { paths: string[]; routes: RouteEntry[] } {
  assertContentValid()
  // A sample keeps the first pages of each kind.
  const sampled: RouteEntry[] = [...CONTENT_ROUTE_PATTERNS, ...LOCATION_ROUTE_PATTERNS]
  return { paths: samplePaths(listPrerenderPaths(), sampled, sampleFromEnv()), routes: routes as RouteEntry[] }
}

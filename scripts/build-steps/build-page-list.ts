import { assertContentValid } from '~/lib/content-store/validate'
import { listPrerenderPaths } from '~/lib/content-store/paths'
import { isLocationPath, LOCATION_ROUTE_PATTERNS } from '~/lib/location-routes'
import routes from '~/routes'
import { type RouteEntry, sampleFromEnv, samplePaths } from './prerender-paths'

export { isLocationPath }

/**
 * Every page this build renders, or a sample of them (PRERENDER_SAMPLE): the one list React Router's
 * prerender (react-router.config.ts, through one tsImport) and scripts/build.ts (a plain import) both take.
 */
export function listBuildPagePaths(): { paths: string[]; routes: RouteEntry[] } {
  assertContentValid()
  // A sample keeps the first pages of each location kind too, ranked where React Router's catch-all would take them.
  const sampled = [
    ...routes.filter((route) => route.path !== '*'),
    ...LOCATION_ROUTE_PATTERNS,
    ...routes.filter((route) => route.path === '*'),
  ]
  return { paths: samplePaths(listPrerenderPaths(), sampled, sampleFromEnv()), routes }
}

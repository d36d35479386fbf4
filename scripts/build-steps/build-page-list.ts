import { assertContentValid } from '~/lib/content-folder/validate'
import { listPrerenderPaths } from '~/lib/content-folder/paths'
import { LOCATION_ROUTE_PATTERNS } from '~/lib/location-routes'
import { CONTENT_ROUTE_PATTERNS } from '~/lib/page-routes'
import { type RouteEntry, sampleFromEnv, samplePaths } from './prerender-paths'

/** Every page this build renders, or a sample of them (PRERENDER_SAMPLE). */
export function listBuildPagePaths(): { paths: string[] } {
  assertContentValid()
  // A sample keeps the first pages of each kind.
  const sampled: RouteEntry[] = [...CONTENT_ROUTE_PATTERNS, ...LOCATION_ROUTE_PATTERNS]
  return { paths: samplePaths(listPrerenderPaths(), sampled, sampleFromEnv()) }
}

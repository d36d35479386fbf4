import type { Config } from '@react-router/dev/config'
import { tsImport } from 'tsx/esm/api'
import {
  RENDER_IN_WORKERS_ENV,
  type RouteEntry,
  routeCoveringPaths,
  sampleFromEnv,
  samplePaths,
} from './scripts/build-steps/prerender-paths'

type PathsModule = typeof import('./app/lib/content-store/paths')
type ValidateModule = typeof import('./app/lib/content-store/validate')
type LocationRoutesModule = typeof import('./app/lib/location-routes')

/**
 * Every page this build renders, or a sample of them (PRERENDER_SAMPLE). The one list:
 * React Router's prerender and scripts/build.ts (which calls this) both take it from here.
 */
export async function listBuildPagePaths(): Promise<{ paths: string[]; routes: RouteEntry[] }> {
  // The config loader does not resolve the app's "~/" alias; tsx does (through tsconfig paths).
  const { assertContentValid } = (await tsImport(
    './app/lib/content-store/validate.ts',
    import.meta.url,
  )) as ValidateModule
  const { listPrerenderPaths } = (await tsImport('./app/lib/content-store/paths.ts', import.meta.url)) as PathsModule
  const routes = ((await tsImport('./app/routes.ts', import.meta.url)) as { default: RouteEntry[] }).default
  const { LOCATION_ROUTE_PATTERNS } = (await tsImport(
    './app/lib/location-routes.ts',
    import.meta.url,
  )) as LocationRoutesModule
  assertContentValid()
  // A sample keeps the first pages of each location kind too, ranked where React Router's catch-all would take them.
  const sampled = [
    ...routes.filter((route) => route.path !== '*'),
    ...LOCATION_ROUTE_PATTERNS,
    ...routes.filter((route) => route.path === '*'),
  ]
  return { paths: samplePaths(listPrerenderPaths(), sampled, sampleFromEnv()), routes }
}

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  prerender: {
    concurrency: 8,
    async paths() {
      const { paths, routes } = await listBuildPagePaths()
      // The state, city and service-in-city pages are not React Router's (decision 022): scripts/build.ts
      // renders them. Of the others, npm run build renders every page in worker threads from the kept
      // server bundle, and React Router the first page of each route, which its ssr:false check requires;
      // a plain `react-router build` renders them all itself, on one thread.
      const { isLocationPath } = (await tsImport(
        './app/lib/location-routes.ts',
        import.meta.url,
      )) as LocationRoutesModule
      const routerPaths = paths.filter((path) => !isLocationPath(path))
      return process.env[RENDER_IN_WORKERS_ENV] ? routeCoveringPaths(routerPaths, routes) : routerPaths
    },
  },
} satisfies Config

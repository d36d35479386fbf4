import type { Config } from '@react-router/dev/config'
import { tsImport } from 'tsx/esm/api'
import { RENDER_IN_WORKERS_ENV, routeCoveringPaths, sampleFromEnv, samplePaths } from './scripts/build-steps/prerender-paths'

type PathsModule = typeof import('./app/lib/content/paths')
type ValidateModule = typeof import('./app/lib/content/validate')

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  prerender: {
    concurrency: 8,
    async paths() {
      // The config loader does not resolve the app's "~/" alias; tsx does (through tsconfig paths).
      const { assertContentValid } = (await tsImport('./app/lib/content/validate.ts', import.meta.url)) as ValidateModule
      const { listFixedPagePaths, listPagePaths } = (await tsImport('./app/lib/content/paths.ts', import.meta.url)) as PathsModule
      assertContentValid()
      const fixed = listFixedPagePaths()
      const paths = samplePaths(listPagePaths(), fixed, sampleFromEnv())
      // npm run build (scripts/build.ts) renders every page in worker threads from the kept server bundle;
      // React Router renders the pages that cover each route, which its ssr:false check requires. A plain
      // `react-router build` renders every page itself, on one thread.
      return process.env[RENDER_IN_WORKERS_ENV] ? routeCoveringPaths(paths, fixed) : paths
    },
  },
} satisfies Config

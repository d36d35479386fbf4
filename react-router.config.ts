import type { Config } from '@react-router/dev/config'
import { tsImport } from 'tsx/esm/api'

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
      const { listPagePaths } = (await tsImport('./app/lib/content/paths.ts', import.meta.url)) as PathsModule
      assertContentValid()
      const paths = listPagePaths()
      // PRERENDER_SAMPLE=N keeps the first 60 paths and one in N of the rest: a quick build for development.
      const sample = Number(process.env.PRERENDER_SAMPLE ?? 0)
      if (sample > 1) return paths.filter((path, index) => index < 60 || index % sample === 0)
      return paths
    },
  },
} satisfies Config

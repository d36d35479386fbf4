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
      const { listFixedPagePaths, listPagePaths } = (await tsImport('./app/lib/content/paths.ts', import.meta.url)) as PathsModule
      assertContentValid()
      const paths = listPagePaths()
      // PRERENDER_SAMPLE=N keeps the first 60 paths and one in N of the rest: a quick build for development.
      const sample = Number(process.env.PRERENDER_SAMPLE ?? 0)
      const sampled = sample > 1 ? paths.filter((_, index) => index < 60 || index % sample === 0) : paths
      // PRERENDER_SHARD=k/n: scripts/build.mjs runs one build per core, each prerendering every n-th path.
      // Every shard also renders the few fixed pages: React Router refuses a build in which a route with a
      // loader has no prerendered path. The merge keeps one copy.
      const [shard, shards] = (process.env.PRERENDER_SHARD ?? '0/1').split('/').map(Number) as [number, number]
      const fixed = new Set(listFixedPagePaths())
      return sampled.filter((path, index) => fixed.has(path) || index % shards === shard)
    },
  },
} satisfies Config

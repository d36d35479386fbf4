import type { Config } from '@react-router/dev/config'
import { tsImport } from 'tsx/esm/api'

type PathsModule = typeof import('./app/lib/content/paths')
type ValidateModule = typeof import('./app/lib/content/validate')

/** The first path of each route shape (hub, case type, state, city, service-in-city), so every shard has one. */
function firstOfEachShape(paths: string[]): string[] {
  const seen = new Map<string, string>()
  for (const path of paths) {
    const segments = path.split('/').filter(Boolean)
    const shape = `${segments.length}:${segments[0] === 'services' || segments[0] === 'case-types' ? segments[0] : '*'}`
    if (!seen.has(shape)) seen.set(shape, path)
  }
  return [...seen.values()]
}

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
      // Every build (each shard, each sample) renders the fixed pages and one page of each shape: React Router
      // refuses a build in which a route with a loader has no prerendered path. The merge keeps one copy.
      const fixed = new Set(listFixedPagePaths())
      const everywhere = new Set([...fixed, ...firstOfEachShape(paths.filter((path) => !fixed.has(path)))])
      // PRERENDER_SAMPLE=N keeps the first 60 paths and one in N of the rest: a quick build for development.
      const sample = Number(process.env.PRERENDER_SAMPLE ?? 0)
      const sampled = sample > 1 ? paths.filter((path, index) => index < 60 || index % sample === 0 || everywhere.has(path)) : paths
      // PRERENDER_SHARD=k/n: scripts/build.mjs runs one build per core, each prerendering every n-th path.
      const [shard, shards] = (process.env.PRERENDER_SHARD ?? '0/1').split('/').map(Number) as [number, number]
      return sampled.filter((path, index) => everywhere.has(path) || index % shards === shard)
    },
  },
} satisfies Config

import type { Config } from '@react-router/dev/config'
import { tsImport } from 'tsx/esm/api'
import { RENDER_IN_WORKERS_ENV, routeCoveringPaths } from './scripts/build-steps/prerender-paths'

type PageListModule = typeof import('./scripts/build-steps/build-page-list')

// The config loader does not resolve the app's "~/" alias; tsx does (through tsconfig paths). One tsImport:
// each loads its module's whole graph afresh.
let pageList: Promise<PageListModule> | undefined
const loadPageList = () =>
  (pageList ??= tsImport('./scripts/build-steps/build-page-list.ts', import.meta.url) as Promise<PageListModule>)

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  prerender: {
    concurrency: 8,
    async paths() {
      const { listBuildPagePaths, isDirectPath } = await loadPageList()
      const { paths, routes } = listBuildPagePaths()
      // The location and content pages are not React Router's (decisions 022, 033): scripts/build.ts
      // renders them. Of the others, npm run build renders every page in worker threads from the kept
      // server bundle, and React Router the first page of each route, which its ssr:false check requires;
      // a plain `react-router build` renders them all itself, on one thread.
      const routerPaths = paths.filter((path) => !isDirectPath(path))
      return process.env[RENDER_IN_WORKERS_ENV] ? routeCoveringPaths(routerPaths, routes) : routerPaths
    },
  },
} satisfies Config

/**
 * npm run build: the client and server bundles (React Router's Vite build, which prerenders the pages
 * covering each route), then every page rendered on worker threads from the server bundle, writing its
 * HTML with its script policy, its .data file, its AI copy and their precompressed copies in one pass,
 * then the site-wide files. Progress comes from the build's own counters; per-step times at the end,
 * also written to build/.build-stamp for npm run bench. See docs/decisions/012-build-pipeline.md.
 *
 * It first plans (docs/decisions/019-incremental-builds.md): when only content changed since the
 * previous build, it keeps that build's bundles and re-renders only the pages (and documents) that
 * read what changed, then rewrites the site-wide files; every file whose bytes do not change is left
 * as it was. `--full` forces the full build; `--plan` prints the plan and stops.
 */
import fs from 'node:fs'
import path from 'node:path'
import { buildDirOf, keptServerBundle, MANIFEST_FILE } from './build-steps/build-layout'
import { startEarlyRenderPool } from './build-steps/render-pool'

// The first render worker starts before the rest of the build loads. It loads the render code, and
// when the previous build left its manifest (the next is most likely incremental) that build's server
// bundle too, while this thread loads, validates and plans: most of an incremental build's wait.
if (!process.argv.includes('--plan')) {
  const buildDir = buildDirOf(path.resolve(import.meta.dirname, '..'))
  const incremental = !process.argv.includes('--full') && fs.existsSync(path.join(buildDir, MANIFEST_FILE))
  startEarlyRenderPool(incremental ? keptServerBundle(buildDir) : undefined)
}
await import('./build-steps/run-build')

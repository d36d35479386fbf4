// npm start: build when build/ is missing or stale (with progress), then serve the site and the collector.
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { staleReason } from './build-freshness'

const root = path.resolve(import.meta.dirname, '..')
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs')
const reason = staleReason(root)
if (reason) {
  console.log(
    `[start] building the site: ${reason} (a full build takes about two minutes; after a content edit only the pages that read it are rendered again)`,
  )
  const result = spawnSync(process.execPath, [tsx, path.join(root, 'scripts/build.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIR: path.join(root, 'build'), PRERENDER_SAMPLE: '' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
} else {
  console.log('[start] the build is up to date')
}
const server = spawn(process.execPath, [tsx, path.join(root, 'server/main.ts')], { cwd: root, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

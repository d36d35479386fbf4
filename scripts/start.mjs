#!/usr/bin/env node
// npm start: build when build/ is missing or stale (with progress), then serve the site and the collector.
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { staleReason } from './build-freshness.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const reason = staleReason(root)
if (reason) {
  console.log(`[start] building the site: ${reason} (a full build takes a few minutes)`)
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
} else {
  console.log('[start] the build is up to date')
}
const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'server/main.ts')], { cwd: root, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

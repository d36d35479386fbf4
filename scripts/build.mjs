#!/usr/bin/env node
// Builds the site: the client bundle and the prerender of every page (react-router build), then the
// post-build artifacts. The prerender is split across one build process per core (React Router renders
// pages on one thread), and the shards' pages are merged into build/client. Prints progress.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
const shardsDir = path.join(buildDir, '.shards')
const shardCount = Math.max(1, Math.min(Number(process.env.BUILD_SHARDS) || os.availableParallelism(), 4))
const started = Date.now()
const seconds = () => ((Date.now() - started) / 1000).toFixed(1)
const log = (line) => console.log(`[build] ${line}`)

function run(command, args, env, onLine) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let tail = []
    const handle = (chunk) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue
        tail = [...tail.slice(-40), line]
        onLine(line)
      }
    }
    child.stdout.on('data', handle)
    child.stderr.on('data', handle)
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${tail.join('\n')}`))))
  })
}

/** Moves every file of `from` into `to`, keeping paths; files already in `to` win (shared assets are identical). */
function mergeInto(from, to, skip) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (skip(source)) continue
    if (entry.isDirectory()) {
      if (!fs.existsSync(target)) fs.renameSync(source, target)
      else mergeInto(source, target, skip)
    } else if (!fs.existsSync(target)) {
      fs.renameSync(source, target)
    }
  }
}

log(`cleaning ${path.relative(root, buildDir)}/`)
fs.rmSync(buildDir, { recursive: true, force: true })

log(`client bundle and prerender (react-router build, ${shardCount} shard${shardCount > 1 ? 's' : ''})`)
let rendered = 0
let lastReport = Date.now()
const reactRouter = path.join(root, 'node_modules/@react-router/dev/bin.js')
await Promise.all(
  Array.from({ length: shardCount }, (_, shard) =>
    run(process.execPath, [reactRouter, 'build'], { BUILD_DIR: path.join(shardsDir, String(shard)), PRERENDER_SHARD: `${shard}/${shardCount}` }, (line) => {
      if (line.includes('Prerender (html):') && !line.includes('SPA Fallback')) {
        rendered += 1
        if (Date.now() - lastReport > 5000) {
          lastReport = Date.now()
          log(`  ${rendered} pages prerendered (${seconds()} s)`)
        }
      } else if (!line.includes('Prerender (') && (/\berror\b/i.test(line) || (/\bwarn(ing)?\b/i.test(line) && !line.includes('Future Flag')))) {
        log(`  [shard ${shard}] ${line.trim()}`)
      }
    }),
  ),
)
fs.mkdirSync(buildDir, { recursive: true })
fs.renameSync(path.join(shardsDir, '0', 'client'), path.join(buildDir, 'client'))
for (let shard = 1; shard < shardCount; shard++) {
  const shardClient = path.join(shardsDir, String(shard), 'client')
  // Every shard renders the fixed pages and the same assets; the first copy is kept.
  mergeInto(shardClient, path.join(buildDir, 'client'), () => false)
}
fs.rmSync(shardsDir, { recursive: true, force: true })
const countPages = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => sum + (entry.isDirectory() ? countPages(path.join(dir, entry.name)) : entry.name === 'index.html' ? 1 : 0), 0)
const pages = countPages(path.join(buildDir, 'client'))
log(`  ${pages} pages prerendered and merged (${seconds()} s)`)

log('post-build artifacts')
await run(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/postbuild.ts')], {}, (line) => log(`  ${line}`))

fs.writeFileSync(path.join(buildDir, '.build-stamp'), JSON.stringify({ builtAt: new Date().toISOString(), pages, seconds: Number(seconds()) }))
log(`done: ${pages} pages in ${seconds()} s`)

#!/usr/bin/env node
// Builds the site: client bundle and prerender (react-router build), then the post-build artifacts.
// Prints progress instead of React Router's one line per file.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
const started = Date.now()
const seconds = () => ((Date.now() - started) / 1000).toFixed(1)

function run(command, args, onLine) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] })
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

console.log(`[build] cleaning ${path.relative(root, buildDir)}/`)
fs.rmSync(buildDir, { recursive: true, force: true })

console.log('[build] client bundle and prerender (react-router build)')
let pages = 0
let lastReport = Date.now()
await run(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], (line) => {
  if (line.includes('Prerender (html):')) {
    pages += 1
    if (Date.now() - lastReport > 5000) {
      lastReport = Date.now()
      console.log(`[build]   ${pages} pages prerendered (${seconds()} s)`)
    }
  } else if (/error|warn|✓ built|Prerender \(data\)|\.data|Removing the server/i.test(line) && !line.includes('Prerender (data)')) {
    if ((/error|warn/i.test(line) && !line.includes('Future Flag')) || line.includes('✓ built')) console.log(`[build]   ${line.trim()}`)
  }
})
console.log(`[build]   ${pages} pages prerendered (${seconds()} s)`)

console.log('[build] post-build artifacts')
await run(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/postbuild.ts')], (line) => console.log(`[build]   ${line}`))

fs.writeFileSync(path.join(buildDir, '.build-stamp'), JSON.stringify({ builtAt: new Date().toISOString(), pages, seconds: Number(seconds()) }))
console.log(`[build] done: ${pages} pages in ${seconds()} s`)

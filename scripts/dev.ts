/**
 * npm run dev: every page of the site from a sample build, served by the real server (decision 043).
 * The build goes to .cache/dev (BUILD_DIR) with PRERENDER_SAMPLE=300 unless set (0: every page), and is
 * made only when missing or older than the sources. A change under app/, content/ or public/ stops the
 * server, builds again (a content edit re-renders only the pages that read it; a code change rebuilds
 * the sample) and starts it again. PORT and the server's other settings are passed through.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { staleReason } from './build-freshness'
import { sampleFromEnv } from './build-steps/prerender-paths'

const root = path.resolve(import.meta.dirname, '..')
const DEFAULT_SAMPLE = '300'
const WATCHED = ['app', 'content', 'public']
/** Editors save in bursts (a temporary file, a rename): one build after the last event. */
const SETTLE_MS = 300

const buildDir = path.resolve(root, process.env.BUILD_DIR ?? '.cache/dev')
const buildEnv = {
  ...process.env,
  BUILD_DIR: buildDir,
  PRERENDER_SAMPLE: process.env.PRERENDER_SAMPLE ?? DEFAULT_SAMPLE,
}

/** Runs a module of the project in a child with tsx loaded, so that a signal sent to it reaches it. */
function run(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], { cwd: root, stdio: 'inherit', env })
}

const exited = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? 1)
    else child.once('exit', (code) => resolve(code ?? 1))
  })

/** Builds when the build is missing or stale; false when the build failed. */
async function buildIfStale(): Promise<boolean> {
  const reason = staleReason(root, buildDir, buildEnv, sampleFromEnv(buildEnv))
  if (!reason) return true
  console.log(
    `[dev] building ${path.relative(root, buildDir)}/ (PRERENDER_SAMPLE=${buildEnv.PRERENDER_SAMPLE}): ${reason}`,
  )
  return (await exited(run('scripts/build.ts', buildEnv))) === 0
}

let server: ChildProcess | undefined

async function stopServer(): Promise<void> {
  const running = server
  server = undefined
  if (!running) return
  running.kill('SIGTERM')
  await exited(running)
}

function startServer(): void {
  server = run('server/main.ts', { ...process.env, BUILD_DIR: path.join(buildDir, 'client') })
}

let building: Promise<void> = Promise.resolve()
let settle: NodeJS.Timeout | undefined

function rebuildSoon(): void {
  clearTimeout(settle)
  settle = setTimeout(() => {
    building = building.then(async () => {
      if (!staleReason(root, buildDir, buildEnv, sampleFromEnv(buildEnv))) return
      await stopServer()
      if (await buildIfStale()) startServer()
      else console.error('[dev] the build failed: the server starts again once a change builds')
    })
  }, SETTLE_MS)
}

if (!(await buildIfStale())) process.exit(1)
startServer()
const watchers = WATCHED.map((dir) => fs.watch(path.join(root, dir), { recursive: true }, rebuildSoon))
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const watcher of watchers) watcher.close()
    clearTimeout(settle)
    void stopServer().then(() => process.exit(0))
  })

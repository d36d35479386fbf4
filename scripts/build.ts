/**
 * npm run build: the client and server bundles (React Router's Vite build, which prerenders the pages
 * covering each route), then every page rendered on worker threads from the server bundle, writing its
 * HTML with its script policy, its .data file, its AI copy and their precompressed copies in one pass,
 * then the site-wide files. Progress comes from the build's own counters; per-step times at the end,
 * also written to build/.build-stamp for npm run bench. See docs/decisions/012-build-pipeline.md.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildDate } from '~/config/site-config'
import { SPA_FALLBACK_FILE } from '~/lib/react-router-adapter'
import { NOT_FOUND_FILE } from '~/lib/routing'
import { writePageIndex } from './build-steps/ai-copies'
import { BUILD_STAMP_FILE, type BuildStamp, measureDeployDir } from './build-steps/build-stamp'
import { clearPreviousBuild, createBuildContext, writeFile } from './build-steps/context'
import { writeDocuments } from './build-steps/documents/write-documents'
import { secureHtml } from './build-steps/csp-hashes'
import { writeDiscoveryFiles } from './build-steps/discovery-files'
import { writeHeadersFile } from './build-steps/headers-file'
import { precompressAssets, precompressRemainingFiles, writePrecompressed } from './build-steps/precompress'
import { KEPT_SERVER_DIR, RENDER_IN_WORKERS_ENV, sampleFromEnv } from './build-steps/prerender-paths'
import { renderWorkerCount, startRenderWorkers } from './build-steps/render-pages'
import { writeRedirectsFile } from './build-steps/redirects-file'
import { writeSearchIndex } from './build-steps/search-index'
import { writeSitemaps } from './build-steps/sitemaps'
import { listBuildPagePaths } from '../react-router.config'

const root = path.resolve(import.meta.dirname, '..')
// One build date for every step, the Vite child and the render workers (which inherit the environment):
// the testimony and publication windows count back from it. BUILD_DATE=YYYY-MM-DD fixes it.
const day = buildDate()
process.env.BUILD_DATE = day
const context = createBuildContext(path.resolve(root, process.env.BUILD_DIR ?? 'build'))
const started = Date.now()
const steps: BuildStamp['steps'] = []
/** CPU seconds of the Vite child process, which this process's own usage does not include */
let childCpuSeconds = 0

const log = (line: string) => console.log(`[build] ${line}`)
const elapsed = (since: number) => (Date.now() - since) / 1000

async function step<T>(name: string, work: () => T | Promise<T>, describe?: (result: T) => string): Promise<T> {
  const stepStarted = Date.now()
  const cpuBefore = process.cpuUsage()
  const childBefore = childCpuSeconds
  log(`${name}...`)
  const result = await work()
  const cpu = process.cpuUsage(cpuBefore)
  const seconds = elapsed(stepStarted)
  const cpuSeconds = (cpu.user + cpu.system) / 1e6 + (childCpuSeconds - childBefore)
  steps.push({ name, seconds: round(seconds), cpuSeconds: round(cpuSeconds) })
  log(`${name}: ${describe ? `${describe(result)}, ` : ''}${seconds.toFixed(1)} s`)
  return result
}

const round = (value: number) => Math.round(value * 10) / 10

/** Prints how long a step without its own counter has run, every 10 s. */
function heartbeat(label: string): () => void {
  const since = Date.now()
  const timer = setInterval(() => log(`  ${label}: ${elapsed(since).toFixed(0)} s`), 10_000)
  return () => clearInterval(timer)
}

/** Runs React Router's build (Vite: client bundle, server bundle, the route-covering pages). */
function runViteBuild(): Promise<void> {
  const reactRouter = path.join(root, 'node_modules/@react-router/dev/bin.js')
  // The child reports its own CPU time on exit (its threads included), so the build's CPU total is complete.
  const reportCpu = `data:text/javascript,process.on("exit",()=>{const u=process.cpuUsage();process.stderr.write("\\n[cpu-seconds] "+(u.user+u.system)/1e6+"\\n")})`
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', reportCpu, reactRouter, 'build'], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', BUILD_DIR: context.buildDir, [RENDER_IN_WORKERS_ENV]: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let tail: string[] = []
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue
        const cpu = /^\[cpu-seconds\] ([\d.]+)$/.exec(line.trim())
        if (cpu) {
          childCpuSeconds += Number(cpu[1])
          continue
        }
        // Rollup's errors list every watched file: the tail keeps the message, not that list.
        if (/^\s+('|at )/.test(line)) continue
        tail = [...tail.slice(-60), line]
        if (/\berror\b/i.test(line) || (/\bwarn(ing)?\b/i.test(line) && !line.includes('Future Flag'))) log(`  vite: ${line.trim()}`)
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`react-router build exited with ${code}\n${tail.join('\n')}`))))
  })
}

log(`building into ${path.relative(root, context.buildDir) || '.'}/ (build date ${day})`)
// The previous build's deletion runs beside the next steps (in an object, so that the step does not wait for it).
const previous = await step('clean (the previous build moved aside)', () => ({ deleted: clearPreviousBuild(context.buildDir) }))

const paths = await step(
  'content validation and page list',
  async () => (await listBuildPagePaths()).paths,
  (list) => `${list.length.toLocaleString('en-US')} pages${sampleFromEnv() > 1 ? ` (PRERENDER_SAMPLE=${sampleFromEnv()})` : ''}`,
)

const workers = startRenderWorkers(context, renderWorkerCount(paths.length))
await step('client and server bundles (vite)', async () => {
  const stop = heartbeat('bundling')
  try {
    await runViteBuild()
  } catch (error) {
    await workers.stop()
    throw error
  } finally {
    stop()
  }
})

// Before the pages, so that a document that cannot be made stops the build early.
await step(
  'documents: /downloads/cv.pdf and /downloads/fee-schedule.pdf',
  async () => {
    try {
      const { documents, messages } = await writeDocuments(context.clientDir, day)
      for (const message of messages) log(`  ${message}`)
      return documents
    } catch (error) {
      await workers.stop()
      throw error
    }
  },
  (documents) => `${documents.map((document) => `${document.path} ${(document.bytes.length / 1024).toFixed(0)} KB`).join(', ')} (build date ${day})`,
)

// The assets' copies (brotli 11) are made on libuv's threads while the workers render.
const assets = precompressAssets(context)
const rendered = await step(
  'pages: HTML, .data, AI copies, script policies, precompressed copies',
  () => {
    const renderStarted = Date.now()
    let lastReport = 0
    return workers.render(path.join(context.buildDir, KEPT_SERVER_DIR, 'index.js'), paths, (done) => {
      if (Date.now() - lastReport < 3000 && done < paths.length) return
      lastReport = Date.now()
      const rate = done / Math.max(elapsed(renderStarted), 0.001)
      log(`  ${done.toLocaleString('en-US')} / ${paths.length.toLocaleString('en-US')} pages (${Math.round((done / paths.length) * 100)}%), ${rate.toFixed(0)} pages/s`)
    })
  },
  (pages) => `${pages.length.toLocaleString('en-US')} pages`,
)

const cspHashes: Record<string, string[]> = Object.fromEntries(rendered.map((page) => [page.htmlFile, page.hashes]))
// files whose precompressed copies are settled (made, or not worth making), which the last step skips
const precompressed = new Set([...rendered.flatMap((page) => page.precompressed), ...assets.files])

await step('404.html', () => {
  // React Router's SPA fallback: the document with the root's HydrateFallback, the not-found page, which
  // hydrates at any address; the server and static hosts answer unknown paths with it.
  const fallback = path.join(context.clientDir, SPA_FALLBACK_FILE)
  const secured = secureHtml(fs.readFileSync(fallback, 'utf8'))
  fs.rmSync(fallback)
  const bytes = Buffer.from(secured.html, 'utf8')
  writeFile(path.join(context.clientDir, NOT_FOUND_FILE), bytes)
  writePrecompressed(context.precompressedDir, NOT_FOUND_FILE, bytes)
  precompressed.add(NOT_FOUND_FILE)
  cspHashes[NOT_FOUND_FILE] = secured.hashes
})

await step('page index and script hashes', () => {
  writePageIndex(context, rendered.map((page) => page.record))
  writeFile(path.join(context.buildDir, 'csp-hashes.json'), JSON.stringify(cspHashes))
})
await step('search-index.json', () => writeSearchIndex(context), (bytes) => `${(bytes / 1024).toFixed(0)} KB`)
await step('sitemap.xml and child sitemaps', () => writeSitemaps(context), ({ files, urls }) => `${files} sitemaps, ${urls.toLocaleString('en-US')} URLs`)
await step('robots.txt and llms.txt', () => writeDiscoveryFiles(context))
await step('_redirects', () => writeRedirectsFile(context), ({ rules }) => `${rules} rules`)
await step('_headers', () => writeHeadersFile(context))
await step('precompressed copies of assets (begun during the render) and site files', async () => (await assets.done) + (await precompressRemainingFiles(context, precompressed)), (count) => `${count} files`)
fs.rmSync(path.join(context.buildDir, KEPT_SERVER_DIR), { recursive: true, force: true })
await step('previous build deleted (begun at the clean)', () => previous.deleted)

const deploy = measureDeployDir(context.clientDir)
const cpu = process.cpuUsage()
const stamp: BuildStamp = {
  builtAt: new Date().toISOString(),
  pages: rendered.length,
  sample: sampleFromEnv(),
  seconds: round(elapsed(started)),
  cpuSeconds: round((cpu.user + cpu.system) / 1e6 + childCpuSeconds),
  steps,
  deploy,
}
fs.writeFileSync(path.join(context.buildDir, BUILD_STAMP_FILE), JSON.stringify(stamp, null, 2))

const width = Math.max(...steps.map((entry) => entry.name.length))
log('step times (wall, CPU):')
for (const entry of steps) log(`  ${entry.name.padEnd(width)}  ${entry.seconds.toFixed(1).padStart(6)} s  ${entry.cpuSeconds.toFixed(1).padStart(6)} s`)
log(`deploy directory ${path.relative(root, context.clientDir)}/: ${deploy.files.toLocaleString('en-US')} files, ${(deploy.bytes / 1e6).toFixed(0)} MB`)
log(`done: ${rendered.length.toLocaleString('en-US')} pages in ${stamp.seconds.toFixed(1)} s (${stamp.cpuSeconds.toFixed(0)} CPU s)`)

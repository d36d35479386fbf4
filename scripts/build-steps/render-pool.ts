/**
 * The build's render workers (tinypool). This module loads nothing else of the build, so that the
 * build's entry (scripts/build.ts) can start a worker before it loads the rest: the worker then loads
 * its own code while the build validates and plans, which is most of an incremental build's wait.
 */
import fs from 'node:fs'
import os from 'node:os'
import { Tinypool } from 'tinypool'
import type { BuildContext } from './context'
import type { InputDates, PageContext, RenderedNotFound, RenderedPage, RenderTask } from './render-pages'

/** How many worker threads render: one per core, at most four (more only adds memory), fewer for a small sample. */
export function renderWorkerCount(pages: number): number {
  return Math.max(1, Math.min(os.availableParallelism(), 4, Math.ceil(pages / 50)))
}

/**
 * A page's render allocates a few megabytes that die at once. V8's default young generation (16 MB
 * semi-spaces) scavenges about every ten pages; 64 MB semi-spaces (192 MB young generation) scavenge a
 * quarter as often, and the collection time fell from 0.32-0.37 to 0.21-0.27 ms a page (600 pages in a worker).
 */
const RENDER_WORKER_LIMITS = { maxYoungGenerationSizeMb: 192 }
const MAX_THREADS = renderWorkerCount(Number.POSITIVE_INFINITY)

/** What a render left behind. */
export interface RenderedShard {
  pages: RenderedPage[]
  notFound?: RenderedNotFound
}

/** Where a render writes: the deploy directory and its precompressed copies, or an incremental build's staging folders. */
export type RenderTarget = Pick<BuildContext, 'clientDir' | 'precompressedDir'>

export interface RenderPool {
  /** Has `threads` workers load the render code now (a full build: while Vite bundles); the render waits for them. */
  warm(threads: number): void
  /** Whether the first worker has loaded a server bundle (which the render must then use). */
  preloaded: boolean
  /**
   * Renders every path, on as many threads as renderWorkerCount gives for them, and the 404 page when
   * `notFound` is set; `onProgress` gets the number of pages written so far. Ends the pool.
   */
  render(
    target: RenderTarget,
    serverBuildFile: string,
    paths: readonly string[],
    dates: InputDates,
    onProgress: (done: number) => void,
    notFound: boolean,
  ): Promise<RenderedShard>
  /** Ends the workers (when the build stops before rendering; render ends them itself). */
  stop(): Promise<void>
}

let early: RenderPool | undefined

/**
 * Starts the pool before the build loads (scripts/build.ts). With `serverBuildFile`, the first worker
 * also loads that bundle: an incremental build, which it most likely is when the previous build left
 * its manifest, renders from the previous build's.
 */
export function startEarlyRenderPool(serverBuildFile?: string): void {
  early = startRenderPool(serverBuildFile)
}

/**
 * The pool for this build's render: the early one, unless it loaded a server bundle that a full build
 * replaces (then a fresh one). Undefined `kind`: the build renders nothing, and the early pool ends.
 */
export async function renderPoolFor(kind: 'full' | 'incremental' | undefined): Promise<RenderPool | undefined> {
  const pool = early
  early = undefined
  if (kind && pool && (kind === 'incremental' || !pool.preloaded)) return pool
  await pool?.stop()
  return kind && startRenderPool()
}

/**
 * Starts the pool with one worker, which loads the render code at once (and the server bundle, when
 * given). More threads, up to one per core, start as pages queue. Each page is one task: its path in,
 * its outputs written and its record (with the inputs it read) out.
 */
function startRenderPool(serverBuildFile?: string): RenderPool {
  const pool = new Tinypool({
    filename: new URL('./render-worker.mjs', import.meta.url).href,
    minThreads: 1,
    maxThreads: MAX_THREADS,
    // React's production server renderer, as in React Router's own build (the development one is several times slower).
    env: { ...(process.env as Record<string, string>), NODE_ENV: 'production' },
    resourceLimits: RENDER_WORKER_LIMITS,
    idleTimeout: 60_000,
  })
  const run = (task: RenderTask) => pool.run(task) as Promise<unknown>
  // What the workers are loading; a failure surfaces when the render awaits it (or not at all, when the build stops first).
  const loading: Promise<unknown>[] = []
  const load = (task: Promise<unknown>) => {
    task.catch(() => undefined)
    loading.push(task)
  }
  const preloaded = serverBuildFile !== undefined && fs.existsSync(serverBuildFile)
  load(run(preloaded ? { kind: 'warm', serverBuildFile } : { kind: 'warm' }))
  const stop = () => pool.destroy()
  return {
    warm(threads) {
      for (let thread = 1; thread < threads; thread += 1) load(run({ kind: 'warm' }))
    },
    preloaded,
    async render(target, serverBuildFile, paths, dates, onProgress, notFound) {
      const context: PageContext = { ...target, dates }
      if (!fs.existsSync(serverBuildFile))
        throw new Error(`No server bundle at ${serverBuildFile}: the bundles step keeps it there`)
      try {
        await Promise.all(loading)
        // Every page queued at once when all the pool's threads may render (each gets its next page as
        // soon as it is done); a few pages, a few at a time, so that they stay on the worker that has
        // loaded its code rather than starting more.
        const threads = renderWorkerCount(paths.length)
        const inFlight = threads >= MAX_THREADS ? paths.length : threads
        const pages: RenderedPage[] = []
        let next = 0
        let done = 0
        const renderNext = async (): Promise<void> => {
          for (let index = next++; index < paths.length; index = next++) {
            pages[index] = (await run({
              kind: 'page',
              serverBuildFile,
              context,
              pagePath: paths[index]!,
            })) as RenderedPage
            onProgress(++done)
          }
        }
        await Promise.all(Array.from({ length: inFlight }, renderNext))
        const rendered: RenderedShard = { pages }
        if (notFound)
          rendered.notFound = (await run({ kind: 'not-found', serverBuildFile, context })) as RenderedNotFound
        return rendered
      } finally {
        await stop()
      }
    },
    stop,
  }
}

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parentPort, Worker, workerData } from 'node:worker_threads'
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { collectContentReads } from '~/lib/content/content-reads'
import {
  BUILD_TIME_REQUEST_ENV,
  dataRequestPath,
  prerenderDataHeaders,
  routeHasLoader,
  type ServerBuildInternals,
  SPA_FALLBACK_REQUEST_HEADERS,
  withPrerenderList,
} from '~/lib/react-router-adapter'
import { aiCopyPath } from '~/lib/seo/page-meta'
import { NOT_FOUND_FILE } from '~/lib/routing'
import { buildAiCopy, type PageRecord } from './ai-copies'
import { type BuildContext, htmlFileOf, writeFile } from './context'
import { secureHtml } from './csp-hashes'
import { writePrecompressed } from './precompress'

/** What rendering one page left behind, for the steps after it. */
export interface RenderedPage {
  record: PageRecord
  /** The page's HTML file ("/about/index.html") and the CSP hashes of its inline scripts */
  htmlFile: string
  hashes: string[]
  /** Client files this page wrote whose precompressed copies are settled: made, or too small to be worth making */
  precompressed: string[]
  /** What the page read while it rendered: content files, folder listings ("services/"), the build date */
  inputs: string[]
}

/** The dates a page's own date is the newest of: the code's, and each content file's. */
export interface InputDates {
  code: string
  /** By content file ("testimonials.yaml") */
  content: Record<string, string>
}

/** The 404 page as the render step left it: its script hashes and what it read. */
export interface RenderedNotFound {
  hashes: string[]
  inputs: string[]
}

/** Writes the 404 page (the SPA fallback) with its script policy and its precompressed copy. */
export function writeNotFoundPage(context: Pick<BuildContext, 'clientDir' | 'precompressedDir'>, html: string): string[] {
  const secured = secureHtml(html)
  const bytes = Buffer.from(secured.html, 'utf8')
  writeFile(path.join(context.clientDir, NOT_FOUND_FILE), bytes)
  writePrecompressed(context.precompressedDir, NOT_FOUND_FILE, bytes)
  return secured.hashes
}

/** What the render step needs: where pages go, and the dates of their possible inputs. */
export type PageContext = Omit<BuildContext, 'buildDir'> & { dates: InputDates }

/** A page's date: the newest of the code's and those of the content files it read. */
export function pageDate(dates: InputDates, inputs: readonly string[]): string {
  return [dates.code, ...inputs.map((input) => dates.content[input] ?? '')].sort().at(-1)!
}

type ServerRoute = NonNullable<ServerBuildInternals['routes'][string]>

/** React Router's route tree from the server build's flat route list, to match paths as its prerender does. */
function routeTree(routes: ServerBuildInternals['routes'], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is ServerRoute => route !== undefined && route.parentId === parentId)
    .map((route) => ({ id: route.id, path: route.path, index: route.index, children: routeTree(routes, route.id) }) as RouteObject)
}

/**
 * Writes one page's outputs from its rendered HTML and loader data: the HTML with its script policy,
 * the .data file, the AI copy, and the precompressed copies of the HTML and the data.
 */
export function writePageOutputs(
  context: PageContext,
  pagePath: string,
  html: string,
  data: { file: string; body: string } | undefined,
  inputs: string[] = [],
): RenderedPage {
  const { clientDir, precompressedDir, dates } = context
  const htmlFile = htmlFileOf(pagePath)
  const secured = secureHtml(html)
  const htmlBytes = Buffer.from(secured.html, 'utf8')
  writeFile(path.join(clientDir, htmlFile), htmlBytes)
  writePrecompressed(precompressedDir, htmlFile, htmlBytes)
  const precompressed = [htmlFile]
  if (data) {
    const dataBytes = Buffer.from(data.body, 'utf8')
    writeFile(path.join(clientDir, data.file), dataBytes)
    writePrecompressed(precompressedDir, data.file, dataBytes)
    precompressed.push(data.file)
  }
  const { copy, record } = buildAiCopy(secured.html, pagePath, pageDate(dates, inputs))
  if (copy) writeFile(path.join(clientDir, aiCopyPath(pagePath)), JSON.stringify(copy))
  return { record, htmlFile, hashes: secured.hashes, precompressed, inputs }
}

/** Renders pages through the server build's request handler, the same requests React Router's prerender makes. */
export async function createPageRenderer(serverBuildFile: string, allPaths: readonly string[]) {
  // React Router honors the prerender data header only in a build-time request.
  Object.assign(process.env, BUILD_TIME_REQUEST_ENV)
  const imported = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild & ServerBuildInternals
  // The bundle lists only the pages React Router prerendered itself, and with ssr:false its handler
  // refuses any other path. The list is read at each request: it holds the page being rendered (a
  // worker renders one page at a time), which spares a search of 21,000 paths per request.
  const pagesToRender = new Set(allPaths)
  const current: string[] = []
  const build = withPrerenderList(imported, current)
  const handler = createRequestHandler(build, 'production')
  const routes = routeTree(build.routes)

  /** The SPA fallback, as React Router's build renders it (the 404 page). */
  async function renderSpaFallback(): Promise<string> {
    current[0] = '/'
    const response = await handler(new Request('http://localhost/', { headers: SPA_FALLBACK_REQUEST_HEADERS }))
    const html = await response.text()
    if (response.status !== 200) throw new Error(`Rendering the 404 page (the SPA fallback) answered ${response.status}:\n${html.slice(0, 2000)}`)
    return html
  }

  async function renderPage(pagePath: string): Promise<{ html: string; data: { file: string; body: string } | undefined }> {
    if (!pagesToRender.has(pagePath)) throw new Error(`${pagePath} is not in this build's page list`)
    current[0] = pagePath
    const matches = matchRoutes(routes, pagePath === '/' ? '/' : `${pagePath}/`)
    if (!matches) throw new Error(`Unable to prerender ${pagePath}: it matches no route`)
    const leaf = build.routes[matches[matches.length - 1]!.route.id!]?.module
    if (leaf && !leaf.default && !leaf.ErrorBoundary) throw new Error(`${pagePath} is a resource route; the build renders pages only`)
    let data: { file: string; body: string } | undefined
    if (matches.some((match) => routeHasLoader(build, match.route.id!))) {
      const file = dataRequestPath(build, pagePath)
      const response = await handler(new Request(`http://localhost${file}`))
      const body = await response.text()
      if (response.status !== 200 && response.status !== 202) throw new Error(`Rendering the data of ${pagePath} answered ${response.status}:\n${body.slice(0, 2000)}`)
      data = { file, body }
    }
    const url = `http://localhost${pagePath === '/' ? '/' : `${pagePath}/`}`
    const response = await handler(new Request(url, data ? { headers: prerenderDataHeaders(data.body) } : undefined))
    const html = await response.text()
    if (response.status !== 200) throw new Error(`Rendering ${pagePath} answered ${response.status}:\n${html.slice(0, 2000)}`)
    return { html, data }
  }
  return { renderPage, renderSpaFallback }
}

interface ShardInput {
  serverBuildFile: string
  allPaths: string[]
  paths: string[]
  context: PageContext
  /** Whether this shard also renders the 404 page */
  notFound: boolean
}

/** What a worker's share left behind. */
export interface RenderedShard {
  pages: RenderedPage[]
  notFound?: RenderedNotFound
}

/** Pages between two progress messages from a worker. */
const PROGRESS_EVERY = 25

/** One worker's share: renders its pages in order, reporting its count as it goes. */
export async function renderShard(input: ShardInput, onProgress: (done: number) => void): Promise<RenderedShard> {
  const { renderPage, renderSpaFallback } = await createPageRenderer(input.serverBuildFile, input.allPaths)
  const results: RenderedPage[] = []
  for (const pagePath of input.paths) {
    // The content the page reads is recorded as its inputs (a worker renders one page at a time).
    const { result, reads } = await collectContentReads(() => renderPage(pagePath))
    results.push(writePageOutputs(input.context, pagePath, result.html, result.data, reads))
    if (results.length % PROGRESS_EVERY === 0) onProgress(results.length)
  }
  onProgress(results.length)
  if (!input.notFound) return { pages: results }
  const { result: html, reads } = await collectContentReads(() => renderSpaFallback())
  return { pages: results, notFound: { hashes: writeNotFoundPage(input.context, html), inputs: reads } }
}

type WorkerMessage = { type: 'progress'; done: number } | { type: 'done'; results: RenderedShard } | { type: 'error'; message: string }

const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads')
import('tsx/esm/api').then(({ tsImport }) => tsImport(workerData.module, workerData.module))
`

// In a render worker: once loaded (tsx, this module and what it imports), wait for the pages to render.
if (parentPort && (workerData as { renderPagesWorker?: boolean } | null)?.renderPagesWorker) {
  const port = parentPort
  port.once('message', (input: ShardInput) => {
    renderShard(input, (done) => port.postMessage({ type: 'progress', done } satisfies WorkerMessage))
      .then((results) => port.postMessage({ type: 'done', results } satisfies WorkerMessage))
      .catch((error: unknown) => port.postMessage({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies WorkerMessage))
  })
}

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

export interface RenderWorkers {
  /**
   * Renders every path, split across the workers, and the 404 page when `notFound` is set; `onProgress`
   * gets the pages written so far, counted by the workers.
   */
  render(serverBuildFile: string, paths: readonly string[], dates: InputDates, onProgress: (done: number) => void, notFound: boolean): Promise<RenderedShard>
  /** Ends the workers (after a failure elsewhere; render ends them itself). */
  stop(): Promise<void>
}

/**
 * Starts the render workers now, so that loading their code overlaps the Vite build (which keeps about
 * one core busy), and returns what hands them the pages once the server bundle exists.
 */
export function startRenderWorkers(context: BuildContext, count: number): RenderWorkers {
  const { buildDir: _buildDir, ...where } = context
  // React's production server renderer, as in React Router's own build (the development one is several times slower).
  const env = { ...process.env, NODE_ENV: 'production' }
  const workers = Array.from(
    { length: count },
    () => new Worker(WORKER_SOURCE, { eval: true, env, resourceLimits: RENDER_WORKER_LIMITS, workerData: { module: import.meta.url, renderPagesWorker: true } }),
  )
  const stop = async () => {
    await Promise.all(workers.map((worker) => worker.terminate()))
  }
  const render = async (serverBuildFile: string, paths: readonly string[], dates: InputDates, onProgress: (done: number) => void, notFound: boolean) => {
    const pageContext: PageContext = { ...where, dates }
    if (!fs.existsSync(serverBuildFile)) throw new Error(`No server bundle at ${serverBuildFile}: the bundles step keeps it there`)
    const doneBy = new Array<number>(count).fill(0)
    try {
      const results = await Promise.all(
        workers.map(
          (worker, index) =>
            new Promise<RenderedShard>((resolve, reject) => {
              const input: ShardInput = {
                serverBuildFile,
                allPaths: [...paths],
                paths: paths.filter((_, position) => position % count === index),
                context: pageContext,
                notFound: notFound && index === 0,
              }
              worker.on('message', (message: WorkerMessage) => {
                if (message.type === 'progress') {
                  doneBy[index] = message.done
                  onProgress(doneBy.reduce((sum, done) => sum + done, 0))
                } else if (message.type === 'done') resolve(message.results)
                else reject(new Error(message.message))
              })
              worker.once('error', reject)
              worker.once('exit', (code) => reject(new Error(`A render worker stopped (exit code ${code}) before finishing its pages`)))
              worker.postMessage(input)
            }),
        ),
      )
      return { pages: results.flatMap((shard) => shard.pages), notFound: results.find((shard) => shard.notFound)?.notFound }
    } finally {
      await stop()
    }
  }
  return { render, stop }
}

import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { LocationPageAssets } from '~/components/location/location-document'
import type { RenderedDirectPage } from '~/components/location/render-direct-page.server'
import { collectContentReads } from '~/lib/content-folder/content-reads'
import { isDirectPath } from '~/lib/page-routes'
import { aiCopyPath } from '~/lib/seo/page-meta'
import { NOT_FOUND_FILE } from '~/lib/routing'
import { aiCopyOf, headFromMeta, type PageRecord } from './ai-copies'
import { readPageTree } from './page-text-from-tree'
import type { TreeNode } from '~/lib/page-tree/render-to-tree'
import { type BuildContext, htmlFileOf, writeFile } from './context'
import { secureHtml } from './csp-hashes'
import { readIslandsManifest } from './vite-builds'
import { writePrecompressed } from './precompress'
import { deferredModuleStart } from '~/lib/html/defer-app-start'

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

/** Writes the 404 page with its script policy (from the scripts its renderer emitted) and its precompressed copy. */
export function writeNotFoundPage(
  context: Pick<BuildContext, 'clientDir' | 'precompressedDir'>,
  html: string,
  scripts: readonly string[],
): string[] {
  const secured = secureHtml(html, scripts)
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

/** A page's AI copy and record, given its date. */
type CopyMaker = (date: string) => ReturnType<typeof aiCopyOf>

/**
 * Writes one page's outputs: the HTML with its script policy, the AI copy (made from the page's data by
 * `copyOf`), and the precompressed copy of the HTML.
 */
export function writePageOutputs(
  context: PageContext,
  pagePath: string,
  html: string,
  inputs: string[],
  copyOf: CopyMaker,
  scripts: readonly string[],
): RenderedPage {
  const { clientDir, precompressedDir, dates } = context
  const htmlFile = htmlFileOf(pagePath)
  const secured = secureHtml(html, scripts)
  const htmlBytes = Buffer.from(secured.html, 'utf8')
  writeFile(path.join(clientDir, htmlFile), htmlBytes)
  writePrecompressed(precompressedDir, htmlFile, htmlBytes)
  const precompressed = [htmlFile]
  const date = pageDate(dates, inputs)
  const { copy, record } = copyOf(date)
  if (copy) writeFile(path.join(clientDir, aiCopyPath(pagePath)), JSON.stringify(copy))
  return { record, htmlFile, hashes: secured.hashes, precompressed, inputs }
}

/** The exports of the server bundle's entry (app/entry.server.tsx). */
interface SiteEntry {
  renderDirectPage(pathname: string, assets: LocationPageAssets): RenderedDirectPage
  renderNotFoundPage(assets: LocationPageAssets): RenderedDirectPage
  directPageTree(body: RenderedDirectPage['body']): Promise<TreeNode[]>
}

/**
 * Renders pages from the server bundle: every page by one call of the entry's renderDirectPage (decisions
 * 022, 033 and 043), the 404 page by renderNotFoundPage.
 */
export async function createPageRenderer(serverBuildFile: string) {
  const site = (await import(pathToFileURL(serverBuildFile).href)) as SiteEntry
  let assets: LocationPageAssets | undefined
  const locationAssets = () => {
    if (assets) return assets
    const { islandsEntry, stylesheets } = readIslandsManifest(path.dirname(path.dirname(serverBuildFile)))
    return (assets = { stylesheets, islandsStart: deferredModuleStart(islandsEntry) })
  }

  /** The 404 page, rendered by the build as every page is (decision 043). */
  const renderNotFound = () => site.renderNotFoundPage(locationAssets())

  /** Renders one page and writes its outputs; the content it read are its inputs. */
  async function renderPage(context: PageContext, pagePath: string): Promise<RenderedPage> {
    if (isDirectPath(pagePath)) {
      const { result, reads } = await collectContentReads(async () => {
        const rendered = site.renderDirectPage(pagePath, locationAssets())
        // Every body is read by rendering it as data, through the one render-tree reader (issue 52).
        const main = await site.directPageTree(rendered.body).then((tree) => () => readPageTree(tree).main)
        return { rendered, main }
      })
      const copyOf: CopyMaker = (date) => aiCopyOf(headFromMeta(result.rendered.meta), result.main, pagePath, date)
      return writePageOutputs(context, pagePath, result.rendered.html, reads, copyOf, result.rendered.scripts)
    }
    throw new Error(`${pagePath} is no page of the site: every page is a kind of app/page-kinds.server.tsx`)
  }
  return { renderPage, renderNotFound }
}

/**
 * One task of a render worker (scripts/build-steps/render-pool.ts): a page, the 404 page, or loading
 * the render code ahead of the pages, with the server bundle when it is known to stay.
 */
export type RenderTask =
  | { kind: 'warm'; serverBuildFile?: string }
  | { kind: 'page'; serverBuildFile: string; context: PageContext; pagePath: string }
  | { kind: 'not-found'; serverBuildFile: string; context: PageContext }

let renderer: ReturnType<typeof createPageRenderer> | undefined

/** Runs one task in a render worker (scripts/build-steps/render-worker.mjs hands it over). */
export async function runRenderTask(task: RenderTask): Promise<RenderedPage | RenderedNotFound | undefined> {
  if (task.kind === 'warm') {
    if (task.serverBuildFile) await (renderer ??= createPageRenderer(task.serverBuildFile))
    return undefined
  }
  renderer ??= createPageRenderer(task.serverBuildFile)
  const { renderPage, renderNotFound } = await renderer
  if (task.kind === 'page') return renderPage(task.context, task.pagePath)
  const { result, reads } = await collectContentReads(async () => renderNotFound())
  return { hashes: writeNotFoundPage(task.context, result.html, result.scripts), inputs: reads }
}

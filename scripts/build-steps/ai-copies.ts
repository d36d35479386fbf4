import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { aiCopyPath } from '~/lib/seo/page-meta'
import { absoluteUrl } from '~/config/site-config'
import { type BuildContext, listHtmlFiles, pagePathOf, writeFile } from './context'
import { type ContentSection, type ContentTable, readHead, readMain } from './page-copy'

/** The alternate JSON copy of a page, at /ai/pages/{path}.json. */
export interface AiCopy {
  url: string
  path: string
  title: string
  description: string
  h1: string
  breadcrumbs: { name: string; url: string }[]
  sections: ContentSection[]
  /** The page's data tables row by row, so a rule keeps its citation and review date beside it */
  tables: ContentTable[]
  links: { text: string; url: string }[]
  structuredData: unknown[]
  buildDate: string
}

/** What the later steps (sitemaps, llms.txt) need to know about each page, without reading it again. */
export interface PageRecord {
  path: string
  title: string
  description: string
  /** The page names itself as canonical and is not noindex: it belongs in sitemaps */
  indexable: boolean
  /** Whether an AI copy was written */
  aiCopy: boolean
}

/** build/page-index.json: written by this step, read by the sitemap and discovery steps. */
export function pageIndexFile(context: Pick<BuildContext, 'buildDir'>): string {
  return path.join(context.buildDir, 'page-index.json')
}

function nodesOf(blocks: readonly unknown[]): Record<string, unknown>[] {
  const nodes: Record<string, unknown>[] = []
  for (const block of blocks) {
    if (!block || typeof block !== 'object') continue
    const graph = (block as { '@graph'?: unknown })['@graph']
    if (Array.isArray(graph)) nodes.push(...(graph.filter((node) => node && typeof node === 'object') as Record<string, unknown>[]))
    else nodes.push(block as Record<string, unknown>)
  }
  return nodes
}

function breadcrumbsOf(blocks: readonly unknown[]): AiCopy['breadcrumbs'] {
  const list = nodesOf(blocks).find((node) => node['@type'] === 'BreadcrumbList')
  const items = Array.isArray(list?.itemListElement) ? (list.itemListElement as { position?: number; name?: string; item?: string }[]) : []
  return [...items]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((item) => ({ name: String(item.name ?? ''), url: String(item.item ?? '') }))
}

function linkUrl(href: string): string {
  return href.startsWith('/') && !href.startsWith('//') ? absoluteUrl(href) : href
}

/** A page's AI copy, made from its prerendered HTML; undefined for a page that asks not to be indexed. */
export function buildAiCopy(html: string, pagePath: string, buildDate: string): { copy: AiCopy | undefined; record: PageRecord } {
  const head = readHead(html)
  const url = absoluteUrl(pagePath)
  const noindex = /noindex/i.test(head.robots ?? '')
  const record: PageRecord = {
    path: pagePath,
    title: head.title,
    description: head.description,
    indexable: !noindex && head.canonical === url,
    aiCopy: !noindex,
  }
  if (noindex) return { copy: undefined, record }
  const main = readMain(html)
  const copy: AiCopy = {
    url: head.canonical ?? url,
    path: pagePath,
    title: head.title,
    description: head.description,
    h1: main.h1,
    breadcrumbs: breadcrumbsOf(head.jsonLd),
    sections: main.sections,
    tables: main.tables,
    links: main.links.map((link) => ({ text: link.text, url: linkUrl(link.href) })),
    structuredData: head.jsonLd,
    buildDate,
  }
  return { copy, record }
}

/** Writes in flight at once: file writes overlap with parsing the next pages instead of blocking it. */
const WRITES_IN_FLIGHT = 32

/** Reads, converts and writes one shard of pages; runs in a worker or inline. */
export async function writeAiCopyShard(clientDir: string, files: readonly string[], buildDate: string): Promise<PageRecord[]> {
  const records: PageRecord[] = []
  const madeDirs = new Set<string>()
  const pending = new Set<Promise<void>>()
  for (const file of files) {
    const pagePath = pagePathOf(file)
    const html = fs.readFileSync(path.join(clientDir, file), 'utf8')
    const { copy, record } = buildAiCopy(html, pagePath, buildDate)
    records.push(record)
    if (!copy) continue
    const target = path.join(clientDir, aiCopyPath(pagePath))
    const dir = path.dirname(target)
    if (!madeDirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true })
      madeDirs.add(dir)
    }
    const write: Promise<void> = fs.promises.writeFile(target, JSON.stringify(copy)).finally(() => pending.delete(write))
    pending.add(write)
    if (pending.size >= WRITES_IN_FLIGHT) await Promise.race(pending)
  }
  await Promise.all(pending)
  return records
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
import('tsx/esm/api')
  .then(({ tsImport }) => tsImport(workerData.module, workerData.parent))
  .then(({ writeAiCopyShard }) => writeAiCopyShard(workerData.clientDir, workerData.files, workerData.buildDate))
  .then((records) => parentPort.postMessage(records))
`

/** Below this many pages the workers' start-up costs more than it saves. */
const INLINE_LIMIT = 400

/**
 * Writes /ai/pages/{path}.json for every indexable page (index.json for the home page) on all cores,
 * and build/page-index.json for the steps after it.
 */
export async function writeAiCopies(context: BuildContext): Promise<PageRecord[]> {
  const { clientDir, buildDate } = context
  fs.rmSync(path.join(clientDir, 'ai', 'pages'), { recursive: true, force: true })
  const files = listHtmlFiles(clientDir).filter((file) => file !== '/404.html')
  const workers = files.length < INLINE_LIMIT ? 1 : Math.max(1, Math.min(os.availableParallelism(), 4))
  let records: PageRecord[]
  if (workers === 1) {
    records = await writeAiCopyShard(clientDir, files, buildDate)
  } else {
    const shards = Array.from({ length: workers }, (_, i) => files.filter((_, index) => index % workers === i))
    const results = await Promise.all(
      shards.map(
        (shard) =>
          new Promise<PageRecord[]>((resolve, reject) => {
            const worker = new Worker(WORKER_SOURCE, {
              eval: true,
              workerData: { module: import.meta.url, parent: import.meta.url, clientDir, files: shard, buildDate },
            })
            worker.once('message', (message: PageRecord[]) => {
              resolve(message)
              void worker.terminate()
            })
            worker.once('error', reject)
          }),
      ),
    )
    records = results.flat()
  }
  records.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  writeFile(pageIndexFile(context), JSON.stringify(records))
  return records
}

export function readPageIndex(context: Pick<BuildContext, 'buildDir'>): PageRecord[] {
  const file = pageIndexFile(context)
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: the AI copies step writes it and must run first.`)
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PageRecord[]
}

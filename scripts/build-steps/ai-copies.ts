import fs from 'node:fs'
import path from 'node:path'
import { absoluteUrl } from '~/config/site-config'
import { type BuildContext, writeFile } from './context'
import type { MetaDescriptor } from '~/lib/seo/page-meta'
import { type ContentSection, type ContentTable, emptyPageHead, type MainContent, type PageHead } from './page-text'

/**
 * The alternate JSON copy of a page, at /ai/pages/{path}.json: compact JSON, each fact once (the
 * page's path is its url's path). The site's origin is stated once, in `url`: breadcrumbs and links
 * to the site's own pages give their path ("/texas/houston"), links to other sites their full address.
 */
export interface AiCopy {
  url: string
  title: string
  description: string
  h1: string
  breadcrumbs: { name: string; url: string }[]
  sections: ContentSection[]
  /** The page's data tables row by row, so a rule keeps its citation and review date beside it */
  tables: ContentTable[]
  links: { text: string; url: string }[]
  structuredData: unknown[]
  /** When what the page is made of last changed: the newest date of its inputs (the code, the content it read) */
  dateModified: string
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
  /** The page's date: the newest of its inputs' dates (its sitemap lastmod) */
  lastModified: string
}

/** build/page-index.json: written by the render step, read by the sitemap and discovery steps. */
export function pageIndexFile(context: Pick<BuildContext, 'buildDir'>): string {
  return path.join(context.buildDir, 'page-index.json')
}

function nodesOf(blocks: readonly unknown[]): Record<string, unknown>[] {
  const nodes: Record<string, unknown>[] = []
  for (const block of blocks) {
    if (!block || typeof block !== 'object') continue
    const graph = (block as { '@graph'?: unknown })['@graph']
    if (Array.isArray(graph))
      nodes.push(...(graph.filter((node) => node && typeof node === 'object') as Record<string, unknown>[]))
    else nodes.push(block as Record<string, unknown>)
  }
  return nodes
}

function breadcrumbsOf(blocks: readonly unknown[]): AiCopy['breadcrumbs'] {
  const list = nodesOf(blocks).find((node) => node['@type'] === 'BreadcrumbList')
  const items = Array.isArray(list?.itemListElement)
    ? (list.itemListElement as { position?: number; name?: string; item?: string }[])
    : []
  return [...items]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((item) => ({ name: String(item.name ?? ''), url: sitePath(String(item.item ?? '')) }))
}

/** The JSON-LD blocks without their BreadcrumbList, which the copy states once as `breadcrumbs`. */
function withoutBreadcrumbList(blocks: readonly unknown[]): unknown[] {
  const isList = (node: unknown) =>
    Boolean(node) && typeof node === 'object' && (node as Record<string, unknown>)['@type'] === 'BreadcrumbList'
  return blocks
    .filter((block) => !isList(block))
    .map((block) => {
      const graph = block && typeof block === 'object' ? (block as { '@graph'?: unknown })['@graph'] : undefined
      return Array.isArray(graph) ? { ...(block as object), '@graph': graph.filter((node) => !isList(node)) } : block
    })
}

/** A page of this site by its path ("/texas"), any other address as it is. */
function sitePath(href: string): string {
  const origin = absoluteUrl('/')
  return href.startsWith(origin) ? `/${href.slice(origin.length)}` : href
}

const asksNotToBeIndexed = (head: Pick<PageHead, 'robots'>) => /noindex/i.test(head.robots ?? '')

/**
 * A page's head as its meta descriptors state it (lib/seo/page-meta buildMeta): what its HTML head
 * carries, taken from the data it is rendered from. JSON-LD goes through JSON as it does in the page.
 */
export function headFromMeta(descriptors: readonly MetaDescriptor[]): PageHead {
  const head = emptyPageHead()
  const jsonLd: unknown[] = []
  for (const descriptor of descriptors as readonly Record<string, unknown>[]) {
    if ('title' in descriptor) head.title = String(descriptor.title).trim()
    else if ('script:ld+json' in descriptor) jsonLd.push(descriptor['script:ld+json'])
    else if (descriptor.tagName === 'link' && descriptor.rel === 'canonical') head.canonical = String(descriptor.href)
    else if (descriptor.tagName === 'link' && descriptor.rel === 'alternate' && descriptor.type === 'application/json')
      head.alternateJson = String(descriptor.href)
    else if (descriptor.name === 'description') head.description = String(descriptor.content ?? '')
    else if (descriptor.name === 'robots') head.robots = String(descriptor.content)
  }
  // A noindex page gets no copy, so its JSON-LD is not needed (most service-in-city pages: JSON.stringify is their costliest step here).
  if (!asksNotToBeIndexed(head)) head.jsonLd = jsonLd.map((block) => JSON.parse(JSON.stringify(block)) as unknown)
  return head
}

/** A page's AI copy from its head and its main content; undefined for a page that asks not to be indexed. */
export function aiCopyOf(
  head: PageHead,
  readContent: () => MainContent,
  pagePath: string,
  date: string,
): { copy: AiCopy | undefined; record: PageRecord } {
  const url = absoluteUrl(pagePath)
  const noindex = asksNotToBeIndexed(head)
  const record: PageRecord = {
    path: pagePath,
    title: head.title,
    description: head.description,
    indexable: !noindex && head.canonical === url,
    aiCopy: !noindex,
    lastModified: date,
  }
  if (noindex) return { copy: undefined, record }
  const main = readContent()
  const copy: AiCopy = {
    url: head.canonical ?? url,
    title: head.title,
    description: head.description,
    h1: main.h1,
    breadcrumbs: breadcrumbsOf(head.jsonLd),
    sections: main.sections,
    tables: main.tables,
    links: main.links.map((link) => ({ text: link.text, url: sitePath(link.href) })),
    structuredData: withoutBreadcrumbList(head.jsonLd),
    dateModified: date,
  }
  return { copy, record }
}

/** Writes build/page-index.json, which the sitemap and discovery steps read. */
export function writePageIndex(context: Pick<BuildContext, 'buildDir'>, records: readonly PageRecord[]): void {
  const sorted = [...records].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  writeFile(pageIndexFile(context), JSON.stringify(sorted))
}

export function readPageIndex(context: Pick<BuildContext, 'buildDir'>): PageRecord[] {
  const file = pageIndexFile(context)
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: the AI copies step writes it and must run first.`)
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PageRecord[]
}

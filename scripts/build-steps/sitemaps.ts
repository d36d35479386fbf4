import path from 'node:path'
import {
  listCaseTypePaths,
  listCityPaths,
  listFixedPagePaths,
  listTeamPagePaths,
  listIndexedServiceCityPaths,
  listServiceHubPaths,
  listStatePaths,
} from '~/lib/content-folder/paths'
import { absoluteUrl } from '~/config/site-config'
import { type PageRecord, readPageIndex } from './ai-copies'
import { type BuildContext, writeFile } from './context'

/** The sitemap protocol's limits for one file. */
export const SITEMAP_LIMITS = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 } as const

export interface SitemapSection {
  /** File name stem: "core" -> /sitemap-core.xml (split files: /sitemap-service-cities-1.xml) */
  name: string
  paths: readonly string[]
  /** Whether this section may need several files */
  split?: boolean
}

/** The site's sections of indexed pages, each from the same listers the prerender uses (decision 017). */
export function sitemapSections(): SitemapSection[] {
  return [
    { name: 'core', paths: [...listFixedPagePaths(), ...listTeamPagePaths()] },
    { name: 'services', paths: [...listServiceHubPaths(), ...listCaseTypePaths()] },
    { name: 'locations', paths: [...listStatePaths(), ...listCityPaths()] },
    { name: 'service-cities', paths: listIndexedServiceCityPaths(), split: true },
  ]
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
const URLSET_CLOSE = '</urlset>\n'

function urlEntry(loc: string, lastmod: string): string {
  return `  <url><loc>${escapeXml(loc)}</loc><lastmod>${lastmod}</lastmod></url>\n`
}

/** Groups <url> entries into files that each stay within the URL-count and byte limits. */
export function chunkEntries(
  entries: readonly string[],
  limits: { maxUrls: number; maxBytes: number } = SITEMAP_LIMITS,
): string[][] {
  const frame = Buffer.byteLength(XML_HEAD + URLSET_OPEN + URLSET_CLOSE)
  const chunks: string[][] = []
  let current: string[] = []
  let bytes = frame
  for (const entry of entries) {
    const size = Buffer.byteLength(entry)
    if (frame + size > limits.maxBytes) throw new Error(`A sitemap entry alone exceeds ${limits.maxBytes} bytes`)
    if (current.length > 0 && (current.length >= limits.maxUrls || bytes + size > limits.maxBytes)) {
      chunks.push(current)
      current = []
      bytes = frame
    }
    current.push(entry)
    bytes += size
  }
  if (current.length > 0) chunks.push(current)
  return chunks
}

export interface SitemapFile {
  /** "/sitemap-core.xml" */
  file: string
  urls: number
  contents: string
  /** The newest lastmod of its URLs: the index's lastmod for it */
  lastmod: string
}

/**
 * The child sitemaps and the index that lists them. Only pages in `lastmodByPage` (canonical pages
 * that answer 200) appear, each with its own date; the index gives each child the newest of its URLs'.
 */
export function buildSitemaps(
  sections: readonly SitemapSection[],
  lastmodByPage: ReadonlyMap<string, string>,
  limits: { maxUrls: number; maxBytes: number } = SITEMAP_LIMITS,
): { index: string; children: SitemapFile[] } {
  const children: SitemapFile[] = []
  for (const section of sections) {
    const included = section.paths.filter((page) => lastmodByPage.has(page))
    const entries = included.map((page) => urlEntry(absoluteUrl(page), lastmodByPage.get(page)!))
    if (entries.length === 0) continue
    const chunks = chunkEntries(entries, limits)
    if (chunks.length > 1 && !section.split)
      throw new Error(`The "${section.name}" sitemap outgrew one file; mark its section as split`)
    let first = 0
    chunks.forEach((chunk, index) => {
      const file = section.split ? `/sitemap-${section.name}-${index + 1}.xml` : `/sitemap-${section.name}.xml`
      const lastmod = included
        .slice(first, first + chunk.length)
        .map((page) => lastmodByPage.get(page)!)
        .sort()
        .at(-1)!
      first += chunk.length
      children.push({
        file,
        urls: chunk.length,
        contents: XML_HEAD + URLSET_OPEN + chunk.join('') + URLSET_CLOSE,
        lastmod,
      })
    })
  }
  const index =
    XML_HEAD +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    children
      .map(
        (child) =>
          `  <sitemap><loc>${escapeXml(absoluteUrl(child.file))}</loc><lastmod>${child.lastmod}</lastmod></sitemap>\n`,
      )
      .join('') +
    '</sitemapindex>\n'
  return { index, children }
}

/** Writes /sitemap.xml (an index) and its children by section, from the pages this build actually rendered and their dates. */
export function writeSitemaps(
  context: BuildContext,
  pages: readonly PageRecord[] = readPageIndex(context),
): { files: number; urls: number } {
  const lastmodByPage = new Map(
    pages.flatMap((page) => (page.indexable ? [[page.path, page.lastModified] as const] : [])),
  )
  const { index, children } = buildSitemaps(sitemapSections(), lastmodByPage)
  for (const child of children) writeFile(path.join(context.clientDir, child.file), child.contents)
  writeFile(path.join(context.clientDir, 'sitemap.xml'), index)
  return { files: children.length, urls: children.reduce((sum, child) => sum + child.urls, 0) }
}

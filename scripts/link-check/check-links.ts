import fs from 'node:fs'
import path from 'node:path'
import { resolveLegacyPath } from '~/lib/legacy/resolve'
import { isNoindexPath, NOT_FOUND_FILE } from '~/lib/routing'
import { siteConfig } from '~/config/site-config'
import { listBuildFiles } from '../../server/site/build-files'

export interface LinkReport {
  pages: number
  links: number
  /** "page -> href" for links that lead nowhere */
  broken: string[]
  /** sitemap URLs with no page */
  sitemapWithoutPage: string[]
  /** indexable pages the sitemap does not list */
  missingFromSitemap: string[]
  /** sitemap URLs of pages that carry noindex */
  noindexInSitemap: string[]
  /** pages no chain of links from the home page reaches */
  unreachable: string[]
}

const ANCHOR_HREF = /<a\b[^>]*?\shref="([^"]*)"/g
/** A robots meta tag that asks not to be indexed (React writes name before content). */
const NOINDEX_META = /<meta\s+name="robots"\s+content="[^"]*\bnoindex\b/i

/** "/about/index.html" -> "/about"; "/index.html" -> "/" */
function pageOf(file: string): string {
  return file === '/index.html' ? '/' : file.replace(/\/index\.html$/, '')
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
}

/** The site path an href points at, or null when it leaves the site (mailto:, tel:, another host). */
export function internalPath(href: string, origin: string): string | null {
  const value = decodeEntities(href.trim())
  if (!value || value.startsWith('#')) return null
  let url: URL
  try {
    url = new URL(value, `${origin}/`)
  } catch {
    return null
  }
  if (url.origin !== origin) return null
  return decodeURIComponent(url.pathname)
}

/** Walks a built site and checks every internal link, the sitemaps and reachability from the home page. */
export function checkLinks(clientDir: string, origin = new URL(siteConfig.siteUrl).origin): LinkReport {
  const fileSet = listBuildFiles(clientDir)
  const files = [...fileSet]
  const htmlPages = files.filter((file) => file.endsWith('/index.html'))
  const pages = new Set(htmlPages.map(pageOf))
  const linksOf = new Map<string, Set<string>>()
  // A noindex page (the request-received pages, reached by the collector's redirect after a form post,
  // and the pages that carry noindex themselves: decision 017) belongs in no sitemap and needs no link.
  const noindex = new Set<string>([...pages].filter(isNoindexPath))
  const broken: string[] = []
  let links = 0

  const resolves = (target: string): string | null => {
    const clean = target.length > 1 ? target.replace(/\/+$/, '') : target
    if (pages.has(clean)) return clean
    if (fileSet.has(target)) return target
    const legacy = resolveLegacyPath(clean)
    return legacy && pages.has(legacy) ? legacy : null
  }

  for (const file of htmlPages) {
    const page = pageOf(file)
    const html = fs.readFileSync(path.join(clientDir, file), 'utf8')
    if (NOINDEX_META.test(html)) noindex.add(page)
    const targets = new Set<string>()
    for (const match of html.matchAll(ANCHOR_HREF)) {
      const target = internalPath(match[1]!, origin)
      if (target === null) continue
      links += 1
      const resolved = resolves(target)
      if (resolved === null) broken.push(`${page} -> ${match[1]}`)
      else if (pages.has(resolved)) targets.add(resolved)
    }
    linksOf.set(page, targets)
  }

  const sitemapUrls = readSitemapUrls(clientDir, origin)
  const sitemapPaths = new Set(sitemapUrls.map((url) => internalPath(url, origin) ?? url))
  const sitemapWithoutPage = [...sitemapPaths].filter((pathname) => !pages.has(pathname))
  const missingFromSitemap = [...pages].filter((page) => !sitemapPaths.has(page) && !noindex.has(page))
  const noindexInSitemap = [...sitemapPaths].filter((pathname) => noindex.has(pathname))

  const reached = new Set<string>(['/'])
  const queue = ['/']
  while (queue.length) {
    for (const next of linksOf.get(queue.pop()!) ?? []) {
      if (!reached.has(next)) {
        reached.add(next)
        queue.push(next)
      }
    }
  }
  const unreachable = [...pages].filter((page) => !reached.has(page) && !noindex.has(page))
  if (!fileSet.has(NOT_FOUND_FILE)) broken.push(`${NOT_FOUND_FILE} is missing`)
  return { pages: pages.size, links, broken, sitemapWithoutPage, missingFromSitemap, noindexInSitemap, unreachable }
}

function readSitemapUrls(clientDir: string, origin: string): string[] {
  const index = path.join(clientDir, 'sitemap.xml')
  if (!fs.existsSync(index)) return []
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decodeEntities(match[1]!.trim()))
  const root = fs.readFileSync(index, 'utf8')
  if (!root.includes('<sitemapindex')) return locs(root)
  return locs(root).flatMap((child) => {
    const childPath = internalPath(child, origin)
    return childPath ? locs(fs.readFileSync(path.join(clientDir, childPath), 'utf8')) : []
  })
}

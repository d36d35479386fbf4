import path from 'node:path'
import { listCaseTypePaths, listFixedPagePaths, listServiceHubPaths, listStatePaths } from '~/lib/content-folder/paths'
import { coverageCounts } from '~/lib/content-folder/locations'
import { listServices } from '~/lib/content-folder/services'
import { aiCopyPath } from '~/lib/seo/page-meta'
import { absoluteUrl, siteConfig } from '~/config/site-config'
import { staffingStatement } from '~/lib/firm/staffing.server'
import { type PageRecord, readPageIndex } from './ai-copies'
import { type BuildContext, writeFile } from './context'

/**
 * Crawlers the firm names as welcome: search engines and AI agents alike. They share one group with
 * every other crawler, so each reads the same rules.
 */
export const WELCOME_CRAWLERS = [
  'Googlebot',
  'Bingbot',
  'Applebot',
  'DuckDuckBot',
  'GPTBot',
  'OAI-SearchBot',
  'ChatGPT-User',
  'ClaudeBot',
  'Claude-User',
  'Claude-SearchBot',
  'anthropic-ai',
  'PerplexityBot',
  'Perplexity-User',
  'Google-Extended',
  'Applebot-Extended',
  'CCBot',
  'Amazonbot',
  'Meta-ExternalAgent',
  'cohere-ai',
] as const

/** Paths with nothing to read: the lead collector (POST only) and the health check. */
export const DISALLOWED_PATHS = ['/f/', '/healthz'] as const

/** robots.txt with RFC 9309 directives only (User-agent, Allow, Disallow) plus Sitemap. */
export function buildRobotsTxt(): string {
  return [
    `# ${siteConfig.name}: search engines and AI crawlers are welcome to read every page.`,
    `# A summary for language models: ${absoluteUrl('/llms.txt')}`,
    'User-agent: *',
    ...WELCOME_CRAWLERS.map((agent) => `User-agent: ${agent}`),
    'Allow: /',
    ...DISALLOWED_PATHS.map((pathPrefix) => `Disallow: ${pathPrefix}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n')
}

const FIRM_SUFFIX = ` | ${siteConfig.name}`

function linkLine(page: PageRecord): string {
  const name = page.title.endsWith(FIRM_SUFFIX) ? page.title.slice(0, -FIRM_SUFFIX.length) : page.title
  return `- [${name}](${absoluteUrl(page.path)}): ${page.description} ([JSON copy](${absoluteUrl(aiCopyPath(page.path))}))`
}

/** llms.txt (llmstxt.org): the firm's name, a summary, and the key pages with their AI copies. */
export function buildLlmsTxt(pages: readonly PageRecord[]): string {
  const byPath = new Map(pages.filter((page) => page.aiCopy).map((page) => [page.path, page]))
  const section = (heading: string, paths: readonly string[]) => {
    const lines = paths
      .map((pagePath) => byPath.get(pagePath))
      .filter((page): page is PageRecord => Boolean(page))
      .map(linkLine)
    return lines.length > 0 ? [`## ${heading}`, '', ...lines, ''] : []
  }
  const { cities } = coverageCounts()
  const { promises, hours } = siteConfig
  return [
    `# ${siteConfig.name}`,
    '',
    `> ${siteConfig.tagline}: ${listServices().length} services for attorneys, insurers, businesses and public bodies, with local pages for ${cities} cities. ${promises.nationwide.sentence}`,
    '',
    `${siteConfig.legalName} was founded in ${String(siteConfig.foundingYear)}. ${staffingStatement()} ` +
      `Phone ${siteConfig.phone}, email ${siteConfig.email}, ${hours.label}. ${promises.inquiryResponse.sentence} ${promises.freeReview.sentence}`,
    '',
    `Every indexed page has a JSON copy with its title, description, headings and text, links and structured data: ` +
      `${absoluteUrl('/ai/pages/index.json')} for the home page and ${absoluteUrl('/ai/pages')}/{path}.json for any other page. ` +
      `${absoluteUrl('/sitemap.xml')} lists the indexed pages: the firm's pages, services, states and cities, and each litigation service in each city. ` +
      `An advisory service's page for a city repeats that city's facts, so it asks not to be indexed and has no JSON copy; the city page and the service page carry its content.`,
    '',
    ...section('Firm', listFixedPagePaths()),
    ...section('Services', listServiceHubPaths()),
    ...section('Case types', listCaseTypePaths()),
    ...section('States', listStatePaths()),
    '## Optional',
    '',
    `- [Sitemap index](${absoluteUrl('/sitemap.xml')}): every indexed page of the site, including each litigation service in each city we serve`,
    '',
  ].join('\n')
}

/** Writes robots.txt and llms.txt. */
export function writeDiscoveryFiles(
  context: BuildContext,
  pages: readonly PageRecord[] = readPageIndex(context),
): void {
  writeFile(path.join(context.clientDir, 'robots.txt'), buildRobotsTxt())
  writeFile(path.join(context.clientDir, 'llms.txt'), buildLlmsTxt(pages))
}

/**
 * The link check over the whole build (part of npm test): every internal link resolves to a page, a
 * file or a legacy rule; sitemaps and pages agree; every page is reachable from the home page.
 */
import path from 'node:path'
import { checkLinks } from './link-check/check-links'

const clientDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build/client')
const started = Date.now()
const report = checkLinks(clientDir)
const problems = [
  ...report.broken.map((line) => `broken link: ${line}`),
  ...report.sitemapWithoutPage.map((line) => `sitemap URL with no page: ${line}`),
  ...report.missingFromSitemap.map((line) => `page missing from the sitemap: ${line}`),
  ...report.noindexInSitemap.map((line) => `noindex page listed in the sitemap: ${line}`),
  ...report.unreachable.map((line) => `page not reachable from the home page: ${line}`),
]
console.log(
  `[links] ${report.pages} pages, ${report.links} internal links checked in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
if (problems.length) {
  console.error(problems.slice(0, 50).join('\n'))
  if (problems.length > 50) console.error(`... and ${problems.length - 50} more`)
  process.exit(1)
}
console.log(
  '[links] every link resolves, the sitemap lists every indexed page and no noindex one, every page is reachable from the home page',
)

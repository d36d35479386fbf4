import { writeAiCopies } from './build-steps/ai-copies'
import { createBuildContext } from './build-steps/context'
import { writeDiscoveryFiles } from './build-steps/discovery-files'
import { writeHeadersFile } from './build-steps/headers-file'
import { moveNotFoundPage } from './build-steps/not-found-page'
import { finishFiles } from './build-steps/precompress'
import { writeRedirectsFile } from './build-steps/redirects-file'
import { writeSearchIndex } from './build-steps/search-index'
import { writeSitemaps } from './build-steps/sitemaps'

const context = createBuildContext()

async function step(name: string, work: () => unknown): Promise<void> {
  const started = Date.now()
  await work()
  console.log(`${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

await step('404.html', () => moveNotFoundPage(context))
await step('search-index.json', () => writeSearchIndex(context))
await step('AI copies /ai/pages/**.json', () => writeAiCopies(context))
await step('sitemap.xml and child sitemaps', () => writeSitemaps(context))
await step('robots.txt and llms.txt', () => writeDiscoveryFiles(context))
await step('_redirects', () => writeRedirectsFile(context))
await step('_headers', () => writeHeadersFile(context))
await step('script policies and precompressed .br and .gz files', () => finishFiles(context))

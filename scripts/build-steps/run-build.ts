/**
 * The build itself, loaded by scripts/build.ts once it has started the first render worker: the
 * steps, their times and the stamp. See that file for what the build does.
 */
import fs from 'node:fs'
import path from 'node:path'
import { buildDate } from '~/config/site-config'
import { NOT_FOUND_FILE } from '~/lib/routing'
import { aiCopyPath } from '~/lib/seo/page-meta'
import { CONTENT_FILES } from '~/config/content-schema/files'
import { consultationAvailability } from '~/lib/booking/availability.server'
import { ContentFileError, contentDir, findContentFileProblems } from '~/lib/content-folder/content-files.server'
import { PORTRAITS_FOLDER } from '~/lib/firm/portraits'
import { writePortraits } from './portraits'
import { CONTENT_CHECK_FAILED } from '~/lib/content-folder/validate'
import { type PageRecord, writePageIndex } from './ai-copies'
import { BUILD_STAMP_FILE, type BuildStamp, fullFigures, measureDeployDir, readBuildStamp } from './build-stamp'
import { clearPreviousBuild, createBuildContext, listFiles, writeFile } from './context'
import type { GeneratedDocument } from './documents/write-documents'
import { codeDate, contentInputs, hashContent, readBuildSettings, readCodeInputs } from './incremental/inputs'
import {
  type BuildManifest,
  planBuild,
  previousOutputProblem,
  readBundles,
  readManifest,
  removeManifest,
  writeManifest,
} from './incremental/manifest'
import { createStaging, promoteStaging } from './incremental/staging'
import { writeDiscoveryFiles } from './discovery-files'
import { writeHeadersFile } from './headers-file'
import { buildInboxBundle } from './inbox-bundle'
import { precompressAssets, precompressRemainingFiles } from './precompress'
import { sampleFromEnv } from './prerender-paths'
import { createStepRunner } from './step-runner'
import { readIslandsManifest, runViteBuilds } from './vite-builds'
import { documentsLabel, describeDocuments, makeDocuments } from './documents/build-documents'
import type { InputDates, RenderedNotFound, RenderedPage } from './render-pages'
import { renderPoolFor, renderWorkerCount } from './render-pool'
import { buildDirOf, keptServerBundle } from './build-layout'
import { writeRedirectsFile } from './redirects-file'
import { previousStylesheets, writeRuntimeFile } from './runtime-file'
import { writeSearchIndex } from './search-index'
import { bundleServer, SERVER_BUNDLE_DIR, writeServerBundle } from './server-bundle'
import { writeNginxConfig } from './nginx-config'
import { writeSitemaps } from './sitemaps'
import { listBuildPagePaths } from './build-page-list'
import { readSourceVintages, staleSourceWarnings } from './source-freshness'

const root = path.resolve(import.meta.dirname, '../..')
const FLAGS = ['--full', '--plan']
const flags = process.argv.slice(2)
const unknownFlag = flags.find((flag) => !FLAGS.includes(flag))
if (unknownFlag) {
  console.error(`[build] unknown option ${unknownFlag}: npm run build [-- --full | --plan]`)
  process.exit(2)
}
// One build date for every step, the Vite child and the render workers (which inherit the environment):
// the testimony and publication windows count back from it. BUILD_DATE=YYYY-MM-DD fixes it.
const day = buildDate()
process.env.BUILD_DATE = day
const context = createBuildContext(buildDirOf(root))
const { log, step, heartbeat, runBuildTool, progress, totals, printStepTimes } = createStepRunner(
  root,
  context.buildDir,
)
// A source past its refresh date is said, not hidden; the figures stay true for their stated vintage.
for (const warning of staleSourceWarnings(day, readSourceVintages(root))) log(`warning: stale source: ${warning}`)

/** Ends the build with every content problem on its own line (file, field, problem) and nothing written. */
function stopOnContentProblems(problems: readonly string[]): never {
  console.error(
    `[build] the content files have ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}; nothing was written, and the previous build is as it was:\n  ${problems.join('\n  ')}`,
  )
  process.exit(1)
}

log(`building into ${path.relative(root, context.buildDir) || '.'}/ (build date ${day})`)

// Before anything is written: a broken content file stops the build here, the previous build intact.
const paths = await step(
  'content validation and page list',
  async () => {
    const problems = findContentFileProblems(CONTENT_FILES)
    if (problems.length) stopOnContentProblems(problems)
    // Who takes consultations must be the principal or a person of the content folder.
    try {
      consultationAvailability()
    } catch (error) {
      if (error instanceof ContentFileError) stopOnContentProblems(error.message.split('\n'))
      throw error
    }
    try {
      return listBuildPagePaths().paths
    } catch (error) {
      // The rules between files (app/lib/content-folder/validate.ts): the same plain report, no stack trace.
      const message = error instanceof Error ? error.message : String(error)
      if (message.startsWith(CONTENT_CHECK_FAILED))
        stopOnContentProblems(
          message
            .split('\n')
            .slice(1)
            .map((line) => line.trim()),
        )
      throw error
    }
  },
  (list) =>
    `${list.length.toLocaleString('en-US')} pages${sampleFromEnv() > 1 ? ` (PRERENDER_SAMPLE=${sampleFromEnv()})` : ''}`,
)

const previousManifest = readManifest(context)
const usable = previousManifest && !('unusable' in previousManifest) ? previousManifest : undefined
const { plan, current, dates } = await step(
  'plan: code fingerprint, settings, content inputs',
  () => {
    const code = readCodeInputs(root)
    const content = contentInputs(contentDir(), hashContent(contentDir()), usable?.content)
    const current = { code, settings: readBuildSettings(), buildDate: day, pagePaths: paths, content }
    const outputProblem = usable && !flags.includes('--full') ? previousOutputProblem(context, usable) : undefined
    const dates: InputDates = {
      code: codeDate(root, code, usable?.code),
      content: Object.fromEntries(
        Object.entries(content).flatMap(([input, { date }]) => (date ? [[input, date]] : [])),
      ),
    }
    return {
      plan: planBuild(previousManifest, current, { force: flags.includes('--full'), outputProblem }),
      current,
      dates,
    }
  },
  ({ plan }) => `${plan.kind} build`,
)
log(`plan: ${plan.kind} build: ${plan.reason}`)
if (flags.includes('--plan')) process.exit(0)

const pagesToRender = plan.kind === 'full' ? paths : plan.pages
// The Node server is bundled in memory by esbuild's own process while the build goes on; written near the end.
const serverBundleDir = path.join(context.buildDir, SERVER_BUNDLE_DIR)
const serverBundle = bundleServer(root, serverBundleDir)
serverBundle.catch(() => undefined)

function writeDocumentFiles(documents: readonly GeneratedDocument[]): void {
  for (const document of documents) writeFile(path.join(context.clientDir, document.path), document.bytes)
}

const serverBuildFile = keptServerBundle(context.buildDir)
let rendered: RenderedPage[]
let documentInputs: string[]
let notFound: RenderedNotFound
let assets: { files: string[]; done: Promise<number> }

if (plan.kind === 'full') {
  // The previous build's deletion runs beside the next steps (in an object, so that the step does not wait for it).
  const previous = await step('clean (the previous build moved aside)', () => ({
    deleted: clearPreviousBuild(context.buildDir),
  }))
  void previous.deleted.catch(() => undefined)
  const workers = (await renderPoolFor('full'))!
  workers.warm(renderWorkerCount(paths.length))
  await step('client and server bundles (vite)', async () => {
    const stop = heartbeat('bundling')
    try {
      await runViteBuilds(root, context, runBuildTool)
    } catch (error) {
      await workers.stop()
      throw error
    } finally {
      stop()
    }
  })

  await step("the inbox's script and stylesheet (build/inbox, outside the deploy directory)", () =>
    buildInboxBundle(context.buildDir, root),
  )

  // Before the pages, so that a document that cannot be made stops the build early.
  const made = await step(
    documentsLabel,
    async () => {
      try {
        const result = await makeDocuments(day, dates)
        writeDocumentFiles(result.documents)
        for (const message of result.messages) log(`  ${message}`)
        return result
      } catch (error) {
        await workers.stop()
        throw error
      }
    },
    describeDocuments(day),
  )
  documentInputs = made.inputs

  // The assets' copies (brotli 11) are made on libuv's threads while the workers render.
  assets = precompressAssets(context)
  const shard = await step(
    'pages: HTML, AI copies, script policies, precompressed copies; the 404 page',
    () => workers.render(context, serverBuildFile, paths, dates, progress(paths.length), true),
    ({ pages }) => `${pages.length.toLocaleString('en-US')} pages`,
  )
  rendered = shard.pages
  notFound = shard.notFound!
  await step('previous build deleted (begun at the clean)', () => previous.deleted)
} else {
  const before = usable!
  // From here on the build writes: should it fail half-way, the next build is a full one.
  const staging = createStaging(context)
  const renders = pagesToRender.length > 0 || plan.notFound
  // The worker started by scripts/build.ts has loaded the previous build's server bundle, or is loading it.
  const workers = await renderPoolFor(renders ? 'incremental' : undefined)
  // The documents and the pages render first (the pages into a staging folder), so that a failure leaves the previous build as it was.
  const made = plan.documents
    ? await step(documentsLabel, () => makeDocuments(day, dates), describeDocuments(day))
    : undefined
  const shard = renders
    ? await step(
        `pages that read what changed: ${pagesToRender.length.toLocaleString('en-US')} of ${paths.length.toLocaleString('en-US')}${plan.notFound ? ', and the 404 page' : ''}`,
        () =>
          workers!.render(
            staging,
            serverBuildFile,
            pagesToRender,
            dates,
            progress(pagesToRender.length),
            plan.notFound,
          ),
        ({ pages }) => `${pages.length.toLocaleString('en-US')} pages`,
      )
    : { pages: [], notFound: undefined }
  const fresh = shard.pages
  await step(
    'changed files moved into the build',
    () => {
      removeManifest(context)
      if (made) {
        writeDocumentFiles(made.documents)
        for (const message of made.messages) log(`  ${message}`)
      }
      const changed = promoteStaging(context, staging)
      // a page that no longer has an AI copy loses the old one
      const previousPages = new Map(before.pages.map((page) => [page.record.path, page]))
      for (const page of fresh)
        if (previousPages.get(page.record.path)?.record.aiCopy && !page.record.aiCopy)
          fs.rmSync(path.join(context.clientDir, aiCopyPath(page.record.path)), { force: true })
      return changed.length + (made?.documents.length ?? 0)
    },
    (count) => `${count} files`,
  )
  documentInputs = made ? made.inputs : before.documents.inputs
  const freshByPath = new Map(fresh.map((page) => [page.record.path, page]))
  rendered = before.pages.map((page) => freshByPath.get(page.record.path) ?? page)
  notFound = shard.notFound ?? before.notFound
  // The assets are those of the previous build, their copies made then.
  assets = {
    files: listFiles(path.join(context.clientDir, 'assets')).map((file) => `/assets${file}`),
    done: Promise.resolve(0),
  }
}

rendered.sort((a, b) => (a.record.path < b.record.path ? -1 : a.record.path > b.record.path ? 1 : 0))
const cspHashes: Record<string, string[]> = Object.fromEntries(
  [...rendered.map((page) => [page.htmlFile, page.hashes] as const), [NOT_FOUND_FILE, notFound.hashes] as const].sort(
    ([a], [b]) => (a < b ? -1 : a > b ? 1 : 0),
  ),
)
// files whose precompressed copies are settled (made, or not worth making), which the last step skips
const precompressed = new Set([...rendered.flatMap((page) => page.precompressed), ...assets.files, NOT_FOUND_FILE])

const records = rendered.map((page): PageRecord => page.record)
await step('page index and script hashes', () => {
  writePageIndex(context, records)
  writeFile(path.join(context.buildDir, 'csp-hashes.json'), JSON.stringify(cspHashes))
})
await step(
  "runtime.json (what the server reads of the content, and the site's stylesheets)",
  async () => {
    // After a full build, from the new islands manifest; an incremental build keeps the previous build's assets and their names.
    const fresh = () => readIslandsManifest(context.buildDir).stylesheets
    return writeRuntimeFile(context, (plan.kind === 'full' ? undefined : previousStylesheets(context)) ?? fresh())
  },
  (content) => `${String(content.availability.people.length)} consultation calendar(s)`,
)
await step(
  'portraits (AVIF and WebP at the widths the pages use; drawings as they are)',
  () => writePortraits(path.join(contentDir(), PORTRAITS_FOLDER), context.clientDir),
  ({ photos, drawings, files }) =>
    `${String(photos)} photo(s), ${String(drawings)} drawing(s), ${String(files)} file(s)`,
)
await step(
  'search-index.json',
  () => writeSearchIndex(context),
  (bytes) => `${(bytes / 1024).toFixed(0)} KB`,
)
await step(
  'sitemap.xml and child sitemaps',
  () => writeSitemaps(context, records),
  ({ files, urls }) => `${files} sitemaps, ${urls.toLocaleString('en-US')} URLs`,
)
await step('robots.txt and llms.txt', () => writeDiscoveryFiles(context, records))
await step(
  '_redirects',
  () => writeRedirectsFile(context),
  ({ rules }) => `${rules} rules`,
)
await step('_headers', () => writeHeadersFile(context))
// The deploy directory is complete here (what follows writes beside it): listed once, for the copies and the stamp.
const clientFiles = listFiles(context.clientDir)
await step(
  plan.kind === 'full'
    ? 'precompressed copies of assets (begun during the render) and site files'
    : 'precompressed copies of site files',
  async () => (await assets.done) + (await precompressRemainingFiles(context, clientFiles, precompressed)),
  (count) => `${count} files`,
)

// The Node server as plain JavaScript, and the nginx front that matches it (npm run release copies both).
await step(
  'the server as plain JavaScript (build/server, esbuild)',
  () => writeServerBundle(serverBundleDir, serverBundle),
  ({ files, bytes }) => `${files} files, ${(bytes / 1e6).toFixed(1)} MB`,
)
await step(
  'nginx configuration (build/nginx)',
  () => writeNginxConfig(context.buildDir),
  ({ exact, patterns }) => `${exact} exact and ${patterns} pattern redirects`,
)

// The server bundle stays in build/.server (outside the deploy directory) for the next incremental build.
const bundles = readBundles(context)
if ('missing' in bundles) throw new Error(`The build has ${bundles.missing}`)
const manifest: BuildManifest = {
  version: 1,
  code: { ...current.code, date: dates.code },
  settings: current.settings,
  buildDate: day,
  content: current.content,
  bundles,
  pages: rendered,
  documents: { inputs: documentInputs },
  notFound,
}
await step('build manifest (.incremental/manifest.json)', () => writeManifest(context, manifest))

const deploy = measureDeployDir(context.clientDir, clientFiles)
const { seconds, cpuSeconds, steps } = totals()
const previousStamp = plan.kind === 'incremental' ? readBuildStamp(context.buildDir) : undefined
const stamp: BuildStamp = {
  builtAt: new Date().toISOString(),
  kind: plan.kind,
  reason: plan.reason,
  pages: rendered.length,
  rendered: pagesToRender.length,
  sample: sampleFromEnv(),
  seconds,
  cpuSeconds,
  steps,
  deploy,
  lastFull: previousStamp
    ? previousStamp.kind === 'incremental'
      ? previousStamp.lastFull
      : fullFigures(previousStamp)
    : undefined,
}
writeFile(path.join(context.buildDir, BUILD_STAMP_FILE), JSON.stringify(stamp, null, 2))

printStepTimes()
log(
  `deploy directory ${path.relative(root, context.clientDir)}/: ${deploy.files.toLocaleString('en-US')} files, ${(deploy.bytes / 1e6).toFixed(0)} MB`,
)
log(
  `done: ${plan.kind} build, ${pagesToRender.length.toLocaleString('en-US')} of ${rendered.length.toLocaleString('en-US')} pages rendered in ${stamp.seconds.toFixed(1)} s (${stamp.cpuSeconds.toFixed(0)} CPU s)`,
)

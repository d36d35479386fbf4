/**
 * The incremental build's record of the previous build (build/.incremental/manifest.json, outside the
 * deploy directory), and the planner that decides from it what the next build must do: the full build
 * when anything that cannot be tracked changed, else only the pages whose inputs changed.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { BUNDLED_CONTENT_FILES } from '~/config/content-schema/files'
import { BUILD_DATE_INPUT } from '~/lib/content-folder/content-reads'
import { NOT_FOUND_FILE } from '~/lib/routing'
import { aiCopyPath } from '~/lib/seo/page-meta'
import { type BuildContext, writeFile } from '../context'
import { KEPT_SERVER_DIR, MANIFEST_FILE } from '../build-layout'
import type { RenderedPage } from '../render-pages'
import { ISLANDS_MANIFEST_FILE } from '../prerender-paths'
import { BUILD_SETTINGS, type CodeInputs, type ContentInput } from './inputs'

export const MANIFEST_VERSION = 1

export interface BuildManifest {
  version: typeof MANIFEST_VERSION
  code: CodeInputs & { date: string }
  settings: Record<string, string>
  /** BUILD_DATE of the build: an input of the pages that count back from it */
  buildDate: string
  content: Record<string, ContentInput>
  /** The client manifest React Router wrote (/assets/manifest-*.js) and the kept server bundle, by hash */
  bundles: { clientManifest: string; clientManifestHash: string; serverHash: string }
  /** Every page, sorted by path, with its inputs and what the site-wide files need of it */
  pages: RenderedPage[]
  /** The generated PDFs: what they read */
  documents: { inputs: string[] }
  /** The 404 page (React Router's SPA fallback, which carries the home route's data): its script hashes and what it read */
  notFound: { hashes: string[]; inputs: string[] }
}

/** What this build would be made from. */
export interface CurrentInputs {
  code: CodeInputs
  settings: Record<string, string>
  buildDate: string
  pagePaths: readonly string[]
  content: Record<string, ContentInput>
}

export type BuildPlan =
  | { kind: 'full'; reason: string }
  | {
      kind: 'incremental'
      reason: string
      pages: string[]
      documents: boolean
      notFound: boolean
      changedInputs: string[]
    }

export const manifestFile = (context: Pick<BuildContext, 'buildDir'>) => path.join(context.buildDir, MANIFEST_FILE)

/** The previous build's manifest, undefined when there is none, or the reason it cannot be used. */
export function readManifest(
  context: Pick<BuildContext, 'buildDir'>,
): BuildManifest | undefined | { unusable: string } {
  const file = manifestFile(context)
  if (!fs.existsSync(file)) return undefined
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<BuildManifest>
    if (parsed.version !== MANIFEST_VERSION) return { unusable: `it is of another version (${String(parsed.version)})` }
    if (
      !parsed.code?.fingerprint ||
      !parsed.content ||
      !Array.isArray(parsed.pages) ||
      !parsed.bundles ||
      !Array.isArray(parsed.documents?.inputs) ||
      !Array.isArray(parsed.notFound?.inputs) ||
      typeof parsed.buildDate !== 'string'
    ) {
      return { unusable: 'it misses fields' }
    }
    return parsed as BuildManifest
  } catch (error) {
    return { unusable: `it does not parse (${(error as Error).message.split('\n')[0]})` }
  }
}

export function writeManifest(context: Pick<BuildContext, 'buildDir'>, manifest: BuildManifest): void {
  writeFile(manifestFile(context), JSON.stringify(manifest))
}

/**
 * An environment that repeats a build's settings and build date over `base` (a test's or the bench's
 * own environment), so that a build against a copy of that build plans the same way.
 */
export function environmentOf(
  manifest: Pick<BuildManifest, 'settings' | 'buildDate'>,
  base: NodeJS.ProcessEnv,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base, BUILD_DATE: manifest.buildDate }
  for (const name of [...BUILD_SETTINGS, ...Object.keys(env).filter((key) => key.startsWith('VITE_'))]) delete env[name]
  return { ...env, ...manifest.settings }
}

/** Removes the manifest before an incremental build writes: should that build fail half-way, the next one is full. */
export function removeManifest(context: Pick<BuildContext, 'buildDir'>): void {
  fs.rmSync(manifestFile(context), { force: true })
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/**
 * The bundles as they are on disk: the islands build's manifest (which names every client file by its
 * hash, the stylesheet's included) and the kept server bundle.
 */
export function readBundles(
  context: Pick<BuildContext, 'buildDir' | 'clientDir'>,
): BuildManifest['bundles'] | { missing: string } {
  const clientManifest = `/${ISLANDS_MANIFEST_FILE}`
  if (!fs.existsSync(path.join(context.buildDir, clientManifest)))
    return { missing: `no islands manifest at ${ISLANDS_MANIFEST_FILE}` }
  const serverDir = path.join(context.buildDir, KEPT_SERVER_DIR)
  if (!fs.existsSync(path.join(serverDir, 'index.js')))
    return { missing: `no server bundle at ${KEPT_SERVER_DIR}/index.js` }
  const server = createHash('sha256')
  for (const entry of fs
    .readdirSync(serverDir, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())) {
    const file = path.join(entry.parentPath, entry.name)
    server.update(`${path.relative(serverDir, file)}\n`).update(fs.readFileSync(file))
  }
  return {
    clientManifest,
    clientManifestHash: sha256(fs.readFileSync(path.join(context.buildDir, clientManifest))),
    serverHash: server.digest('hex'),
  }
}

/**
 * Why the previous build's files cannot be built on (a bundle replaced or missing; a page's HTML, .data
 * or AI copy, the 404 page or a site file gone), or undefined.
 */
export function previousOutputProblem(
  context: Pick<BuildContext, 'buildDir' | 'clientDir'>,
  manifest: BuildManifest,
): string | undefined {
  const bundles = readBundles(context)
  if ('missing' in bundles) return `the previous build has ${bundles.missing}`
  if (
    bundles.clientManifest !== manifest.bundles.clientManifest ||
    bundles.clientManifestHash !== manifest.bundles.clientManifestHash
  )
    return 'the client manifest on disk is not the one the previous build recorded'
  if (bundles.serverHash !== manifest.bundles.serverHash)
    return 'the server bundle on disk is not the one the previous build recorded'
  const pageFiles = manifest.pages.flatMap((page) => [
    page.htmlFile,
    ...page.precompressed,
    ...(page.record.aiCopy ? [aiCopyPath(page.record.path)] : []),
  ])
  const missing = [...pageFiles, NOT_FOUND_FILE, '/sitemap.xml'].find(
    (file) => !fs.existsSync(path.join(context.clientDir, file)),
  )
  if (missing) return `the previous build's ${missing} is missing`
  for (const file of ['page-index.json', 'csp-hashes.json'])
    if (!fs.existsSync(path.join(context.buildDir, file))) return `the previous build's ${file} is missing`
  return undefined
}

/** Some names and how many more: "app/a.ts, app/b.ts and 3 more". */
function someOf(names: readonly string[], shown = 3): string {
  const head = names.slice(0, shown).join(', ')
  return names.length > shown ? `${head} and ${names.length - shown} more` : head
}

function changedKeys(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  same: (a: unknown, b: unknown) => boolean,
): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => !(key in before) || !(key in after) || !same(before[key], after[key]))
    .sort()
}

/**
 * The plan: a full build when asked (`--full`), when there is no usable previous manifest, or when the
 * code, a build setting, the page list, the previous output or a bundled content file (the firm's
 * identity, BUNDLED_CONTENT_FILES) changed; else an incremental build of
 * the pages (and documents) that read an input that changed: a content file's bytes or date, a file
 * added or removed, a folder's listing, or the build date.
 */
export function planBuild(
  previous: BuildManifest | undefined | { unusable: string },
  current: CurrentInputs,
  options: { force?: boolean; outputProblem?: string } = {},
): BuildPlan {
  if (options.force) return { kind: 'full', reason: '--full asked for it' }
  if (!previous) return { kind: 'full', reason: 'there is no previous build manifest' }
  if ('unusable' in previous)
    return { kind: 'full', reason: `the previous build manifest cannot be used: ${previous.unusable}` }
  if (previous.code.fingerprint !== current.code.fingerprint) {
    const files = changedKeys(previous.code.files, current.code.files, (a, b) => a === b)
    return { kind: 'full', reason: `the code changed: ${someOf(files) || 'the fingerprint differs'}` }
  }
  const settings = changedKeys(previous.settings, current.settings, (a, b) => a === b)
  if (settings.length) return { kind: 'full', reason: `a build setting changed: ${someOf(settings)}` }
  const before = new Set(previous.pages.map((page) => page.record.path))
  const added = current.pagePaths.filter((page) => !before.has(page))
  const now = new Set(current.pagePaths)
  const removed = [...before].filter((page) => !now.has(page))
  if (added.length || removed.length) {
    return {
      kind: 'full',
      reason: `the page list changed (${added.length} added${added.length ? `: ${someOf(added)}` : ''}, ${removed.length} removed${removed.length ? `: ${someOf(removed)}` : ''})`,
    }
  }
  if (options.outputProblem) return { kind: 'full', reason: options.outputProblem }
  const changedInputs = changedKeys(
    previous.content,
    current.content,
    (a, b) =>
      (a as ContentInput).hash === (b as ContentInput).hash && (a as ContentInput).date === (b as ContentInput).date,
  )
  const bundled = changedInputs.filter((input) => BUNDLED_CONTENT_FILES.includes(input))
  if (bundled.length)
    return {
      kind: 'full',
      reason: `a content file every page carries changed: ${someOf(bundled)} (bundled into the site's code)`,
    }
  if (previous.buildDate !== current.buildDate) changedInputs.push(BUILD_DATE_INPUT)
  const changed = new Set(changedInputs)
  const pages = previous.pages
    .filter((page) => page.inputs.some((input) => changed.has(input)))
    .map((page) => page.record.path)
  const documents = previous.documents.inputs.some((input) => changed.has(input))
  const notFound = previous.notFound.inputs.some((input) => changed.has(input))
  const also = [documents ? 'the documents' : '', notFound ? 'the 404 page' : ''].filter(Boolean).join(' and ')
  const reason = changedInputs.length
    ? `${changedInputs.length} input${changedInputs.length === 1 ? '' : 's'} changed (${someOf(changedInputs)}): ${pages.length.toLocaleString('en-US')} of ${previous.pages.length.toLocaleString('en-US')} pages to render${also ? `, and ${also}` : ''}`
    : `nothing changed: 0 of ${previous.pages.length.toLocaleString('en-US')} pages to render`
  return { kind: 'incremental', reason, pages, documents, notFound, changedInputs }
}

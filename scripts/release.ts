/**
 * npm run release: assembles release/ from the last build, the folder an operator copies to the
 * production host, where `npm ci --omit=dev` installs the locked run-time packages and `node server/main.js`
 * serves the site and the collector. No build tool runs there. See docs/operations.md, "Production release".
 *
 *   release/server/            the server and the lead commands as plain JavaScript (build/server)
 *   release/build/client/      the site, as the Node server reads it, with build/precompressed/ beside it
 *   release/build/site/        the same files with their .br and .gz copies beside each (hard links): nginx's root
 *   release/build/nginx/       the generated nginx front
 *   release/build/…            what the server reads at start (csp-hashes.json, runtime.json, inbox/)
 *   release/deploy/            the systemd unit
 *   release/package.json, package-lock.json
 */
import fs from 'node:fs'
import path from 'node:path'
import { runsAsScript } from '../server/shared/run-as-script'
import { NGINX_DIR, NGINX_ROOT_DIR } from './build-steps/nginx-config'
import { SERVER_BUNDLE_DIR } from './build-steps/server-bundle'

/** What the release takes from the build folder, each as it is */
const BUILD_PARTS = ['client', 'precompressed', 'inbox', NGINX_DIR, 'csp-hashes.json', 'runtime.json'] as const
/** What it takes from the project */
const PROJECT_FILES = ['package.json', 'package-lock.json', 'deploy/site.service'] as const

export interface ReleaseFigures {
  /** regular files of the release (a hard-linked file counted once) */
  files: number
  /** their bytes on disk, each inode once */
  bytes: number
  /** files of nginx's merged root */
  rootFiles: number
}

function copyInto(from: string, to: string, link: boolean): void {
  if (!fs.existsSync(from)) throw new Error(`The build has no ${from}: run "npm run build" first.`)
  fs.mkdirSync(path.dirname(to), { recursive: true })
  if (link && fs.statSync(from).isDirectory()) linkTree(from, to)
  else fs.cpSync(from, to, { recursive: true, preserveTimestamps: true })
}

/** Hard-links every file of `from` into `to` at the same relative path; returns how many. */
function linkTree(from: string, to: string): number {
  let count = 0
  for (const entry of fs.readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const source = path.join(entry.parentPath, entry.name)
    const target = path.join(to, path.relative(from, source))
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.linkSync(source, target)
    count += 1
  }
  return count
}

/** Counts the release's files and bytes, a hard-linked file once. */
export function measureRelease(dir: string): Omit<ReleaseFigures, 'rootFiles'> {
  const seen = new Set<string>()
  let bytes = 0
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const stat = fs.statSync(path.join(entry.parentPath, entry.name))
    const inode = `${stat.dev}:${stat.ino}`
    if (seen.has(inode)) continue
    seen.add(inode)
    bytes += stat.size
  }
  return { files: seen.size, bytes }
}

/**
 * How many packages an install holds: every folder of a node_modules (a scoped one's members, and the
 * node_modules nested in a package) with a package.json. Run on a release after npm ci --omit=dev.
 */
export function countInstalledPackages(nodeModules: string): number {
  if (!fs.existsSync(nodeModules)) return 0
  let count = 0
  for (const entry of fs.readdirSync(nodeModules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue
    const folder = path.join(nodeModules, entry.name)
    if (entry.name.startsWith('@')) {
      count += countInstalledPackages(folder)
      continue
    }
    if (!fs.existsSync(path.join(folder, 'package.json'))) continue
    count += 1 + countInstalledPackages(path.join(folder, 'node_modules'))
  }
  return count
}

/**
 * Builds `releaseDir` afresh from `buildDir` and the project at `root`. `linkBuild` hard-links the build's
 * folders instead of copying them (same file system only; the build replaces a file by renaming a new one
 * over it, never in place, so a later build does not change the release): the tests use it, to spare a
 * gigabyte of copying.
 */
export function assembleRelease(
  root: string,
  buildDir: string,
  releaseDir: string,
  { linkBuild = false } = {},
): ReleaseFigures {
  fs.rmSync(releaseDir, { recursive: true, force: true })
  fs.mkdirSync(releaseDir, { recursive: true })
  copyInto(path.join(buildDir, SERVER_BUNDLE_DIR), path.join(releaseDir, SERVER_BUNDLE_DIR), false)
  for (const part of BUILD_PARTS) copyInto(path.join(buildDir, part), path.join(releaseDir, 'build', part), linkBuild)
  for (const file of PROJECT_FILES) copyInto(path.join(root, file), path.join(releaseDir, file), false)
  // nginx's gzip_static and brotli_static look for "page.html.br" beside "page.html": one merged root,
  // hard links to the release's own copies, so it costs no space.
  const siteRoot = path.join(releaseDir, NGINX_ROOT_DIR)
  const rootFiles =
    linkTree(path.join(releaseDir, 'build', 'client'), siteRoot) +
    linkTree(path.join(releaseDir, 'build', 'precompressed'), siteRoot)
  return { ...measureRelease(releaseDir), rootFiles }
}

function main() {
  const root = path.resolve(import.meta.dirname, '..')
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
  const releaseDir = path.resolve(root, process.env.RELEASE_DIR ?? 'release')
  try {
    const figures = assembleRelease(root, buildDir, releaseDir)
    console.log(
      `[release] ${path.relative(root, releaseDir) || releaseDir}/: ${figures.files.toLocaleString('en-US')} files, ${(figures.bytes / 1e6).toFixed(0)} MB (nginx's root: ${figures.rootFiles.toLocaleString('en-US')} hard links)`,
    )
    console.log('[release] on the host: npm ci --omit=dev, then node server/main.js (see docs/operations.md)')
  } catch (error) {
    console.error(`[release] ${(error as Error).message}`)
    process.exit(1)
  }
}

if (runsAsScript(import.meta.url, 'release')) main()

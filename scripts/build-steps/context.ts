import fs from 'node:fs'
import path from 'node:path'
import { listBuildFiles } from '../../server/site/build-files'

export interface BuildContext {
  /** build/ */
  buildDir: string
  /** build/client/: the deploy directory, what is served */
  clientDir: string
  /** build/precompressed/: .br and .gz copies of build/client's text files, mirroring its paths, for the Node server */
  precompressedDir: string
  /** ISO time of this build, stamped into generated files */
  buildDate: string
}

/** The sibling of a client directory that holds its precompressed copies (the server reads it too). */
export function precompressedDirFor(clientDir: string): string {
  return path.join(path.dirname(clientDir), 'precompressed')
}

export function createBuildContext(buildDir = path.resolve(process.env.BUILD_DIR ?? 'build'), buildDate = new Date().toISOString()): BuildContext {
  const clientDir = path.join(buildDir, 'client')
  return { buildDir, clientDir, precompressedDir: precompressedDirFor(clientDir), buildDate }
}

/** Every regular file under `dir` ("/about/index.html"), sorted; symbolic links left out. */
export function listFiles(dir: string): string[] {
  return [...listBuildFiles(dir)].sort()
}

/** Every prerendered page's HTML file ("/about/index.html"), outside /assets and /ai. */
export function listHtmlFiles(clientDir: string): string[] {
  return listFiles(clientDir).filter((file) => file.endsWith('.html') && !file.startsWith('/assets/') && !file.startsWith('/ai/'))
}

/** "/about/index.html" -> "/about"; "/index.html" -> "/" */
export function pagePathOf(htmlFile: string): string {
  if (htmlFile === '/index.html') return '/'
  return htmlFile.replace(/\/index\.html$/, '')
}

/** "/about" -> "/about/index.html"; "/" -> "/index.html" */
export function htmlFileOf(pagePath: string): string {
  return pagePath === '/' ? '/index.html' : `${pagePath.replace(/\/+$/, '')}/index.html`
}

/** Writes a file, making its directory only when it is missing (most of a page's files share theirs). */
export function writeFile(file: string, contents: string | Buffer): void {
  try {
    fs.writeFileSync(file, contents)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, contents)
  }
}

/** The prefix of the name a previous build is moved to while it is deleted ("build" -> "build.previous-"). */
const previousPrefix = (buildDir: string) => `${path.basename(buildDir)}.previous-`

/**
 * Empties the build directory at once: moves the previous build aside (a rename) and deletes it on
 * libuv's threads while the build goes on, with any such leftovers of an interrupted build. Deleting
 * 100,000 files takes 10-20 s here; the new build need not wait for it. The promise settles when the
 * deletion is done. Where a rename is refused (another device, a mount point), it deletes in place.
 */
export function clearPreviousBuild(buildDir: string): Promise<void> {
  const parent = path.dirname(buildDir)
  if (fs.existsSync(buildDir)) {
    try {
      fs.renameSync(buildDir, path.join(parent, `${previousPrefix(buildDir)}${process.pid}-${Date.now()}`))
    } catch {
      fs.rmSync(buildDir, { recursive: true, force: true })
    }
  }
  const leftovers = fs.existsSync(parent) ? fs.readdirSync(parent).filter((name) => name.startsWith(previousPrefix(buildDir))) : []
  return Promise.all(leftovers.map((name) => fs.promises.rm(path.join(parent, name), { recursive: true, force: true }))).then(() => undefined)
}

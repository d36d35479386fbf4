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
}

/** The sibling of a client directory that holds its precompressed copies (the server reads it too). */
export function precompressedDirFor(clientDir: string): string {
  return path.join(path.dirname(clientDir), 'precompressed')
}

export function createBuildContext(buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')): BuildContext {
  const clientDir = path.join(buildDir, 'client')
  return { buildDir, clientDir, precompressedDir: precompressedDirFor(clientDir) }
}

/** Every regular file under `dir` ("/about/index.html"), sorted; symbolic links left out. */
export function listFiles(dir: string): string[] {
  return [...listBuildFiles(dir)].sort()
}

/** Every prerendered page's HTML file ("/about/index.html"), outside /assets and /ai. */
export function listHtmlFiles(clientDir: string): string[] {
  return listFiles(clientDir).filter(
    (file) => file.endsWith('.html') && !file.startsWith('/assets/') && !file.startsWith('/ai/'),
  )
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

const toBuffer = (contents: string | Buffer) =>
  typeof contents === 'string' ? Buffer.from(contents, 'utf8') : contents
/** A name beside `file` for the new bytes, unique to this process and write. */
let tempCounter = 0
const tempNameFor = (file: string) => `${file}.${process.pid}-${(tempCounter += 1)}.tmp`

/**
 * Writes a file only when its bytes change, and never in place: the new bytes go to a temporary name
 * beside it, which is then renamed over it. An unchanged file keeps its bytes, inode and modification
 * time (an incremental build leaves it alone), and a file hard-linked into another copy of the build
 * is replaced in this copy only. A missing file is written directly (a new inode), making its
 * directory only when that is missing (most of a page's files share theirs). Returns whether it wrote.
 */
export function writeFile(file: string, contents: string | Buffer): boolean {
  const bytes = toBuffer(contents)
  let existing: Buffer | undefined
  try {
    existing = fs.readFileSync(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  if (existing === undefined) {
    try {
      fs.writeFileSync(file, bytes, { flag: 'wx' })
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'EEXIST') return writeFile(file, bytes)
      if (code !== 'ENOENT') throw error
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, bytes, { flag: 'wx' })
    }
    return true
  }
  if (existing.equals(bytes)) return false
  const temp = tempNameFor(file)
  fs.writeFileSync(temp, bytes, { flag: 'wx' })
  fs.renameSync(temp, file)
  return true
}

/** writeFile on libuv's threads: the same rules (only changed bytes, never in place). */
export async function writeFileAsync(file: string, contents: string | Buffer): Promise<boolean> {
  const bytes = toBuffer(contents)
  let existing: Buffer | undefined
  try {
    existing = await fs.promises.readFile(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  if (existing?.equals(bytes)) return false
  await fs.promises.mkdir(path.dirname(file), { recursive: true })
  if (existing === undefined) {
    try {
      await fs.promises.writeFile(file, bytes, { flag: 'wx' })
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  const temp = tempNameFor(file)
  await fs.promises.writeFile(temp, bytes, { flag: 'wx' })
  await fs.promises.rename(temp, file)
  return true
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
  const leftovers = fs.existsSync(parent)
    ? fs.readdirSync(parent).filter((name) => name.startsWith(previousPrefix(buildDir)))
    : []
  return Promise.all(
    leftovers.map((name) => fs.promises.rm(path.join(parent, name), { recursive: true, force: true })),
  ).then(() => undefined)
}

import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

/**
 * The budgets (ARCHITECTURE.md, decision 017) the bundle test holds every screen type to: everything a page
 * loads before interaction, and, within it, the site's own code (all but the framework chunk).
 */
export const JS_BUDGET_GZIP_BYTES = 150 * 1024
export const SITE_CODE_BUDGET_GZIP_BYTES = 40 * 1024
export const CSS_BUDGET_GZIP_BYTES = 20 * 1024
/** Issue 52: what a content page the build renders itself loads before any input (Google's tag excluded). */
export const BEFORE_INPUT_JS_BUDGET_GZIP_BYTES = 15 * 1024

export function buildClientDir(): string {
  return path.resolve(process.env.E2E_BUILD_DIR ?? 'build/client')
}

/** The file the server answers a page path with: its prerendered page (the query ignored), else the 404 page. */
export function htmlFileFor(pagePath: string): string {
  const dir = buildClientDir()
  const pathname = pagePath.split('?')[0] ?? '/'
  const file = pathname === '/' ? path.join(dir, 'index.html') : path.join(dir, pathname, 'index.html')
  return fs.existsSync(file) ? file : path.join(dir, '404.html')
}

/** The JavaScript and CSS files a prerendered page loads before any interaction. */
export function initialAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>()
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) js.add(match[1]!)
  for (const match of html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)) js.add(match[1]!)
  for (const script of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of script[1]!.matchAll(/import(?:\s*\(|[^'"]*)['"]([^'"]+\.js)['"]/g)) js.add(match[1]!)
  }
  const css = new Set<string>()
  for (const match of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) css.add(match[1]!)
  return { js: [...js], css: [...css] }
}

/** Adds each JS file's static imports (Vite emits them as relative "./x.js" specifiers). */
export function withStaticImports(files: string[]): string[] {
  const dir = buildClientDir()
  const seen = new Set<string>()
  const queue = [...files]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const source = fs.readFileSync(path.join(dir, file), 'utf8')
    for (const match of source.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(file), match[1]!))
    }
  }
  return [...seen]
}

export function gzipSize(files: readonly string[]): number {
  const dir = buildClientDir()
  return files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length, 0)
}

/** The files that `files` load on demand, with import("./x.js"), resolved like static imports. */
export function dynamicImports(files: string[]): string[] {
  const dir = buildClientDir()
  const found = new Set<string>()
  for (const file of files) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8')
    for (const match of source.matchAll(/\bimport\(\s*["']([^"']+\.js)["']\s*\)/g))
      found.add(path.posix.join(path.posix.dirname(file), match[1]!))
  }
  return [...found]
}

/** Everything `files` may load later, on demand, with all it imports in turn (never `files` themselves). */
export function everythingOnDemand(files: string[]): string[] {
  const found = new Set(files)
  let frontier = files
  while (frontier.length) {
    frontier = withStaticImports(dynamicImports(frontier)).filter((file) => !found.has(file))
    for (const file of frontier) found.add(file)
  }
  return [...found].filter((file) => !files.includes(file))
}

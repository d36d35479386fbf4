import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

/**
 * The budgets the bundle test holds pages to (decision 008, rewritten for islands by issue 52): the
 * stylesheet; what a page loads before any input (Google's tag excluded), on every screen type.
 */
export const CSS_BUDGET_GZIP_BYTES = 20 * 1024
export const BEFORE_INPUT_JS_BUDGET_GZIP_BYTES = 15 * 1024
/** Issue 52: React and React DOM, fetched when a page's first island hydrates. */
export const FRAMEWORK_BUDGET_GZIP_BYTES = 72 * 1024
/** Issue 52: the islands' hydrator with the header and floating menu, fetched with React. */
export const HYDRATOR_BUDGET_GZIP_BYTES = 10 * 1024
/**
 * Issue 52: what each body island (app/components/islands/body-islands.ts) fetches when it is the first
 * of its page to hydrate, beyond the loader, React and the hydrator: its chunk and what it alone imports.
 * About a fifth above each island's size on 2026-11-29 (decision 008); the calculator's is its own test's.
 */
export const ISLAND_BUDGETS_GZIP_BYTES = {
  faq: { chunk: 'faq-list', bytes: 2 * 1024 },
  'case-study-browser': { chunk: 'case-study-browser', bytes: 3 * 1024 },
  'quick-contact-form': { chunk: 'quick-contact-form', bytes: 13 * 1024 },
  'contact-form': { chunk: 'contact-form', bytes: 16 * 1024 },
  'schedule-form': { chunk: 'schedule-form', bytes: 20 * 1024 },
  notifications: { chunk: 'notifications', bytes: 1024 },
  'search-page': { chunk: 'search-page-content', bytes: 11 * 1024 },
  calculator: { chunk: 'economic-loss-calculator', bytes: 30 * 1024 },
  'not-found': { chunk: 'not-found-island', bytes: 4 * 1024 },
} as const

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

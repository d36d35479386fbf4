import fs from 'node:fs'
import path from 'node:path'

export interface BuildContext {
  /** build/ */
  buildDir: string
  /** build/client/: what is served */
  clientDir: string
  /** ISO time of this build, stamped into generated files */
  buildDate: string
}

export function createBuildContext(): BuildContext {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
  return { buildDir, clientDir: path.join(buildDir, 'client'), buildDate: new Date().toISOString() }
}

/** Every prerendered page's HTML file, relative to the client dir ("/about/index.html"). */
export function listHtmlFiles(clientDir: string): string[] {
  const out: string[] = []
  const walk = (dir: string, rel: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (rel === '' && (entry.name === 'assets' || entry.name === 'ai')) continue
        walk(path.join(dir, entry.name), `${rel}/${entry.name}`)
      } else if (entry.name.endsWith('.html')) out.push(`${rel}/${entry.name}`)
    }
  }
  walk(clientDir, '')
  return out.sort()
}

/** "/about/index.html" -> "/about"; "/index.html" -> "/" */
export function pagePathOf(htmlFile: string): string {
  if (htmlFile === '/index.html') return '/'
  return htmlFile.replace(/\/index\.html$/, '')
}

export function writeFile(file: string, contents: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, contents)
}

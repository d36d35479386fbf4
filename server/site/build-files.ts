import fs from 'node:fs'
import path from 'node:path'
import { trimTrailingSlashes } from '~/lib/url/request-path'

/** The set of files in the build, read once at start, so serving a request never stats the disk to guess. */
export function listBuildFiles(buildDir: string): Set<string> {
  const files = new Set<string>()
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const rel = `${prefix}/${entry.name}`
      // Symbolic links are left out: the server never follows one, in or out of the build.
      if (entry.isDirectory()) walk(path.join(dir, entry.name), rel)
      else if (entry.isFile()) files.add(rel)
    }
  }
  walk(buildDir, '')
  return files
}

/** The file a clean URL is served from: "/about" -> "/about/index.html", "/" -> "/index.html". */
export function fileForPath(pathname: string, files: ReadonlySet<string>): string | undefined {
  if (files.has(pathname) && !pathname.endsWith('/')) return pathname
  const page = pathname === '/' ? '/index.html' : `${trimTrailingSlashes(pathname)}/index.html`
  return files.has(page) ? page : undefined
}

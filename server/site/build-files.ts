import fs from 'node:fs'
import path from 'node:path'
import { trimTrailingSlashes } from '~/lib/url/request-path'

/**
 * Every regular file under `dir` as a site path ("/about/index.html"): the project's one directory
 * walker (Node's recursive readdir), used by the server at start, the build and the link check.
 * Symbolic links are left out: the server never follows one, in or out of the build.
 */
export function listBuildFiles(dir: string): Set<string> {
  const files = new Set<string>()
  if (!fs.existsSync(dir)) return files
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const rel = path.relative(dir, path.join(entry.parentPath, entry.name))
    files.add(`/${rel.split(path.sep).join('/')}`)
  }
  return files
}

/** The file a clean URL is served from: "/about" -> "/about/index.html", "/" -> "/index.html". */
export function fileForPath(pathname: string, files: ReadonlySet<string>): string | undefined {
  if (files.has(pathname) && !pathname.endsWith('/')) return pathname
  const page = pathname === '/' ? '/index.html' : `${trimTrailingSlashes(pathname)}/index.html`
  return files.has(page) ? page : undefined
}

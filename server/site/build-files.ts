import fs from 'node:fs'
import path from 'node:path'
import { trimTrailingSlashes } from '~/lib/url/request-path'

/** Every regular file under `dir` as a site path; symbolic links are left out, never followed. */
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

export function fileForPath(pathname: string, files: ReadonlySet<string>): string | undefined {
  if (files.has(pathname) && !pathname.endsWith('/')) return pathname
  const page = pathname === '/' ? '/index.html' : `${trimTrailingSlashes(pathname)}/index.html`
  return files.has(page) ? page : undefined
}

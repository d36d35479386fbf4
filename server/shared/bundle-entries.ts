import fs from 'node:fs'
import path from 'node:path'

/**
 * The entries of the back-office bundle (vite.inbox.config.ts), built into build/inbox beside the deploy
 * directory, never into it: the inbox's script and stylesheet, and the engagement page's (counsel's
 * resumable upload). The server picks each page's files from the bundle's manifest by these names.
 */
export const INBOX_ENTRY = 'app/inbox/client/inbox-client.ts'
export const ENGAGE_ENTRY = 'app/engagement/engage-client.ts'

/** The type of a built asset the inbox or the engagement pages serve: a script, a stylesheet or a font. */
export function assetType(file: string): string {
  if (file.endsWith('.css')) return 'text/css; charset=utf-8'
  if (file.endsWith('.woff2')) return 'font/woff2'
  return 'text/javascript; charset=utf-8'
}

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
  assets?: string[]
}

/**
 * One entry of the back-office bundle from its Vite manifest (absent before the bundle is built): its
 * script, its stylesheets (its own and its shared chunks'), and every file it loads, under `prefix`
 * (the inbox's /inbox/, the engagement's /engage/), each with the built file that answers it.
 */
export function readBundleEntry(
  assetsDir: string,
  entrySource: string,
  prefix: string,
): { scripts: string[]; styles: string[]; files: Map<string, string> } {
  const files = new Map<string, string>()
  const manifestPath = path.join(assetsDir, '.vite', 'manifest.json')
  if (!fs.existsSync(manifestPath)) return { scripts: [], styles: [], files }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === entrySource)
  if (!entry) return { scripts: [], styles: [], files }
  const url = (file: string) => {
    const address = `${prefix}${file}`
    files.set(address, path.join(assetsDir, file))
    return address
  }
  const styles: string[] = []
  const seen = new Set<ManifestChunk>()
  const visit = (chunk: ManifestChunk) => {
    if (seen.has(chunk)) return
    seen.add(chunk)
    url(chunk.file)
    for (const name of chunk.imports ?? []) {
      const imported = manifest[name]
      if (imported) visit(imported)
    }
    for (const css of chunk.css ?? []) if (!styles.includes(url(css))) styles.push(url(css))
    for (const asset of chunk.assets ?? []) url(asset)
  }
  visit(entry)
  return { scripts: [`${prefix}${entry.file}`], styles, files }
}

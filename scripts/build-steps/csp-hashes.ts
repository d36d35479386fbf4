import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { type BuildContext, listHtmlFiles, writeFile } from './context'

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g

/** sha256 CSP sources of a page's executable inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}`)
  }
  return [...hashes]
}

/** Writes build/csp-hashes.json: for each HTML file, the hashes its Content-Security-Policy allows. */
export function writeCspHashes({ buildDir, clientDir }: BuildContext): Record<string, string[]> {
  const manifest: Record<string, string[]> = {}
  for (const file of listHtmlFiles(clientDir)) {
    manifest[file] = inlineScriptHashes(fs.readFileSync(path.join(clientDir, file), 'utf8'))
  }
  writeFile(path.join(buildDir, 'csp-hashes.json'), JSON.stringify(manifest))
  return manifest
}

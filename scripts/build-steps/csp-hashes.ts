import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pageScriptPolicy } from '~/lib/security/headers'
import { type BuildContext, listHtmlFiles, writeFile } from './context'

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g
const CHARSET_META = '<meta charSet="utf-8"/>'

/** sha256 CSP sources of a page's executable inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}`)
  }
  return [...hashes]
}

/** The page with its script policy as the first thing in <head>, so it governs every script. */
export function withScriptPolicyMeta(html: string, hashes: readonly string[]): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pageScriptPolicy(hashes)}"/>`
  if (!html.includes(CHARSET_META)) throw new Error('A page has no charset meta to place its script policy after')
  return html.replace(CHARSET_META, `${CHARSET_META}${meta}`)
}

/**
 * For every HTML file: hashes its inline scripts, writes them into the page's meta policy (for static
 * hosts) and into build/csp-hashes.json (the server sends them in the Content-Security-Policy header).
 */
export function writeCspHashes({ buildDir, clientDir }: BuildContext): Record<string, string[]> {
  const manifest: Record<string, string[]> = {}
  for (const file of listHtmlFiles(clientDir)) {
    const full = path.join(clientDir, file)
    const html = fs.readFileSync(full, 'utf8')
    const hashes = inlineScriptHashes(html)
    manifest[file] = hashes
    fs.writeFileSync(full, withScriptPolicyMeta(html, hashes))
  }
  writeFile(path.join(buildDir, 'csp-hashes.json'), JSON.stringify(manifest))
  return manifest
}

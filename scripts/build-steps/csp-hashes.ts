import { createHash } from 'node:crypto'
import { pageScriptPolicy } from '~/lib/security/headers'

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g
const CHARSET_META = '<meta charSet="utf-8"/>'

/** sha256 CSP sources of a page's executable inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(
      `sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}`,
    )
  }
  return [...hashes]
}

/** The page with its script policy as the first thing in <head>, so it governs every script. */
export function withScriptPolicyMeta(html: string, hashes: readonly string[]): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pageScriptPolicy(hashes)}"/>`
  if (!html.includes(CHARSET_META)) throw new Error('A page has no charset meta to place its script policy after')
  return html.replace(CHARSET_META, `${CHARSET_META}${meta}`)
}

/** A page with its script policy in place, and the hashes the server's header needs. */
export function secureHtml(html: string): { html: string; hashes: string[] } {
  const hashes = inlineScriptHashes(html)
  return { html: withScriptPolicyMeta(html, hashes), hashes }
}

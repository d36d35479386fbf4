import { createHash } from 'node:crypto'
import { pageScriptPolicy } from '~/lib/security/headers'

const CHARSET_META = '<meta charSet="utf-8"/>'

/** sha256 CSP sources of scripts, as the code that emits them hands them over (decisions 033, 043). */
export function scriptHashes(scripts: readonly string[]): string[] {
  return [...new Set(scripts.map((script) => `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`))]
}

/** The page with its script policy right after the charset meta, the first thing in <head>, so it governs every script. */
export function withScriptPolicyMeta(html: string, hashes: readonly string[]): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pageScriptPolicy(hashes)}"/>`
  const at = html.indexOf(CHARSET_META)
  if (at < 0) throw new Error('A page has no charset meta to place its script policy after')
  const end = at + CHARSET_META.length
  return `${html.slice(0, end)}${meta}${html.slice(end)}`
}

/**
 * A page with its script policy in place, and the hashes the server's header needs: from the scripts its
 * renderer says it emitted, never from its markup.
 */
export function secureHtml(html: string, scripts: readonly string[]): { html: string; hashes: string[] } {
  const hashes = scriptHashes(scripts)
  return { html: withScriptPolicyMeta(html, hashes), hashes }
}

import { createHash } from 'node:crypto'
import { pageScriptPolicy } from '~/lib/security/headers'

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g
const CHARSET_META = '<meta charSet="utf-8"/>'

/** sha256 CSP sources of scripts, as the code that emits them hands them over (decision 033). */
export function scriptHashes(scripts: readonly string[]): string[] {
  return [...new Set(scripts.map((script) => `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`))]
}

/** sha256 CSP sources of a React Router page's executable inline scripts, which its markup alone holds. */
export function inlineScriptHashes(html: string): string[] {
  return scriptHashes([...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? ''))
}

/** The page with its script policy as the first thing in <head>, so it governs every script. */
export function withScriptPolicyMeta(html: string, hashes: readonly string[]): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pageScriptPolicy(hashes)}"/>`
  if (!html.includes(CHARSET_META)) throw new Error('A page has no charset meta to place its script policy after')
  return html.replace(CHARSET_META, `${CHARSET_META}${meta}`)
}

/**
 * A page with its script policy in place, and the hashes the server's header needs: from the scripts
 * its renderer says it emitted, or (a React Router page) from its markup.
 */
export function secureHtml(html: string, scripts?: readonly string[]): { html: string; hashes: string[] } {
  const hashes = scripts ? scriptHashes(scripts) : inlineScriptHashes(html)
  return { html: withScriptPolicyMeta(html, hashes), hashes }
}

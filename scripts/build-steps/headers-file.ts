import path from 'node:path'
import { BASE_SECURITY_HEADERS, cacheControlFor, formEndpointOrigins, staticHostPolicy } from '~/lib/security/headers'
import { type BuildContext, writeFile } from './context'

/**
 * `_headers` for static hosts (Netlify and Cloudflare Pages syntax): the security headers on every
 * path and immutable caching for hashed assets. Pages, data and JSON keep the hosts' default, which
 * revalidates; a Cache-Control on /* too would be merged with the assets' one by those hosts.
 */
export function renderHeadersFile(formOrigins: readonly string[] = formEndpointOrigins()): string {
  const all = [...Object.entries(BASE_SECURITY_HEADERS), ['Content-Security-Policy', staticHostPolicy(formOrigins)]]
  const block = (pattern: string, headers: [string, string][]) =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  return [
    block('/*', all as [string, string][]),
    block('/assets/*', [['Cache-Control', cacheControlFor('/assets/x.js')]]),
    '',
  ].join('\n\n')
}

export function writeHeadersFile({ clientDir }: BuildContext): void {
  writeFile(path.join(clientDir, '_headers'), renderHeadersFile())
}

/**
 * The nginx front of a release (build/nginx/), generated from what the Node server does, so that the two
 * answer alike: the same security headers and caching, the 404 page with status 404, the legacy 301s as a
 * `map`, and the server's own paths (server/shared/node-routes.ts) proxied with its body limits.
 * See docs/decisions/028-production-release.md and docs/operations.md, "Production release".
 *
 *   http.conf               http-level: the legacy map, the header maps, the content types, the map sizes
 *   upstream.conf           the Node server's address (127.0.0.1:3000 unless changed)
 *   locations.conf          server-level: the static root's handling and the proxied paths
 *   security-headers.conf   the headers of every answer nginx writes itself
 *   proxy.conf              what each proxied request carries (X-Forwarded-For for TRUST_PROXY=1)
 *   legacy-redirects.conf   the legacy map's entries
 *   site.conf               an example server block (TLS, root) that includes the rest
 *   access-log.conf, token-access-log.conf, proxied-error-log.conf
 *                           the log files, in formats without bearer tokens (nginx-logs.ts)
 */
import path from 'node:path'
import { BASE_SECURITY_HEADERS, cacheControlFor, NON_PAGE_POLICY, staticHostPolicy } from '~/lib/security/headers'
import { listStates } from '~/lib/content-store/locations'
import { NOT_FOUND_FILE } from '~/lib/routing'
import { NODE_ROUTES, type NodeRoute } from '../../server/shared/node-routes'
import { CONTENT_TYPES, REDIRECT_CACHE_CONTROL } from '../../server/site/static-site'
import { writeFile } from './context'
import { LOG_INCLUDES, logIncludes, renderLogFormats } from './nginx-logs'
import { renderSiteConf } from './nginx-server-block'
import { buildRedirectRules, type RedirectRule } from './redirects-file'

/** The folder under the build (and the release) that holds the nginx files */
export const NGINX_DIR = 'nginx'
/** The upstream block's name, which proxy_pass names */
export const NGINX_UPSTREAM = 'site_node'
/** The release's merged root (each file with its .br and .gz copies beside it), relative to the release */
export const NGINX_ROOT_DIR = 'build/site'
/**
 * The name under /etc/nginx by which the configuration reaches the release's nginx folder (a symbolic
 * link): nginx reads a relative include from the folder of its main configuration file, so every include
 * below names `forensic-site/<file>` and works wherever the release is.
 */
export const NGINX_INCLUDE_DIR = 'forensic-site'

/** One entry of the legacy map: an exact path, or a regular expression with its captures in the target. */
export interface MapEntry {
  key: string
  target: string
  regex: boolean
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The city names a pattern may take under each state (its slug, as "/texas/houston"): the cities with pages,
 * and the names without the state code of those whose slug carries it ("concord" of "concord-ca").
 */
function cityNamesByState(): Map<string, string[]> {
  return new Map(
    listStates().map((state) => {
      const suffix = `-${state.abbreviation.toLowerCase()}`
      const bare = state.cities
        .filter((city) => city.slug.endsWith(suffix))
        .map((city) => city.slug.slice(0, -suffix.length))
      return [state.slug, [...new Set([...state.cities.map((city) => city.slug), ...bare])]]
    }),
  )
}

/**
 * A `_redirects` pattern as a regular expression: `:name` one segment, `*` the rest (as :splat). A host's
 * pattern cannot know the cities, so "/locations/texas/atlantis" goes on to a page that answers 404; the
 * Node server knows them, and answers 404 at once, or lets a later rule answer. Where the target puts the
 * value after a state ("/texas/:city"), the expression lists that state's cities, so nginx answers as the
 * Node server does.
 */
function patternOf(
  rule: RedirectRule,
  cities: ReadonlyMap<string, readonly string[]>,
): { sources: string[]; names: string[] } | undefined {
  const parts = rule.from.split(/(\*|(?<=\/|-):[a-z]+)/)
  if (parts.length === 1) return undefined
  const names: string[] = []
  const cityChoices = (name: string) => {
    const state = new RegExp(`/([a-z-]+)/:${name}(/|$)`).exec(rule.to)?.[1]
    const list = state ? cities.get(state) : undefined
    return list?.length ? chunkAlternatives(list.map(escapeRegex)).map((group) => `(${group.join('|')})`) : undefined
  }
  // each part's choices of expression text: one, or the city lists of a state in groups
  const choices = parts.map((part) => {
    if (part === '*') {
      names.push('splat')
      return cityChoices('splat') ?? ['(.+)']
    }
    if (/^:[a-z]+$/.test(part)) {
      const name = part.slice(1)
      names.push(name)
      return cityChoices(name) ?? ['([^/]+)']
    }
    return [escapeRegex(part)]
  })
  const sources = choices.reduce<string[]>(
    (done, options) => done.flatMap((head) => options.map((option) => head + option)),
    [''],
  )
  return { sources: sources.map((source) => `^${source}$`), names }
}

/**
 * nginx reads a configuration word of at most 4,096 bytes: a long list of cities is split over several
 * expressions, one after the other, which answer as the one list would.
 */
function chunkAlternatives(alternatives: readonly string[], limit = 3_000): string[][] {
  const groups: string[][] = [[]]
  let length = 0
  for (const alternative of alternatives) {
    const current = groups.at(-1)!
    if (current.length && length + alternative.length + 1 > limit) {
      groups.push([alternative])
      length = alternative.length
      continue
    }
    current.push(alternative)
    length += alternative.length + 1
  }
  return groups
}

/**
 * The redirect rules as map entries. nginx tries a map's exact keys before its regular expressions, and the
 * expressions in order, where the rules are first-match-wins: an exact rule that an earlier pattern already
 * answers is left out (the pattern answers it, as on a static host), every other exact rule answers before
 * any pattern, which is what first-match gives it too, and the patterns keep their order.
 */
export function legacyMapEntries(rules: readonly RedirectRule[] = buildRedirectRules()): MapEntry[] {
  const entries: MapEntry[] = []
  // the patterns so far by the literal text they start with, so that an exact path is tried only against the few that may match
  const earlierPatterns = new Map<string, RegExp[]>()
  const answeredEarlier = (from: string) => {
    for (let end = 0; end <= from.length; end += 1)
      if (earlierPatterns.get(from.slice(0, end))?.some((pattern) => pattern.test(from))) return true
    return false
  }
  // nginx compares a map's exact keys in any letter case ("/locations/TX" and "/locations/tx" are one key),
  // as the Node server's resolver does: rules that differ only in case must agree, and the first stays.
  const exactTargets = new Map<string, string>()
  const cities = cityNamesByState()
  for (const rule of rules) {
    const pattern = patternOf(rule, cities)
    if (!pattern) {
      if (answeredEarlier(rule.from)) continue
      const folded = rule.from.toLowerCase()
      const earlier = exactTargets.get(folded)
      if (earlier !== undefined && earlier !== rule.to)
        throw new Error(
          `Legacy rules ${rule.from} -> ${rule.to} and -> ${earlier} differ only in letter case, which an nginx map cannot tell apart`,
        )
      if (earlier !== undefined) continue
      exactTargets.set(folded, rule.to)
      entries.push({ key: rule.from, target: rule.to, regex: false })
      continue
    }
    const target = pattern.names.reduce((to, name, index) => to.replace(`:${name}`, `$${index + 1}`), rule.to)
    const literal = rule.from.split(/[*:]/)[0] ?? ''
    if (!earlierPatterns.has(literal)) earlierPatterns.set(literal, [])
    for (const source of pattern.sources) {
      earlierPatterns.get(literal)!.push(new RegExp(source))
      entries.push({ key: source, target, regex: true })
    }
  }
  return entries
}

const nextPowerOfTwo = (value: number) => 2 ** Math.ceil(Math.log2(Math.max(value, 1)))

/**
 * map_hash_max_size and map_hash_bucket_size for the exact keys. An entry takes a pointer and the key with
 * its length, aligned to 8 bytes; a bucket must hold at least two of the longest, and nginx looks for a table
 * size up to map_hash_max_size in which no bucket overflows: four slots per key leave it room (with 3,000
 * keys of up to 51 characters, 8192 and 128 do not suffice, 16384 and 128 do; nginx -t warns otherwise).
 */
export function mapHashSizes(entries: readonly MapEntry[]): { maxSize: number; bucketSize: number } {
  const exact = entries.filter((entry) => !entry.regex)
  const longest = Math.max(0, ...exact.map((entry) => Buffer.byteLength(entry.key)))
  const entryBytes = 8 + Math.ceil((longest + 2) / 8) * 8
  return {
    maxSize: Math.max(2048, nextPowerOfTwo(exact.length * 4)),
    bucketSize: Math.max(128, nextPowerOfTwo(2 * entryBytes)),
  }
}

const quote = (value: string) => `"${value.replace(/["\\$]/g, (char) => (char === '$' ? '$' : `\\${char}`))}"`

function renderLegacyMap(entries: readonly MapEntry[]): string {
  const lines = entries.map(
    (entry) => `    ${quote(entry.regex ? `~${entry.key}` : entry.key)} ${quote(entry.target)};`,
  )
  return [
    "# The legacy URLs of the firm's earlier sites (app/lib/legacy), from the same rules as _redirects.",
    '# Exact paths are tried first, then the patterns in order (the first that matches wins).',
    'map $uri $site_legacy_target {',
    '    default "";',
    ...lines,
    '}',
    '',
  ].join('\n')
}

/** The Node server's content types as an nginx `types` block, with utf-8 where the server names it. */
function renderTypes(): { types: string; charsetTypes: string[] } {
  const byType = new Map<string, string[]>()
  const charsetTypes = new Set<string>()
  for (const [extension, header] of Object.entries(CONTENT_TYPES)) {
    const [type = header, charset] = header.split('; charset=')
    if (charset) charsetTypes.add(type)
    byType.set(type, [...(byType.get(type) ?? []), extension.slice(1)])
  }
  const types = [
    'types {',
    ...[...byType].map(([type, extensions]) => `    ${type} ${extensions.join(' ')};`),
    '}',
  ].join('\n')
  // text/html always has the charset in nginx (listing it again is a duplicate)
  return { types, charsetTypes: [...charsetTypes].filter((type) => type !== 'text/html') }
}

function renderHttpConf(entries: readonly MapEntry[]): string {
  const { maxSize, bucketSize } = mapHashSizes(entries)
  const { types, charsetTypes } = renderTypes()
  return [
    "# http-level part of the site's nginx front: include it once in the http block (see site.conf).",
    "# Generated by npm run build from the Node server's own rules: do not edit, rebuild.",
    '',
    `# The legacy map's ${entries.filter((entry) => !entry.regex).length} exact keys need these sizes (the longest key decides the bucket).`,
    `map_hash_max_size ${maxSize};`,
    `map_hash_bucket_size ${bucketSize};`,
    `include ${NGINX_INCLUDE_DIR}/legacy-redirects.conf;`,
    '',
    '# The Content-Security-Policy of what nginx serves itself: a page gets the static-host policy, and its',
    '# own <meta http-equiv> policy (written by the build) lists its script hashes; both apply. Anything else',
    '# gets the strict policy, as from the Node server.',
    'map $sent_http_content_type $site_content_security_policy {',
    `    "~^text/html" ${quote(staticHostPolicy())};`,
    `    default ${quote(NON_PAGE_POLICY)};`,
    '}',
    '',
    '# Cache-Control as the Node server sends it: hashed assets immutable, a redirect a day, the rest',
    '# revalidated, an error never stored.',
    'map "$status $uri" $site_cache_control {',
    `    "~^(200|304) /assets/" ${quote(cacheControlFor('/assets/x.js'))};`,
    `    "~^(200|304) " ${quote(cacheControlFor('/index.html'))};`,
    `    "~^301 " ${quote(REDIRECT_CACHE_CONTROL)};`,
    '    default "no-store";',
    '}',
    '',
    '# The content types the Node server sends (server/site/static-site.ts).',
    types,
    'default_type application/octet-stream;',
    'charset utf-8;',
    `charset_types ${charsetTypes.join(' ')};`,
    '',
    `include ${NGINX_INCLUDE_DIR}/upstream.conf;`,
    '',
    renderLogFormats(),
  ].join('\n')
}

function renderUpstream(address = '127.0.0.1:3000'): string {
  return [
    '# The Node server (node server/main.js in the release; PORT and HOST of its environment).',
    `upstream ${NGINX_UPSTREAM} {`,
    `    server ${address};`,
    '    keepalive 16;',
    '}',
    '',
  ].join('\n')
}

function renderSecurityHeaders(): string {
  return [
    '# The headers of every answer nginx writes itself (pages, assets, redirects, the 404 page), as the',
    '# Node server sends them. Included in each location that serves files: add_header is not inherited',
    '# by a location that has its own.',
    ...Object.entries(BASE_SECURITY_HEADERS).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    'add_header Content-Security-Policy $site_content_security_policy always;',
    'add_header Cache-Control $site_cache_control always;',
    '',
  ].join('\n')
}

function renderProxy(): string {
  return [
    '# What each request proxied to the Node server carries. X-Forwarded-For is replaced by the address',
    '# nginx sees (what a client sends in its own X-Forwarded-For is dropped), so TRUST_PROXY=1 on the',
    '# server reads the real client address.',
    `proxy_pass http://${NGINX_UPSTREAM};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Forwarded-Host $host;',
    'proxy_redirect off;',
    '',
  ].join('\n')
}

/** nginx's size syntax for a byte count: "32k", "200m" */
function nginxSize(bytes: number): string {
  if (bytes === 0) return '0'
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)}m`
  if (bytes % 1024 === 0) return `${bytes / 1024}k`
  return String(bytes)
}

function renderNodeRoute(route: NodeRoute): string {
  // ^~: a proxied prefix is never taken by the regular-expression locations of the static site.
  const head = route.exact ? `location = ${route.path} {` : `location ^~ ${route.path} {`
  const body = [
    `    # ${route.purpose}`,
    // A body the server would refuse anyway stops at nginx; GET-only paths accept none.
    `    client_max_body_size ${route.bodyBytes === 0 ? '1' : nginxSize(route.bodyBytes)};`,
    ...(route.streamBody
      ? [
          "    # Chunks stream to the server as they arrive: nothing waits in nginx's temporary files.",
          '    proxy_request_buffering off;',
          '    proxy_buffering off;',
          '    proxy_read_timeout 300s;',
          '    proxy_send_timeout 300s;',
        ]
      : []),
    `    include ${NGINX_INCLUDE_DIR}/proxy.conf;`,
    `    include ${NGINX_INCLUDE_DIR}/${LOG_INCLUDES.proxied};`,
    ...(route.carriesToken ? [`    include ${NGINX_INCLUDE_DIR}/${LOG_INCLUDES.token};`] : []),
  ]
  return [head, ...body, '}'].join('\n')
}

function renderLocations(): string {
  return [
    "# Server-level part of the site's nginx front: include it in the server block, after its root",
    "# (the release's build/site: every file with its .br and .gz copies beside it). Generated by npm run build.",
    '',
    'server_tokens off;',
    '# The access log, in a format without the bearer tokens of links (nginx-logs.ts).',
    `include ${NGINX_INCLUDE_DIR}/${LOG_INCLUDES.site};`,
    '# Location headers as the Node server writes them: a path, without scheme and host.',
    'absolute_redirect off;',
    "# Precompressed copies, made by the build (brotli 11, gzip 9): Debian's libnginx-mod-http-brotli-static.",
    'brotli_static on;',
    'gzip_static on;',
    'gzip_vary on;',
    '# The largest body of anything not listed below: none (the site itself is read-only).',
    'client_max_body_size 1;',
    '',
    `error_page 404 ${NOT_FOUND_FILE};`,
    "# A path in another letter case than the site's (/Forensic-Economist/Texas/Houston): the Node server's",
    '# resolver matches legacy paths in any case, which a map cannot.',
    'error_page 418 = @site_node_resolver;',
    '',
    "# The prerendered site: a file, or a page's index.html; else a legacy redirect, else the 404 page.",
    'location / {',
    `    include ${NGINX_INCLUDE_DIR}/security-headers.conf;`,
    '    try_files $uri $uri/index.html @site_fallback;',
    '}',
    '',
    `location = ${NOT_FOUND_FILE} {`,
    `    include ${NGINX_INCLUDE_DIR}/security-headers.conf;`,
    '}',
    '',
    '# A segment that starts with a dot ("/.env", "/.git/config") is never served; only /.well-known/ is public.',
    'location ~ "^/(?!\\.well-known(/|$))\\.|^/[^/]+/(.*/)?\\." {',
    `    include ${NGINX_INCLUDE_DIR}/security-headers.conf;`,
    '    return 404;',
    '}',
    '',
    '# "/about/" -> "/about", as the Node server answers (the query kept).',
    'location ~ "^/.+/$" {',
    `    include ${NGINX_INCLUDE_DIR}/security-headers.conf;`,
    '    rewrite "^(/.+?)/+$" $1 permanent;',
    '}',
    '',
    'location @site_fallback {',
    `    include ${NGINX_INCLUDE_DIR}/security-headers.conf;`,
    '    if ($site_legacy_target) {',
    '        return 301 $site_legacy_target$is_args$args;',
    '    }',
    '    if ($uri ~ "[A-Z]") {',
    '        return 418;',
    '    }',
    '    return 404;',
    '}',
    '',
    'location @site_node_resolver {',
    `    include ${NGINX_INCLUDE_DIR}/proxy.conf;`,
    `    include ${NGINX_INCLUDE_DIR}/${LOG_INCLUDES.proxied};`,
    '}',
    '',
    "# The paths the Node server answers (server/shared/node-routes.ts), each with the server's body limit.",
    ...NODE_ROUTES.map(renderNodeRoute),
    '',
  ].join('\n')
}

/** Writes build/nginx/; returns how many exact and pattern entries the legacy map has. */
export function writeNginxConfig(buildDir: string): { exact: number; patterns: number } {
  const dir = path.join(buildDir, NGINX_DIR)
  const entries = legacyMapEntries()
  const files: Record<string, string> = {
    'http.conf': renderHttpConf(entries),
    'upstream.conf': renderUpstream(),
    'legacy-redirects.conf': renderLegacyMap(entries),
    'security-headers.conf': renderSecurityHeaders(),
    'proxy.conf': renderProxy(),
    'locations.conf': renderLocations(),
    'site.conf': renderSiteConf({ includeDir: NGINX_INCLUDE_DIR, rootDir: NGINX_ROOT_DIR }),
    ...logIncludes(),
  }
  // only the files whose bytes change are written (an incremental build leaves the rest as they were)
  for (const [name, text] of Object.entries(files)) writeFile(path.join(dir, name), text)
  return {
    exact: entries.filter((entry) => !entry.regex).length,
    patterns: entries.filter((entry) => entry.regex).length,
  }
}

/** The upstream block for another address (a test's port, a second instance). */
export const upstreamBlock = renderUpstream

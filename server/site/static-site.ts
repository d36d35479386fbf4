import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fresh from 'fresh'
import { resolveLegacyPath } from '~/lib/legacy/resolve'
import { NOT_FOUND_FILE, REDIRECT_PAGES } from '~/lib/routing'
import Negotiator from 'negotiator'
import { cacheControlFor, contentSecurityPolicy } from '~/lib/security/headers'
import { canonicalPath, hasRepeatedSlash, splitRequestTarget, trimTrailingSlashes } from '~/lib/url/request-path'
import { fileForPath, listBuildFiles } from './build-files'
import type { SendNotFound } from '../shared/not-found'
import { anyPath, noQuery, withInput } from '../shared/route-input'

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
}

// Dot segments are never served ("..", "/.env", "/.git/config"); only "/.well-known/" is public (RFC 8615).
function isHiddenPath(pathname: string): boolean {
  const segments = pathname.split('/')
  return segments.some((segment, index) => segment.startsWith('.') && !(index === 1 && segment === '.well-known'))
}

export interface StaticSiteOptions {
  buildDir: string
  /** The build's .br and .gz copies; default: build/precompressed beside build/client. */
  precompressedDir?: string
  cspManifestPath?: string
}

const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const

// RFC 9110 negotiation through negotiator; brotli first when both rank the same.
function pickEncoding(
  acceptEncoding: string | undefined,
  file: string,
  compressed: ReadonlySet<string>,
): { suffix: string; encoding?: string } {
  const available = PRECOMPRESSED.filter(({ suffix }) => compressed.has(`${file}${suffix}`))
  if (!available.length) return { suffix: '' }
  const offered = [...available.map(({ encoding }) => encoding), 'identity']
  // negotiator 1.x takes the server's preference order for equal qualities (its @types still describe 0.6).
  const negotiator = new Negotiator({
    headers: { 'accept-encoding': acceptEncoding ?? '' },
  }) as unknown as PreferringNegotiator
  const chosen = negotiator.encoding(offered, { preferred: offered })
  const match = available.find(({ encoding }) => encoding === chosen)
  return match ? { suffix: match.suffix, encoding: match.encoding } : { suffix: '' }
}

interface PreferringNegotiator {
  encoding(available: string[], options: { preferred: string[] }): string | undefined
}

// Weak validator as @fastify/send and nginx make it; each encoding is its own file with its own tag.
function entityTag(stat: fs.Stats): string {
  return `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`
}

export const REDIRECT_CACHE_CONTROL = 'public, max-age=86400'

export async function registerStaticSite(
  app: FastifyInstance,
  options: StaticSiteOptions,
): Promise<{ sendNotFound: SendNotFound }> {
  const buildDir = path.resolve(options.buildDir)
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No built site in ${buildDir}: run "npm run build" first.`)
  }
  const files = listBuildFiles(buildDir)
  const precompressedDir = path.resolve(options.precompressedDir ?? path.join(path.dirname(buildDir), 'precompressed'))
  const compressed = listBuildFiles(precompressedDir)
  const cspByFile: Record<string, string[]> =
    options.cspManifestPath && fs.existsSync(options.cspManifestPath)
      ? (JSON.parse(fs.readFileSync(options.cspManifestPath, 'utf8')) as Record<string, string[]>)
      : {}

  const send = async (request: FastifyRequest, reply: FastifyReply, file: string, status = 200) => {
    const ext = path.extname(file)
    const { suffix, encoding } = pickEncoding(request.headers['accept-encoding'], file, compressed)
    const source = encoding ? path.join(precompressedDir, file + suffix) : path.join(buildDir, file)
    // O_NOFOLLOW: a symlink put in the build after start is never followed out of it.
    const handle = await fs.promises.open(source, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW)
    reply.code(status)
    reply.header('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
    reply.header('Cache-Control', status === 200 ? cacheControlFor(file) : 'no-store')
    reply.header('Vary', 'Accept-Encoding')
    if (encoding) reply.header('Content-Encoding', encoding)
    if (ext === '.html') reply.header('Content-Security-Policy', contentSecurityPolicy(cspByFile[file] ?? []))
    if (status === 200) {
      const stat = await handle.stat()
      const validators = { etag: entityTag(stat), 'last-modified': stat.mtime.toUTCString() }
      reply.header('ETag', validators.etag).header('Last-Modified', validators['last-modified'])
      if (fresh(request.headers, validators)) {
        await handle.close()
        reply.removeHeader('Content-Encoding')
        return reply.code(304).send()
      }
      reply.header('Content-Length', stat.size)
    }
    return reply.send(handle.createReadStream())
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const redirect = (target: string) => reply.header('Cache-Control', REDIRECT_CACHE_CONTROL).redirect(target, 301)
    // Not new URL(request.url, base): "//evil.com/contact" would parse as another host's /contact.
    const url = splitRequestTarget(request.url)
    let pathname: string
    try {
      pathname = decodeURIComponent(url.path)
    } catch {
      return send(request, reply, NOT_FOUND_FILE, 404)
    }
    if (pathname.includes('\0') || isHiddenPath(pathname)) return send(request, reply, NOT_FOUND_FILE, 404)
    // "//x" or "/a//b": one redirect to the single-slash path, which can never leave the site.
    if (hasRepeatedSlash(url.path)) return redirect(encodeURI(canonicalPath(pathname)) + url.search)

    const fixedRedirect = REDIRECT_PAGES[pathname as keyof typeof REDIRECT_PAGES]
    if (fixedRedirect) return redirect(fixedRedirect + url.search)

    const file = fileForPath(pathname, files)
    if (file) {
      if (pathname.length > 1 && pathname.endsWith('/'))
        return redirect(encodeURI(trimTrailingSlashes(pathname)) + url.search)
      return send(request, reply, file)
    }
    const legacyTarget = resolveLegacyPath(trimTrailingSlashes(pathname))
    // The query (campaign tags, say) travels with the visitor; the resolver matches the path in any letter case.
    if (legacyTarget) return redirect(legacyTarget + url.search)
    return send(request, reply, NOT_FOUND_FILE, 404)
  }

  app.get('/*', withInput({ input: { params: anyPath, querystring: noQuery } }), handler)
  return { sendNotFound: (request, reply) => send(request, reply, NOT_FOUND_FILE, 404) }
}

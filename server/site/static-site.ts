import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { resolveLegacyPath } from '~/lib/legacy/resolve'
import { NOT_FOUND_FILE, REDIRECT_PAGES } from '~/lib/routing'
import { BASE_SECURITY_HEADERS, cacheControlFor, contentSecurityPolicy } from '~/lib/security/headers'
import { canonicalPath, hasRepeatedSlash, splitRequestTarget, trimTrailingSlashes } from '~/lib/url/request-path'
import { fileForPath, listBuildFiles } from './build-files'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
}

export interface StaticSiteOptions {
  buildDir: string
  /** sha256 hashes of each page's inline scripts, written by the build */
  cspManifestPath?: string
}

function pickEncoding(request: FastifyRequest, file: string, files: ReadonlySet<string>): { suffix: string; encoding?: string } {
  const accepted = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted) && files.has(`${file}.br`)) return { suffix: '.br', encoding: 'br' }
  if (/\bgzip\b/.test(accepted) && files.has(`${file}.gz`)) return { suffix: '.gz', encoding: 'gzip' }
  return { suffix: '' }
}

/** Serves the prerendered site: clean URLs, precompressed files, real redirects and a real 404. */
export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const buildDir = path.resolve(options.buildDir)
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No built site in ${buildDir}: run "npm run build" first.`)
  }
  const files = listBuildFiles(buildDir)
  const cspByFile: Record<string, string[]> = options.cspManifestPath && fs.existsSync(options.cspManifestPath)
    ? (JSON.parse(fs.readFileSync(options.cspManifestPath, 'utf8')) as Record<string, string[]>)
    : {}

  const send = (request: FastifyRequest, reply: FastifyReply, file: string, status = 200) => {
    const ext = path.extname(file)
    const { suffix, encoding } = pickEncoding(request, file, files)
    reply.code(status)
    reply.header('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
    reply.header('Cache-Control', status === 200 ? cacheControlFor(file) : 'no-store')
    reply.header('Vary', 'Accept-Encoding')
    if (encoding) reply.header('Content-Encoding', encoding)
    if (ext === '.html') reply.header('Content-Security-Policy', contentSecurityPolicy(cspByFile[file] ?? []))
    const stream = fs.createReadStream(path.join(buildDir, file + suffix))
    return reply.send(stream)
  }

  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value)
    return payload
  })

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // Not new URL(request.url, base): "//evil.com/contact" would parse as another host's /contact.
    const url = splitRequestTarget(request.url)
    let pathname: string
    try {
      pathname = decodeURIComponent(url.path)
    } catch {
      return send(request, reply, NOT_FOUND_FILE, 404)
    }
    if (pathname.includes('\0') || pathname.split('/').includes('..')) return send(request, reply, NOT_FOUND_FILE, 404)
    // "//x" or "/a//b": one redirect to the single-slash path, which can never leave the site.
    if (hasRepeatedSlash(url.path)) return reply.redirect(encodeURI(canonicalPath(pathname)) + url.search, 301)

    const fixedRedirect = REDIRECT_PAGES[pathname as keyof typeof REDIRECT_PAGES]
    if (fixedRedirect) return reply.redirect(fixedRedirect + url.search, 301)

    const file = fileForPath(pathname, files)
    if (file) {
      if (pathname.length > 1 && pathname.endsWith('/')) return reply.redirect(encodeURI(trimTrailingSlashes(pathname)) + url.search, 301)
      return send(request, reply, file)
    }
    const legacyTarget = resolveLegacyPath(trimTrailingSlashes(pathname))
    // The query (campaign tags, say) travels with the visitor; the resolver matches the path in any letter case.
    if (legacyTarget) return reply.redirect(legacyTarget + url.search, 301)
    return send(request, reply, NOT_FOUND_FILE, 404)
  }

  app.get('/*', handler)
}

/**
 * npm run edit: the local content editor. A small Node server on 127.0.0.1 that serves Keystatic's admin
 * UI (./ui, through Vite in middleware mode) and Keystatic's API over the content folder, with every save
 * checked against the content schemas (./api.ts). It is a development tool: nothing here is part of the
 * built site or of the production server.
 *
 * EDIT_PORT (default 3030): where to listen. CONTENT_DIR: the content folder, as for the site (./content).
 * KEYSTATIC_GITHUB_REPO ("owner/name", unset by default): edit that GitHub repository instead of the
 * folder, with the GitHub App whose credentials Keystatic's setup writes to .env (docs/editing.md, "Editing a hosted
 * repository"; untested here, these machines have no network).
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer as createViteServer } from 'vite'
import { firmIdentityDefine } from '~/config/firm-identity-file'
import { contentDir } from '~/lib/content-folder/content-files.server'
import { API_PREFIX, makeEditorApiHandler } from './api'
import { buildKeystaticConfig, type EditorStorage } from './keystatic-config'

const HERE = path.dirname(fileURLToPath(import.meta.url))
const ROOT = path.resolve(HERE, '../..')
const DEFAULT_PORT = 3030
const HOST = '127.0.0.1'
/** The largest request body the editor reads: a save of the largest content file is far smaller. */
const MAX_BODY_BYTES = 1024 * 1024

/** A body over MAX_BODY_BYTES: answered 413 without reading the rest. */
class BodyTooLargeError extends Error {}

/**
 * What Vite may serve from the disk (its /@fs/ paths): the editor's page, the modules it imports from app/
 * and node_modules, nothing else of the project (the server's code, the build, DATA_DIR's leads, .env).
 */
const VITE_FS = {
  allow: [
    path.join(HERE, 'ui'),
    path.join(HERE, 'keystatic-config.ts'),
    path.join(ROOT, 'app'),
    path.join(ROOT, 'node_modules'),
  ],
  deny: [
    '.env',
    '.env.*',
    '*.{crt,pem,key}',
    '**/.git/**',
    `${path.join(ROOT, 'data')}/**`,
    `${path.join(ROOT, 'build')}/**`,
  ],
}

function fail(message: string): never {
  console.error(`npm run edit: ${message}`)
  process.exit(1)
}

function readPort(): number {
  const raw = process.env.EDIT_PORT
  if (raw === undefined || raw === '') return DEFAULT_PORT
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    fail(`EDIT_PORT must be a port number from 1 to 65535, not "${raw}"`)
  return port
}

/** Where Keystatic's GitHub setup writes the app's slug (and its client id and secrets, which its API reads). */
const APP_SLUG_ENV = 'KEYSTATIC_GITHUB_APP_SLUG'

function readStorage(): EditorStorage {
  const repo = process.env.KEYSTATIC_GITHUB_REPO
  if (!repo) return { kind: 'local' }
  // Keystatic's GitHub setup writes its app's credentials to .env in the project folder.
  if (fs.existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'))
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) fail(`KEYSTATIC_GITHUB_REPO must be "owner/name", not "${repo}"`)
  return {
    kind: 'github',
    repo: repo as `${string}/${string}`,
    pathPrefix: path.relative(ROOT, contentDir()).split(path.sep).join('/'),
  }
}

/** The request's body as text, refused (BodyTooLargeError) past MAX_BODY_BYTES; the rest is then discarded unread. */
function readCappedBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      request.resume()
      reject(new BodyTooLargeError())
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk)
        return
      }
      request.off('data', onData)
      request.resume()
      reject(new BodyTooLargeError())
    }
    request.on('data', onData)
    request.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.once('error', reject)
  })
}

/** Node's request as the Request-like object Keystatic's handler reads. */
function toKeystaticRequest(request: http.IncomingMessage, origin: string) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value)
  return {
    method: request.method ?? 'GET',
    url: new URL(request.url ?? '/', origin).toString(),
    headers,
    json: async () => JSON.parse(await readCappedBody(request)) as unknown,
  }
}

/** Keystatic's response headers (an object, a list of pairs or Headers) as the flat list Node takes. */
function headerList(headers: HeadersInit | undefined): string[] {
  if (!headers) return []
  const pairs =
    headers instanceof Headers ? [...headers.entries()] : Array.isArray(headers) ? headers : Object.entries(headers)
  return pairs.flat()
}

async function main() {
  // The editor is a development tool, whatever the shell says: Vite bundles Keystatic's UI for this mode,
  // and React Aria, under NODE_ENV=test (as set by a test runner), reads a `process` the browser lacks.
  process.env.NODE_ENV = 'development'
  const port = readPort()
  const storage = readStorage()
  const directory = contentDir()
  const origin = `http://${HOST}:${String(port)}`
  const allowedHosts = new Set([`${HOST}:${String(port)}`, `localhost:${String(port)}`])
  const api = makeEditorApiHandler(buildKeystaticConfig(storage), directory, APP_SLUG_ENV)

  const server = http.createServer((request, response) => {
    // Only this machine's own names: a page elsewhere cannot reach the editor through a rebound DNS name.
    if (!allowedHosts.has(request.headers.host ?? '')) {
      response.writeHead(403, { 'content-type': 'text/plain' }).end('The editor answers only at 127.0.0.1.')
      return
    }
    const pathname = new URL(request.url ?? '/', origin).pathname
    if (pathname === '/healthz') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
      return
    }
    if (pathname === '/') {
      response.writeHead(302, { location: '/keystatic' }).end()
      return
    }
    if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) {
      api(toKeystaticRequest(request, origin))
        .then(({ status = 200, headers, body }) => {
          response.writeHead(status, headerList(headers))
          response.end(body ?? undefined)
        })
        .catch((error: unknown) => {
          if (error instanceof BodyTooLargeError) {
            // The rest of the body is not read: the connection is closed after the answer.
            response
              .writeHead(413, { 'content-type': 'text/plain', connection: 'close' })
              .end(`The request is larger than ${String(MAX_BODY_BYTES / 1024 / 1024)} MB.`)
            return
          }
          console.error(error)
          if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' })
          response.end('The editor could not handle this request; see its terminal.')
        })
      return
    }
    vite.middlewares(request, response)
  })

  const vite = await createViteServer({
    configFile: false,
    root: path.join(HERE, 'ui'),
    appType: 'spa',
    cacheDir: path.join(ROOT, 'node_modules/.vite-edit'),
    logLevel: 'warn',
    clearScreen: false,
    resolve: { alias: { '~': path.join(ROOT, 'app') } },
    define: {
      ...firmIdentityDefine(directory),
      __EDITOR_STORAGE__: JSON.stringify(storage),
      __EDITOR_APP_SLUG__: JSON.stringify({ envName: APP_SLUG_ENV, value: process.env[APP_SLUG_ENV] }),
    },
    // Vite's reload channel shares the editor's port (its default port may be another project's).
    server: { middlewareMode: true, hmr: { server }, fs: VITE_FS },
    optimizeDeps: {
      entries: [path.join(HERE, 'ui/main.ts')],
      include: ['@keystatic/core', '@keystatic/core/ui', 'react', 'react-dom/client', 'zod'],
    },
  })

  server.listen(port, HOST, () => {
    const where =
      storage.kind === 'local'
        ? `the content folder ${directory}`
        : `the GitHub repository ${storage.repo} (${storage.pathPrefix})`
    console.log(
      `Content editor: ${origin}/keystatic\nEditing ${where}. Saves are checked against the content schemas. Stop with Ctrl+C.`,
    )
  })
  server.on('error', (error) => fail(error.message))

  const stop = () => {
    server.close()
    server.closeAllConnections()
    void vite.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

void main()

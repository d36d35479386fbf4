/**
 * The production release (npm run release) as an operator installs it: assembled from the suite's shared
 * build into a folder under the system's temporary directory (outside the repository, so nothing resolves
 * the repository's node_modules), `npm ci --omit=dev` there (better-sqlite3 compiles from source: minutes),
 * then the server and the lead commands with plain node, and the generated nginx front in front of it, and
 * the systemd unit through systemd-analyze. In CI (CI=true) nginx, its brotli module and systemd must be
 * installed (.ci/run installs them); elsewhere a missing tool skips its part with the reason printed.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LEGACY_CASES } from '~/lib/legacy/legacy-cases'
import { BASE_SECURITY_HEADERS } from '~/lib/security/headers'
import { NGINX_DIR, NGINX_INCLUDE_DIR, NGINX_ROOT_DIR, upstreamBlock } from '../../scripts/build-steps/nginx-config'
import { assembleRelease, countInstalledPackages, measureRelease, type ReleaseFigures } from '../../scripts/release'
import { freePort, spawnServer, type SpawnedServer } from '../support/spawn-server'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
const buildDir = path.dirname(path.resolve(process.env.E2E_BUILD_DIR ?? 'build/client'))
const inCi = process.env.CI === 'true'
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file))
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
const SYSTEMD_ANALYZE = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((file) => fs.existsSync(file))
/** npm ci compiles better-sqlite3 from source on these machines */
const INSTALL_TIMEOUT_MS = 20 * 60_000

/** A tool this file needs: in CI its absence fails the test, elsewhere it skips the part with the reason. */
function requireTool(present: boolean, what: string): boolean {
  if (present) return true
  if (inCi) throw new Error(`${what} is missing; .ci/run installs it, and in CI this test never skips`)
  console.warn(`[production-release] skipped: ${what} is not installed here (CI installs it)`)
  return false
}

let workDir: string
let releaseDir: string
let figures: ReleaseFigures
let dataDir: string
let server: SpawnedServer | undefined
let nginx: ChildProcess | undefined
let nginxUrl = ''

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-test-'))
  releaseDir = path.join(workDir, 'release')
  // the build's folders hard-linked, not copied (a gigabyte); the server and the project files are copies
  figures = assembleRelease(root, buildDir, releaseDir, { linkBuild: true })
  await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: releaseDir,
    timeout: INSTALL_TIMEOUT_MS,
    maxBuffer: 64 * 1024 * 1024,
  })
}, INSTALL_TIMEOUT_MS + 60_000)

afterAll(async () => {
  nginx?.kill('SIGTERM')
  await server?.stop()
  // some 100,000 links and the installed packages: minutes on a busy disk
  if (workDir) await fs.promises.rm(workDir, { recursive: true, force: true })
}, 600_000)

describe('the release, installed with npm ci --omit=dev', () => {
  it('holds the plain-JavaScript server, the site, the nginx files and the locked manifest, with no build tool installed', () => {
    for (const file of [
      'server/main.js',
      'server/writer-worker.js',
      'server/checkpoint-worker.js',
      'server/leads-export.js',
      'server/leads-erase.js',
      'server/leads-backup.js',
      'server/leads-migrate.js',
      'server/staff.js',
      'server/conflicts-import.js',
      'server/signatures-check.js',
      'build/client/index.html',
      `build/${NGINX_DIR}/locations.conf`,
      'deploy/site.service',
      'package-lock.json',
    ]) {
      expect(fs.existsSync(path.join(releaseDir, file)), file).toBe(true)
    }
    // nginx's root: a page's .br copy beside it, the same file as the Node server's (a hard link)
    const page = path.join(releaseDir, NGINX_ROOT_DIR, 'index.html')
    expect(fs.statSync(page).ino).toBe(fs.statSync(path.join(releaseDir, 'build/client/index.html')).ino)
    expect(fs.existsSync(`${page}.br`)).toBe(true)
    for (const tool of [
      'vite',
      '@tailwindcss/vite',
      'tsx',
      'esbuild',
      'typescript',
      'htmlparser2',
      'tinypool',
      'vitest',
    ]) {
      expect(fs.existsSync(path.join(releaseDir, 'node_modules', tool)), tool).toBe(false)
    }
    const packages = countInstalledPackages(path.join(releaseDir, 'node_modules'))
    // the figure the operators' guide states (docs/operations.md, "Production release")
    console.log(
      `[production-release] ${packages} packages installed; release ${figures.files.toLocaleString('en-US')} files, ${(figures.bytes / 1e6).toFixed(0)} MB before npm ci, node_modules ${(measureRelease(path.join(releaseDir, 'node_modules')).bytes / 1e6).toFixed(0)} MB`,
    )
    expect(packages).toBeGreaterThan(50)
    expect(packages).toBeLessThan(280)
  })

  it('serves the site and takes a lead with node server/main.js, and leads:export prints it with plain node', async () => {
    dataDir = fs.mkdtempSync(path.join(workDir, 'data-'))
    const port = await freePort()
    nginxUrl = `http://127.0.0.1:${String(await freePort())}`
    server = await spawnServer({
      releaseDir,
      port,
      env: { DATA_DIR: dataDir, TRUST_PROXY: '1', SITE_URL: nginxUrl },
      startTimeoutMs: 60_000,
    })
    const home = await fetch(`${server.url}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('<html')
    const posted = await postLead(server.url, '127.0.0.1', { lastName: 'Release' })
    expect(posted.status).toBe(200)
    const { stdout } = await run(process.execPath, ['server/leads-export.js', '--format', 'json'], {
      cwd: releaseDir,
      env: { ...process.env, DATA_DIR: dataDir },
    })
    const leads = JSON.parse(stdout) as { lastName: string }[]
    expect(leads.map((lead) => lead.lastName)).toContain('Release')
  }, 120_000)
})

/** Posts a contact lead as JSON from `localAddress`, as a browser behind a proxy at 203.0.113.9 would claim. */
function postLead(
  base: string,
  localAddress: string,
  overrides: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane.doe@lawfirm.example.com',
    phone: '(215) 555-0100',
    message: 'Lost earnings of a plaintiff since 2021; deposition in the spring.',
    caseType: 'Personal Injury',
    organization: 'Doe & Partners',
    formType: 'contact',
    submittedAt: new Date(Date.now() - 60_000).toISOString(),
    subject: 'Contact Form Submission - Jane Doe',
    ...overrides,
  })
  const url = new URL('/f/contact', base)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: nginxUrl,
          'x-forwarded-for': '203.0.113.9',
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** GET through nginx without following redirects; `encoding` is the Accept-Encoding sent. */
function get(
  url: string,
  encoding?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
      })
      .on('error', reject)
  })
}

describe('the generated nginx front, in front of the release', () => {
  let ready = false

  beforeAll(async () => {
    if (!requireTool(NGINX !== undefined, 'nginx (Debian package nginx)')) return
    if (
      !requireTool(
        fs.existsSync(BROTLI_MODULE),
        'the brotli static module (Debian package libnginx-mod-http-brotli-static)',
      )
    )
      return
    if (!server) throw new Error('the release server did not start')
    // nginx reads relative includes from its main file's folder: the release's nginx folder under the
    // name the generated files use, with the upstream at the test server's port.
    const confDir = path.join(workDir, 'nginx')
    const includeDir = path.join(confDir, NGINX_INCLUDE_DIR)
    fs.mkdirSync(confDir, { recursive: true })
    const temp = (name: string) => path.join(confDir, name)
    fs.mkdirSync(includeDir, { recursive: true })
    // the generated files name Debian's log folder: the test's own instead
    for (const file of fs.readdirSync(path.join(releaseDir, 'build', NGINX_DIR)))
      fs.writeFileSync(
        path.join(includeDir, file),
        fs
          .readFileSync(path.join(releaseDir, 'build', NGINX_DIR, file), 'utf8')
          .replaceAll('/var/log/nginx/', `${confDir}/`),
      )
    fs.writeFileSync(path.join(includeDir, 'upstream.conf'), upstreamBlock(`127.0.0.1:${String(server.port)}`))
    const port = new URL(nginxUrl).port
    fs.writeFileSync(
      path.join(confDir, 'nginx.conf'),
      [
        `load_module ${BROTLI_MODULE};`,
        'daemon off;',
        'master_process off;',
        `pid ${temp('nginx.pid')};`,
        `error_log ${temp('error.log')} warn;`,
        'events { worker_connections 256; }',
        'http {',
        '    access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `    ${kind}_temp_path ${temp(`${kind}-temp`)};`,
        ),
        `    include ${NGINX_INCLUDE_DIR}/http.conf;`,
        '    server {',
        `        listen 127.0.0.1:${port};`,
        `        root ${path.join(releaseDir, NGINX_ROOT_DIR)};`,
        `        include ${NGINX_INCLUDE_DIR}/locations.conf;`,
        '    }',
        '}',
        '',
      ].join('\n'),
    )
    await run(NGINX!, ['-t', '-q', '-p', confDir, '-c', path.join(confDir, 'nginx.conf')])
    nginx = spawn(NGINX!, ['-p', confDir, '-c', path.join(confDir, 'nginx.conf')], {
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    const deadline = Date.now() + 15_000
    while (Date.now() < deadline) {
      try {
        if ((await get(`${nginxUrl}/`)).status === 200) break
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    ready = true
  }, 60_000)

  it('answers every legacy URL with a 301 that leads where the Node server sends it, and the unresolvable ones with 404', async ({
    skip,
  }) => {
    if (!ready) skip()
    for (const [from, to] of LEGACY_CASES) {
      let current = from
      let first: number | undefined
      for (let hop = 0; hop < 4; hop += 1) {
        const answer = await get(`${nginxUrl}${current}`)
        first ??= answer.status
        if (answer.status !== 301) {
          if (to === null) expect(answer.status, from).toBe(404)
          else expect(answer.status, `${from} ended at ${current}`).toBe(200)
          break
        }
        current = new URL(answer.headers.location ?? '', nginxUrl).pathname
      }
      if (to === null) continue
      expect(first, from).toBe(301)
      expect(current, from).toBe(to)
      // the Node server's own answer, for comparison
      const direct = await fetch(`${server!.url}${from}`, { redirect: 'manual' })
      expect(direct.status, from).toBe(301)
      expect(new URL(direct.headers.get('location') ?? '', server!.url).pathname, from).toBe(to)
    }
  }, 180_000)

  it('keeps the query string on a legacy redirect', async ({ skip }) => {
    if (!ready) skip()
    const answer = await get(`${nginxUrl}/locations/TX?utm_source=directory`)
    expect(answer.status).toBe(301)
    expect(answer.headers.location).toMatch(/\/texas\?utm_source=directory$/)
  })

  it("answers an unknown page with the site's 404 page, status 404, never stored", async ({ skip }) => {
    if (!ready) skip()
    const answer = await get(`${nginxUrl}/no-such-page-here`)
    expect(answer.status).toBe(404)
    const page = answer.body.toString('utf8')
    expect(page).toBe(fs.readFileSync(path.join(releaseDir, 'build/client/404.html'), 'utf8'))
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
  })

  it('sends a page brotli-compressed to a client that asks, and as it is to one that does not', async ({ skip }) => {
    if (!ready) skip()
    const plain = fs.readFileSync(path.join(releaseDir, 'build/client/index.html'))
    const compressed = await get(`${nginxUrl}/`, 'gzip, deflate, br')
    expect(compressed.status).toBe(200)
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/i)
    expect(zlib.brotliDecompressSync(compressed.body).equals(plain)).toBe(true)
    const identity = await get(`${nginxUrl}/`)
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.equals(plain)).toBe(true)
  })

  it("sends the Node server's security headers and caching, with the page policy its meta tag completes", async ({
    skip,
  }) => {
    if (!ready) skip()
    const page = await get(`${nginxUrl}/about`)
    expect(page.status).toBe(200)
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS))
      expect(page.headers[name.toLowerCase()], name).toBe(value)
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(page.body.toString('utf8')).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-/,
    )
    const asset = fs.readdirSync(path.join(releaseDir, 'build/client/assets')).find((file) => file.endsWith('.js'))!
    const script = await get(`${nginxUrl}/assets/${asset}`)
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(script.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    )
    expect(script.headers['x-content-type-options']).toBe('nosniff')
    const hidden = await get(`${nginxUrl}/.env`)
    expect(hidden.status).toBe(404)
  })

  it('proxies a form post, and the lead is stored with the address nginx saw, not the one the client claimed', async ({
    skip,
  }) => {
    if (!ready) skip()
    const posted = await postLead(nginxUrl, '127.0.0.7', { lastName: 'Proxied' })
    expect(posted.status, posted.body).toBe(200)
    const db = new Database(path.join(dataDir, 'leads.sqlite'), { readonly: true })
    try {
      const row = db.prepare('SELECT client_address FROM leads WHERE last_name = ?').get('Proxied') as
        { client_address: string } | undefined
      expect(row?.client_address).toBe('127.0.0.7')
    } finally {
      db.close()
    }
  })

  it("refuses a lead body over the collector's limit at nginx, and the inbox and health paths reach the server", async ({
    skip,
  }) => {
    if (!ready) skip()
    const big = await postLead(nginxUrl, '127.0.0.1', { message: 'x'.repeat(40 * 1024) })
    expect(big.status).toBe(413)
    const health = await get(`${nginxUrl}/healthz`)
    expect(health.status).toBe(200)
    expect(JSON.parse(health.body.toString('utf8'))).toMatchObject({ status: 'ok' })
    // no staff yet: the inbox does not exist, and the server says so with the site's 404 page
    const inbox = await get(`${nginxUrl}/inbox`)
    expect(inbox.status).toBe(404)
    expect(inbox.headers['cache-control']).toBe('no-store')
  })
})

describe('the systemd unit', () => {
  it('passes systemd-analyze verify, with the hardening the guide describes', async ({ skip }) => {
    if (!requireTool(SYSTEMD_ANALYZE !== undefined, 'systemd (systemd-analyze)')) skip()
    const unit = fs.readFileSync(path.join(root, 'deploy/site.service'), 'utf8')
    for (const line of [
      'DynamicUser=yes',
      'StateDirectory=forensic-site',
      'ProtectSystem=strict',
      'ProtectHome=yes',
      'PrivateTmp=yes',
      'NoNewPrivileges=yes',
      'Restart=on-failure',
      'EnvironmentFile=/etc/forensic-site/env',
      'RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX',
    ]) {
      expect(unit.split('\n'), line).toContain(line)
    }
    // verify fails when ExecStart's program is missing: point it at this node
    const dir = fs.mkdtempSync(path.join(workDir, 'unit-'))
    const file = path.join(dir, 'forensic-site.service')
    fs.writeFileSync(file, unit.replace(/^ExecStart=\S+/m, `ExecStart=${process.execPath}`))
    const { stderr } = await run(SYSTEMD_ANALYZE!, ['verify', file])
    expect(stderr.split('\n').filter((line) => line.includes('forensic-site.service'))).toEqual([])
  })
})

/**
 * The generated nginx front run by nginx itself (Debian's, with the brotli static module) in front of a stand-in
 * for the Node server: what it writes to its access and error logs when a token route fails and when the server
 * is down, the example server block under `nginx -t` as the operators' guide installs it, and its port-80
 * redirect. The log folder of the generated files is swapped for the test's, as the certificate paths are.
 * In CI (CI=true) nginx and the module must be installed; elsewhere a missing tool skips with the reason.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../tests/support/spawn-server'
import { NGINX_DIR, NGINX_INCLUDE_DIR, upstreamBlock, writeNginxConfig } from './nginx-config'

const run = promisify(execFile)
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file))
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
const present = NGINX !== undefined && fs.existsSync(BROTLI_MODULE)
if (!present && process.env.CI === 'true')
  throw new Error('nginx and libnginx-mod-http-brotli-static are missing; in CI this test never skips')
if (!present) console.warn('[nginx-front] skipped: nginx or its brotli static module is not installed here')

/** Where Debian's nginx writes its logs, as the generated files name it */
const DEBIAN_LOG_DIR = '/var/log/nginx/'

let workDir = ''
const running: ChildProcess[] = []

afterAll(() => {
  for (const child of running) child.kill('SIGTERM')
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
})

/** The generated files under `confDir/forensic-site`, their log folder swapped for `logDir`. */
function installFront(buildDir: string, confDir: string, logDir: string, upstreamPort: number): void {
  const includeDir = path.join(confDir, NGINX_INCLUDE_DIR)
  fs.mkdirSync(includeDir, { recursive: true })
  for (const file of fs.readdirSync(path.join(buildDir, NGINX_DIR))) {
    const text = fs.readFileSync(path.join(buildDir, NGINX_DIR, file), 'utf8')
    fs.writeFileSync(path.join(includeDir, file), text.replaceAll(DEBIAN_LOG_DIR, `${logDir}/`))
  }
  fs.writeFileSync(path.join(includeDir, 'upstream.conf'), upstreamBlock(`127.0.0.1:${String(upstreamPort)}`))
}

/** A main file as Debian's: the stock access log (format combined) and error log, then `body` in http. */
function mainConf(confDir: string, logDir: string, body: string[]): string {
  const file = path.join(confDir, `nginx-${String(running.length)}-${randomBytes(3).toString('hex')}.conf`)
  fs.writeFileSync(
    file,
    [
      `load_module ${BROTLI_MODULE};`,
      'daemon off;',
      'master_process off;',
      `pid ${file}.pid;`,
      `error_log ${logDir}/error.log warn;`,
      'events { worker_connections 64; }',
      'http {',
      `    access_log ${logDir}/access.log combined;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `    ${kind}_temp_path ${path.join(confDir, `${kind}-temp`)};`,
      ),
      ...body.map((line) => `    ${line}`),
      '}',
      '',
    ].join('\n'),
  )
  return file
}

async function startNginx(confDir: string, file: string, probe: string): Promise<void> {
  await run(NGINX!, ['-t', '-q', '-p', confDir, '-c', file])
  const child = spawn(NGINX!, ['-p', confDir, '-c', file], { stdio: ['ignore', 'inherit', 'inherit'] })
  running.push(child)
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if ((await request(probe).catch(() => undefined)) !== undefined) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('nginx did not start')
}

function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }))
    })
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

let buildDir = ''
beforeAll(() => {
  if (!present) return
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-front-'))
  buildDir = path.join(workDir, 'build')
  writeNginxConfig(buildDir)
})

describe.skipIf(!present)('the generated nginx front', () => {
  it('writes no bearer token to its access or error log when a token route fails, and when the server is down', async () => {
    const confDir = path.join(workDir, 'logs')
    const logDir = path.join(confDir, 'log')
    const root = path.join(confDir, 'root')
    fs.mkdirSync(logDir, { recursive: true })
    fs.mkdirSync(root, { recursive: true })
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Home</title>')
    fs.writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>')
    // the Node server as it answered while the database was stalled: 500 on every path
    const upstream = http.createServer((incoming, response) => {
      incoming.resume()
      incoming.on('end', () => response.writeHead(500, { 'content-type': 'text/plain' }).end('failed'))
    })
    const upstreamPort = await freePort()
    await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve))
    installFront(buildDir, confDir, logDir, upstreamPort)
    const port = await freePort()
    const base = `http://127.0.0.1:${String(port)}`
    const file = mainConf(confDir, logDir, [
      `include ${NGINX_INCLUDE_DIR}/http.conf;`,
      'server {',
      `    listen 127.0.0.1:${String(port)};`,
      `    root ${root};`,
      `    include ${NGINX_INCLUDE_DIR}/locations.conf;`,
      '}',
    ])
    await startNginx(confDir, file, `${base}/`)
    const logLines = () => fs.readFileSync(path.join(logDir, 'access.log'), 'utf8').trim().split('\n')
    const before = logLines().length

    const [engagement, enrollment, booking] = [1, 2, 3].map(() => randomBytes(32).toString('base64url'))
    const site = `https://www.example.com`
    const calls: Array<[string, { method?: string; headers?: Record<string, string>; body?: string }]> = [
      [`/engage/${engagement!}/letter.txt`, {}],
      [`/engage/${engagement!}/sign`, { method: 'POST', body: 'name=x' }],
      [`/inbox/enroll/${enrollment!}/options`, { method: 'POST', body: '{}' }],
      [`/booking/bk_123/cancel?t=${booking!}`, { method: 'POST', body: 'confirm=1' }],
      // a page at a link's address sends it as the Referer of its own requests (Referrer-Policy: same-origin)
      ['/inbox/assets/enroll.js', { headers: { referer: `${site}/inbox/enroll/${enrollment!}` } }],
      ['/f/slots?from=2026-12-01', { headers: { referer: `${site}/booking/bk_123?t=${booking!}` } }],
      ['/engage/assets/engagement.css', { headers: { referer: `${site}/engage/${engagement!}` } }],
      ['/', { headers: { referer: `${site}/engage/${engagement!}` } }],
    ]
    const statuses = async () => {
      const answers: number[] = []
      for (const [target, options] of calls) answers.push((await request(`${base}${target}`, options)).status)
      return answers
    }
    expect(await statuses()).toEqual([500, 500, 500, 500, 500, 500, 500, 200])
    await new Promise<void>((resolve) => upstream.close(() => resolve()))
    expect(await statuses()).toEqual([502, 502, 502, 502, 502, 502, 502, 200])

    const accessLog = fs.readFileSync(path.join(logDir, 'access.log'), 'utf8')
    const errorLog = fs.readFileSync(path.join(logDir, 'error.log'), 'utf8')
    for (const token of [engagement!, enrollment!, booking!]) {
      expect(accessLog).not.toContain(token)
      expect(errorLog).not.toContain(token)
      expect(accessLog).not.toContain(token.slice(0, 16))
      expect(errorLog).not.toContain(token.slice(0, 16))
    }
    // the access log is on and records every request, with its status
    expect(logLines().length - before).toBe(2 * calls.length)
    expect(accessLog).toContain('"GET /engage/[token] HTTP/1.1" 502')
    expect(accessLog).toContain('"POST /booking/[token] HTTP/1.1" 500')
  }, 60_000)

  it('passes nginx -t with the example server block exactly as generated, only its certificate paths swapped', async () => {
    const confDir = path.join(workDir, 'site-test')
    const logDir = path.join(confDir, 'log')
    fs.mkdirSync(logDir, { recursive: true })
    installFront(buildDir, confDir, logDir, 3000)
    const site = certifiedSiteConf(confDir)
    const file = mainConf(confDir, logDir, [`include ${site};`])
    const { stderr } = await run(NGINX!, ['-t', '-p', confDir, '-c', file])
    expect(stderr).toMatch(/test is successful/)
  }, 60_000)

  it("redirects port 80 to the configured server name, never to the request's Host", async () => {
    const confDir = path.join(workDir, 'redirect')
    const logDir = path.join(confDir, 'log')
    fs.mkdirSync(logDir, { recursive: true })
    installFront(buildDir, confDir, logDir, 3000)
    const [plain, secure] = [await freePort(), await freePort()]
    const site = certifiedSiteConf(confDir, (text) =>
      text
        .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${String(plain)};`)
        .replace(/^ {4}listen 443 ssl http2;$/m, `    listen 127.0.0.1:${String(secure)} ssl http2;`)
        .replace(/^ {4}listen \[::\]:(80|443).*$/gm, ''),
    )
    const file = mainConf(confDir, logDir, [`include ${site};`])
    const base = `http://127.0.0.1:${String(plain)}`
    await startNginx(confDir, file, `${base}/`)
    const answer = await request(`${base}/services?x=1`, { headers: { host: 'evil.test' } })
    expect(answer.status).toBe(301)
    expect(answer.headers.location).toBe('https://www.example.com/services?x=1')
  }, 60_000)
})

/** The generated site.conf with a throwaway self-signed certificate in place of Let's Encrypt's, and `edit` applied. */
function certifiedSiteConf(confDir: string, edit: (text: string) => string = (text) => text): string {
  const key = path.join(confDir, 'privkey.pem')
  const cert = path.join(confDir, 'fullchain.pem')
  const openssl = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=www.example.com']
  execFileSync('openssl', [...openssl, '-keyout', key, '-out', cert])
  const generated = fs.readFileSync(path.join(buildDir, NGINX_DIR, 'site.conf'), 'utf8')
  const swapped = generated
    .replace('/etc/letsencrypt/live/www.example.com/fullchain.pem', cert)
    .replace('/etc/letsencrypt/live/www.example.com/privkey.pem', key)
  expect(swapped).not.toContain('/etc/letsencrypt')
  const file = path.join(confDir, 'site.conf')
  fs.writeFileSync(file, edit(swapped))
  return file
}

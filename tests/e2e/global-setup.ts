import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    dataDir: string
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms`)
}

/** Starts the real server (site and collector) against the built site, on a free loopback port. */
export default async function setup(project: TestProject) {
  const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build/client')
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No built site in ${buildDir}. Run "npm run build" first (npm test does it for you).`)
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'))
  const port = await freePort()
  // TRUST_PROXY=1: the test is the one proxy in front, so the X-Forwarded-For address each opened page
  // sends (support.ts) is the client address, and every page has a rate-limit bucket of its own.
  const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BUILD_DIR: buildDir, LOG_LEVEL: 'warn', SMTP_URL: '', TRUST_PROXY: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${port}`
  await waitForHealth(`${baseUrl}/healthz`, 30_000)
  project.provide('baseUrl', baseUrl)
  project.provide('dataDir', dataDir)
  return async () => {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

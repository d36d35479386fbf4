import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { freePort, spawnServer } from '../support/spawn-server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    dataDir: string
  }
}

/** Starts the real server (site and collector) against the built site, on a free loopback port. */
export default async function setup(project: TestProject) {
  const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build/client')
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No built site in ${buildDir}. Run "npm run build" first (npm test does it for you).`)
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'))
  // TRUST_PROXY=1: the test is the one proxy in front, so the X-Forwarded-For address each opened page
  // sends (support.ts) is the client address, and every page has a rate-limit bucket of its own.
  // SITE_URL is the server's own origin, as in production: a form posted without JavaScript is sent back to it
  // (a redirect to another origin would be refused by the pages' form-action 'self').
  const port = await freePort()
  const server = await spawnServer({
    port,
    env: { DATA_DIR: dataDir, BUILD_DIR: buildDir, TRUST_PROXY: '1', SITE_URL: `http://127.0.0.1:${String(port)}` },
  })
  project.provide('baseUrl', server.url)
  project.provide('dataDir', dataDir)
  return async () => {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { staleReason } from '../../scripts/build-freshness'
import { readBuildStamp } from '../../scripts/build-steps/build-stamp'
import { spawnServer } from '../support/spawn-server'

// npm run dev serves its own sample build (.cache/dev); here it is pointed at the browser tests' build,
// current by then, with that build's sample, so that it serves it as it is instead of building.
const root = path.resolve(import.meta.dirname, '../..')
const buildDir = path.dirname(path.resolve(process.env.E2E_BUILD_DIR ?? 'build/client'))
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-data-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

test('npm run dev serves every kind of page: the home page, a content page, a location page, search and the 404 page', async () => {
  const sample = readBuildStamp(buildDir)?.sample ?? 0
  expect(staleReason(root, buildDir, process.env, sample), 'the build is current (npm test builds it first)').toBeNull()
  const dev = await spawnServer({
    entry: 'scripts/dev.ts',
    env: { BUILD_DIR: buildDir, PRERENDER_SAMPLE: String(sample), DATA_DIR: dataDir },
    startTimeoutMs: 60_000,
  })
  try {
    for (const page of ['/', '/about', '/services/business-valuation/texas/houston', '/texas/houston', '/search']) {
      const response = await fetch(`${dev.url}${page}`)
      expect(response.status, page).toBe(200)
      expect(response.headers.get('content-type'), page).toMatch(/^text\/html/)
      expect(await response.text(), page).toContain('<main')
    }
    expect((await fetch(`${dev.url}/no-such-page`)).status).toBe(404)
  } finally {
    await dev.stop()
  }
})

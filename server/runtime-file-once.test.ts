/**
 * The runtime file is read and parsed once when the server starts: the application hands booking its
 * availability and stylesheets, the form pages their stylesheets and the engagement its letter.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, expect, it, vi } from 'vitest'
import { consultationAvailability } from '~/lib/booking/availability.server'
import { engagementContent } from '~/lib/engagement/engagement-content.server'
import { RUNTIME_FILE_NAME, RUNTIME_FILE_VERSION } from '~/lib/runtime-file-schema'
import { temporaryDir, testConfig, writeMinimalBuild } from '../tests/support/server-fixtures'
import { buildApp } from './app'

afterEach(() => {
  vi.restoreAllMocks()
})

it('reads runtime.json once at start, and each feature gets its part', async () => {
  const temp = temporaryDir('runtime-once-')
  const buildDir = writeMinimalBuild(temp.dir)
  const runtimeFile = path.join(temp.dir, RUNTIME_FILE_NAME)
  fs.writeFileSync(
    runtimeFile,
    JSON.stringify({
      version: RUNTIME_FILE_VERSION,
      availability: consultationAvailability(),
      engagement: engagementContent(),
      stylesheets: ['/assets/site-once.css'],
    }),
  )
  const read = vi.spyOn(fs, 'readFileSync')
  const app = await buildApp(testConfig({ DATA_DIR: path.join(temp.dir, 'data'), BUILD_DIR: buildDir }), {
    collector: { rateLimits: false },
  })
  try {
    const reads = read.mock.calls.filter(([file]) => path.resolve(String(file)) === runtimeFile)
    expect(reads).toHaveLength(1)
    const health = await app.inject({ method: 'GET', url: '/healthz', remoteAddress: '127.0.0.1' })
    expect(health.json()).toMatchObject({ booking: { enabled: true } })
    const form = await app.inject({
      method: 'POST',
      url: '/f/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firstName=',
    })
    expect(form.body).toContain('/assets/site-once.css')
  } finally {
    await app.close()
    temp.remove()
  }
})

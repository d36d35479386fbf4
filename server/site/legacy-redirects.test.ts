import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LEGACY_CASES } from '~/lib/legacy/legacy-cases'
import { buildApp } from '../app'
import { loadServerConfig } from '../config'

const NOT_FOUND_MARKER = 'fake not-found page'
let app: FastifyInstance
let root: string

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-redirects-'))
  const client = path.join(root, 'build', 'client')
  fs.mkdirSync(path.join(client, 'texas'), { recursive: true })
  fs.writeFileSync(path.join(client, 'index.html'), '<!doctype html><title>home</title>')
  fs.writeFileSync(path.join(client, '404.html'), `<!doctype html><title>${NOT_FOUND_MARKER}</title>`)
  fs.writeFileSync(path.join(client, 'texas', 'index.html'), '<!doctype html><title>texas</title>')
  const config = loadServerConfig({
    BUILD_DIR: client,
    DATA_DIR: path.join(root, 'data'),
    LOG_LEVEL: 'silent',
  } as NodeJS.ProcessEnv)
  app = await buildApp(config)
  await app.ready()
})

afterAll(async () => {
  await app?.close()
  fs.rmSync(root, { recursive: true, force: true })
})

describe('legacy URLs on the server', () => {
  const resolvable = LEGACY_CASES.filter((entry): entry is readonly [string, string] => entry[1] !== null)
  const unresolvable = LEGACY_CASES.filter(([, to]) => to === null).map(([from]) => from)

  it('covers at least 60 legacy URLs', () => {
    expect(LEGACY_CASES.length).toBeGreaterThanOrEqual(60)
  })

  it.each(resolvable)('GET %s answers 301 to %s', async (from, to) => {
    const response = await app.inject({ method: 'GET', url: from })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe(to)
  })

  it.each(unresolvable)('GET %s answers 404 with the not-found page', async (from) => {
    const response = await app.inject({ method: 'GET', url: from })
    expect(response.statusCode).toBe(404)
    expect(response.headers.location).toBeUndefined()
    expect(response.body).toContain(NOT_FOUND_MARKER)
  })

  it('keeps the query string and answers HEAD the same way', async () => {
    const withQuery = await app.inject({
      method: 'GET',
      url: '/forensic-economist-houston-tx?utm_source=directory&ref=1',
    })
    expect(withQuery.statusCode).toBe(301)
    expect(withQuery.headers.location).toBe(
      '/services/economic-loss-assessment/texas/houston?utm_source=directory&ref=1',
    )
    const head = await app.inject({ method: 'HEAD', url: '/locations/TX' })
    expect(head.statusCode).toBe(301)
    expect(head.headers.location).toBe('/texas')
  })

  it('serves a live page rather than redirecting it', async () => {
    const response = await app.inject({ method: 'GET', url: '/texas' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<title>texas</title>')
  })

  it('matches percent-encoded legacy paths', async () => {
    const response = await app.inject({ method: 'GET', url: '/vocational-expert/%74exas/houston' })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe('/services/vocational-evaluation/texas/houston')
  })
})

/**
 * Every route the app registers declares its input as zod schemas (the query always, the params when its
 * address has any, the body when it takes one) and answers invalid input itself; and invalid input gets a
 * clear 400 or the route's own page, with nothing of the value in the log.
 */
import path from 'node:path'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ZodType } from 'zod'
import { temporaryDir, testConfig, writeMinimalBuild } from '../../tests/support/server-fixtures'
import { answersInvalidInput } from './route-input'

const routes: RouteOptions[] = []
vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof import('fastify')>()
  const create = real.default as unknown as (...args: unknown[]) => FastifyInstance
  const listingRoutes = (...args: unknown[]) => {
    const app = create(...args)
    app.addHook('onRoute', (route) => {
      routes.push(route)
    })
    return app
  }
  return { ...real, default: Object.assign(listingRoutes, real.default) }
})

/** Routes a plugin adds that read no input of the request: named here with the reason. */
const EXEMPT: Record<string, string> = {
  'OPTIONS /f/*': "the CORS preflight, answered by @fastify/cors from the request's headers alone",
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH'])

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function start(): Promise<{ app: FastifyInstance; logs: string[] }> {
  const { buildApp } = await import('../app')
  const temp = temporaryDir('route-input-')
  const logs: string[] = []
  const app = await buildApp(
    testConfig({ DATA_DIR: path.join(temp.dir, 'data'), BUILD_DIR: writeMinimalBuild(temp.dir), LOG_LEVEL: 'info' }),
    { collector: { rateLimits: false }, logDestination: { write: (line: string) => logs.push(line) } },
  )
  cleanups.push(temp.remove, () => app.close())
  await app.ready()
  return { app, logs }
}

function missingInput(route: RouteOptions): string[] {
  const methods = [route.method].flat()
  const name = `${methods.join(',')} ${route.url}`
  if (EXEMPT[name]) return []
  const schema = (route.schema ?? {}) as Record<string, unknown>
  const zod = (part: string) => schema[part] instanceof ZodType
  const missing = [
    ...(zod('querystring') ? [] : ['querystring']),
    ...(/[:*]/.test(route.url) && !zod('params') ? ['params'] : []),
    ...(methods.every((method) => BODY_METHODS.has(method)) && !zod('body') ? ['body'] : []),
    ...(answersInvalidInput(route.preHandler) ? [] : ['an answer to invalid input']),
  ]
  return missing.map((part) => `${name}: ${part}`)
}

describe('the input of every route', () => {
  it('is declared with zod schemas and answered by the route when invalid', async () => {
    routes.length = 0
    await start()
    const listed = routes.map((route) => `${[route.method].flat().join(',')} ${route.url}`)
    // The list is the app's, not a few: the features' routes are all there.
    for (const route of ['POST /f/:formId', 'GET /f/slots', 'POST /booking/:id/cancel', 'POST /engage/:token/sign'])
      expect(listed).toContain(route)
    expect(listed.filter((route) => route.includes('/inbox')).length).toBeGreaterThan(30)
    expect(routes.flatMap(missingInput)).toEqual([])
  })

  it('fails a route that reads its body without a schema', () => {
    const bare = { method: 'POST', url: '/x/:id', handler: async () => undefined } as RouteOptions
    expect(missingInput(bare)).toEqual([
      'POST /x/:id: querystring',
      'POST /x/:id: params',
      'POST /x/:id: body',
      'POST /x/:id: an answer to invalid input',
    ])
  })

  it('answers invalid input with a clear 400 or the route’s own page, and logs the field, never its value', async () => {
    const { app, logs } = await start()
    const junk = `9${'8'.repeat(40)}@example.com`
    const slots = await app.inject({ url: `/f/slots?days=${encodeURIComponent(junk)}` })
    expect(slots.statusCode).toBe(400)
    expect(slots.json()).toEqual({ error: expect.stringMatching(/10 characters/) })
    const booking = await app.inject({ url: `/booking/${encodeURIComponent(junk)}?t=x` })
    expect(booking.statusCode).toBe(403)
    expect(booking.headers['content-type']).toMatch(/text\/html/)
    const engagement = await app.inject({ url: `/engage/${encodeURIComponent(junk)}` })
    expect(engagement.statusCode).toBe(404)
    const refused = logs.filter((line) => line.includes('input.invalid'))
    expect(refused.length).toBeGreaterThanOrEqual(3)
    expect(refused.join('\n')).toContain('"fields":["days"]')
    for (const line of logs) expect(line).not.toContain(junk.slice(0, 20))
  })
})

/**
 * Finding 8 of the fourth security review: a passkey signs in only with user verification (a PIN, a fingerprint
 * or a face), never with presence alone; a key without a PIN is refused with a message saying how to set one.
 */
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { runStaffCommand } from '../../scripts/staff'
import { ScriptedAuthenticator } from '../../tests/support/scripted-authenticator'
import { buildApp } from '../app'
import { temporaryDir, testConfig, writeMinimalBuild } from '../../tests/support/server-fixtures'

const ORIGIN = 'http://localhost:4321'

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function start(): Promise<{ app: FastifyInstance; enrollPath: string }> {
  const temp = temporaryDir('passkey-uv-')
  const dataDir = path.join(temp.dir, 'data')
  const app = await buildApp(
    testConfig({ DATA_DIR: dataDir, BUILD_DIR: writeMinimalBuild(temp.dir), INBOX_ORIGIN: ORIGIN }),
    { collector: { rateLimits: false } },
  )
  cleanups.push(temp.remove, () => app.close())
  const lines = await runStaffCommand(
    { action: 'add', email: 'ana@firm.example', name: 'Ana Ortiz', role: 'admin' },
    { dataDir, inboxOrigin: ORIGIN },
  )
  return { app, enrollPath: new URL(lines.at(-1)!).pathname }
}

type Ceremony = { ceremonyId: string; options: { challenge: string; user: { id: string }; userVerification?: string } }

const post = (app: FastifyInstance, url: string, body: unknown = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })

async function enroll(app: FastifyInstance, enrollPath: string, key: ScriptedAuthenticator) {
  const begun = (await post(app, `${enrollPath}/options`)).json() as Ceremony & {
    options: { authenticatorSelection?: { userVerification?: string } }
  }
  expect(begun.options.authenticatorSelection?.userVerification).toBe('required')
  return post(app, `${enrollPath}/verify`, { ceremonyId: begun.ceremonyId, response: key.register(begun.options) })
}

async function signIn(app: FastifyInstance, key: ScriptedAuthenticator) {
  const begun = (await post(app, '/inbox/sign-in/options')).json() as Ceremony
  expect(begun.options.userVerification).toBe('required')
  return post(app, '/inbox/sign-in/verify', { ceremonyId: begun.ceremonyId, response: key.assert(begun.options) })
}

describe('passkeys and user verification', () => {
  it('signs in with a verified assertion and refuses one with presence only, saying how to set a PIN', async () => {
    const { app, enrollPath } = await start()
    const key = new ScriptedAuthenticator(ORIGIN, true)
    expect((await enroll(app, enrollPath, key)).statusCode).toBe(200)
    expect((await signIn(app, key)).statusCode).toBe(200)

    key.userVerified = false
    const refused = await signIn(app, key)
    expect(refused.statusCode).toBe(400)
    expect(refused.headers['set-cookie']).toBeUndefined()
    expect((refused.json() as { error: string }).error).toMatch(/PIN/)
  })

  it('refuses to register a key that does not verify its user, and the enrollment link stays valid', async () => {
    const { app, enrollPath } = await start()
    const refused = await enroll(app, enrollPath, new ScriptedAuthenticator(ORIGIN, false))
    expect(refused.statusCode).toBe(400)
    expect((refused.json() as { error: string }).error).toMatch(/PIN/)
    expect((await enroll(app, enrollPath, new ScriptedAuthenticator(ORIGIN, true))).statusCode).toBe(200)
  })
})

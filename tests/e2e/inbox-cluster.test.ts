/**
 * Two instances of the server on one PostgreSQL database (started by this file): a status set on one is
 * seen on the other; a passkey ceremony begun on one (its challenge in the store) finishes on the other;
 * a session revoked on one is refused by the other. The passkey is a CDP virtual authenticator in Chromium.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPostgres, type RunningPostgres } from '../support/postgres'
import { freePort, spawnServer, type SpawnedServer } from '../support/spawn-server'
import { getBrowser } from './support'
import { testFirmSigning } from '../support/firm-test-certificate'

/** Several instances on one database sign booking links alike: BOOKING_SECRET is required with DATABASE_URL. */
const BOOKING_SECRET = 'inbox-cluster-test-booking-secret-0123456789abcdef'
/** And the records key: every instance unwraps the same uploaded records. */
const RECORDS_KEY = Buffer.alloc(32, 9).toString('base64')

let postgres: RunningPostgres
let first: SpawnedServer
let second: SpawnedServer
let origin: string
let databaseUrl: string

beforeAll(async () => {
  postgres = await startPostgres()
  databaseUrl = await postgres.createDatabase('inbox_cluster')
  const firstPort = await freePort()
  origin = `http://localhost:${String(firstPort)}`
  const env = {
    DATABASE_URL: databaseUrl,
    BOOKING_SECRET,
    RECORDS_KEY,
    ...testFirmSigning(),
    BUILD_DIR: path.resolve(process.env.E2E_BUILD_DIR ?? 'build/client'),
    INBOX_ORIGIN: origin,
    SITE_URL: origin,
  }
  first = await spawnServer({ port: firstPort, env: { ...env, INSTANCE_ID: 'first' } })
  second = await spawnServer({ env: { ...env, INSTANCE_ID: 'second' } })
}, 120_000)

afterAll(async () => {
  await first?.stop()
  await second?.stop()
  await postgres?.stop()
})

/** A request to an instance as the browser at the inbox's origin would send it. */
function call(
  instance: SpawnedServer,
  pathname: string,
  init: { cookie?: string; method?: string; form?: Record<string, string>; json?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin }
  if (init.cookie) headers.cookie = init.cookie
  let body: string | undefined
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(init.form).toString()
  }
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(init.json)
  }
  return fetch(`${instance.url}${pathname}`, {
    method: init.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    redirect: 'manual',
  })
}

async function csrfOf(instance: SpawnedServer, cookie: string): Promise<string> {
  const page = await (await call(instance, '/inbox', { cookie })).text()
  return /<meta name="inbox-csrf" content="([^"]+)"/.exec(page)?.[1] ?? ''
}

describe('two instances on one PostgreSQL database', () => {
  test('share statuses, passkey ceremonies and session revocation', async () => {
    const posted = await fetch(`${first.url}/f/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        formType: 'contact',
        firstName: 'Ada',
        lastName: 'Quill',
        email: 'ada.quill@example.com',
        message: 'Please call.',
        submittedAt: new Date().toISOString(),
        subject: 'Contact Form Submission - Ada Quill',
      }),
    })
    const leadId = ((await posted.json()) as { id: string }).id
    const added = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        path.resolve('scripts/staff.ts'),
        'add',
        '--email',
        'ana@firm.example',
        '--name',
        'Ana Ortiz',
        '--role',
        'admin',
      ],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          BOOKING_SECRET,
          RECORDS_KEY,
          ...testFirmSigning(),
          INBOX_ORIGIN: origin,
          LOG_LEVEL: 'silent',
        },
      },
    )
    expect(added.status, added.stderr).toBe(0)
    const link = added.stdout.trimEnd().split('\n').at(-1)!

    const browser = await getBrowser()
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('WebAuthn.enable')
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      })
      await page.goto(link)
      await page.getByRole('button', { name: 'Register a passkey' }).click()
      await page.waitForURL(`${origin}/inbox`)

      // The ceremony begins on the first instance (the page's own origin) and the browser signs its challenge ...
      const signed = await page.evaluate(async () => {
        const begun = (await (
          await fetch('/inbox/sign-in/options', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          })
        ).json()) as { ceremonyId: string; options: PublicKeyCredentialRequestOptionsJSON }
        const credential = (await navigator.credentials.get({
          publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(begun.options),
        })) as PublicKeyCredential
        return { ceremonyId: begun.ceremonyId, response: credential.toJSON() }
      })
      // ... and the second instance finishes it: the challenge was in the database, not in the first's memory.
      const finished = await call(second, '/inbox/sign-in/verify', { json: signed })
      expect(finished.status).toBe(200)
      const cookie = (finished.headers.get('set-cookie') ?? '').split(';')[0]!
      expect(cookie).toMatch(/^__Host-inbox-session=[A-Za-z0-9_-]{43}$/)
      // A challenge is used once, on any instance.
      expect((await call(first, '/inbox/sign-in/verify', { json: signed })).status).toBe(400)

      // A status set on the second is seen on the first.
      const changed = await call(second, `/inbox/requests/${leadId}/status`, {
        cookie,
        form: { status: 'conflict_check', _csrf: await csrfOf(second, cookie) },
      })
      expect(changed.status).toBe(303)
      expect(await (await call(first, `/inbox/requests/${leadId}`, { cookie })).text()).toContain(
        'Status: Conflict check',
      )

      // A session revoked on the first is refused by the second.
      expect((await call(second, '/inbox', { cookie })).status).toBe(200)
      expect(
        (await call(first, '/inbox/sign-out', { cookie, form: { _csrf: await csrfOf(first, cookie) } })).status,
      ).toBe(303)
      const refused = await call(second, '/inbox', { cookie })
      expect(refused.status).toBe(303)
      expect(refused.headers.get('location')).toBe('/inbox/sign-in')
    } finally {
      await context.close()
    }
  })
})

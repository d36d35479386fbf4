/** The sign-in and enrollment ceremonies share one count per address: past it, 429 with Retry-After, and a log line. */
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { runStaffCommand } from '../../scripts/staff'
import { buildApp } from '../app'
import { temporaryDir, testConfig, writeMinimalBuild } from '../../tests/support/server-fixtures'

const ORIGIN = 'http://localhost:4321'
const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe('the inbox sign-in limit', () => {
  it('refuses the attempt past the burst, sign-in and enrollment counted together, and logs no address', async () => {
    const temp = temporaryDir('sign-in-limit-')
    const dataDir = path.join(temp.dir, 'data')
    const logs: string[] = []
    const app = await buildApp(
      testConfig({
        DATA_DIR: dataDir,
        BUILD_DIR: writeMinimalBuild(temp.dir),
        INBOX_ORIGIN: ORIGIN,
        LOG_LEVEL: 'info',
      }),
      {
        collector: { rateLimits: false },
        inbox: { signInLimits: { burst: { limit: 2, windowMs: 60_000 }, daily: { limit: 100, windowMs: 86_400_000 } } },
        logDestination: { write: (line: string) => logs.push(line) },
      },
    )
    cleanups.push(temp.remove, () => app.close())
    const lines = await runStaffCommand(
      { action: 'add', email: 'ana@firm.example', name: 'Ana Ortiz', role: 'admin' },
      { dataDir, inboxOrigin: ORIGIN },
    )
    const enrollPath = new URL(lines.at(-1)!).pathname
    const post = (url: string) =>
      app.inject({
        method: 'POST',
        url,
        remoteAddress: '198.51.100.7',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: '{}',
      })
    expect((await post('/inbox/sign-in/options')).statusCode).toBe(200)
    expect((await post(`${enrollPath}/options`)).statusCode).toBe(200)
    const refused = await post('/inbox/sign-in/options')
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json()).toEqual({ error: 'Too many attempts. Wait a minute and try again.' })
    expect((await post(`${enrollPath}/options`)).statusCode).toBe(429)
    expect(logs.filter((line) => line.includes('inbox.sign_in_limited')).length).toBe(2)
    expect(logs.join('\n')).not.toContain('198.51.100.7')
  })
})

import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { DATABASE_FILE } from './store'
import { freePort, sampleLead, temporaryDir, writeMinimalBuild } from './test-support'

/** tsx as a loader, so the server is this child itself (the tsx CLI would put it in a grandchild out of reach of SIGKILL) */
const TSX_LOADER = ['--import', 'tsx']
const CHILD = path.resolve('server/collector/child-server.ts')
const SUBMISSIONS = 200
/** Kill the server once this many submissions were acknowledged, with the rest still in flight. */
const KILL_AFTER_ACKS = 40
const CONCURRENCY = 25

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string }> {
  return new Promise((resolve, reject) => {
    // eslint-disable-next-line no-restricted-syntax -- the child inherits this environment, then gets its own settings
    const inherited = process.env
    const child = spawn(process.execPath, [...TSX_LOADER, CHILD], { env: { ...inherited, ...env, HOST: '127.0.0.1', LOG_LEVEL: 'silent', SMTP_URL: '' }, stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 30_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening (http:\/\/\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve({ child, baseUrl: match[1] })
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}: ${output}`))
    })
  })
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill(signal)
  })
}

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe('crash safety', () => {
  it('keeps every acknowledged submission through a SIGKILL and a restart', async () => {
    const temp = temporaryDir('collector-crash-')
    cleanups.push(temp.remove)
    const dataDir = path.join(temp.dir, 'data')
    const env = { DATA_DIR: dataDir, BUILD_DIR: writeMinimalBuild(temp.dir), PORT: String(await freePort()) }
    const first = await startServer(env)
    cleanups.push(() => stop(first.child, 'SIGKILL'))

    const acknowledged = new Map<string, string>()
    let killed: Promise<void> | undefined
    const submit = async (index: number) => {
      const firstName = `Crash${index}`
      try {
        const response = await fetch(`${first.baseUrl}/f/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': `crash-${index}` },
          body: JSON.stringify(sampleLead({ firstName })),
        })
        if (response.status !== 200) return
        const { id } = (await response.json()) as { id: string }
        acknowledged.set(id, firstName)
        if (acknowledged.size === KILL_AFTER_ACKS) killed = stop(first.child, 'SIGKILL')
      } catch {
        // the connection died with the server: not acknowledged, so the client would retry
      }
    }
    // Many submissions in flight at every moment, so the kill lands in the middle of the stream.
    let next = 0
    const worker = async () => {
      while (next < SUBMISSIONS) await submit(next++)
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    await killed
    expect(first.child.signalCode).toBe('SIGKILL')
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS)
    expect(acknowledged.size).toBeLessThan(SUBMISSIONS)

    const second = await startServer({ ...env, PORT: String(await freePort()) })
    cleanups.push(() => stop(second.child, 'SIGTERM'))
    const health = (await (await fetch(`${second.baseUrl}/healthz`)).json()) as { notifications: { pending: number } }

    const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true })
    cleanups.push(() => db.close())
    const stored = new Map((db.prepare('SELECT id, first_name AS firstName FROM leads').all() as Array<{ id: string; firstName: string }>).map((row) => [row.id, row.firstName]))
    const missing = [...acknowledged].filter(([id, firstName]) => stored.get(id) !== firstName)
    expect(missing).toEqual([])
    const outboxLeads = new Set((db.prepare('SELECT lead_id AS id FROM outbox').all() as Array<{ id: string }>).map((row) => row.id))
    expect([...acknowledged.keys()].filter((id) => !outboxLeads.has(id))).toEqual([])
    expect(health.notifications.pending).toBe(stored.size)
  })
})

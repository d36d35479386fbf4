/**
 * Starts the real server in a child process on a free loopback port and waits until it answers
 * GET /healthz. The one way tests, benchmarks and the audit start a server.
 *
 * tsx is loaded with --import, so the server is this child itself: a signal sent to it reaches the
 * server (the tsx CLI would run it in a grandchild that SIGKILL never reaches).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const HEALTH_POLL_MS = 100

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

export interface SpawnServerOptions {
  /** the module to run, relative to the project root; server/main.ts unless a test needs another */
  entry?: string
  /** settings for the server; PORT and HOST are chosen here, LOG_LEVEL defaults to warn and SMTP_URL to none */
  env?: Record<string, string>
  /** inherit (default) shows the server's log with the test's; ignore keeps a benchmark's table clean */
  output?: 'inherit' | 'ignore'
  /** how long the server may take to answer /healthz */
  startTimeoutMs?: number
  /** a port chosen beforehand (from freePort), when a setting must name the server's own origin */
  port?: number
  /** an assembled release (npm run release, its packages installed): runs its server/main.js with plain node, from that folder */
  releaseDir?: string
}

export interface SpawnedServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string
  port: number
  child: ChildProcess
  /** Sends the signal (SIGTERM: a clean shutdown) and resolves once the process has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<void>
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (hasExited(child)) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill(signal)
  })
}

export async function spawnServer(options: SpawnServerOptions = {}): Promise<SpawnedServer> {
  const { entry = 'server/main.ts', env = {}, output = 'inherit', startTimeoutMs = 30_000 } = options
  const port = options.port ?? (await freePort())
  const command = options.releaseDir ? ['server/main.js'] : ['--import', 'tsx', path.join(PROJECT_ROOT, entry)]
  const child = spawn(process.execPath, command, {
    cwd: options.releaseDir ?? PROJECT_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', SMTP_URL: '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', output, output],
  })
  const url = `http://127.0.0.1:${String(port)}`
  const server: SpawnedServer = { url, port, child, stop: (signal = 'SIGTERM') => stopChild(child, signal) }

  const deadline = Date.now() + startTimeoutMs
  while (Date.now() < deadline) {
    if (hasExited(child))
      throw new Error(
        `${entry} exited (${String(child.exitCode ?? child.signalCode)}) before it answered ${url}/healthz`,
      )
    try {
      if ((await fetch(`${url}/healthz`)).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS))
  }
  await server.stop('SIGKILL')
  throw new Error(`${entry} did not answer ${url}/healthz within ${String(startTimeoutMs)} ms`)
}

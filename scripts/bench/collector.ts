/**
 * Collector throughput and latency on loopback: the real server (server/collector/child-server.ts, the same
 * buildApp as production, rate limit off) in a child process with a temporary DATA_DIR, driven by a bounded
 * number of submissions at a fixed concurrency. Every 200 counted is a committed row; the rows are counted
 * in the database afterwards to be sure.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { DATABASE_FILE } from '../../server/collector/store'
import type { Bench } from './types'

export const COLLECTOR_BENCH = { submissions: 5_000, warmup: 300, concurrency: 32, timeoutMs: 120_000 } as const
export const COLLECTOR_THROUGHPUT_BUDGET = 500
export const COLLECTOR_P99_BUDGET_MS = 50

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/collector/child-server.ts')], {
      cwd: ROOT,
      env: { ...process.env, ...env, HOST: '127.0.0.1', LOG_LEVEL: 'silent', SMTP_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`collector did not start: ${output}`))
    }, 30_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('listening ')) {
        clearTimeout(timer)
        resolve(child)
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`collector exited with ${code}: ${output}`))
    })
  })
}

function postOnce(agent: http.Agent, port: number, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/f/contact',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

function leadBody(index: number): string {
  return JSON.stringify({
    firstName: `Bench${index}`,
    lastName: 'Visitor',
    email: `bench${index}@example.com`,
    phone: '(215) 555-0100',
    message: 'A benchmark submission of ordinary length, with a few sentences about the matter. '.repeat(3),
    caseType: 'Personal Injury',
    organization: 'Benchmark LLP',
    formType: 'contact',
    submittedAt: new Date().toISOString(),
    subject: `Contact Form Submission - Bench${index} Visitor`,
    _gotcha: '',
  })
}

/** Sends `count` submissions with `concurrency` in flight; returns each latency (ms) and the number of 200s. */
async function drive(agent: http.Agent, port: number, count: number, concurrency: number, offset: number, deadline: number) {
  const latencies: number[] = []
  let ok = 0
  let next = 0
  const worker = async () => {
    while (next < count && performance.now() < deadline) {
      const index = offset + next++
      const body = leadBody(index)
      const started = performance.now()
      const status = await postOnce(agent, port, body)
      latencies.push(performance.now() - started)
      if (status === 200) ok += 1
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { latencies, ok }
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0

export interface CollectorMeasurement {
  submissions: number
  acknowledged: number
  committedRows: number
  seconds: number
  perSecond: number
  p50Ms: number
  p99Ms: number
}

export async function measureCollector(settings: { submissions: number; warmup: number; concurrency: number; timeoutMs: number } = COLLECTOR_BENCH): Promise<CollectorMeasurement> {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-collector-'))
  const buildDir = path.join(temp, 'client')
  fs.mkdirSync(buildDir, { recursive: true })
  fs.writeFileSync(path.join(buildDir, 'index.html'), '<!doctype html><title>bench</title>')
  fs.writeFileSync(path.join(buildDir, '404.html'), '<!doctype html><title>404</title>')
  const dataDir = path.join(temp, 'data')
  const port = await freePort()
  const child = await startServer({ PORT: String(port), DATA_DIR: dataDir, BUILD_DIR: buildDir })
  const agent = new http.Agent({ keepAlive: true, maxSockets: settings.concurrency })
  try {
    const deadline = performance.now() + settings.timeoutMs
    await drive(agent, port, settings.warmup, settings.concurrency, 0, deadline)
    const started = performance.now()
    const { latencies, ok } = await drive(agent, port, settings.submissions, settings.concurrency, settings.warmup, deadline)
    const seconds = (performance.now() - started) / 1000
    const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true })
    const committedRows = (db.prepare("SELECT count(*) AS n FROM leads WHERE first_name LIKE 'Bench%'").get() as { n: number }).n - settings.warmup
    db.close()
    const sorted = latencies.sort((a, b) => a - b)
    return {
      submissions: latencies.length,
      acknowledged: ok,
      committedRows,
      seconds,
      perSecond: Math.min(ok, committedRows) / seconds,
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
    }
  } finally {
    agent.destroy()
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
    fs.rmSync(temp, { recursive: true, force: true })
  }
}

export const benchCollector: Bench = async () => {
  const result = await measureCollector()
  const label = `${result.submissions} submissions, ${COLLECTOR_BENCH.concurrency} in flight`
  return [
    {
      area: 'collector',
      metric: `committed submissions/s (${label})`,
      value: `${Math.round(result.perSecond)}/s`,
      budget: `>= ${COLLECTOR_THROUGHPUT_BUDGET}/s`,
      ok: result.perSecond >= COLLECTOR_THROUGHPUT_BUDGET && result.committedRows === result.acknowledged,
    },
    {
      area: 'collector',
      metric: 'p99 latency',
      value: `${result.p99Ms.toFixed(1)} ms`,
      budget: `< ${COLLECTOR_P99_BUDGET_MS} ms`,
      ok: result.p99Ms < COLLECTOR_P99_BUDGET_MS,
    },
    { area: 'collector', metric: 'p50 latency', value: `${result.p50Ms.toFixed(1)} ms` },
    { area: 'collector', metric: 'acknowledged / rows committed', value: `${result.acknowledged} / ${result.committedRows}` },
  ]
}

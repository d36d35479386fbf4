/**
 * Collector throughput and latency on loopback, for each store: the real server
 * (tests/support/child-server.ts, the same buildApp as production, rate limit off) in child processes,
 * driven by a bounded number of submissions at a fixed concurrency. SQLite: one instance with its file in
 * a temporary DATA_DIR. PostgreSQL: two instances on one database (a durable server started here, fsync
 * on), submissions alternating between them. Every 200 counted is a committed row; the rows are counted
 * in the database afterwards to be sure.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import Database from 'better-sqlite3'
import pg from 'pg'
import { startPostgres } from '../../tests/support/postgres'
import { DATABASE_FILE } from '../../server/leads/store'
import { spawnServer, type SpawnedServer } from '../../tests/support/spawn-server'
import type { Bench, BenchRow } from './types'

export const COLLECTOR_BENCH = { submissions: 5_000, warmup: 300, concurrency: 32, timeoutMs: 120_000 } as const
export const COLLECTOR_THROUGHPUT_BUDGET = { sqlite: 500, postgres: 1_000 } as const
export const COLLECTOR_P99_BUDGET_MS = 50

export type CollectorStoreKind = keyof typeof COLLECTOR_THROUGHPUT_BUDGET

function postOnce(agent: http.Agent, port: number, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/f/contact',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
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

/** Sends `count` submissions with `concurrency` in flight, spread over the ports; returns each latency (ms) and the number of 200s. */
async function drive(
  agent: http.Agent,
  ports: readonly number[],
  count: number,
  concurrency: number,
  offset: number,
  deadline: number,
) {
  const latencies: number[] = []
  let ok = 0
  let next = 0
  const worker = async () => {
    while (next < count && performance.now() < deadline) {
      const index = offset + next++
      const body = leadBody(index)
      const started = performance.now()
      const status = await postOnce(agent, ports[index % ports.length] ?? 0, body)
      latencies.push(performance.now() - started)
      if (status === 200) ok += 1
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { latencies, ok }
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0

export interface CollectorMeasurement {
  store: CollectorStoreKind
  instances: number
  submissions: number
  acknowledged: number
  committedRows: number
  seconds: number
  perSecond: number
  p50Ms: number
  p99Ms: number
}

export interface CollectorBenchSettings {
  submissions: number
  warmup: number
  concurrency: number
  timeoutMs: number
}

/** The store under test: where its instances keep the leads, and how to count the committed benchmark rows. */
interface PreparedStore {
  env: Record<string, string>
  instances: number
  countRows: () => Promise<number>
  stop: () => Promise<void>
}

async function prepareStore(store: CollectorStoreKind, temp: string): Promise<PreparedStore> {
  const dataDir = path.join(temp, 'data')
  if (store === 'sqlite') {
    return {
      env: { DATA_DIR: dataDir },
      instances: 1,
      countRows: async () => {
        const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true })
        try {
          return (db.prepare("SELECT count(*) AS n FROM leads WHERE first_name LIKE 'Bench%'").get() as { n: number }).n
        } finally {
          db.close()
        }
      },
      stop: async () => {},
    }
  }
  const server = await startPostgres({ durable: true })
  const url = await server.createDatabase('bench')
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    instances: 2,
    countRows: async () => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        return Number(
          (await client.query<{ n: string }>("SELECT count(*) AS n FROM leads WHERE first_name LIKE 'Bench%'")).rows[0]
            ?.n,
        )
      } finally {
        await client.end()
      }
    },
    stop: () => server.stop(),
  }
}

export async function measureCollector(
  store: CollectorStoreKind = 'sqlite',
  settings: CollectorBenchSettings = COLLECTOR_BENCH,
): Promise<CollectorMeasurement> {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-collector-'))
  const buildDir = path.join(temp, 'client')
  fs.mkdirSync(buildDir, { recursive: true })
  fs.writeFileSync(path.join(buildDir, 'index.html'), '<!doctype html><title>bench</title>')
  fs.writeFileSync(path.join(buildDir, '404.html'), '<!doctype html><title>404</title>')
  const prepared = await prepareStore(store, temp)
  const servers: SpawnedServer[] = []
  const agent = new http.Agent({ keepAlive: true, maxSockets: settings.concurrency })
  try {
    for (let instance = 0; instance < prepared.instances; instance += 1) {
      servers.push(
        await spawnServer({
          entry: 'tests/support/child-server.ts',
          env: { ...prepared.env, BUILD_DIR: buildDir, LOG_LEVEL: 'silent', INSTANCE_ID: `bench-${String(instance)}` },
          output: 'ignore',
        }),
      )
    }
    const ports = servers.map((server) => server.port)
    const deadline = performance.now() + settings.timeoutMs
    await drive(agent, ports, settings.warmup, settings.concurrency, 0, deadline)
    const started = performance.now()
    const { latencies, ok } = await drive(
      agent,
      ports,
      settings.submissions,
      settings.concurrency,
      settings.warmup,
      deadline,
    )
    const seconds = (performance.now() - started) / 1000
    const committedRows = (await prepared.countRows()) - settings.warmup
    const sorted = latencies.sort((a, b) => a - b)
    return {
      store,
      instances: prepared.instances,
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
    await Promise.all(servers.map((server) => server.stop()))
    await prepared.stop()
    fs.rmSync(temp, { recursive: true, force: true })
  }
}

function rows(result: CollectorMeasurement): BenchRow[] {
  const label = `${result.store}, ${String(result.instances)} instance${result.instances > 1 ? 's' : ''}`
  const budget = COLLECTOR_THROUGHPUT_BUDGET[result.store]
  return [
    {
      area: 'collector',
      metric: `committed submissions/s (${label}; ${String(result.submissions)} submissions, ${String(COLLECTOR_BENCH.concurrency)} in flight)`,
      value: `${String(Math.round(result.perSecond))}/s`,
      budget: `>= ${String(budget)}/s`,
      ok: result.perSecond >= budget && result.committedRows === result.acknowledged,
    },
    {
      area: 'collector',
      metric: `p99 latency (${label})`,
      value: `${result.p99Ms.toFixed(1)} ms`,
      budget: `< ${String(COLLECTOR_P99_BUDGET_MS)} ms`,
      ok: result.p99Ms < COLLECTOR_P99_BUDGET_MS,
    },
    { area: 'collector', metric: `p50 latency (${label})`, value: `${result.p50Ms.toFixed(1)} ms` },
    {
      area: 'collector',
      metric: `acknowledged / rows committed (${label})`,
      value: `${String(result.acknowledged)} / ${String(result.committedRows)}`,
    },
  ]
}

export const benchCollector: Bench = async () => {
  const sqlite = await measureCollector('sqlite')
  const postgres = await measureCollector('postgres')
  return [...rows(sqlite), ...rows(postgres)]
}

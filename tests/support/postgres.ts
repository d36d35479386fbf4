// A throwaway cluster on 127.0.0.1 for tests and benchmarks; missing binaries fail with the fix, never skip.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from './server-fixtures'

const BIN_ROOT = '/usr/lib/postgresql'

export function postgresBinDir(): string {
  const override = process.env.PG_BIN
  if (override && fs.existsSync(path.join(override, 'initdb'))) return override
  const versions = fs.existsSync(BIN_ROOT)
    ? fs.readdirSync(BIN_ROOT).filter((entry) => fs.existsSync(path.join(BIN_ROOT, entry, 'bin', 'initdb')))
    : []
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  if (!newest) {
    throw new Error(
      `PostgreSQL server binaries not found under ${BIN_ROOT}/*/bin (initdb, pg_ctl). The PostgreSQL store tests need a real server: ` +
        'install Debian\'s package with "apt-get install -y postgresql" (bash .ci/run does), or set PG_BIN to a directory holding initdb and pg_ctl.',
    )
  }
  return path.join(BIN_ROOT, newest, 'bin')
}

export interface RunningPostgres {
  url: string
  port: number
  createDatabase(name: string): Promise<string>
  /** SIGSTOP to every server process: connections stay open, nothing answers. */
  pause(): void
  resume(): void
  stop(): Promise<void>
}

export interface StartPostgresOptions {
  durable?: boolean
}

export async function startPostgres({ durable = false }: StartPostgresOptions = {}): Promise<RunningPostgres> {
  const bin = postgresBinDir()
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'collector-pg-'))
  const dataDir = path.join(root, 'data')
  const asRoot = process.getuid?.() === 0
  // PostgreSQL refuses to run as root, so as root every command runs as the postgres user.
  const run = (command: string, args: string[]) => {
    const file = path.join(bin, command)
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' })
    else execFileSync(file, args, { stdio: 'pipe' })
  }
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    fs.chownSync(root, uid, gid)
  }
  const port = await freePort()
  try {
    run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'])
    const settings = [
      `-p ${String(port)}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${root}'`,
      '-c max_connections=200',
      ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    ]
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(root, 'server.log'),
      '-o',
      settings.join(' '),
      '-w',
      '-t',
      '60',
      'start',
    ])
  } catch (error) {
    const log = fs.existsSync(path.join(root, 'server.log'))
      ? fs.readFileSync(path.join(root, 'server.log'), 'utf8')
      : ''
    fs.rmSync(root, { recursive: true, force: true })
    const output = (error as { stderr?: Buffer }).stderr?.toString() ?? ''
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${output}\n${log}`)
  }
  const url = `postgres://postgres@127.0.0.1:${String(port)}/postgres`
  let stopped = false
  const serverProcesses = (): number[] => {
    const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)])
      .toString()
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0)
    return [postmaster, ...children]
  }
  return {
    url,
    port,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`)
      } finally {
        await client.end()
      }
      return `postgres://postgres@127.0.0.1:${String(port)}/${name}`
    },
    pause() {
      for (const pid of serverProcesses()) process.kill(pid, 'SIGSTOP')
    },
    resume() {
      for (const pid of serverProcesses()) process.kill(pid, 'SIGCONT')
    },
    async stop() {
      if (stopped) return
      stopped = true
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
      } finally {
        fs.rmSync(root, { recursive: true, force: true })
      }
    },
  }
}

import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { backupCommand } from '../../scripts/leads-backup'
import { buildApp } from '../app'
import { dataDirWarning } from '../shared/private-files'
import { sampleLead, temporaryDir, testConfig, writeMinimalBuild } from '../../tests/support/server-fixtures'

const cleanups: Array<() => unknown> = []
let previousUmask = 0
beforeEach(() => {
  // The usual umask, under which files are readable by every local user unless the server says otherwise.
  previousUmask = process.umask(0o022)
})
afterEach(async () => {
  process.umask(previousUmask)
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const modeOf = (file: string) => fs.statSync(file).mode & 0o777

describe('the lead database is private to the account that runs the server', () => {
  it('creates DATA_DIR 0700 and the database, its -wal and -shm, and a backup 0600 under umask 022; the backup is one file without sidecars', async () => {
    const temp = temporaryDir('lead-permissions-')
    cleanups.push(temp.remove)
    const dataDir = path.join(temp.dir, 'nested', 'data')
    const app = await buildApp(testConfig({ DATA_DIR: dataDir, BUILD_DIR: writeMinimalBuild(temp.dir) }), {
      collector: { rateLimits: false },
    })
    cleanups.push(() => app.close())
    const answer = await app.inject({
      method: 'POST',
      url: '/f/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(sampleLead()),
    })
    expect(answer.statusCode).toBe(200)

    expect(modeOf(dataDir)).toBe(0o700)
    expect(modeOf(path.dirname(dataDir))).toBe(0o700)
    for (const name of ['leads.sqlite', 'leads.sqlite-wal', 'leads.sqlite-shm'])
      expect([name, modeOf(path.join(dataDir, name))]).toEqual([name, 0o600])

    const backups = path.join(temp.dir, 'backups')
    const file = path.join(backups, 'leads.sqlite')
    expect(await backupCommand(['--to', file], { dataDir }, () => {})).toBe(0)
    expect(modeOf(backups)).toBe(0o700)
    expect(modeOf(file)).toBe(0o600)
    expect(fs.readdirSync(backups)).toEqual(['leads.sqlite'])
  })

  it('makes an existing database and its sidecars 0600 when the server opens it', async () => {
    const temp = temporaryDir('lead-permissions-')
    cleanups.push(temp.remove)
    const dataDir = path.join(temp.dir, 'data')
    const first = await buildApp(testConfig({ DATA_DIR: dataDir, BUILD_DIR: writeMinimalBuild(temp.dir) }), {
      collector: { rateLimits: false },
    })
    await first.close()
    fs.chmodSync(path.join(dataDir, 'leads.sqlite'), 0o644)
    const again = await buildApp(testConfig({ DATA_DIR: dataDir, BUILD_DIR: writeMinimalBuild(temp.dir) }), {
      collector: { rateLimits: false },
    })
    cleanups.push(() => again.close())
    expect(modeOf(path.join(dataDir, 'leads.sqlite'))).toBe(0o600)
    for (const name of fs.readdirSync(dataDir)) expect([name, modeOf(path.join(dataDir, name))]).toEqual([name, 0o600])
  })

  it('warns at start when an existing DATA_DIR can be read by other local users', () => {
    const temp = temporaryDir('lead-permissions-')
    cleanups.push(temp.remove)
    fs.chmodSync(temp.dir, 0o755)
    expect(dataDirWarning(temp.dir)).toMatch(/DATA_DIR .* is readable by other local users.*chmod 700/)
    fs.chmodSync(temp.dir, 0o700)
    expect(dataDirWarning(temp.dir)).toBeUndefined()
    expect(dataDirWarning(path.join(temp.dir, 'not-yet'))).toBeUndefined()
  })
})

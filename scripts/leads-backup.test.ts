import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../server/app'
import { sampleLead, temporaryDir, testConfig, writeMinimalBuild } from '../tests/support/server-fixtures'
import { SqliteInboxDb } from '../server/shared/database/sql'
import { InboxStore } from '../server/inbox/inbox-store'
import { backupCommand, parseBackupArguments } from './leads-backup'

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe('npm run leads:backup', () => {
  it('copies the SQLite store of a running server while leads arrive, into a file that opens with every committed lead', async () => {
    const temp = temporaryDir('leads-backup-')
    const dataDir = path.join(temp.dir, 'data')
    const app = await buildApp(testConfig({ DATA_DIR: dataDir, BUILD_DIR: writeMinimalBuild(temp.dir) }), {
      collector: { rateLimits: false },
    })
    cleanups.push(temp.remove, () => app.close())
    const post = (firstName: string) =>
      app.inject({
        method: 'POST',
        url: '/f/contact',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(sampleLead({ firstName })),
      })
    for (let index = 0; index < 10; index += 1) expect((await post(`Before${String(index)}`)).statusCode).toBe(200)
    // The inbox lives in the same file: the copy carries its people, its audit log and the matter register.
    const inbox = new InboxStore(new SqliteInboxDb(dataDir))
    cleanups.push(() => inbox.db.close())
    const ana = await inbox.upsertStaff({ email: 'ana@firm.example', name: 'Ana Ortiz', role: 'admin' })
    await inbox.audit(ana.id, 'staff.invited', { subjectId: ana.id })
    await inbox.upsertRegister([
      {
        matterId: 'M-1',
        caption: 'Roe v. Acme',
        name: 'Acme Freight Co',
        role: 'defendant',
        sideRetained: 'plaintiff',
        opened: '2020-01-01',
        closed: null,
      },
    ])
    const arriving = Promise.all(Array.from({ length: 40 }, (_, index) => post(`During${String(index)}`)))
    const lines: string[] = []
    const file = path.join(temp.dir, 'backups', 'leads-2026-01-01.sqlite')
    expect(await backupCommand(['--to', file], { dataDir }, (line) => lines.push(line))).toBe(0)
    await arriving
    const copy = new Database(file, { readonly: true })
    cleanups.push(() => copy.close())
    const names = (copy.prepare('SELECT first_name AS name FROM leads').all() as Array<{ name: string }>).map(
      (row) => row.name,
    )
    expect(names).toEqual(expect.arrayContaining(Array.from({ length: 10 }, (_, index) => `Before${String(index)}`)))
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok')
    expect(copy.prepare('SELECT email FROM staff').all()).toEqual([{ email: 'ana@firm.example' }])
    expect(copy.prepare('SELECT action FROM audit_log').all()).toEqual([{ action: 'staff.invited' }])
    expect(copy.prepare('SELECT matter_id FROM conflict_register').all()).toEqual([{ matter_id: 'M-1' }])
    expect(lines.join('\n')).toMatch(
      new RegExp(
        `^Backed up ${String(names.length)} lead\\(s\\) and 0 booking\\(s\\) to ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+ KB\\); the copy passed SQLite's integrity check\\.$`,
      ),
    )
    // Never over an existing file: a second run to the same name is refused and leaves the first copy alone.
    const size = fs.statSync(file).size
    await expect(backupCommand(['--to', file], { dataDir }, () => {})).rejects.toThrow(/exists already/)
    expect(fs.statSync(file).size).toBe(size)
  })

  it('points a PostgreSQL deployment to pg_dump, and refuses arguments it cannot use', async () => {
    await expect(
      backupCommand(
        ['--to', '/tmp/x.sqlite'],
        { dataDir: '/nonexistent', databaseUrl: 'postgres://db.example.com/leads' },
        () => {},
      ),
    ).rejects.toThrow(/pg_dump/)
    expect(() => parseBackupArguments([])).toThrow(/--to/)
    expect(() => parseBackupArguments(['--to'])).toThrow(/--to needs a file name/)
    expect(() => parseBackupArguments(['--from', 'x'])).toThrow(/Unknown argument "--from"/)
    expect(parseBackupArguments(['--to=backup.sqlite']).to).toBe(path.resolve('backup.sqlite'))
  })
})

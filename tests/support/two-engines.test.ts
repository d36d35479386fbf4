/**
 * The two-engine setup opens what it says: a migrated SQLite file in a folder of its own, and a database on a real
 * PostgreSQL server, each new per call, and removes the folder after the test.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DATABASE_FILE } from '../../server/shared/database/store-types'
import { twoEngines } from './two-engines'

const engines = twoEngines('two_engines')
let sqliteFolder = ''

describe('two engines', () => {
  it('opens a migrated SQLite file of its own on sqlite', async () => {
    const first = await engines.open('sqlite')
    const second = await engines.open('sqlite')
    expect(first.db.kind).toBe('sqlite')
    expect(first.store.kind).toBe('sqlite')
    expect(first.url).toBeUndefined()
    expect(fs.existsSync(path.join(first.dataDir, DATABASE_FILE))).toBe(true)
    expect(second.dataDir).not.toBe(first.dataDir)
    expect(await first.db.get('SELECT count(*) AS n FROM staff')).toEqual({ n: 0 })
    sqliteFolder = first.dataDir
  })

  it("removed the last test's SQLite folder, and opens a new migrated database on a real PostgreSQL server", async () => {
    expect(fs.existsSync(sqliteFolder)).toBe(false)
    const first = await engines.open('postgres')
    const second = await engines.open('postgres')
    expect(first.db.kind).toBe('postgres')
    expect(first.store.kind).toBe('postgres')
    expect(first.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/two_engines_\d+$/)
    expect(second.url).not.toBe(first.url)
    expect(await first.db.get<{ version: string }>('SELECT version()')).toEqual({
      version: expect.stringMatching(/^PostgreSQL /) as string,
    })
    expect(Number((await first.db.get<{ n: number }>('SELECT count(*) AS n FROM staff'))?.n)).toBe(0)
  })
})

/**
 * A deleted lead must not live on in the write-ahead log while the server runs: secure_delete zeroes the
 * database pages, but the WAL keeps the older copies of those pages until it is checkpointed and truncated.
 */
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { runRetention } from './retention'
import { SqliteCollectorStore } from './sqlite-store'
import { DATABASE_FILE } from './store'
import { MAIL_ROUTE } from '../shared/database/store-types'
import { sampleLead, temporaryDir } from '../../tests/support/server-fixtures'
import { FEATURE_MIGRATIONS } from '../migrations'

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const DAY_MS = 86_400_000

async function openStore() {
  const temp = temporaryDir('wal-after-delete-')
  cleanups.push(temp.remove)
  const store = await new SqliteCollectorStore({
    migrations: FEATURE_MIGRATIONS,
    dataDir: temp.dir,
    routes: [MAIL_ROUTE],
    onError: () => {},
  }).open()
  cleanups.push(() => store.close())
  const file = path.join(temp.dir, DATABASE_FILE)
  const onDisk = (marker: string) => ({
    wal: fs.existsSync(`${file}-wal`) && fs.readFileSync(`${file}-wal`).includes(marker),
    database: fs.readFileSync(file).includes(marker),
  })
  return { store, file, onDisk }
}

describe('what a deletion leaves on disk while the server runs', () => {
  it('a lead deleted by the retention pass is in the WAL before the pass and nowhere on disk after it', async () => {
    const { store, onDisk } = await openStore()
    const marker = 'Retained-out matter 7f3a9c'
    await store.save({ formId: 'contact', lead: sampleLead({ message: marker }), spam: false })
    expect(onDisk(marker).wal).toBe(true)
    const deleted = await runRetention(store, 30, pino({ enabled: false }), Date.now() + 31 * DAY_MS)
    expect(deleted?.leads).toBe(1)
    expect(onDisk(marker)).toEqual({ wal: false, database: false })
  })

  it('an erased lead is gone from the WAL even when a reader held a snapshot as the erasure ran', async () => {
    const { store, file, onDisk } = await openStore()
    const marker = 'Erased matter 41bd07'
    const { id } = await store.save({ formId: 'contact', lead: sampleLead({ message: marker }), spam: false })
    expect(onDisk(marker).wal).toBe(true)
    // Another connection in the middle of a read: the checkpoint is busy until it ends, and is tried again.
    const reader = new Database(file, { readonly: true })
    cleanups.push(() => reader.close())
    reader.exec('BEGIN')
    reader.prepare('SELECT count(*) FROM leads').get()
    setTimeout(() => reader.exec('COMMIT'), 300)
    expect((await store.eraseLeads([id])).leads).toBe(1)
    expect(onDisk(marker)).toEqual({ wal: false, database: false })
  })
})

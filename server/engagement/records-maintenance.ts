/**
 * The engagement's share of the lead commands (leads:erase, leads:backup): the sealed record files on disk
 * that belong to no row any more are deleted after an erasure; a backup copies the sealed files (never
 * the key). PostgreSQL chunks need neither: they are rows, erased with the lead and copied by pg_dump.
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { makePrivateDirectory, PRIVATE_FILE_MODE } from '../shared/private-files'
import { PostgresInboxDb, SqliteInboxDb, type InboxDb } from '../shared/database/sql'
import { EngagementStore } from './engagement-store'
import { recordsTarget } from './records-settings'
import { sweepRecordFolder } from './record-vault'

export interface RecordsSettings {
  dataDir: string
  databaseUrl?: string | undefined
  recordsDir?: string | undefined
}

async function withDb<T>(settings: RecordsSettings, work: (db: InboxDb) => Promise<T>): Promise<T> {
  if (settings.databaseUrl) {
    const pool = new pg.Pool({ connectionString: settings.databaseUrl, max: 1 })
    try {
      return await work(new PostgresInboxDb(pool))
    } finally {
      await pool.end()
    }
  }
  const db = new SqliteInboxDb(settings.dataDir)
  try {
    return await work(db)
  } finally {
    await db.close()
  }
}

/** After an erasure: deletes the sealed files on disk no row names; returns how many. */
export async function sweepRecordsAfterErasure(settings: RecordsSettings): Promise<number> {
  const target = recordsTarget({
    recordsDir: settings.recordsDir,
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
  })
  if (target.kind !== 'disk' || !fs.existsSync(target.dir)) return 0
  return withDb(settings, async (db) => sweepRecordFolder(target.dir, () => new EngagementStore(db).storageNames()))
}

/** Copies the sealed record files on disk into `folder` (0600 each); returns how many and their bytes. */
export function backupRecordFiles(settings: RecordsSettings, folder: string): { files: number; bytes: number } {
  const target = recordsTarget({
    recordsDir: settings.recordsDir,
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
  })
  if (target.kind !== 'disk' || !fs.existsSync(target.dir)) return { files: 0, bytes: 0 }
  let files = 0
  let bytes = 0
  for (const name of fs.readdirSync(target.dir)) {
    if (!/^[0-9a-f]{32}\.rec$/.test(name)) continue
    // The folder is made for the first file, so a backup without records stays the one database file.
    if (files === 0) makePrivateDirectory(folder)
    const destination = path.join(folder, name)
    fs.copyFileSync(path.join(target.dir, name), destination)
    fs.chmodSync(destination, PRIVATE_FILE_MODE)
    files += 1
    bytes += fs.statSync(destination).size
  }
  return { files, bytes }
}

import fs from 'node:fs'
import Database from 'better-sqlite3'
import { createPrivateFile, makeExistingFilesPrivate } from '../shared/private-files'

/** A consistent online-backup copy of `db` in `file`, then checked: integrity, and the leads and bookings it holds. */
export async function backupSqlite(
  db: Database.Database,
  file: string,
): Promise<{ leads: number; bookings: number; bytes: number }> {
  try {
    // Made 0600 before the copy is written into it; an existing file is never overwritten.
    createPrivateFile(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new Error(`${file} exists already: choose a new file, so no backup is overwritten`)
    throw error
  }
  await db.backup(file)
  const copy = new Database(file, { fileMustExist: true })
  try {
    copy.pragma('journal_mode = DELETE')
    const check = copy.pragma('integrity_check', { simple: true })
    if (check !== 'ok') throw new Error(`the copy in ${file} failed SQLite's integrity check: ${String(check)}`)
    const leads = (copy.prepare('SELECT count(*) AS count FROM leads').get() as { count: number }).count
    const hasBookings =
      copy.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'bookings'").get() !== undefined
    const bookings = hasBookings
      ? (copy.prepare('SELECT count(*) AS count FROM bookings').get() as { count: number }).count
      : 0
    return { leads, bookings, bytes: fs.statSync(file).size }
  } finally {
    copy.close()
    makeExistingFilesPrivate([file])
  }
}

/** Opening the SQLite file the writer writes: WAL, full sync, private modes, and every feature's migrations. */
import Database from 'better-sqlite3'
import { makeExistingFilesPrivate, makePrivateDirectory, makePrivateFile } from '../shared/private-files'
import { migrateSqlite, type FeatureMigrations } from '../shared/database/migrations'

/** How long the writer waits for another process's write lock (a backup, a command) before a write fails. */
export const WRITER_BUSY_TIMEOUT_MS = 5000

// A safety limit (about 40 MB): routine checkpoints run in checkpointer.ts so commits stay short.
const WRITER_AUTOCHECKPOINT_PAGES = 10_000

/** One SQLite file in WAL mode with synchronous=FULL: a committed lead and its notification are on disk. */
export function openLeadFile(
  dataDir: string,
  file: string,
  { readonly, migrations }: { readonly: boolean; migrations: readonly FeatureMigrations[] | undefined },
): Database.Database {
  if (!readonly) {
    // 0600 before SQLite opens it: SQLite gives the -wal and -shm it creates the database file's mode.
    makePrivateDirectory(dataDir)
    makePrivateFile(file)
  }
  const db = new Database(file, { readonly, fileMustExist: readonly })
  if (!readonly) {
    db.pragma('journal_mode = WAL')
    makeExistingFilesPrivate([`${file}-wal`, `${file}-shm`])
    db.pragma('synchronous = FULL')
    db.pragma('foreign_keys = ON')
    db.pragma(`busy_timeout = ${String(WRITER_BUSY_TIMEOUT_MS)}`)
    // A deleted lead (retention, erasure) is overwritten with zeros, not left in a free page of the file.
    db.pragma('secure_delete = ON')
    db.pragma(`wal_autocheckpoint = ${WRITER_AUTOCHECKPOINT_PAGES}`)
    if (migrations) migrateSqlite(db, migrations)
  }
  return db
}

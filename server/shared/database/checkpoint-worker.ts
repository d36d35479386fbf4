/**
 * The checkpoint thread: its own connection to the leads database, which copies the write-ahead log into
 * the database file every `intervalMs` (PASSIVE: it never blocks the writer). Started by checkpointer.ts.
 */
import { parentPort, workerData } from 'node:worker_threads'
import Database from 'better-sqlite3'

const port = parentPort
if (!port) throw new Error('checkpoint-worker.ts runs as a worker thread')

const { file, intervalMs } = workerData as { file: string; intervalMs: number }
const db = new Database(file)
db.pragma('busy_timeout = 1000')

const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? error.message : String(error) })
  }
}, intervalMs)

port.on('message', (message: unknown) => {
  if (message !== 'close') return
  clearInterval(timer)
  try {
    db.close()
  } catch {
    // closing a connection that failed to open: nothing to release
  }
  port.postMessage('closed')
})

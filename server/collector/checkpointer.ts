import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/**
 * Copies the write-ahead log into the database file from a worker thread with its own connection
 * (PASSIVE checkpoints never block the writer). The writer's own automatic checkpoint is raised
 * to a safety limit, so the event loop that answers visitors does not pay for checkpoints.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.module)
const db = new Database(workerData.file)
db.pragma('busy_timeout = 1000')
const run = () => {
  try { db.pragma('wal_checkpoint(PASSIVE)') } catch (error) { parentPort.postMessage({ error: String(error && error.message || error) }) }
}
const timer = setInterval(run, workerData.intervalMs)
parentPort.on('message', (message) => {
  if (message === 'close') {
    clearInterval(timer)
    try { db.close() } catch {}
    parentPort.postMessage('closed')
  }
})
`

export interface Checkpointer {
  close(): Promise<void>
}

export function startCheckpointer(file: string, { intervalMs = 1_000, onError }: { intervalMs?: number; onError?: (message: string) => void } = {}): Checkpointer {
  const module = createRequire(import.meta.url).resolve('better-sqlite3')
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, module, intervalMs } })
  worker.unref()
  worker.on('message', (message: unknown) => {
    if (typeof message === 'object' && message && 'error' in message) onError?.(String((message as { error: unknown }).error))
  })
  worker.on('error', (error) => onError?.(error.message))
  let closing: Promise<void> | undefined
  return {
    close() {
      closing ??= new Promise<void>((resolve) => {
        const done = () => {
          void worker.terminate().then(() => resolve())
        }
        const timer = setTimeout(done, 2_000)
        worker.once('message', () => {
          clearTimeout(timer)
          done()
        })
        worker.once('exit', () => {
          clearTimeout(timer)
          resolve()
        })
        worker.postMessage('close')
      })
      return closing
    },
  }
}

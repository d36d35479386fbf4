import { startWorkerThread } from '../worker-entry'

/** The checkpoint thread's module (checkpoint-worker.ts; bundled as checkpoint-worker.js in the release) */
export const CHECKPOINT_WORKER = 'checkpoint-worker'

/**
 * Copies the write-ahead log into the database file from a worker thread with its own connection
 * (PASSIVE checkpoints never block the writer). The writer's own automatic checkpoint is raised
 * to a safety limit, so the event loop that answers visitors does not pay for checkpoints.
 */
export interface Checkpointer {
  close(): Promise<void>
}

export function startCheckpointer(
  file: string,
  { intervalMs = 1_000, onError }: { intervalMs?: number; onError?: (message: string) => void } = {},
): Checkpointer {
  const worker = startWorkerThread(CHECKPOINT_WORKER, import.meta.url, { workerData: { file, intervalMs } })
  worker.unref()
  worker.on('message', (message: unknown) => {
    if (typeof message === 'object' && message && 'error' in message)
      onError?.(String((message as { error: unknown }).error))
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

import os from 'node:os'
import { Worker } from 'node:worker_threads'

/** Loads a TypeScript build step in a worker thread (through tsx) and runs one of its exports on a shard. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
import('tsx/esm/api')
  .then(({ tsImport }) => tsImport(workerData.module, workerData.module))
  .then((module) => module[workerData.exportName](workerData.shard, workerData.data))
  .then((result) => parentPort.postMessage(result))
`

/**
 * Splits `items` across one worker per core and runs `module[exportName](shard, data)` in each; small
 * jobs run inline, where a worker's start-up would cost more than it saves.
 */
export async function runSharded<T>(
  moduleUrl: string,
  exportName: string,
  items: readonly string[],
  data: unknown,
  run: (shard: readonly string[], data: unknown) => Promise<T> | T,
  inlineLimit = 400,
): Promise<T[]> {
  const workers = items.length < inlineLimit ? 1 : Math.max(1, Math.min(os.availableParallelism(), 4))
  if (workers === 1) return [await run(items, data)]
  const shards = Array.from({ length: workers }, (_, i) => items.filter((_, index) => index % workers === i))
  return Promise.all(
    shards.map(
      (shard) =>
        new Promise<T>((resolve, reject) => {
          const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { module: moduleUrl, exportName, shard, data } })
          worker.once('message', (result: T) => {
            resolve(result)
            void worker.terminate()
          })
          worker.once('error', reject)
        }),
    ),
  )
}

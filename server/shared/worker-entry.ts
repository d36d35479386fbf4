import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { Worker, type WorkerOptions } from 'node:worker_threads'

/**
 * Under tsx (npm run serve, the tests) a worker's module is TypeScript, and Node 20 does not pass ESM
 * loader hooks to worker threads: a small bootstrap installs tsx's in-thread require hook and requires it.
 */
const TYPESCRIPT_BOOTSTRAP = `
const { workerData } = require('node:worker_threads')
require(workerData.__tsxRequireHook)
require(workerData.__entry)
`

/**
 * Starts a worker thread on one of the server's worker modules, by its base name ("writer-worker").
 * In the release the build bundles each worker as a file of its own beside the script that starts it
 * (build/server/writer-worker.js beside main.js), and the thread starts from that plain JavaScript.
 * From the TypeScript sources it starts `{name}.ts` beside the calling module through tsx.
 * `callerUrl` is the import.meta.url of the module that calls.
 */
export function startWorkerThread(name: string, callerUrl: string, options: WorkerOptions = {}): Worker {
  if (!/\.tsx?$/.test(fileURLToPath(callerUrl))) return new Worker(new URL(`./${name}.js`, callerUrl), options)
  return new Worker(TYPESCRIPT_BOOTSTRAP, {
    ...options,
    eval: true,
    workerData: {
      ...(options.workerData as Record<string, unknown>),
      __entry: fileURLToPath(new URL(`./${name}.ts`, callerUrl)),
      __tsxRequireHook: createRequire(callerUrl).resolve('tsx/cjs'),
    },
  })
}

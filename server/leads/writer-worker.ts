/**
 * The writer thread's entry (docs/decisions/047): the lead store, opened in the thread and registered with the shared
 * writer (server/shared/database/writer-thread.ts), which groups its saves into one commit and runs the other features'
 * statements on its connection. Started by sqlite-store.ts; bundled as writer-worker.js in the release.
 */
import { workerData } from 'node:worker_threads'
import { serveWriter } from '../shared/database/writer-thread'
import { LeadStore, WRITER_BUSY_TIMEOUT_MS, type LeadStoreOptions } from './store'
import { leadWriterCalls } from './lead-writer-calls'

const { dataDir, ...options } = workerData as { dataDir: string } & Pick<
  LeadStoreOptions,
  'routes' | 'leadRows' | 'savedWithLead'
>
const store = new LeadStore(dataDir, options)

serveWriter({
  batches: store,
  calls: leadWriterCalls(store),
  connection: store.connection,
  busyTimeoutMs: WRITER_BUSY_TIMEOUT_MS,
  close: () => store.close(),
})

import type { Worker } from 'node:worker_threads'
import { startWorkerThread } from '../worker-entry'
import type { SqlChannel, SqlMode, SqlParameter } from './writer-sql'
import { StoreUnavailableError } from './store-types'

/** A feature's writes the thread runs by name (the lead store's maintenance), each a synchronous method there. */
export type WriterCalls = Record<string, (...args: never[]) => unknown>

export type WriterRequest =
  | { type: 'call'; id: number; method: string; args: readonly unknown[] }
  | { type: 'save'; id: number; entry: unknown }
  | { type: 'sql'; id: number; session: number | null; mode: SqlMode; sql: string; params: readonly SqlParameter[] }
  | { type: 'begin'; id: number; session: number }
  | { type: 'end'; id: number; session: number; commit: boolean }
  | { type: 'close'; id: number }

export type WriterReply =
  { type: 'ready' } | { type: 'result'; id: number; value?: unknown; error?: string; code?: string }

/**
 * The name the writer thread's entry is bundled under in the release (writer-worker.js beside main.js). The entry is
 * the feature's (server/leads/writer-worker.ts: the lead store registered with `serveWriter`), started from the
 * feature's own folder from the TypeScript sources.
 */
export const WRITER_WORKER = 'writer-worker'

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void }

type WriterCommand =
  | { type: 'call'; method: string; args: readonly unknown[] }
  | { type: 'save'; entry: unknown }
  | { type: 'sql'; session: number | null; mode: SqlMode; sql: string; params: readonly SqlParameter[] }
  | { type: 'begin'; session: number }
  | { type: 'end'; session: number; commit: boolean }
  | { type: 'close' }

export interface WriterOptions {
  /** the thread's entry, by its base name, beside the module at `callerUrl` (that module's import.meta.url) */
  entry: { name: string; callerUrl: string }
  /** data for the entry (it crosses to the thread: no functions) */
  workerData: Record<string, unknown>
  /** told when the thread stops unasked; the next write starts a new one */
  onCrash?: (error: Error) => void
}

/**
 * The main thread's side of the writer thread (docs/decisions/010, 041, 047): every write to the SQLite file goes
 * through it. A save resolves only once its group's transaction is committed; a call runs one of the feature's
 * writes by name; the statements of the other features run one by one or in a session.
 */
export class DatabaseWriter<Entry, Outcome, Calls extends WriterCalls> implements SqlChannel {
  private worker: Worker | undefined
  private ready: Promise<void> | undefined
  private readonly pending = new Map<number, Pending>()
  private nextId = 1
  private closed = false

  constructor(private readonly options: WriterOptions) {}

  /** Starts the writer thread, which opens the (migrated) database. */
  start(): Promise<void> {
    if (this.ready) return this.ready
    const worker = startWorkerThread(this.options.entry.name, this.options.entry.callerUrl, {
      workerData: this.options.workerData,
    })
    this.worker = worker
    this.ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: WriterReply) => {
        if (message.type === 'ready') {
          resolve()
          return
        }
        const waiting = this.pending.get(message.id)
        if (!waiting) return
        this.pending.delete(message.id)
        // The SQLite error code travels with the message, so a busy or full database reads as unavailable.
        if (message.error)
          waiting.reject(Object.assign(new Error(message.error), message.code ? { code: message.code } : {}))
        else waiting.resolve(message.value)
      }
      worker.on('message', onMessage)
      worker.once('error', (error) => {
        reject(error)
        this.fail(error)
      })
      worker.once('exit', (code) => {
        const error = new StoreUnavailableError(`the lead writer thread stopped (exit code ${code})`)
        reject(error)
        this.fail(error)
      })
    })
    return this.ready
  }

  /** Rejects what was waiting on a thread that stopped; the next write starts a new thread. */
  private fail(error: Error) {
    if (this.worker === undefined) return
    this.worker = undefined
    this.ready = undefined
    for (const waiting of this.pending.values()) waiting.reject(error)
    this.pending.clear()
    if (!this.closed) this.options.onCrash?.(error)
  }

  private async send(command: WriterCommand): Promise<unknown> {
    if (this.closed && command.type !== 'close') throw new Error('The lead writer is closed')
    await this.start()
    const worker = this.worker
    if (!worker) throw new Error('The lead writer thread is not running')
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      worker.postMessage({ ...command, id } satisfies WriterRequest)
    })
  }

  /** Resolves once the entry is committed (grouped with the entries that arrived meanwhile). */
  async save(entry: Entry): Promise<Outcome> {
    return (await this.send({ type: 'save', entry })) as Outcome
  }

  /** Runs one of the feature's writes in the thread, by name. */
  async call<K extends keyof Calls & string>(method: K, ...args: Parameters<Calls[K]>): Promise<ReturnType<Calls[K]>> {
    return (await this.send({ type: 'call', method, args })) as ReturnType<Calls[K]>
  }

  async statement(
    session: number | null,
    mode: SqlMode,
    sql: string,
    params: readonly SqlParameter[],
  ): Promise<unknown> {
    return this.send({ type: 'sql', session, mode, sql, params })
  }

  /** Resolves once the transaction holds the write lock and the writer runs only this session's statements. */
  async begin(session: number): Promise<void> {
    await this.send({ type: 'begin', session })
  }

  async end(session: number, commit: boolean): Promise<void> {
    await this.send({ type: 'end', session, commit })
  }

  /** Commits what is queued, closes the database and stops the thread. */
  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    const worker = this.worker
    if (!worker) return
    try {
      await this.send({ type: 'close' })
    } finally {
      await worker.terminate()
    }
  }
}

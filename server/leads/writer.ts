import type { Worker } from 'node:worker_threads'
import type { BookingHold, BusyInterval } from '../shared/database/booking-types'
import type { LeadRowDeletion } from '../shared/database/lead-rows'
import { startWorkerThread } from '../shared/worker-entry'
import type { SqlChannel, SqlMode, SqlParameter } from '../shared/database/writer-sql'
import {
  StoreUnavailableError,
  type AttemptRecord,
  type LeadEntry,
  type OutboxRoute,
  type SaveOutcome,
} from '../shared/database/store-types'

/** The store's maintenance writes, run in the writer thread like every other write. */
export type MaintenanceCall =
  | { method: 'eraseLeads'; args: [ids: readonly string[]] }
  | { method: 'deleteLeadsReceivedBefore'; args: [cutoff: string, recordsClosedBefore: number | null] }
  | { method: 'claimJob'; args: [job: string, now: number, intervalMs: number] }
  | { method: 'cancelBooking'; args: [leadId: string, now: number] }
  | { method: 'rescheduleBooking'; args: [leadId: string, hold: BookingHold, now: number] }
  | { method: 'replaceBusyIntervals'; args: [person: string, intervals: readonly BusyInterval[], fetchedAt: number] }
  | { method: 'recordBusyFeedFailure'; args: [person: string, attemptedAt: number, reason: string] }
  | { method: 'markInvitationSent'; args: [id: number, now: number] }
  | { method: 'markInvitationFailed'; args: [id: number, nextAttemptAt: number, reason: string] }

export type WriterRequest =
  | { type: 'call'; id: number; call: MaintenanceCall }
  | { type: 'save'; id: number; entry: LeadEntry }
  | { type: 'markSent'; id: number; outboxId: number; attempt?: AttemptRecord }
  | { type: 'markFailed'; id: number; outboxId: number; nextAttemptAt: number; error: string; attempt?: AttemptRecord }
  | { type: 'sql'; id: number; session: number | null; mode: SqlMode; sql: string; params: readonly SqlParameter[] }
  | { type: 'begin'; id: number; session: number }
  | { type: 'end'; id: number; session: number; commit: boolean }
  | { type: 'close'; id: number }

export type WriterReply =
  | { type: 'ready' }
  | { type: 'result'; id: number; outcome?: SaveOutcome; value?: unknown; error?: string; code?: string }

/** The writer thread's module (writer-worker.ts; bundled as writer-worker.js in the release) */
export const WRITER_WORKER = 'writer-worker'

type Pending = { resolve: (reply: { outcome?: SaveOutcome; value?: unknown }) => void; reject: (error: Error) => void }

type WriterCommand =
  | { type: 'call'; call: MaintenanceCall }
  | { type: 'save'; entry: LeadEntry }
  | { type: 'markSent'; outboxId: number; attempt?: AttemptRecord }
  | { type: 'markFailed'; outboxId: number; nextAttemptAt: number; error: string; attempt?: AttemptRecord }
  | { type: 'sql'; session: number | null; mode: SqlMode; sql: string; params: readonly SqlParameter[] }
  | { type: 'begin'; session: number }
  | { type: 'end'; session: number; commit: boolean }
  | { type: 'close' }

/**
 * The main thread's side of the writer thread: every write to the leads database goes through it,
 * and a save resolves only once its transaction is committed.
 */
export class LeadWriter implements SqlChannel {
  private worker: Worker | undefined
  private ready: Promise<void> | undefined
  private readonly pending = new Map<number, Pending>()
  private nextId = 1
  private closed = false

  constructor(
    private readonly dataDir: string,
    private readonly onCrash: (error: Error) => void = () => {},
    /** where each new lead's notifications go (mail and webhooks) */
    private readonly routes?: readonly OutboxRoute[],
    /** what erasure and retention delete in the other features' tables (data: it crosses to the thread) */
    private readonly leadRows: readonly LeadRowDeletion[] = [],
  ) {}

  /** Starts the writer thread, which opens and migrates the database. */
  start(): Promise<void> {
    if (this.ready) return this.ready
    const worker = startWorkerThread(WRITER_WORKER, import.meta.url, {
      workerData: { dataDir: this.dataDir, routes: this.routes, leadRows: this.leadRows },
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
        else waiting.resolve({ outcome: message.outcome, value: message.value })
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
    if (!this.closed) this.onCrash(error)
  }

  private async send(command: WriterCommand): Promise<{ outcome?: SaveOutcome; value?: unknown }> {
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

  /** Resolves once the entry (or the earlier submission with its idempotency key) is committed. */
  async save(entry: LeadEntry): Promise<SaveOutcome> {
    const { outcome } = await this.send({ type: 'save', entry })
    if (!outcome) throw new Error('The lead writer answered without an outcome')
    return outcome
  }

  async markSent(outboxId: number, attempt?: AttemptRecord): Promise<void> {
    await this.send({ type: 'markSent', outboxId, attempt })
  }

  async markFailed(outboxId: number, nextAttemptAt: number, error: string, attempt?: AttemptRecord): Promise<void> {
    await this.send({ type: 'markFailed', outboxId, nextAttemptAt, error, attempt })
  }

  /** Runs one of the store's maintenance writes (retention, erasure, the job ledger) in the writer thread. */
  async call<T>(call: MaintenanceCall): Promise<T> {
    return (await this.send({ type: 'call', call })).value as T
  }

  async statement(
    session: number | null,
    mode: SqlMode,
    sql: string,
    params: readonly SqlParameter[],
  ): Promise<unknown> {
    return (await this.send({ type: 'sql', session, mode, sql, params })).value
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

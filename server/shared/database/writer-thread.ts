/**
 * The one thread that writes the SQLite file (docs/decisions/010, 041, 047). A feature's entry opens its store in the
 * thread and registers it here: its saves are grouped into one transaction while a commit is on disk (group commit),
 * its named writes run one at a time, and the other features' statements run one by one or in a session during which
 * the thread runs nothing else. The event loop that answers visitors never waits for a disk sync.
 */
import { parentPort } from 'node:worker_threads'
import type Database from 'better-sqlite3'
import { GroupCommitter, type BatchWriter } from './group-commit'
import type { WriterCalls, WriterReply, WriterRequest } from './writer'
import { SESSION_IDLE_LIMIT_MS, SHORT_BUSY_TIMEOUT_MS, SqlSessions } from './writer-sql'

export interface WriterPart<Entry, Outcome> {
  /** commits a group of saves in one transaction, each entry in its own savepoint */
  batches: BatchWriter<Entry, Outcome>
  /** the feature's writes, run by name */
  calls: WriterCalls
  /** the thread's connection, for the other features' statements */
  connection: Database.Database
  /** how long the feature's own writes wait for another process's write lock (restored after a short statement) */
  busyTimeoutMs: number
  close(): void
}

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error))
const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}
const sessionOf = (message: WriterRequest) =>
  message.type === 'sql' || message.type === 'end' ? message.session : undefined

/** Serves the main thread's messages with `part` until it is told to close. */
export function serveWriter<Entry, Outcome>(part: WriterPart<Entry, Outcome>): void {
  if (!parentPort) throw new Error('The writer runs as a worker thread')
  const port = parentPort
  const committer = new GroupCommitter(part.batches)
  const sessions = new SqlSessions(part.connection, SHORT_BUSY_TIMEOUT_MS, part.busyTimeoutMs)
  /** Messages that arrived while another session's transaction was open, in order. */
  let deferred: WriterRequest[] = []
  /** Rolls back a session left idle (a caller that never ends it), so the saves waiting behind it are not held forever. */
  let idleTimer: NodeJS.Timeout | undefined

  const reply = (message: WriterReply) => port.postMessage(message)

  /** Runs `work` and replies with its value or its error. */
  const answer = (id: number, work: () => unknown) => {
    try {
      reply({ type: 'result', id, value: work() })
    } catch (error) {
      reply({ type: 'result', id, error: failure(error), code: codeOf(error) })
    }
  }

  const runDeferred = () => {
    const waiting = deferred
    deferred = []
    for (const next of waiting) handle(next)
  }

  /** While a session is open, its next statement must come within SESSION_IDLE_LIMIT_MS. */
  const watchSession = () => {
    clearTimeout(idleTimer)
    if (!sessions.isOpen) return
    idleTimer = setTimeout(() => {
      sessions.abort()
      runDeferred()
    }, SESSION_IDLE_LIMIT_MS)
  }

  const runCall = (method: string, args: readonly unknown[]) => {
    const call = part.calls[method] as ((...values: readonly unknown[]) => unknown) | undefined
    if (!call) throw new Error(`The writer has no call ${method}`)
    return call(...args)
  }

  function handle(message: WriterRequest) {
    if (message.type !== 'close' && sessions.mustWait(sessionOf(message))) {
      deferred.push(message)
      return
    }
    switch (message.type) {
      case 'begin':
        // Saves already handed to the group committer commit first, outside the session's transaction.
        committer.flush()
        answer(message.id, () => sessions.begin(message.session))
        watchSession()
        return
      case 'sql':
        answer(message.id, () => sessions.run(message.session, message.mode, message.sql, message.params))
        watchSession()
        return
      case 'end':
        answer(message.id, () => sessions.end(message.session, message.commit))
        watchSession()
        runDeferred()
        return
      case 'save':
        committer.save(message.entry as Entry).then(
          (value) => reply({ type: 'result', id: message.id, value }),
          (error: unknown) => reply({ type: 'result', id: message.id, error: failure(error), code: codeOf(error) }),
        )
        return
      case 'call':
        answer(message.id, () => runCall(message.method, message.args))
        return
      case 'close':
        clearTimeout(idleTimer)
        sessions.abort()
        for (const waiting of deferred.splice(0))
          reply({ type: 'result', id: waiting.id, error: 'The lead writer is closing' })
        committer.close()
        part.close()
        reply({ type: 'result', id: message.id })
        port.close()
        return
    }
  }

  port.on('message', handle)
  reply({ type: 'ready' })
}

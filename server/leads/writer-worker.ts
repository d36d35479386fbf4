/**
 * The one thread that writes the leads database. Submissions that arrive while a commit is on disk are
 * grouped into the next transaction (group commit), and the event loop that answers visitors never waits
 * for a disk sync. Started by writer.ts.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { GroupCommitter } from '../shared/database/group-commit'
import { LeadStore, WRITER_BUSY_TIMEOUT_MS } from './store'
import type { OutboxRoute } from '../shared/database/store-types'
import type { LeadRowDeletion } from '../shared/database/lead-rows'
import type { MaintenanceCall, WriterReply, WriterRequest } from './writer'
import { SESSION_IDLE_LIMIT_MS, SHORT_BUSY_TIMEOUT_MS, SqlSessions } from '../shared/database/writer-sql'

const port = parentPort
if (!port) throw new Error('writer-worker.ts runs as a worker thread')

const { dataDir, routes, leadRows } = workerData as {
  dataDir: string
  routes?: OutboxRoute[]
  leadRows: LeadRowDeletion[]
}
const store = new LeadStore(dataDir, { routes, leadRows })
const committer = new GroupCommitter(store)
const sessions = new SqlSessions(store.connection, SHORT_BUSY_TIMEOUT_MS, WRITER_BUSY_TIMEOUT_MS)
/** Messages that arrived while another session's transaction was open, in order. */
let deferred: WriterRequest[] = []
/** Rolls back a session left idle (a caller that never ends it), so the leads waiting behind it are not held forever. */
let idleTimer: NodeJS.Timeout | undefined

/** Runs one maintenance or booking write on the store. */
function runCall(call: MaintenanceCall): unknown {
  const { bookings } = store
  switch (call.method) {
    case 'eraseLeads':
      return store.eraseLeads(...call.args)
    case 'deleteLeadsReceivedBefore':
      return store.deleteLeadsReceivedBefore(...call.args)
    case 'claimJob':
      return store.claimJob(...call.args)
    case 'cancelBooking':
      return bookings.cancel(...call.args)
    case 'rescheduleBooking':
      return bookings.reschedule(...call.args)
    case 'replaceBusyIntervals':
      return bookings.replaceBusyIntervals(...call.args)
    case 'recordBusyFeedFailure':
      return bookings.recordBusyFeedFailure(...call.args)
    case 'markInvitationSent':
      return bookings.markInvitationSent(...call.args)
    case 'markInvitationFailed':
      return bookings.markInvitationFailed(...call.args)
  }
}

const reply = (message: WriterReply) => port.postMessage(message)
const failure = (error: unknown) => (error instanceof Error ? error.message : String(error))
const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

const sessionOf = (message: WriterRequest) =>
  message.type === 'sql' || message.type === 'end' ? message.session : undefined

/** Runs `work` and replies with its value or its error. */
function answer(id: number, work: () => unknown) {
  try {
    reply({ type: 'result', id, value: work() })
  } catch (error) {
    reply({ type: 'result', id, error: failure(error), code: codeOf(error) })
  }
}

function runDeferred() {
  const waiting = deferred
  deferred = []
  for (const next of waiting) handle(next)
}

/** While a session is open, its next statement must come within SESSION_IDLE_LIMIT_MS. */
function watchSession() {
  clearTimeout(idleTimer)
  if (!sessions.isOpen) return
  idleTimer = setTimeout(() => {
    sessions.abort()
    runDeferred()
  }, SESSION_IDLE_LIMIT_MS)
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
      committer.save(message.entry).then(
        (outcome) => reply({ type: 'result', id: message.id, outcome }),
        (error: unknown) => reply({ type: 'result', id: message.id, error: failure(error), code: codeOf(error) }),
      )
      return
    case 'call':
      answer(message.id, () => runCall(message.call))
      return
    case 'markSent':
      answer(message.id, () => store.markSent(message.outboxId, message.attempt))
      return
    case 'markFailed':
      answer(message.id, () =>
        store.markFailed(message.outboxId, message.nextAttemptAt, message.error, message.attempt),
      )
      return
    case 'close':
      clearTimeout(idleTimer)
      sessions.abort()
      for (const waiting of deferred.splice(0))
        reply({ type: 'result', id: waiting.id, error: 'The lead writer is closing' })
      committer.close()
      store.close()
      reply({ type: 'result', id: message.id })
      parentPort?.close()
      return
  }
}

port.on('message', handle)

reply({ type: 'ready' })

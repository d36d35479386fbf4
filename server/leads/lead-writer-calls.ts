import type { AttemptRecord } from '../shared/database/store-types'
import type { LeadStore } from './store'

/** The lead store's writes other than a save, run by name in the writer thread (maintenance and the outbox's marks). */
export function leadWriterCalls(store: LeadStore) {
  return {
    eraseLeads: (ids: readonly string[]) => store.eraseLeads(ids),
    deleteLeadsReceivedBefore: (cutoff: string, recordsClosedBefore: number | null) =>
      store.deleteLeadsReceivedBefore(cutoff, recordsClosedBefore),
    claimJob: (job: string, now: number, intervalMs: number) => store.claimJob(job, now, intervalMs),
    markSent: (outboxId: number, attempt?: AttemptRecord) => store.markSent(outboxId, attempt),
    markFailed: (outboxId: number, nextAttemptAt: number, error: string, attempt?: AttemptRecord) =>
      store.markFailed(outboxId, nextAttemptAt, error, attempt),
  }
}

export type LeadWriterCalls = ReturnType<typeof leadWriterCalls>

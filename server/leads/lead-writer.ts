import type { LeadRowDeletion } from '../shared/database/lead-rows'
import type { SavedWithLead } from '../shared/database/saved-with-lead'
import type { AttemptRecord, LeadEntry, OutboxRoute, SaveOutcome } from '../shared/database/store-types'
import { DatabaseWriter, WRITER_WORKER } from '../shared/database/writer'
import type { LeadWriterCalls } from './lead-writer-calls'

/** The shared writer thread with the lead store registered in it (writer-worker.ts, beside this module). */
export class LeadWriter extends DatabaseWriter<LeadEntry, SaveOutcome, LeadWriterCalls> {
  constructor(
    dataDir: string,
    onCrash: (error: Error) => void = () => {},
    /** where each new lead's notifications go (mail and webhooks) */
    routes?: readonly OutboxRoute[],
    /** what erasure and retention delete in the other features' tables (data: it crosses to the thread) */
    leadRows: readonly LeadRowDeletion[] = [],
    /** what another feature writes in a lead's transaction (booking: the slot; data, too) */
    savedWithLead?: SavedWithLead,
  ) {
    super({
      entry: { name: WRITER_WORKER, callerUrl: import.meta.url },
      workerData: { dataDir, routes, leadRows, savedWithLead },
      onCrash,
    })
  }

  markSent(outboxId: number, attempt?: AttemptRecord): Promise<void> {
    return this.call('markSent', outboxId, attempt)
  }

  markFailed(outboxId: number, nextAttemptAt: number, error: string, attempt?: AttemptRecord): Promise<void> {
    return this.call('markFailed', outboxId, nextAttemptAt, error, attempt)
  }
}

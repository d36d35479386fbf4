import type { LeadEntry, LeadStore, SaveOutcome } from './store'

interface Waiting {
  entry: LeadEntry
  resolve: (outcome: SaveOutcome) => void
  reject: (error: Error) => void
}

const MAX_BATCH = 256

// Group commit (docs/decisions/010-collector-writer-and-stores.md): a promise resolves only after its transaction committed.
export class GroupCommitter {
  private queue: Waiting[] = []
  private scheduled = false
  private closed = false

  constructor(private readonly store: LeadStore) {}

  save(entry: LeadEntry): Promise<SaveOutcome> {
    if (this.closed) return Promise.reject(new Error('The lead store is closed'))
    return new Promise((resolve, reject) => {
      this.queue.push({ entry, resolve, reject })
      this.schedule()
    })
  }

  private schedule() {
    if (this.scheduled) return
    this.scheduled = true
    setImmediate(() => this.flush())
  }

  flush(): void {
    this.scheduled = false
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH)
      let outcomes: Array<SaveOutcome | Error>
      try {
        outcomes = this.store.saveBatch(batch.map((waiting) => waiting.entry))
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error))
        for (const waiting of batch) waiting.reject(failure)
        continue
      }
      batch.forEach((waiting, index) => {
        const outcome = outcomes[index]
        if (!outcome || outcome instanceof Error) waiting.reject(outcome ?? new Error('Nothing stored'))
        else waiting.resolve(outcome)
      })
      // Let requests that arrived during the sync join the next transaction instead of writing them one by one.
      if (this.queue.length > 0 && !this.closed) {
        this.schedule()
        return
      }
    }
  }

  close(): void {
    this.closed = true
    this.flush()
  }
}

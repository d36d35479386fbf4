/** What commits a batch in one transaction, each entry in its own savepoint: an outcome or an error per entry. */
export interface BatchWriter<Entry, Outcome> {
  saveBatch(entries: readonly Entry[]): Array<Outcome | Error>
}

interface Waiting<Entry, Outcome> {
  entry: Entry
  resolve: (outcome: Outcome) => void
  reject: (error: Error) => void
}

const MAX_BATCH = 256

// Group commit (docs/decisions/010-collector-writer-and-stores.md): a promise resolves only after its transaction committed.
export class GroupCommitter<Entry, Outcome> {
  private queue: Array<Waiting<Entry, Outcome>> = []
  private scheduled = false
  private closed = false

  constructor(private readonly store: BatchWriter<Entry, Outcome>) {}

  save(entry: Entry): Promise<Outcome> {
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
      let outcomes: Array<Outcome | Error>
      try {
        outcomes = this.store.saveBatch(batch.map((waiting) => waiting.entry))
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error))
        for (const waiting of batch) waiting.reject(failure)
        continue
      }
      batch.forEach((waiting, index) => {
        const outcome = outcomes[index]
        if (outcome instanceof Error) waiting.reject(outcome)
        else if (outcome === undefined) waiting.reject(new Error('Nothing stored'))
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

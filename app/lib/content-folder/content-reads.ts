// Per-render record of a page's inputs (decision 019). The storage sits on globalThis because the server bundle
// and the build are separate module graphs in one thread.
import { AsyncLocalStorage } from 'node:async_hooks'

const STORAGE = Symbol.for('forensic-economics-site.content-reads')

export const BUILD_DATE_INPUT = 'build-date'

type Holder = { [STORAGE]?: AsyncLocalStorage<Set<string>> }

function storage(): AsyncLocalStorage<Set<string>> {
  const holder = globalThis as Holder
  holder[STORAGE] ??= new AsyncLocalStorage<Set<string>>()
  return holder[STORAGE]
}

export function recordContentRead(input: string): void {
  storage().getStore()?.add(input)
}

export async function collectContentReads<T>(work: () => Promise<T>): Promise<{ result: T; reads: string[] }> {
  const reads = new Set<string>()
  const result = await storage().run(reads, work)
  return { result, reads: [...reads].sort() }
}

/** Runs synchronous `work` with its own collector; a running page collection does not see its reads. */
export function collectContentReadsSync<T>(work: () => T): { result: T; reads: string[] } {
  const reads = new Set<string>()
  const result = storage().run(reads, work)
  return { result, reads: [...reads].sort() }
}

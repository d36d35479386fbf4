/**
 * Which content a page read while it rendered: the incremental build's record of a page's inputs.
 *
 * The content store (./content-files.server.ts) reports every file it hands out, and code that reads
 * the build date reports that too. The build collects the reports around each page's render through
 * an AsyncLocalStorage, so that renders may overlap and each keeps its own inputs. The storage lives on
 * globalThis under a registered symbol because the server bundle, which reads the content, and the build,
 * which collects, are separate module graphs in one thread. Outside a collection (the dev server,
 * scripts, tests) a report does nothing.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const STORAGE = Symbol.for('forensic-economics-site.content-reads')

/** The build date as a page input: pages that count back from it re-render when it changes. */
export const BUILD_DATE_INPUT = 'build-date'

type Holder = { [STORAGE]?: AsyncLocalStorage<Set<string>> }

function storage(): AsyncLocalStorage<Set<string>> {
  const holder = globalThis as Holder
  holder[STORAGE] ??= new AsyncLocalStorage<Set<string>>()
  return holder[STORAGE]
}

/** Reports that the page being rendered read an input: a content file (relative to the content folder) or BUILD_DATE_INPUT. */
export function recordContentRead(input: string): void {
  storage().getStore()?.add(input)
}

/** Runs `work` and returns, with its result, every input it reported, sorted; collections may run side by side. */
export async function collectContentReads<T>(work: () => Promise<T>): Promise<{ result: T; reads: string[] }> {
  const reads = new Set<string>()
  const result = await storage().run(reads, work)
  return { result, reads: [...reads].sort() }
}

/**
 * Runs synchronous `work` with a collector of its own and returns the inputs it reported, whether or
 * not a page collection is running (which does not see them: the caller passes them on).
 */
export function collectContentReadsSync<T>(work: () => T): { result: T; reads: string[] } {
  const reads = new Set<string>()
  const result = storage().run(reads, work)
  return { result, reads: [...reads].sort() }
}

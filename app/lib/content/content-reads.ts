/**
 * Which content a page read while it rendered: the incremental build's record of a page's inputs.
 *
 * The content store (./content-files.server.ts) reports every file it hands out, and code that reads
 * the build date reports that too. The build's render workers collect the reports around each page (a
 * worker renders one page at a time), and keep them beside the page so that the next build re-renders a
 * page only when one of its inputs changed. The collector lives on globalThis under a registered symbol
 * because the server bundle, which reads the content, and the render worker, which collects, are
 * separate module graphs in one thread. Outside a collection (the dev server, scripts, tests) a report
 * does nothing.
 */

const COLLECTOR = Symbol.for('forensic-economics-site.content-reads')

/** The build date as a page input: pages that count back from it re-render when it changes. */
export const BUILD_DATE_INPUT = 'build-date'

type Holder = { [COLLECTOR]?: Set<string> }

/** Reports that the page being rendered read an input: a content file (relative to the content folder) or BUILD_DATE_INPUT. */
export function recordContentRead(input: string): void {
  ;(globalThis as Holder)[COLLECTOR]?.add(input)
}

/** Runs `work` and returns, with its result, every input it reported, sorted. Calls must not overlap. */
export async function collectContentReads<T>(work: () => Promise<T>): Promise<{ result: T; reads: string[] }> {
  const holder = globalThis as Holder
  if (holder[COLLECTOR]) throw new Error('collectContentReads: a collection is already running in this thread')
  const reads = new Set<string>()
  holder[COLLECTOR] = reads
  try {
    const result = await work()
    return { result, reads: [...reads].sort() }
  } finally {
    delete holder[COLLECTOR]
  }
}

/**
 * Runs synchronous `work` with a collector of its own and returns the inputs it reported, whether or
 * not a page collection is running (which does not see them: the caller passes them on).
 */
export function collectContentReadsSync<T>(work: () => T): { result: T; reads: string[] } {
  const holder = globalThis as Holder
  const outer = holder[COLLECTOR]
  const reads = new Set<string>()
  holder[COLLECTOR] = reads
  try {
    return { result: work(), reads: [...reads].sort() }
  } finally {
    if (outer) holder[COLLECTOR] = outer
    else delete holder[COLLECTOR]
  }
}

/**
 * A value computed from content files, computed once per production build process and replayed to the
 * read tracking (./content-reads.ts) on every later call: a page that uses a cached derivation still
 * records the files it came from, so the incremental build knows to re-render it when one changes.
 * Outside a production build it is computed on every call, so the dev server reflects an edit at once.
 */
import { isProductionRender } from '~/config/site-config'
import { collectContentReadsSync, recordContentRead } from './content-reads'

export function derivedFromContent<T>(compute: () => T): () => T {
  let cached: { value: T; reads: string[] } | undefined
  return () => {
    if (cached && isProductionRender()) {
      for (const read of cached.reads) recordContentRead(read)
      return cached.value
    }
    const { result, reads } = collectContentReadsSync(compute)
    cached = { value: result, reads }
    for (const read of reads) recordContentRead(read)
    return result
  }
}

// Cached once per production build, but its file reads are replayed to ./content-reads.ts on every call (decision 019).
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

import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { type BuildContext, listFiles, writeFile } from './context'

const COMPRESSIBLE = /\.(html|js|css|json|data|xml|txt|svg|webmanifest)$/
const MIN_BYTES = 512

/**
 * Encodings and levels by kind of file. Measured on a 55 KB service-in-city page: brotli 4 gives 11.8 KB
 * in 0.9 ms, brotli 5 11.1 KB in 1.2 ms, brotli 3 12.4 KB in 0.5 ms; gzip 4 12.6 KB in 0.55 ms. Pages
 * and their data are 21,000 each and revalidated: brotli 4 alone (every current browser and the major
 * crawlers accept brotli; a gzip copy would add half again to the build's compression time for the
 * rare client that takes gzip only, which gets the page as it is). Hashed assets are few and cached
 * for a year: the highest levels of both. The other site files (sitemaps, search index, robots.txt,
 * llms.txt): both, at middle levels.
 */
export const LEVELS = {
  page: { brotli: 4, gzip: undefined },
  asset: { brotli: 11, gzip: 9 },
  site: { brotli: 5, gzip: 6 },
} as const satisfies Record<string, { brotli: number; gzip: number | undefined }>

export function levelsFor(file: string): (typeof LEVELS)[keyof typeof LEVELS] {
  if (file.startsWith('/assets/')) return LEVELS.asset
  if (file.endsWith('.html') || file.endsWith('.data')) return LEVELS.page
  return LEVELS.site
}

/** Whether a client file gets precompressed copies. The AI copies are for machines that fetch a page now and then. */
export function isPrecompressed(file: string, bytes: number): boolean {
  return COMPRESSIBLE.test(file) && bytes >= MIN_BYTES && !file.startsWith('/ai/')
}

/** Writes `file`'s .br (and .gz) copies under build/precompressed/, at the same path; false when it gets none. */
export function writePrecompressed(precompressedDir: string, file: string, raw: Buffer): boolean {
  if (!isPrecompressed(file, raw.length)) return false
  const levels = levelsFor(file)
  const target = path.join(precompressedDir, file)
  writeFile(
    `${target}.br`,
    zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotli, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
  )
  if (levels.gzip !== undefined) fs.writeFileSync(`${target}.gz`, zlib.gzipSync(raw, { level: levels.gzip }))
  return true
}

/**
 * The files the page render did not compress (assets, sitemaps, the search index, llms.txt, ...):
 * their .br and .gz copies. Returns how many files got copies.
 */
export function precompressRemainingFiles({ clientDir, precompressedDir }: BuildContext, done: ReadonlySet<string>): number {
  let count = 0
  for (const file of listFiles(clientDir)) {
    if (done.has(file)) continue
    if (writePrecompressed(precompressedDir, file, fs.readFileSync(path.join(clientDir, file)))) count += 1
  }
  return count
}

import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { type BuildContext, listFiles, writeFile, writeFileAsync } from './context'

const COMPRESSIBLE = /\.(html|js|css|json|data|xml|txt|svg|webmanifest)$/
/**
 * Below this, a copy is not worth its file: a response this small travels in one TCP segment
 * compressed or not (about 1,400 bytes of payload). It leaves out the .data of the 21,366 location
 * pages (about 720 bytes each), 21,000 files and compressions a build.
 */
const MIN_BYTES = 1_024

/**
 * Encodings and levels by kind of file. Measured on a 55 KB service-in-city page: brotli 3 gives 12.6 KB
 * in 0.5 ms, brotli 4 12.0 KB in 0.9 ms, brotli 5 11.3 KB in 1.2 ms; gzip 4 12.8 KB in 0.6 ms. Pages
 * and their data are 21,000 each and revalidated: brotli 3 alone, 5% more bytes than brotli 4 for half
 * its time, already smaller than gzip 6 (every current browser and the major
 * crawlers accept brotli; a gzip copy would add half again to the build's compression time for the
 * rare client that takes gzip only, which gets the page as it is). Hashed assets are few and cached
 * for a year: the highest levels of both. The other site files (sitemaps, search index, robots.txt,
 * llms.txt): both, at middle levels.
 */
export const LEVELS = {
  page: { brotli: 3, gzip: undefined },
  asset: { brotli: 11, gzip: 9 },
  site: { brotli: 5, gzip: 6 },
} as const satisfies Record<string, { brotli: number; gzip: number | undefined }>

export function levelsFor(file: string): (typeof LEVELS)[keyof typeof LEVELS] {
  if (file.startsWith('/assets/')) return LEVELS.asset
  if (file.endsWith('.html')) return LEVELS.page
  return LEVELS.site
}

/** Whether a client file of this name may get precompressed copies. The AI copies are for machines that fetch a page now and then. */
function mayPrecompress(file: string): boolean {
  return COMPRESSIBLE.test(file) && !file.startsWith('/ai/')
}

/** Whether a client file gets precompressed copies. */
function isPrecompressed(file: string, bytes: number): boolean {
  return mayPrecompress(file) && bytes >= MIN_BYTES
}

/** Writes `file`'s .br (and .gz) copies under build/precompressed/, at the same path; false when it gets none. */
export function writePrecompressed(precompressedDir: string, file: string, raw: Buffer): boolean {
  const target = path.join(precompressedDir, file)
  if (!isPrecompressed(file, raw.length)) {
    // A page that shrank below the threshold in an incremental build leaves no stale copy behind.
    for (const copy of [`${target}.br`, `${target}.gz`]) fs.rmSync(copy, { force: true })
    return false
  }
  const levels = levelsFor(file)
  writeFile(
    `${target}.br`,
    zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotli,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  )
  if (levels.gzip !== undefined) writeFile(`${target}.gz`, zlib.gzipSync(raw, { level: levels.gzip }))
  return true
}

/**
 * Precompresses files on libuv's thread pool, so it runs beside the render workers (the main thread
 * is idle while they render). Returns how many files got copies.
 */
async function precompressInBackground(
  { clientDir, precompressedDir }: Pick<BuildContext, 'clientDir' | 'precompressedDir'>,
  files: readonly string[],
): Promise<number> {
  let count = 0
  const brotli = promisify(zlib.brotliCompress)
  const gzip = promisify(zlib.gzip)
  for (const file of files) {
    const raw = await fs.promises.readFile(path.join(clientDir, file))
    if (!isPrecompressed(file, raw.length)) continue
    const levels = levelsFor(file)
    const target = path.join(precompressedDir, file)
    const [br, gz] = await Promise.all([
      brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotli,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      levels.gzip === undefined ? undefined : gzip(raw, { level: levels.gzip }),
    ])
    await writeFileAsync(`${target}.br`, br)
    if (gz) await writeFileAsync(`${target}.gz`, gz)
    count += 1
  }
  return count
}

/** The hashed assets' copies (the hardest levels), started as soon as Vite has written them. */
export function precompressAssets(context: Pick<BuildContext, 'clientDir' | 'precompressedDir'>): {
  files: string[]
  done: Promise<number>
} {
  const files = listFiles(context.clientDir).filter((file) => file.startsWith('/assets/'))
  return { files, done: precompressInBackground(context, files) }
}

/**
 * The files of `clientFiles` (the deploy directory's) neither the page render nor the assets step compressed (sitemaps, the search index,
 * llms.txt, ...): their copies. Returns how many files got copies.
 */
export async function precompressRemainingFiles(
  context: BuildContext,
  clientFiles: readonly string[],
  done: ReadonlySet<string>,
): Promise<number> {
  return precompressInBackground(
    context,
    clientFiles.filter((file) => !done.has(file) && mayPrecompress(file)),
  )
}

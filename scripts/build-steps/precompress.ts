import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { type BuildContext, writeFile } from './context'
import { secureHtml } from './csp-hashes'
import { runSharded } from './workers'

const COMPRESSIBLE = /\.(html|js|css|json|data|xml|txt|svg|webmanifest)$/
const MIN_BYTES = 512

/** Every file to finish: pages get their script policy; text files get .br and .gz beside them. */
function listFiles(dir: string, rel = '', out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const child = `${rel}/${entry.name}`
    if (entry.isDirectory()) listFiles(dir, child, out)
    else if (COMPRESSIBLE.test(entry.name)) out.push(child)
  }
  return out
}

/**
 * Hashed assets are few and cached for a year: compressed hardest. Pages and data are many: compressed
 * fast. The AI copies are for machines that fetch a page now and then: served as they are.
 */
function compress(file: string, raw: Buffer, full: string): void {
  if (file.startsWith('/ai/') || raw.length < MIN_BYTES) return
  const asset = file.startsWith('/assets/')
  fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: asset ? 11 : 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }))
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(raw, { level: asset ? 9 : 5 }))
}

/** One shard: returns the script hashes of its pages. Runs in a worker thread. */
export function finishShard(files: readonly string[], clientDir: unknown): Record<string, string[]> {
  const hashes: Record<string, string[]> = {}
  for (const file of files) {
    const full = path.join(String(clientDir), file)
    let raw = fs.readFileSync(full)
    if (file.endsWith('.html')) {
      const secured = secureHtml(raw.toString('utf8'))
      hashes[file] = secured.hashes
      raw = Buffer.from(secured.html, 'utf8')
      fs.writeFileSync(full, raw)
    }
    compress(file, raw, full)
  }
  return hashes
}

/**
 * The last step, on all cores: every page gets its script policy (hashes of its inline scripts, in a
 * meta tag for static hosts and in build/csp-hashes.json for the server's header), then every text file
 * its precompressed copies.
 */
export async function finishFiles({ buildDir, clientDir }: BuildContext): Promise<number> {
  const files = listFiles(clientDir)
  const results = await runSharded(import.meta.url, 'finishShard', files, clientDir, (shard, dir) => finishShard(shard, dir))
  writeFile(path.join(buildDir, 'csp-hashes.json'), JSON.stringify(Object.assign({}, ...results)))
  return files.length
}

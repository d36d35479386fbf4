import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { BuildContext } from './context'

const COMPRESSIBLE = /\.(html|js|css|json|data|xml|txt|svg|webmanifest)$/
const MIN_BYTES = 512

function listCompressible(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) listCompressible(full, out)
    else if (COMPRESSIBLE.test(entry.name) && fs.statSync(full).size >= MIN_BYTES) out.push(full)
  }
  return out
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const fs = require('node:fs')
const zlib = require('node:zlib')
for (const file of workerData.files) {
  const raw = fs.readFileSync(file)
  // Hashed assets are few and served for a year: compress them hardest. Pages are many: compress fast.
  const asset = file.includes('/assets/')
  fs.writeFileSync(file + '.br', zlib.brotliCompressSync(raw, { params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: asset ? 11 : 5,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
  } }))
  fs.writeFileSync(file + '.gz', zlib.gzipSync(raw, { level: asset ? 9 : 6 }))
}
parentPort.postMessage(workerData.files.length)
`

/** Writes .br and .gz beside every text file, on all cores. */
export async function precompress({ clientDir }: BuildContext): Promise<number> {
  const files = listCompressible(clientDir)
  const workers = Math.max(1, Math.min(os.availableParallelism(), 4))
  const shards = Array.from({ length: workers }, (_, i) => files.filter((_, index) => index % workers === i))
  await Promise.all(
    shards.map(
      (shard) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { files: shard } })
          worker.once('message', () => resolve())
          worker.once('error', reject)
        }),
    ),
  )
  return files.length
}

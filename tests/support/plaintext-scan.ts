/**
 * Whether any file under some folders holds a 64-byte run of a plaintext: the check that uploaded records
 * never touch the disk unencrypted (database, WAL, temporary and metadata files included). Any 64-byte run
 * of the plaintext contains one whole 32-byte block at a multiple of 32, so each file is searched, at every
 * offset, for those blocks (indexed by their first four bytes, then compared in full).
 */
import fs from 'node:fs'
import path from 'node:path'

const BLOCK = 32

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : entry.isFile() ? [path.join(dir, entry.name)] : [],
    )
}

/** The files under `dirs` that contain a 64-byte run of `plaintext` (of at least 64 bytes). */
export function filesHoldingPlaintext(plaintext: Buffer, dirs: readonly string[]): string[] {
  const blocks = new Map<number, number[]>()
  for (let start = 0; start + BLOCK <= plaintext.length; start += BLOCK) {
    const key = plaintext.readUInt32LE(start)
    const list = blocks.get(key)
    if (list) list.push(start)
    else blocks.set(key, [start])
  }
  const holding: string[] = []
  for (const file of dirs.flatMap(filesUnder)) {
    const bytes = fs.readFileSync(file)
    let found = false
    for (let offset = 0; !found && offset + BLOCK <= bytes.length; offset += 1) {
      const starts = blocks.get(bytes.readUInt32LE(offset))
      if (!starts) continue
      found = starts.some((start) => bytes.compare(plaintext, start, start + BLOCK, offset, offset + BLOCK) === 0)
    }
    if (found) holding.push(file)
  }
  return holding
}

/**
 * Where an incremental build renders before it touches the previous build: build/.incremental/staging,
 * mirroring build/client and build/precompressed. Once every page has rendered, its files move into
 * place, each only when its bytes differ (a rename, never a write in place); a failure before then
 * leaves the previous build as it was.
 */
import fs from 'node:fs'
import path from 'node:path'
import { type BuildContext, listFiles, precompressedDirFor } from '../context'

export const STAGING_DIR = '.incremental/staging'

/** The staging twin of the build's client and precompressed directories, emptied. */
export function createStaging(
  context: Pick<BuildContext, 'buildDir'>,
): Pick<BuildContext, 'clientDir' | 'precompressedDir'> {
  const root = path.join(context.buildDir, STAGING_DIR)
  fs.rmSync(root, { recursive: true, force: true })
  const clientDir = path.join(root, 'client')
  fs.mkdirSync(clientDir, { recursive: true })
  return { clientDir, precompressedDir: precompressedDirFor(clientDir) }
}

/** Moves one staged file over its target when the bytes differ, else drops it; true when it moved. */
function promote(staged: string, target: string): boolean {
  let same = false
  try {
    same = fs.readFileSync(target).equals(fs.readFileSync(staged))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  if (same) {
    fs.rmSync(staged)
    return false
  }
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.renameSync(staged, target)
  return true
}

/**
 * Moves the staged files into the build (only those whose bytes differ) and removes the staging
 * folder. A staged page file (.html, .data) without a staged compressed copy loses any copy it had:
 * it shrank below the size worth compressing. Returns the client files that changed.
 */
export function promoteStaging(
  context: Pick<BuildContext, 'buildDir' | 'clientDir' | 'precompressedDir'>,
  staging: Pick<BuildContext, 'clientDir' | 'precompressedDir'>,
): string[] {
  const changed: string[] = []
  const stagedCopies = new Set(listFiles(staging.precompressedDir))
  for (const file of listFiles(staging.clientDir)) {
    if (promote(path.join(staging.clientDir, file), path.join(context.clientDir, file))) changed.push(file)
    if (/\.(html|data)$/.test(file) && !stagedCopies.has(`${file}.br`)) {
      for (const copy of [`${file}.br`, `${file}.gz`])
        fs.rmSync(path.join(context.precompressedDir, copy), { force: true })
    }
  }
  for (const file of stagedCopies)
    promote(path.join(staging.precompressedDir, file), path.join(context.precompressedDir, file))
  fs.rmSync(path.join(context.buildDir, STAGING_DIR), { recursive: true, force: true })
  return changed
}

// Decides whether build/ is missing or older than the sources it is made from: the code the build
// fingerprints and the content folder (a content edit makes the build stale; the build that follows
// is then an incremental one, which re-renders only the pages that read what changed).
import fs from 'node:fs'
import path from 'node:path'
import { CONTENT_DIR_ENV } from '~/config/content-schema/files'
import { BUILD_STAMP_FILE, readBuildStamp } from './build-steps/build-stamp'
import { CODE_PATHS } from './build-steps/incremental/inputs'

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

/** The sources a build is made from: the fingerprinted code and the content folder (CONTENT_DIR when set). */
function sources(root: string, env: NodeJS.ProcessEnv): { label: string; target: string }[] {
  const content = env[CONTENT_DIR_ENV] ? path.resolve(env[CONTENT_DIR_ENV]) : path.join(root, 'content')
  return [
    ...CODE_PATHS.map((source) => ({ label: source, target: path.join(root, source) })),
    { label: path.relative(root, content) || content, target: content },
  ]
}

/** A sample of 0 or 1 is every page (PRERENDER_SAMPLE). */
const sampleOf = (sample: number) => (sample > 1 ? sample : 0)

/**
 * null when the build is current and complete, else the reason to rebuild. `sample`: the PRERENDER_SAMPLE
 * the build must have been made with (npm run dev's), every page by default.
 */
export function staleReason(
  root: string,
  buildDir = path.join(root, 'build'),
  env: NodeJS.ProcessEnv = process.env,
  sample = 0,
): string | null {
  const stamp = path.join(buildDir, BUILD_STAMP_FILE)
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(buildDir, 'client', 'index.html'))) return 'no build yet'
  const built = sampleOf(readBuildStamp(buildDir)?.sample ?? 0)
  const wanted = sampleOf(sample)
  if (built !== wanted)
    return wanted ? `the last build was not a sample of ${String(wanted)}` : 'the last build was a sample'
  const builtAt = fs.statSync(stamp).mtimeMs
  for (const { label, target } of sources(root, env)) {
    if (newestMtime(target) > builtAt) return `${label} changed since the last build`
  }
  return null
}

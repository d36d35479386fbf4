// Decides whether build/ is missing or older than the sources it is made from.
import fs from 'node:fs'
import path from 'node:path'
import { BUILD_STAMP_FILE, readBuildStamp } from './build-steps/build-stamp'

const SOURCES = ['app', 'public', 'scripts/build.ts', 'scripts/build-steps', 'package.json', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts', 'tsconfig.json']

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

/** null when the build is current and complete, else the reason to rebuild. */
export function staleReason(root: string, buildDir = path.join(root, 'build')): string | null {
  const stamp = path.join(buildDir, BUILD_STAMP_FILE)
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(buildDir, 'client', 'index.html'))) return 'no build yet'
  if ((readBuildStamp(buildDir)?.sample ?? 0) > 1) return 'the last build was a sample'
  const builtAt = fs.statSync(stamp).mtimeMs
  for (const source of SOURCES) {
    if (newestMtime(path.join(root, source)) > builtAt) return `${source} changed since the last build`
  }
  return null
}

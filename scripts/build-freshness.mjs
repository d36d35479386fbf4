// Decides whether build/ is missing or older than the sources it is made from.
import fs from 'node:fs'
import path from 'node:path'

const SOURCES = ['app', 'public', 'scripts/build.mjs', 'scripts/postbuild.ts', 'scripts/build-steps', 'package.json', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts', 'tsconfig.json']

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(target)) {
    if (entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  }
  return newest
}

/** null when the build is current, else the reason to rebuild. */
export function staleReason(root, buildDir = path.join(root, 'build')) {
  const stamp = path.join(buildDir, '.build-stamp')
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(buildDir, 'client', 'index.html'))) return 'no build yet'
  const builtAt = fs.statSync(stamp).mtimeMs
  for (const source of SOURCES) {
    if (newestMtime(path.join(root, source)) > builtAt) return `${source} changed since the last build`
  }
  return null
}

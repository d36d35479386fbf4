import fs from 'node:fs'
import path from 'node:path'
import type { Bench } from './types'

const BUDGET_SECONDS = 240

/** The last full build's duration and page count, from the stamp scripts/build.mjs writes. */
export const benchBuild: Bench = async () => {
  const stamp = path.resolve('build/.build-stamp')
  if (!fs.existsSync(stamp)) return [{ area: 'build', metric: 'full build', value: 'no build yet: run npm run build' }]
  const { seconds, pages } = JSON.parse(fs.readFileSync(stamp, 'utf8')) as { seconds: number; pages: number }
  return [
    { area: 'build', metric: 'pages prerendered', value: String(pages) },
    { area: 'build', metric: 'full build time (last npm run build)', value: `${seconds.toFixed(0)} s`, budget: `<= ${BUDGET_SECONDS} s`, ok: seconds <= BUDGET_SECONDS },
  ]
}

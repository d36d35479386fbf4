/**
 * Request-path normalization on hostile input: a path of 100 KB and of 1 MB of slashes
 * (a quadratic regular expression once took 0.54 s on 16,000).
 */
import { performance } from 'node:perf_hooks'
import { canonicalPath, trimTrailingSlashes } from '~/lib/url/request-path'
import type { Bench } from './types'

const SIZES = [
  { label: '100 KB', bytes: 100 * 1024 },
  { label: '1 MB', bytes: 1024 * 1024 },
] as const

export const benchPaths: Bench = async () =>
  SIZES.map(({ label, bytes }) => {
    const inner = '/x' + '/'.repeat(bytes) + 'y'
    const trailing = '/x' + '/'.repeat(bytes)
    const started = performance.now()
    canonicalPath(inner)
    trimTrailingSlashes(trailing)
    const ms = performance.now() - started
    return {
      area: 'paths',
      metric: `normalize ${label} of slashes`,
      value: `${ms.toFixed(2)} ms`,
      budget: '< 50 ms',
      ok: ms < 50,
    }
  })

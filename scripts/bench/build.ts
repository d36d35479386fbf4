import path from 'node:path'
import { BUILD_BUDGET_SECONDS, DEPLOY_BUDGET, readBuildStamp } from '../build-steps/build-stamp'
import type { Bench } from './types'

/**
 * The last full build's figures, from the stamp scripts/build.ts writes: time, CPU, each step, the
 * deploy directory. When the last build was incremental, its stamp carries the full build it stood on.
 */
export const benchBuild: Bench = async () => {
  const stamp = readBuildStamp(path.resolve('build'))
  if (!stamp) return [{ area: 'build', metric: 'full build', value: 'no build yet: run npm run build' }]
  const fullBuild = stamp.kind === 'full' ? stamp : stamp.lastFull
  if (!fullBuild)
    return [{ area: 'build', metric: 'full build', value: 'no full build recorded: run npm run build -- --full' }]
  const full = !(fullBuild.sample > 1)
  const kind = full ? 'last full npm run build' : `last full build, a sample (PRERENDER_SAMPLE=${fullBuild.sample})`
  return [
    { area: 'build', metric: 'pages rendered', value: fullBuild.pages.toLocaleString('en-US') },
    {
      area: 'build',
      metric: `full build time (${kind}; budget: median of 3 runs, each after deleting build/)`,
      value: `${fullBuild.seconds.toFixed(0)} s wall, ${fullBuild.cpuSeconds.toFixed(0)} s CPU`,
      budget: `<= ${BUILD_BUDGET_SECONDS} s`,
      ok: full ? fullBuild.seconds <= BUILD_BUDGET_SECONDS : undefined,
    },
    ...(stamp.kind === 'full' ? stamp.steps : [])
      .filter((step) => step.seconds >= 0.05)
      .map((step) => ({
        area: 'build',
        metric: `  step: ${step.name}`,
        value: `${step.seconds.toFixed(1)} s wall, ${step.cpuSeconds.toFixed(1)} s CPU`,
      })),
    {
      area: 'build',
      metric: 'deploy directory build/client: files',
      value: stamp.deploy.files.toLocaleString('en-US'),
      budget: `<= ${DEPLOY_BUDGET.files.toLocaleString('en-US')}`,
      ok: full ? stamp.deploy.files <= DEPLOY_BUDGET.files : undefined,
    },
    {
      area: 'build',
      metric: 'deploy directory build/client: size',
      value: `${(stamp.deploy.bytes / 1e6).toFixed(0)} MB`,
      budget: `<= ${(DEPLOY_BUDGET.bytes / 1e6).toFixed(0)} MB`,
      ok: full ? stamp.deploy.bytes <= DEPLOY_BUDGET.bytes : undefined,
    },
  ]
}

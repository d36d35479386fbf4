import fs from 'node:fs'
import path from 'node:path'
import { listFiles } from './context'

/** build/.build-stamp: what the last build did, for npm start's freshness check and npm run bench. */
export const BUILD_STAMP_FILE = '.build-stamp'

export interface BuildStamp {
  builtAt: string
  /** A full build, or an incremental one that rendered only the pages whose inputs changed */
  kind: 'full' | 'incremental'
  /** Why the planner chose it */
  reason: string
  pages: number
  /** Pages rendered by this build (all of them in a full build) */
  rendered: number
  /** PRERENDER_SAMPLE of the build (0: every page) */
  sample: number
  seconds: number
  /** CPU seconds over every thread and the Vite child process */
  cpuSeconds: number
  steps: { name: string; seconds: number; cpuSeconds: number }[]
  deploy: DeployDirSize
  /** After an incremental build: the figures of the full build it stands on */
  lastFull?: FullBuildFigures
}

export interface FullBuildFigures {
  builtAt: string
  pages: number
  sample: number
  seconds: number
  cpuSeconds: number
}

/** A full build's own figures, which the incremental builds after it carry along. */
export function fullFigures(stamp: BuildStamp): FullBuildFigures {
  return {
    builtAt: stamp.builtAt,
    pages: stamp.pages,
    sample: stamp.sample,
    seconds: stamp.seconds,
    cpuSeconds: stamp.cpuSeconds,
  }
}

export interface DeployDirSize {
  files: number
  /** Sum of the files' sizes */
  bytes: number
}

/** The deploy budget of build/client (static hosts cap files and bytes per deployment). */
export const DEPLOY_BUDGET = { files: 30_000, bytes: 900_000_000 } as const
/** Full build, from a clean build/ on 2 cores. */
export const BUILD_BUDGET_SECONDS = 60

/** The deploy directory's size; `files` is its listing when the caller has it. */
export function measureDeployDir(clientDir: string, files: readonly string[] = listFiles(clientDir)): DeployDirSize {
  let bytes = 0
  for (const file of files) bytes += fs.statSync(path.join(clientDir, file)).size
  return { files: files.length, bytes }
}

export function readBuildStamp(buildDir: string): BuildStamp | undefined {
  const file = path.join(buildDir, BUILD_STAMP_FILE)
  if (!fs.existsSync(file)) return undefined
  const stamp = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<BuildStamp>
  // a stamp written before incremental builds existed was a full build's
  return { kind: 'full', reason: '', rendered: stamp.pages ?? 0, ...stamp } as BuildStamp
}

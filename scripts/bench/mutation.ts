/**
 * Mutation scores per module, read from the last `npm run mutation` (Stryker's JSON report,
 * mutation-testing-report-schema). Score = (killed + timed out) / (killed + timed out + survived
 * + no coverage), as Stryker counts it; ignored, compile-error and runtime-error mutants do not count.
 * See docs/decisions/009-mutation-testing.md.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Bench, BenchRow } from './types'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const MUTATION_REPORT = path.join(ROOT, 'reports/mutation/mutation.json')
export const MUTATION_SCORE_BUDGET = 85

/** The modules `npm run mutation` mutates (stryker.config.json): a folder ends with "/", a file is named whole. */
export const MUTATION_MODULES = [
  'app/lib/search/',
  'app/lib/leads/',
  'app/lib/legacy/',
  'app/lib/content-folder/validate.ts',
  'scripts/leads-export.ts',
  'server/shared/lead-csv.ts',
  'server/leads/store.ts',
  'server/shared/rate-limit.ts',
] as const

type MutantStatus =
  'Killed' | 'Survived' | 'NoCoverage' | 'CompileError' | 'RuntimeError' | 'Timeout' | 'Ignored' | 'Pending'

export interface MutationReport {
  files: Record<string, { mutants: { status: MutantStatus }[] }>
}

export interface ModuleScore {
  module: string
  detected: number
  undetected: number
  /** percent, or null when the report holds no valid mutant of the module */
  score: number | null
}

/** A report's file key as a path relative to the repository, with forward slashes. */
function relativeKey(file: string): string {
  const absolute = path.isAbsolute(file) ? file : path.join(ROOT, file)
  return path.relative(ROOT, absolute).split(path.sep).join('/')
}

export function moduleScores(report: MutationReport): ModuleScore[] {
  return MUTATION_MODULES.map((module) => {
    let detected = 0
    let undetected = 0
    for (const [file, { mutants }] of Object.entries(report.files)) {
      const key = relativeKey(file)
      if (module.endsWith('/') ? !key.startsWith(module) : key !== module) continue
      for (const { status } of mutants) {
        if (status === 'Killed' || status === 'Timeout') detected += 1
        else if (status === 'Survived' || status === 'NoCoverage') undetected += 1
      }
    }
    const valid = detected + undetected
    return { module: module.replace(/\/$/, ''), detected, undetected, score: valid ? (detected / valid) * 100 : null }
  })
}

export const benchMutation: Bench = async () => {
  if (!fs.existsSync(MUTATION_REPORT)) {
    return [
      {
        area: 'mutation',
        metric: 'report',
        value: 'missing: run `npm run mutation` first',
        budget: `>= ${MUTATION_SCORE_BUDGET}%`,
        ok: false,
      },
    ]
  }
  const report = JSON.parse(fs.readFileSync(MUTATION_REPORT, 'utf8')) as MutationReport
  return moduleScores(report).map(({ module, score }): BenchRow => ({
    area: 'mutation',
    metric: module,
    value: score === null ? 'not in the report' : `${(Math.floor(score * 10) / 10).toFixed(1)}%`,
    budget: `>= ${MUTATION_SCORE_BUDGET}%`,
    ok: score !== null && score >= MUTATION_SCORE_BUDGET,
  }))
}

/**
 * The incremental build, measured as a firm's editor meets it: one testimonial edited, then npm run
 * build. It runs against a hard-linked copy of build/ (the build replaces changed files by rename,
 * so the original is never written) and a copy of the content folder (CONTENT_DIR), both under .cache,
 * with the settings and build date of the build it copies. Budget: 5 s (issue 39).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { BUILD_STAMP_FILE, readBuildStamp } from '../build-steps/build-stamp'
import { MANIFEST_FILE } from '../build-steps/build-layout'
import { type BuildManifest, environmentOf } from '../build-steps/incremental/manifest'
import type { Bench } from './types'

export const INCREMENTAL_BUDGET_SECONDS = 5

/** Adds a sentence to the first testimonial of a content folder's testimonials.yaml; returns the text it had. */
export function editFirstTestimonial(contentDir: string, sentence: string): string {
  const file = path.join(contentDir, 'testimonials.yaml')
  const document = YAML.parseDocument(fs.readFileSync(file, 'utf8'))
  const text = String(document.getIn(['testimonials', 0, 'text']))
  document.setIn(['testimonials', 0, 'text'], `${text} ${sentence}`)
  fs.writeFileSync(file, document.toString())
  return text
}

export const benchIncremental: Bench = async () => {
  const root = path.resolve('.')
  const buildDir = path.join(root, 'build')
  const metric = 'incremental build after editing one testimonial'
  if (!fs.existsSync(path.join(buildDir, MANIFEST_FILE)))
    return [{ area: 'build', metric, value: 'no build manifest: run npm run build' }]
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, MANIFEST_FILE), 'utf8')) as BuildManifest
  fs.mkdirSync(path.join(root, '.cache'), { recursive: true })
  const work = fs.mkdtempSync(path.join(root, '.cache/bench-incremental-'))
  try {
    const copy = spawnSync('cp', ['-al', buildDir, path.join(work, 'build')])
    if (copy.status !== 0) throw new Error(`cp -al failed: ${copy.stderr.toString()}`)
    fs.cpSync(path.join(root, 'content'), path.join(work, 'content'), { recursive: true })
    editFirstTestimonial(path.join(work, 'content'), 'The bench added this sentence.')
    const env = environmentOf(manifest, {
      ...process.env,
      BUILD_DIR: path.join(work, 'build'),
      CONTENT_DIR: path.join(work, 'content'),
    })
    const started = Date.now()
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/build.ts')],
      { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    )
    const seconds = (Date.now() - started) / 1000
    if (result.status !== 0)
      throw new Error(`the incremental build failed: ${result.stderr.split('\n').slice(-5).join(' ')}`)
    const stamp = readBuildStamp(path.join(work, 'build'))
    if (!stamp || !fs.existsSync(path.join(work, 'build', BUILD_STAMP_FILE)))
      throw new Error('the incremental build wrote no stamp')
    const plan = /\[build\] plan: (\w+ build: .*)/.exec(result.stdout)?.[1] ?? 'no plan printed'
    return [
      { area: 'build', metric: `${metric}: plan`, value: plan },
      {
        area: 'build',
        metric: `${metric} (wall, process start to end)`,
        value: `${seconds.toFixed(1)} s wall, ${stamp.cpuSeconds.toFixed(0)} s CPU`,
        budget: `incremental <= ${INCREMENTAL_BUDGET_SECONDS} s`,
        ok: stamp.kind === 'incremental' && seconds <= INCREMENTAL_BUDGET_SECONDS,
      },
      {
        area: 'build',
        metric: `${metric}: pages re-rendered`,
        value: `${stamp.rendered.toLocaleString('en-US')} of ${stamp.pages.toLocaleString('en-US')}`,
      },
      ...stamp.steps
        .filter((step) => step.seconds >= 0.05)
        .map((step) => ({
          area: 'build',
          metric: `  incremental step: ${step.name}`,
          value: `${step.seconds.toFixed(1)} s wall, ${step.cpuSeconds.toFixed(1)} s CPU`,
        })),
    ]
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

// npm test (and npm run verify): typecheck, lint, unit and integration tests, then, after building when
// needed, the link check over the whole build and the browser tests (bundle budgets among them).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { staleReason } from './build-freshness'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules/.bin', name)
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs')

function step(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n[test] ${label}`)
  const started = Date.now()
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`[test] ${label} failed`)
    process.exit(result.status ?? 1)
  }
  console.log(`[test] ${label} passed (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

step('typecheck (tsc)', bin('tsc'), ['--noEmit'])
step('lint (eslint)', bin('eslint'), ['.', '--max-warnings', '0'])
step('formatting (prettier)', bin('prettier'), ['--check', '.'])
step('unused files, exports and dependencies (knip)', bin('knip'), [])
step('unit and integration tests', bin('vitest'), ['run', '--project', 'unit'])
const reason = staleReason(root)
if (reason)
  step(`build (${reason})`, process.execPath, [tsx, path.join(root, 'scripts/build.ts')], {
    BUILD_DIR: path.join(root, 'build'),
    PRERENDER_SAMPLE: '',
  })
step('link check over the whole build', process.execPath, [tsx, path.join(root, 'scripts/check-links.ts')])
step('end-to-end tests in Chromium', bin('vitest'), ['run', '--project', 'e2e'])
console.log('\n[test] all checks passed')

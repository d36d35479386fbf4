#!/usr/bin/env node
// npm test (and npm run verify): typecheck, lint, unit and integration tests, then, after building when
// needed, the link check over the whole build and the browser tests (bundle budgets among them).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { staleReason } from './build-freshness.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules/.bin', name)

function step(label, command, args, env = {}) {
  console.log(`\n[test] ${label}`)
  const started = Date.now()
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`[test] ${label} failed`)
    process.exit(result.status ?? 1)
  }
  console.log(`[test] ${label} passed (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

step('route types', bin('react-router'), ['typegen'])
step('typecheck (tsc)', bin('tsc'), ['--noEmit'])
step('lint', bin('eslint'), ['.', '--max-warnings', '0'])
step('unit and integration tests', bin('vitest'), ['run', '--project', 'unit'])
const reason = staleReason(root)
if (reason) step(`build (${reason})`, process.execPath, [path.join(root, 'scripts/build.mjs')])
step('link check over the whole build', process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/check-links.ts')])
step('end-to-end tests in Chromium', bin('vitest'), ['run', '--project', 'e2e'])
console.log('\n[test] all checks passed')

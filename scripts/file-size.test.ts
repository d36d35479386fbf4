import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

/**
 * No source file a reader cannot hold (issue 51): every non-test code file in app/, server/ and scripts/,
 * committed or new, is at most 400 lines. Stylesheets and JSON data are not code and are not counted here.
 */
const root = path.resolve(import.meta.dirname, '..')
const MAX_LINES = 400
const CODE = /\.(?:ts|tsx|js|mjs|cjs|mts|cts)$/
const TEST = /\.test\.[cm]?[jt]sx?$/

/** Files allowed over the limit for good, each with its reason. */
const EXCEPTIONS: ReadonlyArray<{ pattern: RegExp; reason: string }> = [
  {
    pattern: /\.generated\.[^/]+$/,
    reason: 'generated data: written by the data derivations from published sources, never edited by hand',
  },
  {
    pattern: /^app\/lib\/search\/rank\.ts$/,
    reason: 'the search ranking: one scoring model read as a whole, pinned by its reference-model and mutation tests',
  },
]

function sourceFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'app', 'server', 'scripts'],
    { cwd: root, encoding: 'utf8' },
  )
  return listed
    .split('\n')
    .filter((file) => CODE.test(file) && !TEST.test(file) && fs.existsSync(path.join(root, file)))
}

function lineCount(file: string): number {
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
}

const isExcepted = (file: string) => EXCEPTIONS.some(({ pattern }) => pattern.test(file))

describe('no source file over 400 lines', () => {
  const files = sourceFiles()

  test('finds the code of app/, server/ and scripts/', () => {
    expect(files).toEqual(
      expect.arrayContaining(['app/lib/leads/rules.ts', 'server/app.ts', 'scripts/build-steps/nginx-config.ts']),
    )
    expect(files.filter((file) => TEST.test(file))).toEqual([])
  })

  test('every non-test code file is at most 400 lines, but the named exceptions', () => {
    const over = files
      .filter((file) => !isExcepted(file) && lineCount(file) > MAX_LINES)
      .map((file) => `${file}: ${String(lineCount(file))} lines`)
    expect(over).toEqual([])
  })

  test('each exception still names a file that exists, and the ranking is still over', () => {
    for (const { pattern, reason } of EXCEPTIONS)
      expect(
        files.filter((file) => pattern.test(file)),
        reason,
      ).not.toEqual([])
    expect(lineCount('app/lib/search/rank.ts')).toBeGreaterThan(MAX_LINES)
  })
})

import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

/**
 * Every date and time a person reads goes through one module, app/lib/booking/zoned-time.ts (issue 54 item 7):
 * no other non-test code file in app/ or server/ formats a date with the platform's formatters, so a second
 * set of labels (the old slot-labels.ts) cannot come back beside it.
 */
const root = path.resolve(import.meta.dirname, '..')
const CODE = /\.(?:ts|tsx|js|mjs|cjs|mts|cts)$/
const TEST = /\.test\.[cm]?[jt]sx?$/
const FORMATTER =
  /Intl\.DateTimeFormat|toLocaleDateString|toLocaleTimeString|toLocaleString\(|toUTCString|toDateString|toTimeString/

const ZONED_TIME = 'app/lib/booking/zoned-time.ts'

/** The files that may use them besides zoned-time, each with why what it formats is not a time a person reads. */
const NOT_A_TIME: Readonly<Record<string, string>> = {
  'app/components/calculator/treasury-yields.tsx': 'a count of days, a number (toLocaleString on a number)',
  'app/lib/firm/fee-schedule.ts': 'dollar amounts (toLocaleString on a number)',
  'app/lib/pages/service-hub.server.ts': 'a count of cities (toLocaleString on a number)',
  'app/copy/location-copy.ts': 'counts and miles (toLocaleString on a number)',
  'server/site/static-site.ts': "a static file's Last-Modified header, an HTTP date read by caches and browsers",
}

function sourceFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'app', 'server'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
  return listed
    .split('\n')
    .filter((file) => CODE.test(file) && !TEST.test(file) && fs.existsSync(path.join(root, file)))
}

/** The lines of a file that format with the platform's formatters, as "file:line: text". */
function formatterLines(file: string): string[] {
  return fs
    .readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .flatMap((line, index) => (FORMATTER.test(line) ? [`${file}:${String(index + 1)}: ${line.trim()}`] : []))
}

describe('one zoned-time formatter (issue 54)', () => {
  const files = sourceFiles()

  test('no file in app/ or server/ formats a date or time but zoned-time.ts', () => {
    const outside = files.filter((file) => file !== ZONED_TIME && !(file in NOT_A_TIME)).flatMap(formatterLines)
    expect(outside).toEqual([])
  })

  test('the scan sees the formatters where they are, so the list of exceptions stays true', () => {
    expect(files).toContain(ZONED_TIME)
    expect(formatterLines(ZONED_TIME).length).toBeGreaterThan(0)
    for (const file of Object.keys(NOT_A_TIME)) expect(formatterLines(file), file).not.toEqual([])
  })
})

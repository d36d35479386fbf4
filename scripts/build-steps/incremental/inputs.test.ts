import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  codeDate,
  contentInputs,
  hashContent,
  isoSeconds,
  readBuildSettings,
  readCodeInputs,
  readGitDates,
} from './inputs'

let roots: string[] = []
afterEach(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true })
  roots = []
})

function workspace(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inputs-'))
  roots.push(root)
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  return root
}

/** Commits everything in `root` at `date` (git's committer date). */
function commitAll(root: string, date: string): void {
  const env = { ...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date }
  const run = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd: root,
      env,
      stdio: 'ignore',
    })
  if (!fs.existsSync(path.join(root, '.git'))) run('init', '-q')
  run('add', '-A')
  run('commit', '-q', '-m', 'content')
}

const setMtime = (file: string, iso: string) => fs.utimesSync(file, new Date(iso), new Date(iso))

describe('content inputs', () => {
  it('hashes every file and each folder listing; a listing changes only when a file is added or removed', () => {
    const root = workspace({ 'faq.yaml': 'a', 'services/one.md': 'x', 'services/two.md': 'y' })
    const first = hashContent(root)
    expect(Object.keys(first)).toEqual(['faq.yaml', 'services/', 'services/one.md', 'services/two.md'])
    fs.writeFileSync(path.join(root, 'services/one.md'), 'changed')
    const edited = hashContent(root)
    expect(edited['services/']).toBe(first['services/'])
    expect(edited['services/one.md']).not.toBe(first['services/one.md'])
    fs.writeFileSync(path.join(root, 'services/three.md'), 'z')
    expect(hashContent(root)['services/']).not.toBe(first['services/'])
  })

  it('dates a file unchanged since HEAD by its last commit, a changed or new one by its modification time, a listing not at all', () => {
    const root = workspace({
      'content/faq.yaml': 'a',
      'content/testimonials.yaml': 'b',
      'content/services/one.md': 'x',
    })
    commitAll(root, '2026-03-01T10:00:00Z')
    const contentDir = path.join(root, 'content')
    fs.writeFileSync(path.join(contentDir, 'testimonials.yaml'), 'edited')
    setMtime(path.join(contentDir, 'testimonials.yaml'), '2026-04-02T08:00:00Z')
    fs.writeFileSync(path.join(contentDir, 'services/two.md'), 'new')
    setMtime(path.join(contentDir, 'services/two.md'), '2026-04-03T08:00:00Z')
    const inputs = contentInputs(contentDir, hashContent(contentDir))
    expect(inputs['faq.yaml']?.date).toBe('2026-03-01T10:00:00Z')
    expect(inputs['services/one.md']?.date).toBe('2026-03-01T10:00:00Z')
    expect(inputs['testimonials.yaml']?.date).toBe('2026-04-02T08:00:00Z')
    expect(inputs['services/two.md']?.date).toBe('2026-04-03T08:00:00Z')
    expect(inputs['services/']?.date).toBeUndefined()
  })

  it('without git (a tarball), keeps the date the previous build recorded for the same bytes, else takes the modification time', () => {
    const root = workspace({ 'faq.yaml': 'a', 'testimonials.yaml': 'b' })
    expect(readGitDates(root)).toBeUndefined()
    setMtime(path.join(root, 'faq.yaml'), '2026-05-05T05:05:05Z')
    setMtime(path.join(root, 'testimonials.yaml'), '2026-06-06T06:06:06Z')
    const hashes = hashContent(root)
    const previous = {
      'faq.yaml': { hash: hashes['faq.yaml']!, date: '2026-01-01T00:00:00Z' },
      'testimonials.yaml': { hash: 'other bytes', date: '2026-01-01T00:00:00Z' },
    }
    const inputs = contentInputs(root, hashes, previous, undefined)
    expect(inputs['faq.yaml']?.date).toBe('2026-01-01T00:00:00Z')
    expect(inputs['testimonials.yaml']?.date).toBe('2026-06-06T06:06:06Z')
  })
})

describe('code inputs', () => {
  const CODE = {
    'app/root.tsx': 'root',
    'app/lib/a.ts': 'a',
    'app/lib/a.test.ts': 'test',
    'scripts/build.ts': 'build',
    'scripts/other.ts': 'not build code',
    'package.json': '{}',
  }

  it('fingerprints the code without its tests, naming each file', () => {
    const root = workspace(CODE)
    const code = readCodeInputs(root)
    expect(Object.keys(code.files)).toEqual(['app/lib/a.ts', 'app/root.tsx', 'package.json', 'scripts/build.ts'])
    fs.writeFileSync(path.join(root, 'app/lib/a.test.ts'), 'another test')
    fs.writeFileSync(path.join(root, 'scripts/other.ts'), 'changed')
    expect(readCodeInputs(root).fingerprint).toBe(code.fingerprint)
    fs.writeFileSync(path.join(root, 'app/lib/a.ts'), 'changed')
    expect(readCodeInputs(root).fingerprint).not.toBe(code.fingerprint)
  })

  it('dates the code by its newest commit, or by a file changed since; the same fingerprint keeps its recorded date', () => {
    const root = workspace(CODE)
    commitAll(root, '2026-02-02T02:02:02Z')
    const code = readCodeInputs(root)
    expect(codeDate(root, code)).toBe('2026-02-02T02:02:02Z')
    expect(codeDate(root, code, { fingerprint: code.fingerprint, date: '2026-01-01T00:00:00Z' })).toBe(
      '2026-01-01T00:00:00Z',
    )
    fs.writeFileSync(path.join(root, 'app/lib/a.ts'), 'changed')
    setMtime(path.join(root, 'app/lib/a.ts'), '2026-07-07T07:07:07Z')
    expect(codeDate(root, readCodeInputs(root), { fingerprint: code.fingerprint, date: '2026-01-01T00:00:00Z' })).toBe(
      '2026-07-07T07:07:07Z',
    )
  })

  it('without git, dates the code by its newest modification time', () => {
    const root = workspace(CODE)
    for (const file of Object.keys(CODE)) setMtime(path.join(root, file), '2026-01-01T00:00:00Z')
    setMtime(path.join(root, 'app/root.tsx'), '2026-08-08T08:08:08Z')
    setMtime(path.join(root, 'app/lib/a.test.ts'), '2026-09-09T09:09:09Z')
    expect(codeDate(root, readCodeInputs(root), undefined, undefined)).toBe('2026-08-08T08:08:08Z')
  })
})

describe('build settings', () => {
  it('are the variables the build reads and any VITE_ variable, unset ones left out', () => {
    expect(
      readBuildSettings({
        SITE_URL: 'https://example.com',
        FORM_ENDPOINT: '',
        VITE_FLAG: '1',
        HOME: '/root',
        BUILD_DIR: 'x',
      }),
    ).toEqual({ SITE_URL: 'https://example.com', VITE_FLAG: '1' })
  })
})

describe('isoSeconds', () => {
  it('writes a time in UTC without milliseconds', () => {
    expect(isoSeconds('2026-11-25T03:50:29+01:00')).toBe('2026-11-25T02:50:29Z')
    expect(isoSeconds(Date.UTC(2026, 0, 2, 3, 4, 5, 678))).toBe('2026-01-02T03:04:05Z')
  })
})

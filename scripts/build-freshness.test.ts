import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BUILD_STAMP_FILE } from './build-steps/build-stamp'
import { staleReason } from './build-freshness'

let root: string | undefined
afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true })
  root = undefined
})

const at = (file: string, iso: string) => fs.utimesSync(file, new Date(iso), new Date(iso))

/** A project with sources and content dated 2026-01-01 and a complete full build stamped 2026-01-02. */
function project(): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'freshness-'))
  const files = ['app/root.tsx', 'package.json', 'content/testimonials.yaml', 'build/client/index.html']
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), 'x')
    at(path.join(root, file), '2026-01-01T00:00:00Z')
  }
  for (const dir of ['app', 'content']) at(path.join(root, dir), '2026-01-01T00:00:00Z')
  fs.writeFileSync(path.join(root, 'build', BUILD_STAMP_FILE), JSON.stringify({ pages: 1, sample: 0 }))
  at(path.join(root, 'build', BUILD_STAMP_FILE), '2026-01-02T00:00:00Z')
  return root
}

describe('staleReason (npm start and npm test decide whether to build)', () => {
  it('finds a build current when nothing changed since it', () => {
    expect(staleReason(project(), undefined, {})).toBeNull()
  })

  it('finds the build stale after a content edit, naming the content folder', () => {
    const dir = project()
    at(path.join(dir, 'content/testimonials.yaml'), '2026-01-03T00:00:00Z')
    expect(staleReason(dir, undefined, {})).toBe('content changed since the last build')
  })

  it('follows CONTENT_DIR when the content is elsewhere', () => {
    const dir = project()
    const elsewhere = path.join(dir, 'edited-content')
    fs.mkdirSync(elsewhere)
    fs.writeFileSync(path.join(elsewhere, 'faq.yaml'), 'x')
    expect(staleReason(dir, undefined, { CONTENT_DIR: elsewhere })).toBe('edited-content changed since the last build')
  })

  it('takes a sample build as current only when that sample is asked for (npm run dev), never for the whole site', () => {
    const dir = project()
    fs.writeFileSync(path.join(dir, 'build', BUILD_STAMP_FILE), JSON.stringify({ pages: 1, sample: 300 }))
    at(path.join(dir, 'build', BUILD_STAMP_FILE), '2026-01-02T00:00:00Z')
    expect(staleReason(dir, undefined, {})).toBe('the last build was a sample')
    expect(staleReason(dir, undefined, {}, 300)).toBeNull()
    expect(staleReason(dir, undefined, {}, 50)).toBe('the last build was not a sample of 50')
    fs.writeFileSync(path.join(dir, 'build', BUILD_STAMP_FILE), JSON.stringify({ pages: 1, sample: 0 }))
    expect(staleReason(dir, undefined, {}, 300)).toBe('the last build was not a sample of 300')
    expect(staleReason(dir, undefined, {}, 1)).toBeNull()
  })

  it('finds the build stale after a code change, and missing when there is none', () => {
    const dir = project()
    at(path.join(dir, 'app/root.tsx'), '2026-01-03T00:00:00Z')
    expect(staleReason(dir, undefined, {})).toBe('app changed since the last build')
    fs.rmSync(path.join(dir, 'build'), { recursive: true })
    expect(staleReason(dir, undefined, {})).toBe('no build yet')
  })
})

/**
 * Rebuilds that touch only what changed (docs/decisions/019-incremental-builds.md), on the real build:
 * a hard-linked copy of the full build, a copy of the content folder with one testimonial edited, then
 * npm run build against them. The new words reach the pages that show the testimonials (HTML, AI copy); every other file of the build stays byte-identical; the original build, which shares its
 * files' inodes with the copy, is not written through. A code change in a copy of the sources makes
 * the planner choose the full build, naming the file.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import YAML from 'yaml'
import { aiCopyPath } from '../../app/lib/seo/page-meta'
import { editFirstTestimonial } from '../../scripts/bench/incremental'
import { MANIFEST_FILE } from '../../scripts/build-steps/build-layout'
import { type BuildManifest, environmentOf } from '../../scripts/build-steps/incremental/manifest'

const ROOT = path.resolve('.')
const SOURCE_BUILD = path.dirname(path.resolve(process.env.E2E_BUILD_DIR ?? 'build/client'))
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs')
/** What a copy of the sources needs to plan a build: the code and configuration. */
const COPIED = [
  'app',
  'public',
  'scripts',
  'server',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'vite.inbox.config.ts',
  'vite.islands.config.ts',
]
const ADDED = 'They also explained the tax consequences of each option in plain terms.'

let work: string
let manifest: BuildManifest
let originalText: string
let planLine: string
let before: Map<string, fs.Stats>
let changed: string[]

/** Every file under `dir`, relative, with its stat. */
function statAll(dir: string): Map<string, fs.Stats> {
  const stats = new Map<string, fs.Stats>()
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    stats.set(path.relative(dir, file), fs.statSync(file))
  }
  return stats
}

function runBuild(cwd: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [TSX, path.join(cwd, 'scripts/build.ts'), ...args], {
    cwd,
    env: environmentOf(manifest, { ...process.env, ...env }),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

beforeAll(() => {
  manifest = JSON.parse(fs.readFileSync(path.join(SOURCE_BUILD, MANIFEST_FILE), 'utf8')) as BuildManifest
  fs.mkdirSync('.cache', { recursive: true })
  work = fs.mkdtempSync(path.resolve('.cache/incremental-test-'))
  // a hard-linked copy of the full build (the writer replaces files by rename, never in place)
  const copy = spawnSync('cp', ['-al', SOURCE_BUILD, path.join(work, 'build')])
  if (copy.status !== 0) throw new Error(`cp -al failed: ${copy.stderr.toString()}`)
  before = statAll(SOURCE_BUILD)
  // one testimonial edited, in a copy of the content folder
  fs.cpSync(path.join(ROOT, 'content'), path.join(work, 'content'), { recursive: true })
  originalText = editFirstTestimonial(path.join(work, 'content'), ADDED)

  const output = runBuild(ROOT, [], { BUILD_DIR: path.join(work, 'build'), CONTENT_DIR: path.join(work, 'content') })
  planLine = output.split('\n').find((line) => line.startsWith('[build] plan: ') && line.includes(' build: ')) ?? output
  const after = statAll(path.join(work, 'build'))
  changed = [...new Set([...after.keys(), ...before.keys()])]
    .filter((file) => after.get(file)?.ino !== before.get(file)?.ino)
    .sort()
}, 300_000)

afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true })
})

const read = (relative: string) => fs.readFileSync(path.join(work, 'build', relative), 'utf8')
const showing = () => manifest.pages.filter((page) => page.inputs.includes('testimonials.yaml'))

describe('an incremental build after one testimonial was edited', () => {
  test('plans an incremental build of the pages that read the testimonials', () => {
    expect(showing().map((page) => page.record.path)).toContain('/')
    expect(planLine).toContain(
      `plan: incremental build: 1 input changed (testimonials.yaml): ${showing().length.toLocaleString('en-US')} of ${manifest.pages.length.toLocaleString('en-US')} pages to render`,
    )
  })

  test('puts the new words on the home page: its HTML and its AI copy (a page the build renders itself has no .data: decision 033)', () => {
    expect(read('client/index.html')).toContain(ADDED)
    expect(read(`client${aiCopyPath('/')}`)).toContain(ADDED)
  })

  test('leaves every other file of the build byte-identical (the same file, untouched)', () => {
    const pageFiles = showing().flatMap((page) => [...page.precompressed, aiCopyPath(page.record.path)])
    const allowed = new Set([
      ...pageFiles.flatMap((file) => [`client${file}`, `precompressed${file}.br`, `precompressed${file}.gz`]),
      // the 404 page carries the home route's data; the sitemaps date the home page anew
      'client/404.html',
      'precompressed/404.html.br',
      ...['sitemap.xml', 'sitemap-core.xml'].flatMap((file) => [
        `client/${file}`,
        `precompressed/${file}.br`,
        `precompressed/${file}.gz`,
      ]),
      'page-index.json',
      'csp-hashes.json',
      '.build-stamp',
      MANIFEST_FILE,
    ])
    expect(changed.filter((file) => !allowed.has(file))).toEqual([])
    expect(changed).toEqual(expect.arrayContaining(['client/index.html', `client${aiCopyPath('/')}`]))
    // a file replaced has new bytes: nothing was rewritten with the same ones
    for (const file of changed.filter((name) => before.has(name) && fs.existsSync(path.join(work, 'build', name)))) {
      expect(
        fs.readFileSync(path.join(work, 'build', file)).equals(fs.readFileSync(path.join(SOURCE_BUILD, file))),
        file,
      ).toBe(false)
    }
  })

  test('wrote nothing through the hard links: the original build is as it was', () => {
    const now = statAll(SOURCE_BUILD)
    const altered = [...before].filter(
      ([file, stat]) =>
        now.get(file)?.mtimeMs !== stat.mtimeMs || now.get(file)?.size !== stat.size || now.get(file)?.ino !== stat.ino,
    )
    expect(altered.map(([file]) => file)).toEqual([])
    expect([...now.keys()].filter((file) => !before.has(file))).toEqual([])
    expect(fs.readFileSync(path.join(SOURCE_BUILD, 'client/index.html'), 'utf8')).not.toContain(ADDED)
  })

  test('the bundles do not contain the content: it is read from the content folder when a page renders', () => {
    const bundled = [...statAll(path.join(work, 'build/client/assets')).keys()].map((file) =>
      path.join(work, 'build/client/assets', file),
    )
    bundled.push(
      ...[...statAll(path.join(work, 'build/.server')).keys()].map((file) => path.join(work, 'build/.server', file)),
    )
    expect(bundled.length).toBeGreaterThan(1)
    const probe = originalText.slice(0, 60)
    expect(
      bundled.filter((file) => /\.(js|mjs|css|json)$/.test(file) && fs.readFileSync(file, 'utf8').includes(probe)),
    ).toEqual([])
  })
})

describe('a broken content file', () => {
  test('stops the build with the message naming the file and the field, and leaves the previous build as it was', () => {
    const broken = path.join(work, 'broken-content')
    fs.cpSync(path.join(work, 'content'), broken, { recursive: true })
    const file = path.join(broken, 'testimonials.yaml')
    const document = YAML.parseDocument(fs.readFileSync(file, 'utf8'))
    document.setIn(['testimonials', 1, 'text'], '')
    fs.writeFileSync(file, document.toString())
    const built = statAll(path.join(work, 'build'))
    const result = spawnSync(process.execPath, [TSX, path.join(ROOT, 'scripts/build.ts')], {
      cwd: ROOT,
      env: environmentOf(manifest, { ...process.env, BUILD_DIR: path.join(work, 'build'), CONTENT_DIR: broken }),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    expect(result.status).not.toBe(0)
    expect(result.stderr).toMatch(/broken-content\/testimonials\.yaml: testimonials\[1\]\.text: /)
    const after = statAll(path.join(work, 'build'))
    expect(
      [...built]
        .filter(([name, stat]) => after.get(name)?.ino !== stat.ino || after.get(name)?.mtimeMs !== stat.mtimeMs)
        .map(([name]) => name),
    ).toEqual([])
    expect(after.size).toBe(built.size)
  }, 120_000)
})

describe('a code change', () => {
  test('makes the planner fall back to the full build, naming the file', () => {
    const source = path.join(work, 'source')
    for (const entry of COPIED)
      fs.cpSync(path.join(ROOT, entry), path.join(source, entry), {
        recursive: true,
        filter: (from) => !from.includes(`${path.sep}.cache`),
      })
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(source, 'node_modules'), 'dir')
    const env = { BUILD_DIR: path.join(work, 'build'), CONTENT_DIR: path.join(work, 'content') }
    const stamp = fs.statSync(path.join(work, 'build', MANIFEST_FILE)).mtimeMs
    // the copy as it is: the same code, so nothing to do
    expect(runBuild(source, ['--plan'], env)).toContain('plan: incremental build: nothing changed')
    const changedFile = path.join(source, 'app/lib/firm/testimony.ts')
    fs.appendFileSync(changedFile, '\n// a code change\n')
    expect(runBuild(source, ['--plan'], env)).toContain('plan: full build: the code changed: app/lib/firm/testimony.ts')
    // --plan only plans
    expect(fs.statSync(path.join(work, 'build', MANIFEST_FILE)).mtimeMs).toBe(stamp)
  }, 120_000)
})

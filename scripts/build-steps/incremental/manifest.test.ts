import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BUILD_DATE_INPUT } from '~/lib/content-folder/content-reads'
import { MANIFEST_FILE } from '../build-layout'
import { createBuildContext } from '../context'
import type { RenderedPage } from '../render-pages'
import {
  type BuildManifest,
  type CurrentInputs,
  planBuild,
  previousOutputProblem,
  readBundles,
  readManifest,
  removeManifest,
  writeManifest,
} from './manifest'

const page = (pagePath: string, inputs: string[]): RenderedPage => ({
  record: {
    path: pagePath,
    title: pagePath,
    description: '',
    indexable: true,
    aiCopy: true,
    lastModified: '2026-01-01T00:00:00Z',
  },
  htmlFile: pagePath === '/' ? '/index.html' : `${pagePath}/index.html`,
  hashes: [],
  precompressed: [],
  inputs,
})

const CONTENT = {
  'testimonials.yaml': { hash: 't1', date: '2026-01-01T00:00:00Z' },
  'faq.yaml': { hash: 'f1', date: '2026-01-01T00:00:00Z' },
  'services/': { hash: 'list1' },
  'services/one.md': { hash: 's1', date: '2026-01-01T00:00:00Z' },
}

function previousBuild(): BuildManifest {
  return {
    version: 1,
    code: { fingerprint: 'code1', files: { 'app/root.tsx': 'r1', 'app/lib/a.ts': 'a1' }, date: '2026-01-01T00:00:00Z' },
    settings: { SITE_URL: 'https://example.com' },
    buildDate: '2026-11-25',
    content: CONTENT,
    bundles: { clientManifest: '/islands-manifest.json', clientManifestHash: 'm1', serverHash: 's1' },
    pages: [
      page('/', ['faq.yaml', 'testimonials.yaml']),
      page('/about', []),
      page('/about/testimony', [BUILD_DATE_INPUT]),
      page('/services/one', ['services/', 'services/one.md']),
    ],
    documents: { inputs: [BUILD_DATE_INPUT, 'firm/principal.yaml'] },
    notFound: { hashes: [], inputs: ['faq.yaml', 'testimonials.yaml'] },
  }
}

function currentInputs(change: Partial<CurrentInputs> = {}): CurrentInputs {
  const previous = previousBuild()
  return {
    code: { fingerprint: previous.code.fingerprint, files: previous.code.files },
    settings: previous.settings,
    buildDate: previous.buildDate,
    pagePaths: previous.pages.map((entry) => entry.record.path),
    content: CONTENT,
    ...change,
  }
}

describe('planBuild', () => {
  it('builds in full without a previous manifest, with an unusable one, or when asked', () => {
    expect(planBuild(undefined, currentInputs())).toEqual({
      kind: 'full',
      reason: 'there is no previous build manifest',
    })
    expect(planBuild({ unusable: 'it does not parse' }, currentInputs())).toMatchObject({
      kind: 'full',
      reason: expect.stringContaining('it does not parse'),
    })
    expect(planBuild(previousBuild(), currentInputs(), { force: true })).toMatchObject({
      kind: 'full',
      reason: '--full asked for it',
    })
  })

  it('builds in full when the code changed, naming the files', () => {
    const plan = planBuild(
      previousBuild(),
      currentInputs({
        code: { fingerprint: 'code2', files: { 'app/root.tsx': 'r2', 'app/lib/a.ts': 'a1', 'app/lib/b.ts': 'b1' } },
      }),
    )
    expect(plan).toEqual({ kind: 'full', reason: 'the code changed: app/lib/b.ts, app/root.tsx' })
  })

  it('builds in full when a build setting changed, appeared or went away', () => {
    expect(planBuild(previousBuild(), currentInputs({ settings: { SITE_URL: 'https://other.example.com' } }))).toEqual({
      kind: 'full',
      reason: 'a build setting changed: SITE_URL',
    })
    expect(
      planBuild(
        previousBuild(),
        currentInputs({ settings: { SITE_URL: 'https://example.com', GA_MEASUREMENT_ID: 'G-1' } }),
      ),
    ).toEqual({ kind: 'full', reason: 'a build setting changed: GA_MEASUREMENT_ID' })
    expect(planBuild(previousBuild(), currentInputs({ settings: {} }))).toMatchObject({ kind: 'full' })
  })

  it('builds in full when the page list changed', () => {
    const plan = planBuild(
      previousBuild(),
      currentInputs({ pagePaths: ['/', '/about', '/about/testimony', '/services/two'] }),
    )
    expect(plan).toEqual({
      kind: 'full',
      reason: 'the page list changed (1 added: /services/two, 1 removed: /services/one)',
    })
  })

  it("builds in full when the previous build's output cannot be built on", () => {
    expect(
      planBuild(previousBuild(), currentInputs(), {
        outputProblem: 'the server bundle on disk is not the one the previous build recorded',
      }),
    ).toMatchObject({ kind: 'full', reason: 'the server bundle on disk is not the one the previous build recorded' })
  })

  it('renders nothing when nothing changed', () => {
    expect(planBuild(previousBuild(), currentInputs())).toEqual({
      kind: 'incremental',
      reason: 'nothing changed: 0 of 4 pages to render',
      pages: [],
      documents: false,
      notFound: false,
      changedInputs: [],
    })
  })

  it('renders only the pages that read a content file whose bytes changed (and the 404 page that carries the home data)', () => {
    const plan = planBuild(
      previousBuild(),
      currentInputs({ content: { ...CONTENT, 'testimonials.yaml': { hash: 't2', date: '2026-02-01T00:00:00Z' } } }),
    )
    expect(plan).toEqual({
      kind: 'incremental',
      reason: '1 input changed (testimonials.yaml): 1 of 4 pages to render, and the 404 page',
      pages: ['/'],
      documents: false,
      notFound: true,
      changedInputs: ['testimonials.yaml'],
    })
  })

  it('renders the pages that listed a folder when a file is added to it, and those that read a file whose date alone changed', () => {
    const added = planBuild(
      previousBuild(),
      currentInputs({
        content: {
          ...CONTENT,
          'services/': { hash: 'list2' },
          'services/two.md': { hash: 's2', date: '2026-02-01T00:00:00Z' },
        },
      }),
    )
    expect(added).toMatchObject({
      kind: 'incremental',
      pages: ['/services/one'],
      changedInputs: ['services/', 'services/two.md'],
    })
    const committed = planBuild(
      previousBuild(),
      currentInputs({ content: { ...CONTENT, 'faq.yaml': { hash: 'f1', date: '2026-03-01T00:00:00Z' } } }),
    )
    expect(committed).toMatchObject({ kind: 'incremental', pages: ['/'] })
  })

  it('renders the pages and documents that count back from the build date when it changed', () => {
    const plan = planBuild(previousBuild(), currentInputs({ buildDate: '2026-11-26' }))
    expect(plan).toMatchObject({
      kind: 'incremental',
      pages: ['/about/testimony'],
      documents: true,
      notFound: false,
      changedInputs: [BUILD_DATE_INPUT],
    })
  })

  it('builds in full when the firm file changed: every page carries its name, phone, address and hours', () => {
    const withFirm = { ...CONTENT, 'firm/firm.yaml': { hash: 'i1', date: '2026-01-01T00:00:00Z' } }
    const previous = { ...previousBuild(), content: withFirm }
    const plan = planBuild(
      previous,
      currentInputs({ content: { ...withFirm, 'firm/firm.yaml': { hash: 'i2', date: '2026-02-01T00:00:00Z' } } }),
    )
    expect(plan).toEqual({
      kind: 'full',
      reason: "a content file every page carries changed: firm/firm.yaml (bundled into the site's code)",
    })
  })

  it('renders the documents when a file they read changed, even one no page read', () => {
    const plan = planBuild(
      previousBuild(),
      currentInputs({ content: { ...CONTENT, 'firm/principal.yaml': { hash: 'p1', date: '2026-02-01T00:00:00Z' } } }),
    )
    expect(plan).toMatchObject({ kind: 'incremental', pages: [], documents: true })
  })
})

describe('the manifest file', () => {
  let root: string | undefined
  afterEach(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true })
  })

  it('reads back what was written, reports a corrupt or foreign one as unusable, and is removed before an incremental build writes', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-'))
    const context = { buildDir: root }
    expect(readManifest(context)).toBeUndefined()
    writeManifest(context, previousBuild())
    expect(readManifest(context)).toEqual(previousBuild())
    fs.writeFileSync(path.join(root, MANIFEST_FILE), '{"version":1,')
    expect(readManifest(context)).toMatchObject({ unusable: expect.stringContaining('does not parse') })
    fs.writeFileSync(path.join(root, MANIFEST_FILE), '{"version":0}')
    expect(readManifest(context)).toEqual({ unusable: 'it is of another version (0)' })
    removeManifest(context)
    expect(readManifest(context)).toBeUndefined()
  })
})

describe('previousOutputProblem', () => {
  let root: string | undefined
  afterEach(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true })
  })

  it('accepts the bundles and files the manifest recorded, and names what is replaced or missing', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'outputs-'))
    const context = createBuildContext(root)
    const files = [
      'islands-manifest.json',
      '.server/index.js',
      'client/index.html',
      'client/ai/pages/index.json',
      'client/404.html',
      'client/sitemap.xml',
      'page-index.json',
      'csp-hashes.json',
    ]
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), file)
    }
    const bundles = readBundles(context)
    if ('missing' in bundles) throw new Error(bundles.missing)
    const manifest = {
      ...previousBuild(),
      bundles,
      pages: [{ ...page('/', ['testimonials.yaml']), precompressed: ['/index.html'] }],
    }
    expect(previousOutputProblem(context, manifest)).toBeUndefined()
    fs.rmSync(path.join(root, 'client/ai/pages/index.json'))
    expect(previousOutputProblem(context, manifest)).toBe("the previous build's /ai/pages/index.json is missing")
    fs.writeFileSync(path.join(root, '.server/index.js'), 'another bundle')
    expect(previousOutputProblem(context, manifest)).toBe(
      'the server bundle on disk is not the one the previous build recorded',
    )
    fs.writeFileSync(path.join(root, 'islands-manifest.json'), 'another manifest')
    expect(previousOutputProblem(context, manifest)).toBe(
      'the client manifest on disk is not the one the previous build recorded',
    )
  })
})

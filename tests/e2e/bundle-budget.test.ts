import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  BEFORE_INPUT_JS_BUDGET_GZIP_BYTES,
  buildClientDir,
  CSS_BUDGET_GZIP_BYTES,
  everythingOnDemand,
  FRAMEWORK_BUDGET_GZIP_BYTES,
  gzipSize,
  htmlFileFor,
  HYDRATOR_BUDGET_GZIP_BYTES,
  initialAssets,
  ISLAND_BUDGETS_GZIP_BYTES,
  withStaticImports,
} from './initial-assets'
import { ONE_PAGE_OF_EVERY_SCREEN } from './screens'
import { BODY_ISLANDS } from '~/components/islands/body-islands'

/** "toasts" for /assets/toasts-B0wofFao.js: the chunk (or stylesheet)'s name without Vite's eight-character hash. */
const chunkName = (file: string) => /^(.+)-[\w-]{8}\.(?:js|css)$/.exec(path.posix.basename(file))?.[1]

describe('what a page loads before interaction', () => {
  // The budgets hold on every screen type (decisions 008 and 017): the stylesheet, and before any input the
  // islands loader alone, React and each island's code coming when an island hydrates (below).
  test.each(ONE_PAGE_OF_EVERY_SCREEN)(
    '%s: CSS at most 20 KB and JavaScript before any input at most 15 KB, gzipped',
    (pagePath) => {
      const html = fs.readFileSync(htmlFileFor(pagePath), 'utf8')
      const { js, css } = initialAssets(html)
      // What is measured must be what the page loads: every page (decision 043) loads its islands loader alone.
      const files = withStaticImports(js)
      expect(files.map(chunkName)).toEqual(['islands'])
      expect(css.map(chunkName), 'the stylesheet').toContain('root')
      expect(gzipSize(css)).toBeLessThanOrEqual(CSS_BUDGET_GZIP_BYTES)
      expect(gzipSize(files)).toBeLessThanOrEqual(BEFORE_INPUT_JS_BUDGET_GZIP_BYTES)
    },
  )

  test('the browser runs React DOM, the runtime of the server and of development, and no Preact', () => {
    const files = everythingOnDemand(initialAssets(fs.readFileSync(htmlFileFor('/'), 'utf8')).js)
    const framework = fs.readFileSync(
      path.join(
        buildClientDir(),
        files.find((file) => chunkName(file) === 'framework')!,
      ),
      'utf8',
    )
    expect(framework).toContain('hydrateRoot')
    expect(framework).toMatch(/react-dom/)
    const everything = fs.readdirSync(path.join(buildClientDir(), 'assets')).filter((file) => file.endsWith('.js'))
    for (const file of everything)
      expect(fs.readFileSync(path.join(buildClientDir(), 'assets', file), 'utf8'), file).not.toMatch(/preact/i)
  })

  // The page paints from its HTML and CSS alone: the app's code is asked for only by the deferred loader.
  test.each(ONE_PAGE_OF_EVERY_SCREEN)('%s: no module preload and no static import ahead of the content', (pagePath) => {
    const html = fs.readFileSync(htmlFileFor(pagePath), 'utf8')
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toMatch(/<script[^>]*\bsrc=/)
    const modules = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)
    expect(modules).toHaveLength(1)
    expect(modules[0]).not.toMatch(/^\s*import\s/m)
    expect(modules[0]).toMatch(/addEventListener\("load"/)
  })

  test('no page loads React Router: search, the calculator and the not-found page load the islands loader alone, and nothing they may load holds the router', () => {
    for (const pagePath of ['/search', '/economic-loss-calculator', '/no-such-page']) {
      const files = withStaticImports(initialAssets(fs.readFileSync(htmlFileFor(pagePath), 'utf8')).js)
      expect(files.map(chunkName), pagePath).toEqual(['islands'])
      for (const file of [...files, ...everythingOnDemand(files)])
        expect(fs.readFileSync(path.join(buildClientDir(), file), 'utf8'), file).not.toMatch(
          /__reactRouter|react-router/,
        )
    }
  })

  // Each chunk is named: the page's code must import it on demand under that name (a renamed or merged
  // chunk fails here), the file must exist, and it must not be among what the page loads up front.
  test.each(['/economic-loss-calculator', '/no-such-page'])(
    '%s: code the visitor may never need is loaded on demand, not with the page',
    (pagePath) => {
      const files = withStaticImports(initialAssets(fs.readFileSync(htmlFileFor(pagePath), 'utf8')).js)
      // Through the islands loader and each island's code (decision 043).
      const onDemandFiles = everythingOnDemand(files)
      for (const name of ['legacy', 'search-ranking']) {
        const chunk = onDemandFiles.filter((file) => chunkName(file) === name)
        expect(chunk, `${name}: imported on demand by the page's code, exactly once`).toHaveLength(1)
        expect(fs.existsSync(path.join(buildClientDir(), chunk[0]!)), `${chunk[0]} exists`).toBe(true)
        expect(files, `${name} is not loaded with the page`).not.toContain(chunk[0])
      }
    },
  )

  test('a location page loads the search ranking and the service icons on demand, and has no forms or legacy resolver to load', () => {
    const files = withStaticImports(
      initialAssets(fs.readFileSync(htmlFileFor('/services/vocational-evaluation/ohio/columbus'), 'utf8')).js,
    )
    const onDemand = everythingOnDemand(files).map(chunkName)
    expect(onDemand).toEqual(expect.arrayContaining(['search-ranking', 'service-icon']))
    for (const name of ['toasts', 'legacy', 'search-ranking', 'service-icon'])
      expect(files.map(chunkName), `${name} is not loaded with the page`).not.toContain(name)
  })

  // Decision 033: the content pages are HTML; only their islands have code, each loaded on demand.
  test.each(['/', '/about', '/services/vocational-evaluation', '/contact', '/schedule-consultation'])(
    '%s: the islands loader alone up front; React, the search ranking, the service icons and the islands of the body on demand',
    (pagePath) => {
      const files = withStaticImports(initialAssets(fs.readFileSync(htmlFileFor(pagePath), 'utf8')).js)
      expect(files.map(chunkName).sort()).toEqual(['islands'])
      const onDemand = everythingOnDemand(files).map(chunkName)
      const bodyIslands =
        {
          '/': ['faq-list', 'quick-contact-form', 'notifications'],
          '/contact': ['contact-form', 'notifications'],
          '/schedule-consultation': ['schedule-form', 'notifications'],
        }[pagePath] ?? []
      expect(onDemand).toEqual(
        expect.arrayContaining([
          'framework',
          'hydrate-island.client',
          'search-ranking',
          'service-icon',
          ...bodyIslands,
        ]),
      )
    },
  )

  // Issue 52: React and each island's code load when an island first hydrates, never before any input.
  test.each([
    '/',
    '/about',
    '/fees',
    '/services/economic-loss-assessment',
    '/texas',
    '/services/business-valuation/texas/houston',
  ])('%s: at most 15 KB of JavaScript gzipped before any input, and React not among it', (pagePath) => {
    const files = withStaticImports(initialAssets(fs.readFileSync(htmlFileFor(pagePath), 'utf8')).js)
    expect(files.length, 'the page loads its islands loader').toBeGreaterThan(0)
    expect(files.map(chunkName)).not.toContain('framework')
    for (const file of files)
      expect(fs.readFileSync(path.join(buildClientDir(), file), 'utf8'), file).not.toContain('hydrateRoot')
    expect(gzipSize(files)).toBeLessThanOrEqual(BEFORE_INPUT_JS_BUDGET_GZIP_BYTES)
  })
})

// Issue 52 (decision 008): what each island costs when it hydrates, in bytes of the built files.
describe('what an island fetches when it hydrates', () => {
  const loader = () => withStaticImports(initialAssets(fs.readFileSync(htmlFileFor('/'), 'utf8')).js)
  const chunksNamed = (files: string[], name: string) => files.filter((file) => chunkName(file) === name)

  test('React and React DOM at most 72 KB gzipped, and the hydrator with the header and floating menu at most 10 KB', () => {
    const onDemand = everythingOnDemand(loader())
    const framework = chunksNamed(onDemand, 'framework')
    const hydrator = chunksNamed(onDemand, 'hydrate-island.client')
    expect(framework).toHaveLength(1)
    expect(hydrator).toHaveLength(1)
    expect(gzipSize(framework)).toBeLessThanOrEqual(FRAMEWORK_BUDGET_GZIP_BYTES)
    expect(gzipSize(hydrator)).toBeLessThanOrEqual(HYDRATOR_BUDGET_GZIP_BYTES)
  })

  test('every kind of body island has a budget', () => {
    expect(Object.keys(ISLAND_BUDGETS_GZIP_BYTES).sort()).toEqual(Object.keys(BODY_ISLANDS).sort())
  })

  test.each(Object.entries(ISLAND_BUDGETS_GZIP_BYTES))(
    '%s: its chunk and what it alone imports, beyond the loader, React and the hydrator, within its budget',
    (_island, { chunk, bytes }) => {
      const front = loader()
      const onDemand = everythingOnDemand(front)
      const shared = new Set([...front, ...withStaticImports(chunksNamed(onDemand, 'hydrate-island.client'))])
      const own = chunksNamed(onDemand, chunk)
      expect(own, `${chunk}: one chunk the hydrator may load`).toHaveLength(1)
      const fetched = withStaticImports(own).filter((file) => !shared.has(file))
      expect(fetched.map(chunkName), 'nothing of React or the hydrator counted again').not.toContain('framework')
      expect(gzipSize(fetched)).toBeLessThanOrEqual(bytes)
    },
  )
})

describe('the inbox never reaches a public page', () => {
  /** Every file under a folder, as paths relative to it. */
  const filesUnder = (dir: string): string[] =>
    (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
  /** The class names written in className strings of these source files. */
  const classNames = (files: string[]): Set<string> => {
    const names = new Set<string>()
    for (const file of files)
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/className(?:=|: )["'`]([^"'`]+)["'`]/g))
        for (const name of match[1]!.split(/\s+/)) if (name) names.add(name)
    return names
  }
  /** A class as Tailwind writes its selector: every character but letters, digits, "-" and "_" escaped. */
  const selector = (name: string) => `.${name.replace(/[^\w-]/g, (character) => `\\${character}`)}`

  test("its code and its classes are only in build/inbox: no public asset holds them, and every public stylesheet lacks the inbox's own classes", () => {
    const client = buildClientDir()
    const inboxDir = path.join(path.dirname(client), 'inbox')
    expect(filesUnder(client).filter((file) => /(^|\/)inbox/.test(file))).toEqual([])
    const publicAssets = fs.readdirSync(path.join(client, 'assets'))
    for (const file of publicAssets.filter((name) => name.endsWith('.js'))) {
      const code = fs.readFileSync(path.join(client, 'assets', file), 'utf8')
      for (const marker of ['/inbox/sign-in/options', 'data-passkey', 'inbox-csrf'])
        expect(code, `${file} holds ${marker}`).not.toContain(marker)
    }
    const inboxSources = filesUnder('app/inbox')
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => path.join('app/inbox', file))
    const publicSources = filesUnder('app')
      .filter((file) => /\.(tsx?|css)$/.test(file) && !file.startsWith('inbox/'))
      .map((file) => path.join('app', file))
    const publicText = publicSources.map((file) => fs.readFileSync(file, 'utf8')).join('\n')
    const inboxOnly = [...classNames(inboxSources)].filter((name) => !publicText.includes(name))
    expect(inboxOnly.length, 'the inbox has classes of its own (else this test proves nothing)').toBeGreaterThan(5)
    const publicCss = publicAssets
      .filter((name) => name.endsWith('.css'))
      .map((file) => fs.readFileSync(path.join(client, 'assets', file), 'utf8'))
      .join('\n')
    const inboxCss = filesUnder(path.join(inboxDir, 'assets'))
      .filter((file) => file.endsWith('.css'))
      .map((file) => fs.readFileSync(path.join(inboxDir, 'assets', file), 'utf8'))
      .join('\n')
    const compiled = inboxOnly.filter((name) => inboxCss.includes(selector(name)))
    expect(compiled.length, "the inbox's stylesheet has the inbox's classes").toBeGreaterThan(5)
    expect(
      compiled.filter((name) => publicCss.includes(selector(name))),
      'inbox classes in the public stylesheet',
    ).toEqual([])
  })
})

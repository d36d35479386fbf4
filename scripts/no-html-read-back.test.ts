import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

/** Every source file under a folder, relative to the repository. */
function sources(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|js)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

describe('pages are made from data, never read back from their HTML (decisions 022 and 032)', () => {
  test('no file under app/ or scripts/ uses DOMParser (the benchmarks under scripts/bench/, which measure pages, excepted)', () => {
    const files = [...sources('app'), ...sources('scripts')].filter(
      (file) => !file.startsWith('scripts/bench/') && file !== 'scripts/no-html-read-back.test.ts',
    )
    expect(files.length).toBeGreaterThan(100)
    expect(
      files.filter((file) => /\bDOMParser\b|parseFromString\(/.test(fs.readFileSync(path.join(root, file), 'utf8'))),
    ).toEqual([])
  })

  test('the pages the build renders itself have their AI copies read from their host trees, and nothing in app/ parses HTML', () => {
    const render = fs.readFileSync(path.join(root, 'scripts/build-steps/render-pages.ts'), 'utf8')
    expect(render).toMatch(/renderDirectPage\(pagePath[\s\S]*directPageTree\(rendered\.body\)/)
    const appFiles = sources('app').filter((file) => !/\.test\.tsx?$/.test(file))
    expect(
      appFiles.filter((file) =>
        /from 'htmlparser2'|innerHTML\b(?!\s*=)|\.outerHTML\b/.test(fs.readFileSync(path.join(root, file), 'utf8')),
      ),
    ).toEqual([])
  })

  test("one render-tree reader (issue 52): no file under app/ or scripts/ reads React's elements through their $$typeof", () => {
    const files = [...sources('app'), ...sources('scripts')].filter(
      (file) => !/\.test\.tsx?$/.test(file) && !file.startsWith('scripts/bench/'),
    )
    expect(files.filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes('$$typeof'))).toEqual([])
    const render = fs.readFileSync(path.join(root, 'scripts/build-steps/render-pages.ts'), 'utf8')
    expect(render).not.toMatch(/readElementTree|page-text-from-elements/)
  })

  test("every page's AI copy comes from what the page is rendered from: its host tree (no page is React Router's)", () => {
    const render = fs.readFileSync(path.join(root, 'scripts/build-steps/render-pages.ts'), 'utf8')
    expect(render).toMatch(/directPageTree\(rendered\.body\)\.then\(\(tree\) => \(\) => readPageTree\(tree\)\.main\)/)
    expect(render).not.toMatch(/PAGE_TREE_REQUEST_HEADER|createRequestHandler/)
    const buildFiles = sources('scripts').filter(
      (file) => !file.startsWith('scripts/bench/') && !/\.test\.tsx?$/.test(file),
    )
    expect(buildFiles.length).toBeGreaterThan(50)
    expect(
      buildFiles.filter((file) =>
        /from 'htmlparser2'|from 'parse5'|from 'linkedom'|from 'jsdom'|from 'cheerio'/.test(
          fs.readFileSync(path.join(root, file), 'utf8'),
        ),
      ),
    ).toEqual([])
  })

  test('no build step runs a regular expression over the HTML of a page the build renders itself: its script hashes come from the scripts its renderer emitted (decision 033)', () => {
    const render = fs.readFileSync(path.join(root, 'scripts/build-steps/render-pages.ts'), 'utf8')
    expect(render).toMatch(/writePageOutputs\([\s\S]*?result\.rendered\.html,[\s\S]*?result\.rendered\.scripts,?\s*\)/)
    const csp = fs.readFileSync(path.join(root, 'scripts/build-steps/csp-hashes.ts'), 'utf8')
    // Every page is the renderer's (decision 043): its hashes come from the scripts it handed over, always.
    expect(csp).toMatch(/const hashes = scriptHashes\(scripts\)/)
    expect(csp).not.toMatch(/inlineScriptHashes|<script/)
    const buildFiles = sources('scripts/build-steps').filter((file) => !/\.test\.tsx?$/.test(file))
    const readsBuiltHtml = buildFiles.filter((file) =>
      /readFileSync\([^)]*(?:htmlFile|index\.html|\.html['"`])/.test(fs.readFileSync(path.join(root, file), 'utf8')),
    )
    expect(readsBuiltHtml).toEqual([])
  })

  // A regular expression applied to a page's markup: html.replace(/.../), PATTERN.exec(html), ...
  const HTML_REGEX_USE =
    /\b(?:html|\w+Html)\.(?:match|matchAll|replace|replaceAll|search|split)\(|\.(?:exec|test)\(\s*(?:html|\w+Html)\s*[,)]/g

  test('the check finds a regular expression planted over built HTML', () => {
    for (const planted of [
      'const secured = html.replace(/<script>/g, "")',
      'for (const match of html.matchAll(INLINE_SCRIPT)) hashes.push(match[1])',
      'const bootstrap = BOOTSTRAP_SCRIPT_MARKUP.exec(html)',
      'if (MODULEPRELOAD.test(pageHtml)) return',
      'const parts = renderedHtml.split(/<\\/head>/)',
    ])
      expect(planted.match(HTML_REGEX_USE), planted).not.toBeNull()
  })

  test('no regular expression runs over built HTML anywhere in app/ or the build steps (decision 043)', () => {
    const files = [...sources('app'), ...sources('scripts/build-steps')].filter((file) => !/\.test\.tsx?$/.test(file))
    expect(files.length).toBeGreaterThan(100)
    const uses = Object.fromEntries(
      files
        .map(
          (file) => [file, fs.readFileSync(path.join(root, file), 'utf8').match(HTML_REGEX_USE)?.length ?? 0] as const,
        )
        .filter(([, count]) => count > 0),
    )
    // No page is React Router's: its bootstrap is no longer rewritten, no page's scripts are found in its
    // markup. Any use fails here.
    expect(uses).toEqual({})
    const entryServer = fs.readFileSync(path.join(root, 'app/entry.server.tsx'), 'utf8')
    expect(entryServer).not.toMatch(/deferAppStart/)
  })
})

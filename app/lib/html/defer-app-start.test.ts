import { describe, expect, test } from 'vitest'
import { APP_START_EVENTS, deferAppStart, parseBootstrap } from './defer-app-start'

const BOOTSTRAP = `import "/assets/manifest-54fea8fb.js";
import * as route0 from "/assets/root-DhlURkHA.js";
import * as route1 from "/assets/about-Re5dGy5F.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-D2wlK61F.js");`

const PAGE = [
  '<html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-54fea8fb.js"/>',
  '<link rel="modulepreload" href="/assets/framework-Dkl6T5tC.js"/><link rel="stylesheet" href="/assets/root.css"/></head>',
  '<body><h1>About</h1><script>window.__reactRouterContext = {}</script>',
  `<script type="module" async="">${BOOTSTRAP}</script></body></html>`,
].join('')

/** What the dev server writes: its own modules imported for their side effects, two on one line. */
const DEV_BOOTSTRAP = `import * as route0 from "/app/root.tsx";
import * as route1 from "/app/routes/contact.tsx";
  import "/@id/__x00__virtual:react-router/inject-hmr-runtime";import "/@id/__x00__virtual:react-router/browser-manifest";
  window.__reactRouterRouteModules = {"root":route0,"routes/contact":route1};
import("/app/entry.client.tsx");`

describe('deferAppStart', () => {
  test('drops the module preloads and keeps everything else in place', () => {
    const html = deferAppStart(PAGE)
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>')
    expect(html).toContain('<h1>About</h1><script>window.__reactRouterContext = {}</script>')
    expect(html).not.toContain('async=""')
  })

  test('the loader has no static import, so nothing is fetched before it runs', () => {
    const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(deferAppStart(PAGE))![1]!
    expect(loader).not.toMatch(/^\s*import\s/m)
    for (const url of [
      '/assets/manifest-54fea8fb.js',
      '/assets/root-DhlURkHA.js',
      '/assets/about-Re5dGy5F.js',
      '/assets/entry.client-D2wlK61F.js',
    ]) {
      expect(loader).toContain(`import("${url}")`)
    }
  })

  test('the loader starts the app once: at the first interaction, or after the load event and a painted frame', async () => {
    const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(deferAppStart(PAGE))![1]!
    const listeners = new Map<string, () => void>()
    const imported: string[] = []
    const frames: (() => void)[] = []
    const scope = {
      addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
      removeEventListener: (name: string) => listeners.delete(name),
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => callback(),
      document: { readyState: 'loading' },
      globalThis: {},
      window: {} as Record<string, unknown>,
    }
    const run = new Function(...Object.keys(scope), 'importModule', loader.replaceAll('import(', 'importModule('))
    run(...Object.values(scope), (url: string) => {
      imported.push(url)
      return Promise.resolve({ url })
    })
    expect([...listeners.keys()].sort()).toEqual([...APP_START_EVENTS, 'load'].sort())
    expect(imported).toEqual([])
    listeners.get('keydown')!()
    expect(imported).toHaveLength(3)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(imported).toHaveLength(4)
    expect(imported.at(-1)).toBe('/assets/entry.client-D2wlK61F.js')
    expect(scope.window.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root-DhlURkHA.js' },
      'routes/about': { url: '/assets/about-Re5dGy5F.js' },
    })
    for (const event of APP_START_EVENTS) expect(listeners.has(event), event).toBe(false)
    // The load event's frame comes later: the app is not started twice.
    listeners.get('load')!()
    for (const frame of frames) frame()
    expect(imported).toHaveLength(4)
  })

  test('a page without the bootstrap is returned unchanged', () => {
    expect(deferAppStart('<html><body>Hello</body></html>')).toBe('<html><body>Hello</body></html>')
  })

  test('a bootstrap that never imports the client entry is refused', () => {
    expect(() => parseBootstrap('import "/assets/manifest.js";\nwindow.x = 1;')).toThrow(/client entry/)
  })
})

describe('parseBootstrap', () => {
  test('takes every import at the start of a line, several on one line included, and keeps the rest as the body', () => {
    const { imports, body } = parseBootstrap(DEV_BOOTSTRAP)
    expect(imports).toEqual([
      { name: 'route0', url: '/app/root.tsx' },
      { name: 'route1', url: '/app/routes/contact.tsx' },
      { url: '/@id/__x00__virtual:react-router/inject-hmr-runtime' },
      { url: '/@id/__x00__virtual:react-router/browser-manifest' },
    ])
    expect(body).toBe(
      'window.__reactRouterRouteModules = {"root":route0,"routes/contact":route1};\nimport("/app/entry.client.tsx");',
    )
  })
})

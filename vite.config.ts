import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { KEPT_SERVER_DIR, RENDER_IN_WORKERS_ENV } from './scripts/build-steps/prerender-paths'

/**
 * Every page loads the framework (Preact in the browser, decision 016; React Router) and the site's shell (header, footer, menus' triggers, search box,
 * primitives). Rollup would split the shell into twenty small files, each compressed on its own; one
 * file compresses about a quarter smaller. Code loaded on demand (toasts, search ranking, legacy resolver,
 * service icons) stays out of it. A module that on-demand code and pages both import (the text module,
 * which the ranking and the service cards use) must be named in the shell: Rollup otherwise puts it in
 * the on-demand chunk that imports it, and every page that needs it loads that whole chunk.
 */
const CHUNKS: [string, RegExp][] = [
  ['framework', /\/node_modules\/(react|react-dom|scheduler|react-router|preact)\//],
  // On demand: each loads when first needed, never with the page.
  ['toasts', /\/node_modules\/sonner\//],
  ['search-ranking', /\/app\/lib\/search\/(rank|substring-filter)/],
  ['legacy', /\/app\/lib\/(legacy|content)\//],
  ['service-icons', /\/app\/components\/site\/service-icon/],
  // The shell every page shows.
  ['shell', /\/node_modules\/(clsx|class-variance-authority)\//],
  ['shell', /\/app\/(config\/site-config|components\/site\/|components\/ui\/(button|spinner|notifications)|lib\/(utils|text|use-hydrated|analytics\/|seo\/|security\/)|content\/not-found-copy|components\/sections\/(not-found-content|legacy-redirect|page-header|section|email-link)\.tsx)/],
]

/**
 * React Router's package maps every import to its development build (remix-run/react-router#14102):
 * the browser would get its dev warnings. The client build takes its production build instead,
 * 0.6 KB (gzip) smaller and silent. The server bundle keeps the mapped one: the build's request handler
 * (scripts/build-steps/render-pages) imports React Router by name, and both sides must share one copy.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
]

/**
 * The browser runs the app on Preact's React compatibility layer (decision 016): React DOM's client and
 * React weighed 60 KB gzipped on every page, Preact and its compat layer about 10 KB. The server bundle,
 * the prerender and the dev server keep React 19; `__PREACT_CLIENT__` tells the few places that differ.
 */
const PREACT_IN_CLIENT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
]

function chunkFor(id: string): string | undefined {
  return CHUNKS.find(([, pattern]) => pattern.test(id))?.[0]
}

/**
 * With ssr:false React Router deletes its server bundle once it has prerendered. When scripts/build.ts
 * renders the pages itself (in worker threads), this copies the bundle to build/.server first: Rollup's
 * writeBundle hook, ordered before React Router's, which is where the deletion happens.
 */
function keepServerBundle(): Plugin {
  return {
    name: 'keep-server-bundle',
    apply: 'build',
    writeBundle: {
      order: 'pre',
      handler(options) {
        if (!process.env[RENDER_IN_WORKERS_ENV] || this.environment.name === 'client' || !options.dir) return
        const target = path.join(path.dirname(options.dir), KEPT_SERVER_DIR)
        fs.rmSync(target, { recursive: true, force: true })
        fs.cpSync(options.dir, target, { recursive: true })
      },
    },
  }
}

export default defineConfig(({ command, isSsrBuild }) => {
  const preactClient = command === 'build' && !isSsrBuild
  return {
    plugins: [tailwindcss(), keepServerBundle(), reactRouter()],
    resolve: {
      alias: [
        { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
        ...(preactClient ? [...REACT_ROUTER_PRODUCTION, ...PREACT_IN_CLIENT] : []),
      ],
    },
    define: { __PREACT_CLIENT__: JSON.stringify(preactClient) },
    // The dev server watches sources, not the builds' 60,000-odd files each (inotify has a limit).
    server: { watch: { ignored: ['**/build/**', '**/build.previous-*/**', '**/.cache/**'] } },
    envPrefix: ['VITE_', 'SITE_URL', 'FORM_ENDPOINT', 'GA_MEASUREMENT_ID'],
    build: {
      sourcemap: false,
      reportCompressedSize: false,
      rollupOptions: isSsrBuild ? {} : { output: { manualChunks: chunkFor } },
    },
  }
})

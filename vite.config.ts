import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { firmIdentityDefine } from './app/config/firm-identity-file'
import { PRODUCTION_ENTRY_POINTS } from './app/lib/react-router-adapter'
import { KEPT_SERVER_DIR } from './scripts/build-steps/build-layout'
import { BROWSER_ENV_PREFIXES, RENDER_IN_WORKERS_ENV } from './scripts/build-steps/prerender-paths'

/**
 * Every page loads the framework (React, React DOM, React Router) and the site's shell (header, footer, menus' triggers, search box,
 * primitives). Rollup would split the shell into twenty small files, each compressed on its own; one
 * file compresses about a quarter smaller. Code loaded on demand (toasts, search ranking, legacy resolver,
 * service icons) stays out of it. A module that on-demand code and pages both import (the text module,
 * which the ranking and the service cards use) must be named in the shell: Rollup otherwise puts it in
 * the on-demand chunk that imports it, and every page that needs it loads that whole chunk.
 */
const CHUNKS: [string, RegExp][] = [
  ['framework', /\/node_modules\/(react|react-dom|scheduler|react-router)\//],
  // On demand: each loads when first needed, never with the page.
  ['toasts', /\/node_modules\/sonner\//],
  ['search-ranking', /\/app\/lib\/search\/(rank|substring-filter)/],
  ['legacy', /\/app\/lib\/(legacy\/(?!may-be-legacy|prefixes)|content-folder\/)/],
  ['service-icons', /\/app\/components\/site\/service-icon/],
  // The shell every page shows.
  ['shell', /\/node_modules\/(clsx|class-variance-authority)\//],
  [
    'shell',
    /\/app\/(config\/(site-config|retained-by)|components\/site\/|components\/ui\/(button|spinner|notifications)|lib\/(utils|text|use-hydrated|analytics\/|seo\/|security\/|legacy\/(may-be-legacy|prefixes))|copy\/not-found-copy|components\/sections\/(not-found-content|not-found-island|page-header|section|email-link)\.tsx)/,
  ],
]

/**
 * The client build takes React Router's production build (its package maps every import to the
 * development one, remix-run/react-router#14102): smaller and without development warnings. The server
 * bundle keeps the mapped one: the build's request handler (scripts/build-steps/render-pages) imports
 * React Router by name, and both sides must share one copy. The files are named in the adapter.
 */
const REACT_ROUTER_PRODUCTION = PRODUCTION_ENTRY_POINTS.map((entry) => ({
  find: new RegExp(`^${entry.specifier}$`),
  replacement: fileURLToPath(new URL(`./node_modules/react-router/${entry.file}`, import.meta.url)),
}))

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
  const clientBuild = command === 'build' && !isSsrBuild
  return {
    plugins: [tailwindcss(), keepServerBundle(), reactRouter()],
    resolve: {
      alias: [
        { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
        ...(clientBuild ? REACT_ROUTER_PRODUCTION : []),
      ],
    },
    // The dev server watches sources, not the builds' 60,000-odd files each (inotify has a limit).
    server: { watch: { ignored: ['**/build/**', '**/build.previous-*/**', '**/.cache/**'] } },
    // The firm's name, phone, email, address and hours: every page shows them (app/config/firm-identity.ts).
    define: firmIdentityDefine(),
    envPrefix: BROWSER_ENV_PREFIXES,
    build: {
      sourcemap: false,
      reportCompressedSize: false,
      rollupOptions: isSsrBuild ? {} : { output: { manualChunks: chunkFor } },
    },
  }
})

import tailwindcss from '@tailwindcss/vite'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { firmIdentityDefine } from './app/config/firm-identity-file'
import { buildDirOf } from './scripts/build-steps/build-layout'
import {
  BROWSER_ENV_PREFIXES,
  ISLANDS_ENTRY,
  ISLANDS_VITE_MANIFEST,
  STYLESHEET_ENTRY,
} from './scripts/build-steps/prerender-paths'

/**
 * The browser's side of every page (decisions 022, 033, 043): the islands entry, app/islands.client.tsx,
 * which hydrates each page's islands, and the site's stylesheet (app/app.css, through Tailwind), into the
 * deploy directory's assets folder, with public/ copied beside them. scripts/build.ts moves the manifest
 * out of the deploy directory; the render step reads the entry's and the stylesheet's files from it.
 */
/**
 * The framework measured on its own, the search ranking loaded on demand by name. The service icons stay
 * a chunk of their own without a name: named, the shared icon component would go with them and the entry
 * would load them up front.
 */
const CHUNKS: [string, RegExp][] = [
  ['framework', /\/node_modules\/(react|react-dom|scheduler)\//],
  ['search-ranking', /\/app\/lib\/search\/(rank|substring-filter)/],
]

export default defineConfig(() => {
  const root = path.dirname(fileURLToPath(import.meta.url))
  return {
    plugins: [tailwindcss()],
    resolve: { alias: [{ find: '~', replacement: path.join(root, 'app') }] },
    define: firmIdentityDefine(),
    envPrefix: BROWSER_ENV_PREFIXES,
    build: {
      outDir: path.join(buildDirOf(root), 'client'),
      emptyOutDir: false,
      sourcemap: false,
      reportCompressedSize: false,
      manifest: ISLANDS_VITE_MANIFEST,
      rollupOptions: {
        // The stylesheet keeps the name it had as React Router's root stylesheet (root-….css).
        input: { islands: ISLANDS_ENTRY, root: STYLESHEET_ENTRY },
        output: {
          entryFileNames: 'assets/[name]-[hash].js',
          // The legacy resolver, which the not-found page loads only for an address it may move, named as in
          // the app's build. Named by its file alone: a manual chunk would take the loader's shared modules with it.
          chunkFileNames: (chunk: { facadeModuleId: string | null }) =>
            chunk.facadeModuleId?.endsWith('/app/lib/legacy/resolve.ts')
              ? 'assets/legacy-[hash].js'
              : 'assets/[name]-[hash].js',
          manualChunks: (id: string) => CHUNKS.find(([, pattern]) => pattern.test(id))?.[0],
        },
      },
    },
  }
})

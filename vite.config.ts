import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { firmIdentityDefine } from './app/config/firm-identity-file'
import { buildDirOf, KEPT_SERVER_DIR, SERVER_ENTRY, SERVER_ENTRY_FILE } from './scripts/build-steps/build-layout'
import { BROWSER_ENV_PREFIXES } from './scripts/build-steps/prerender-paths'

/**
 * The render workers' bundle (decision 043): a plain Vite SSR build of app/entry.server.tsx, the page
 * renderer, into the build directory's kept server folder (build/.server/index.js), which the next
 * incremental build renders from. The packages of node_modules stay imports. The browser's code and the
 * stylesheets are the islands build's (vite.islands.config.ts).
 */
export default defineConfig(() => {
  const root = path.dirname(fileURLToPath(import.meta.url))
  return {
    resolve: { alias: [{ find: '~', replacement: path.join(root, 'app') }] },
    // The firm's name, phone, email, address and hours: every page shows them (app/config/firm-identity.ts).
    define: firmIdentityDefine(),
    envPrefix: BROWSER_ENV_PREFIXES,
    publicDir: false as const,
    build: {
      ssr: SERVER_ENTRY,
      outDir: path.join(buildDirOf(root), KEPT_SERVER_DIR),
      emptyOutDir: true,
      sourcemap: false,
      reportCompressedSize: false,
      rollupOptions: { output: { entryFileNames: SERVER_ENTRY_FILE } },
    },
  }
})

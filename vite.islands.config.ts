import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { firmIdentityDefine } from './app/config/firm-identity-file'
import { BROWSER_ENV_PREFIXES, ISLANDS_ENTRY, ISLANDS_VITE_MANIFEST } from './scripts/build-steps/prerender-paths'

/**
 * The client bundle of the state, city and service-in-city pages (decision 022): one entry,
 * app/islands.client.tsx, which hydrates the shell's islands. It is built after React Router's client
 * build, into the same assets folder (which that build empties first); scripts/build.ts moves its
 * manifest out of the deploy directory and the render step reads the entry's file from it.
 */
/**
 * Named as in the app's client build (vite.config.ts): the framework measured on its own, the search
 * ranking loaded on demand by name. The service icons stay a chunk of their own without a name: named,
 * the shared icon component would go with them and the entry would load them up front.
 */
const CHUNKS: [string, RegExp][] = [
  ['framework', /\/node_modules\/(react|react-dom|scheduler)\//],
  ['search-ranking', /\/app\/lib\/search\/(rank|substring-filter)/],
]

export default defineConfig(() => {
  const buildDir = process.env.BUILD_DIR ?? 'build'
  return {
    resolve: { alias: [{ find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) }] },
    define: firmIdentityDefine(),
    envPrefix: BROWSER_ENV_PREFIXES,
    publicDir: false as const,
    build: {
      outDir: path.join(path.resolve(buildDir), 'client'),
      emptyOutDir: false,
      sourcemap: false,
      reportCompressedSize: false,
      manifest: ISLANDS_VITE_MANIFEST,
      rollupOptions: {
        input: { islands: ISLANDS_ENTRY },
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

import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/**
 * Every page loads React, React Router and the site's shell (header, footer, menus' triggers, search box,
 * primitives). Rollup would split the shell into twenty small files, each compressed on its own; one
 * file compresses about a quarter smaller. Code loaded on demand (Radix menus, toasts, search ranking,
 * legacy resolver, service icons) stays out of it.
 */
const CHUNKS: [string, RegExp][] = [
  ['framework', /\/node_modules\/(react|react-dom|scheduler|react-router)\//],
  // On demand: each loads when first needed, never with the page.
  ['menus', /\/node_modules\/(@radix-ui\/(?!react-slot|react-compose-refs)|@floating-ui\/|react-remove-scroll|aria-hidden|react-style-singleton|use-callback-ref|use-sidecar|detect-node-es|get-nonce|tslib)|\/app\/components\/site\/header-menu-radix/],
  ['toasts', /\/node_modules\/sonner\//],
  ['search-ranking', /\/app\/lib\/search\/(rank|substring-filter)/],
  ['legacy', /\/app\/lib\/(legacy|content)\//],
  ['service-icons', /\/app\/components\/site\/service-icon/],
  // The shell every page shows.
  ['shell', /\/node_modules\/(clsx|class-variance-authority|@radix-ui\/react-slot|@radix-ui\/react-compose-refs|lucide-react\/dist\/esm\/(?!icons\/))/],
  ['shell', /\/app\/(config\/site-config|components\/site\/|components\/ui\/(button|spinner|notifications)|lib\/(utils|contrast|analytics\/|seo\/|security\/)|content\/not-found-copy|components\/sections\/(not-found-content|legacy-redirect|page-header|section|email-link)\.tsx)/],
]

function chunkFor(id: string): string | undefined {
  return CHUNKS.find(([, pattern]) => pattern.test(id))?.[0]
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  envPrefix: ['VITE_', 'SITE_URL', 'FORM_ENDPOINT', 'GA_MEASUREMENT_ID'],
  build: {
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: chunkFor } },
  },
}))

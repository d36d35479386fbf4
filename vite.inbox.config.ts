import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { firmIdentityDefine } from './app/config/firm-identity-file'

import { ENGAGE_ENTRY, INBOX_ENTRY } from './server/shared/bundle-entries'

/** The inbox's own entry and the engagement page's (their browser scripts and stylesheets), built into build/inbox: never into build/client, which static hosts receive. */
export { ENGAGE_ENTRY, INBOX_ENTRY }

export default defineConfig({
  plugins: [tailwindcss()],
  resolve: { alias: [{ find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) }] },
  define: firmIdentityDefine(),
  publicDir: false,
  // Relative asset URLs: the stylesheet's fonts load beside it, under /inbox/assets or /engage/assets.
  base: './',
  build: {
    outDir: 'build/inbox',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: { input: [INBOX_ENTRY, ENGAGE_ENTRY] },
  },
})

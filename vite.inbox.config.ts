import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { firmIdentityDefine } from './app/config/firm-identity-file'

/** The inbox's own entry (its browser script and stylesheet), built into build/inbox: never into build/client, which static hosts receive. */
export const INBOX_ENTRY = 'app/inbox/client/inbox-client.ts'

export default defineConfig({
  plugins: [tailwindcss()],
  resolve: { alias: [{ find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) }] },
  define: firmIdentityDefine(),
  publicDir: false,
  build: {
    outDir: 'build/inbox',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: { input: INBOX_ENTRY },
  },
})

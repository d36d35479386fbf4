import type { KnipConfig } from 'knip'

/**
 * knip (in npm run lint) reports unused files, exports and dependencies. The Vite, Vitest, ESLint and
 * Stryker plugins find their configs themselves; the entries below are the rest: the Vite builds' entries
 * (named in scripts/build-steps, which the configs read), the servers, the worker threads (started by name:
 * server/shared/worker-entry.ts), the scripts and the tests.
 */
const config: KnipConfig = {
  entry: [
    'app/islands.client.tsx',
    'app/entry.server.tsx',
    'app/app.css',
    'vite.islands.config.ts',
    'tests/support/child-server.ts',
    'server/leads/*-worker.ts',
    'server/shared/database/*-worker.ts',
    'scripts/**/*.{ts,mjs}',
    'tests/**/*.ts',
  ],
  project: ['app/**/*.{ts,tsx,css}', 'server/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx,mjs}', 'tests/**/*.ts'],
  // System tools: util-linux's runuser (the PostgreSQL test helper runs the server as the postgres user when
  // root) and openssl (the nginx test's throwaway certificate).
  ignoreBinaries: ['runuser', 'openssl'],
  compilers: {
    // Tailwind is loaded from the stylesheet (@import "tailwindcss"), which knip reads only through this.
    css: (text: string) => [...text.replaceAll('@plugin', '@import').matchAll(/(?<=@)import[^;]+/g)].join('\n'),
  },
}

export default config

/**
 * Vitest config for `npm run mutation` (Stryker): only the unit tests of the mutated modules,
 * so that every mutant runs the tests that can kill it and nothing slower.
 * The collector's end-to-end tests (collector.test.ts, crash-safety.test.ts) are left out:
 * they run the store in child processes, where Stryker cannot switch mutants on.
 */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) }

export default defineConfig({
  resolve: { alias },
  test: {
    name: 'unit',
    include: [
      'app/lib/search/**/*.test.ts',
      'app/lib/leads/**/*.test.ts',
      'app/lib/legacy/**/*.test.ts',
      'app/lib/content-folder/**/*.test.ts',
      'scripts/leads-export*.test.ts',
      'server/leads/store*.test.ts',
      'server/shared/rate-limit*.test.ts',
    ],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})

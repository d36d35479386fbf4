/**
 * Where the build keeps what lies outside the deploy directory and outlives one build. A module of
 * constants only, so that scripts/build.ts reads it before it loads the rest of the build.
 */
import path from 'node:path'

/** Where the kept server bundle goes, relative to the build directory. */
export const KEPT_SERVER_DIR = '.server'
/** The incremental build's manifest, relative to the build directory (decision 019). */
export const MANIFEST_FILE = '.incremental/manifest.json'

/** The build directory: BUILD_DIR, relative to the project's root, or build/. */
export const buildDirOf = (root: string) => path.resolve(root, process.env.BUILD_DIR ?? 'build')

/** The renderer's entry, which vite.config.ts bundles for the render workers (decision 043)... */
export const SERVER_ENTRY = 'app/entry.server.tsx'
/** ...into this file of the kept server folder. */
export const SERVER_ENTRY_FILE = 'index.js'

/** The kept server bundle's entry, from which the render workers render. */
export const keptServerBundle = (buildDir: string) => path.join(buildDir, KEPT_SERVER_DIR, SERVER_ENTRY_FILE)

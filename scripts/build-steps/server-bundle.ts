/**
 * The server as plain JavaScript (build/server/): the Node server, its worker threads and the lead
 * commands, each bundled by esbuild into one file of its own, with the packages of node_modules left as
 * imports. The release runs these with `node` alone: no TypeScript at run time, no build tools installed.
 * See docs/decisions/028-production-release.md.
 */
import fs from 'node:fs'
import path from 'node:path'
import { build, type BuildOptions, type BuildResult, type Metafile } from 'esbuild'
import { firmIdentityDefine } from '../../app/config/firm-identity-file'
import { CHECKPOINT_WORKER } from '../../server/shared/database/checkpointer'
import { WRITER_WORKER } from '../../server/shared/database/writer'
import { writeFile } from './context'

/** The bundle's folder under the build folder, and in the release */
export const SERVER_BUNDLE_DIR = 'server'

/** Each file of build/server/ and the source it is bundled from: `node server/{name}.js` in the release. */
export const SERVER_ENTRIES: Readonly<Record<string, string>> = {
  main: 'server/main.ts',
  // the lead store's entry into the shared writer thread
  [WRITER_WORKER]: `server/leads/${WRITER_WORKER}.ts`,
  [CHECKPOINT_WORKER]: `server/shared/database/${CHECKPOINT_WORKER}.ts`,
  'leads-export': 'scripts/leads-export.ts',
  'leads-erase': 'scripts/leads-erase.ts',
  'leads-backup': 'scripts/leads-backup.ts',
  'leads-migrate': 'scripts/leads-migrate.ts',
  staff: 'scripts/staff.ts',
  'conflicts-import': 'scripts/conflicts-import.ts',
  'conflicts-export': 'scripts/conflicts-export.ts',
  'signatures-check': 'scripts/signatures-check.ts',
}

function bundleOptions(root: string) {
  return {
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(SERVER_ENTRIES).map(([name, source]) => [name, path.join(root, source)]),
    ),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Every package stays an import, resolved from the release's node_modules (npm ci --omit=dev).
    packages: 'external',
    // No code splitting: each file stands alone, so a worker's file sits beside the file that starts it.
    splitting: false,
    tsconfig: path.join(root, 'tsconfig.json'),
    jsx: 'automatic',
    // Not minified: a stack trace names the functions and reads as the source does. No source maps: their
    // paths depend on where the build is, and an incremental build would rewrite them every time.
    sourcemap: false,
    legalComments: 'none',
    // The firm's identity as the site's bundles carry it: a release has no content folder to read it from.
    define: firmIdentityDefine(),
    logLevel: 'silent',
    metafile: true,
  } as const satisfies BuildOptions
}

/** The server's files, bundled in memory: started early, written at the build's step for them. */
export type ServerBundle = Promise<BuildResult<{ write: false; metafile: true }>>

/** Bundles the server in memory, for `outDir` (esbuild works in its own process meanwhile). */
export function bundleServer(root: string, outDir: string): ServerBundle {
  return build({ ...bundleOptions(root), outdir: outDir, entryNames: '[name]', write: false })
}

/**
 * Writes the bundled server into `outDir`; returns the files and their size. A file whose bytes do not
 * change is left as it was (writeFile), so an incremental build touches nothing here when no server
 * code changed.
 */
export async function writeServerBundle(
  outDir: string,
  bundle: ServerBundle,
): Promise<{ files: number; bytes: number }> {
  const result = await bundle
  const written = new Set(result.outputFiles.map((output) => path.resolve(output.path)))
  for (const output of result.outputFiles) writeFile(output.path, Buffer.from(output.contents))
  if (fs.existsSync(outDir))
    for (const name of fs.readdirSync(outDir))
      if (!written.has(path.resolve(outDir, name))) fs.rmSync(path.join(outDir, name), { recursive: true, force: true })
  return {
    files: result.outputFiles.length,
    bytes: result.outputFiles.reduce((sum, output) => sum + output.contents.length, 0),
  }
}

/** Every package the bundled server imports at run time ("fastify", "@fastify/cors"), without writing anything. */
export async function serverRuntimePackages(root: string): Promise<Set<string>> {
  const result = await build({
    ...bundleOptions(root),
    write: false,
    outdir: path.join(root, 'build', SERVER_BUNDLE_DIR),
    entryNames: '[name]',
  })
  return packagesImported(result.metafile)
}

/** The package names of the external imports a metafile records (node: built-ins left out). */
export function packagesImported(metafile: Metafile): Set<string> {
  const packages = new Set<string>()
  for (const input of Object.values(metafile.inputs)) {
    for (const imported of input.imports) {
      // `<define:…>` is the firm's identity, which esbuild writes into the bundle, not a package.
      if (!imported.external || imported.path.startsWith('node:') || imported.path.startsWith('<define:')) continue
      const parts = imported.path.split('/')
      packages.add(imported.path.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? imported.path))
    }
  }
  return packages
}

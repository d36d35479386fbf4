import fs from 'node:fs'
import path from 'node:path'
import type { BuildContext } from './context'
import { ISLANDS_ENTRY, ISLANDS_MANIFEST_FILE, ISLANDS_VITE_MANIFEST, STYLESHEET_ENTRY } from './prerender-paths'

/**
 * Runs the two Vite builds side by side (decision 043): the browser's (vite.islands.config.ts: the islands
 * entry, the stylesheet, public/) into the deploy directory, and the render workers' server bundle
 * (vite.config.ts) into the kept server folder; then moves the islands' manifest out of the deploy directory.
 */
export async function runViteBuilds(
  root: string,
  context: BuildContext,
  runBuildTool: (tool: string, args: string[], name: string) => Promise<void>,
): Promise<void> {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js')
  await Promise.all([
    runBuildTool(vite, ['build', '--config', 'vite.islands.config.ts', '--logLevel', 'warn'], 'vite build (islands)'),
    runBuildTool(vite, ['build', '--config', 'vite.config.ts', '--logLevel', 'warn'], 'vite build (server)'),
  ])
  const manifest = path.join(context.clientDir, ISLANDS_VITE_MANIFEST)
  fs.renameSync(manifest, path.join(context.buildDir, ISLANDS_MANIFEST_FILE))
  if (fs.readdirSync(path.dirname(manifest)).length === 0) fs.rmdirSync(path.dirname(manifest))
}

/** The islands entry's address and the site's stylesheets, from the manifest the islands build wrote. */
export function readIslandsManifest(buildDir: string): { islandsEntry: string; stylesheets: string[] } {
  const file = path.join(buildDir, ISLANDS_MANIFEST_FILE)
  if (!fs.existsSync(file)) throw new Error(`No islands manifest at ${file}: the bundles step writes it`)
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { file?: string } | undefined>
  const entry = manifest[ISLANDS_ENTRY]?.file
  const stylesheet = manifest[STYLESHEET_ENTRY]?.file
  if (!entry) throw new Error(`${file} does not name ${ISLANDS_ENTRY}`)
  if (!stylesheet?.endsWith('.css')) throw new Error(`${file} names no stylesheet for ${STYLESHEET_ENTRY}`)
  return { islandsEntry: `/${entry}`, stylesheets: [`/${stylesheet}`] }
}

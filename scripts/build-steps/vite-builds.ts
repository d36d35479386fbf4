import fs from 'node:fs'
import path from 'node:path'
import type { BuildContext } from './context'
import { ISLANDS_MANIFEST_FILE, ISLANDS_VITE_MANIFEST } from './prerender-paths'

/**
 * Runs React Router's build (Vite: client bundle, server bundle, the route-covering pages), then the
 * islands bundle of the pages the build renders itself (vite.islands.config.ts) into the same assets
 * folder, and moves the islands' manifest out of the deploy directory.
 */
export async function runViteBuilds(
  root: string,
  context: BuildContext,
  runBuildTool: (tool: string, args: string[], name: string) => Promise<void>,
): Promise<void> {
  await runBuildTool(path.join(root, 'node_modules/@react-router/dev/bin.js'), ['build'], 'react-router build')
  await runBuildTool(
    path.join(root, 'node_modules/vite/bin/vite.js'),
    ['build', '--config', 'vite.islands.config.ts', '--logLevel', 'warn'],
    'vite build (islands)',
  )
  const manifest = path.join(context.clientDir, ISLANDS_VITE_MANIFEST)
  fs.renameSync(manifest, path.join(context.buildDir, ISLANDS_MANIFEST_FILE))
  if (fs.readdirSync(path.dirname(manifest)).length === 0) fs.rmdirSync(path.dirname(manifest))
}
